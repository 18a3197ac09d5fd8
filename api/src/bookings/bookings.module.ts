import { Global, Module } from '@nestjs/common';
import { VehicleBookings } from '../vehicles/vehicle-bookings';
import { VehicleBookingsQuery } from './vehicle-bookings.query';

/**
 * Hourly bookings and multi-day stays. Global only for the `VehicleBookings` port the fleet
 * consumes, so the dependency runs one way: bookings → vehicles.
 */
@Global()
@Module({
  providers: [{ provide: VehicleBookings, useClass: VehicleBookingsQuery }],
  exports: [VehicleBookings],
})
export class BookingsModule {}
