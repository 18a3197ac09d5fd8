import { Module } from '@nestjs/common';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { AvailabilityService } from './availability.service';
import { BookingRecordsModule } from './booking-records.module';
import {
  AvailabilityController,
  BookingsController,
  VerificationCodesController,
} from './bookings.controller';
import { HourlyBookingsService } from './hourly-bookings.service';
import { VerificationCodesService } from './verification-codes.service';

/**
 * Hourly bookings and multi-day stays, availability and verification codes. It uses the fleet
 * (prices, vehicles in service) and the settings (opening hours, blocked days); the fleet asks
 * about bookings only through `BookingRecordsModule`, so no cycle arises.
 */
@Module({
  imports: [
    BookingRecordsModule,
    VehiclesModule.withBookings(BookingRecordsModule),
    SettingsModule,
    BlacklistModule,
    MailModule,
  ],
  controllers: [AvailabilityController, BookingsController, VerificationCodesController],
  providers: [AvailabilityService, HourlyBookingsService, VerificationCodesService],
})
export class BookingsModule {}
