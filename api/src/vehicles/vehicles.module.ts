import { Module } from '@nestjs/common';
import type { DynamicModule, Type } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { SettingsModule } from '../settings/settings.module';
import { VehiclesController } from './vehicles.controller';
import { VehiclesRepository } from './vehicles.repository';
import { VehiclesService } from './vehicles.service';

/**
 * The rental fleet: vehicles with price tables and pictures, and their change log. It asks about
 * bookings through the `VehicleBookings` port, which the bookings module implements.
 */
@Module({
  imports: [SettingsModule, MediaModule],
  controllers: [VehiclesController],
  providers: [VehiclesService, VehiclesRepository],
  exports: [VehiclesService],
})
export class VehiclesModule {
  /**
   * The app passes the module that provides `VehicleBookings` (bookings), so the edge shows in
   * the code while vehicles imports nothing from bookings: bookings → vehicles stays one way.
   */
  static withBookings(bookings: Type<unknown> | DynamicModule): DynamicModule {
    return { module: VehiclesModule, imports: [bookings] };
  }
}
