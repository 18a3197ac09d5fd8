import { Module } from '@nestjs/common';
import { BookingBans } from '../blacklist/booking-bans.port';
import { VehicleBookings } from '../vehicles/vehicle-bookings.port';
import { BookingAuditRepository } from './booking-audit.repository';
import { BookingsRepository } from './bookings.repository';

/**
 * The bookings table's queries and its audit history. It implements the fleet's
 * `VehicleBookings` port and the blacklist's `BookingBans` port; those modules receive it from
 * the app (`withBookings`), so the dependencies run one way: bookings → vehicles, blacklist.
 */
@Module({
  providers: [
    BookingsRepository,
    BookingAuditRepository,
    { provide: VehicleBookings, useExisting: BookingsRepository },
    { provide: BookingBans, useExisting: BookingAuditRepository },
  ],
  exports: [VehicleBookings, BookingBans, BookingsRepository, BookingAuditRepository],
})
export class BookingRecordsModule {}
