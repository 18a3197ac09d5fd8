import { Module } from '@nestjs/common';
import { VehicleBookings } from '../vehicles/vehicle-bookings.port';
import { BookingsRepository } from './bookings.repository';

/**
 * The bookings table's queries. It implements the fleet's `VehicleBookings` port; the fleet
 * receives this module from the app (`VehiclesModule.withBookings`), so the dependency runs one
 * way: bookings → vehicles.
 */
@Module({
  providers: [BookingsRepository, { provide: VehicleBookings, useExisting: BookingsRepository }],
  exports: [VehicleBookings, BookingsRepository],
})
export class BookingRecordsModule {}
