import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { SettingsModule } from '../settings/settings.module';
import { VehiclesController } from './vehicles.controller';
import { VehiclesService } from './vehicles.service';

/** The rental fleet: vehicles with price tables and pictures, and their change log. */
@Module({
  imports: [SettingsModule, MediaModule],
  controllers: [VehiclesController],
  providers: [VehiclesService],
  exports: [VehiclesService],
})
export class VehiclesModule {}
