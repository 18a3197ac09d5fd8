import { Module } from '@nestjs/common';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { CouponsModule } from '../coupons/coupons.module';
import { InboxModule } from '../inbox/inbox.module';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { AvailabilityService } from './availability.service';
import { BookingPaymentsService } from './booking-payments.service';
import { BookingRecordsModule } from './booking-records.module';
import {
  AvailabilityController,
  BookingsController,
  StaysController,
  VerificationCodesController,
} from './bookings.controller';
import { HoldReleaseService } from './hold-release.service';
import { HourlyBookingsService } from './hourly-bookings.service';
import {
  StaffBookingsController,
  StaffOverviewController,
  VehicleCalendarFeedController,
} from './staff-bookings.controller';
import { StaffBookingsService } from './staff-bookings.service';
import { StaffOverviewService } from './staff-overview.service';
import { StaysService } from './stays.service';
import { VehicleCalendarFeedService } from './vehicle-calendar-feed.service';
import { VerificationCodesService } from './verification-codes.service';

/**
 * Hourly bookings and multi-day stays, availability and verification codes, and the staff's work
 * on them (day list, reprice, comment, cancel, audit history, calendar feeds). It uses the fleet
 * (prices, vehicles in service) and the settings (opening hours, blocked days); the fleet asks
 * about bookings only through `BookingRecordsModule`, so no cycle arises.
 */
@Module({
  imports: [
    BookingRecordsModule,
    VehiclesModule.withBookings(BookingRecordsModule),
    SettingsModule,
    BlacklistModule.withBookings(BookingRecordsModule),
    CouponsModule,
    InboxModule,
    MailModule,
    WebhooksModule,
  ],
  controllers: [
    AvailabilityController,
    BookingsController,
    StaysController,
    VerificationCodesController,
    StaffBookingsController,
    StaffOverviewController,
    VehicleCalendarFeedController,
  ],
  providers: [
    AvailabilityService,
    HourlyBookingsService,
    StaysService,
    HoldReleaseService,
    VerificationCodesService,
    StaffBookingsService,
    StaffOverviewService,
    VehicleCalendarFeedService,
    BookingPaymentsService,
  ],
  exports: [StaysService, BookingPaymentsService],
})
export class BookingsModule {}
