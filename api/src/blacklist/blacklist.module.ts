import { Module } from '@nestjs/common';
import type { DynamicModule, Type } from '@nestjs/common';
import { BlacklistController } from './blacklist.controller';
import { BlacklistService } from './blacklist.service';

/**
 * Barred customers: the staff list, ban and unban, and the check the booking steps ask. Bans from
 * a booking reach the bookings through the `BookingBans` port only.
 */
@Module({
  controllers: [BlacklistController],
  providers: [BlacklistService],
  exports: [BlacklistService],
})
export class BlacklistModule {
  /** The app passes the module that provides `BookingBans` (bookings), as for the fleet. */
  static withBookings(bookings: Type<unknown> | DynamicModule): DynamicModule {
    return { module: BlacklistModule, imports: [bookings] };
  }
}
