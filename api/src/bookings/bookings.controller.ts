import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { OptionalStaff, Public, TokenScope } from '../common/access/access.decorators';
import { OptionalCurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { AvailabilityService } from './availability.service';
import { BookingQuoteDto, BookingQuoteQueryDto } from './dto/booking-quote.dto';
import { BookingDto, CreateBookingDto } from './dto/booking.dto';
import { HoursAvailabilityDto, HoursAvailabilityQueryDto } from './dto/hours-availability.dto';
import { CreateVerificationCodeDto, VerificationCodeRequestDto } from './dto/verification-code.dto';
import { WeekAvailabilityDto, WeekAvailabilityQueryDto } from './dto/week-availability.dto';
import {
  CreateStayDto,
  StayCalendarDto,
  StayCalendarQueryDto,
  StayDto,
  StayOfferDto,
  StayQuoteQueryDto,
} from './dto/stay.dto';
import { HourlyBookingsService } from './hourly-bookings.service';
import { StaysService } from './stays.service';
import { VerificationCodesService } from './verification-codes.service';

/** Codes mailed per client address (besides the limit per e-mail address in the service). */
export const VERIFICATION_CODE_RATE_LIMIT = { limit: 10, ttl: 10 * 60 * 1000 };

@ApiTags('bookings')
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  /**
   * The Monday-to-Sunday week containing `from`: per day its opening hours and per half hour the
   * booked vehicles and the slot's state, for a vehicle type, one vehicle, or the whole fleet.
   */
  @Public()
  @Get('week')
  @ApiProblems(400, 503)
  getWeekAvailability(@Query() query: WeekAvailabilityQueryDto): Promise<WeekAvailabilityDto> {
    return this.availability.getWeek(query);
  }

  /**
   * One vehicle's days for the multi-day calendar (up to 100): which parts are taken (before
   * 10:00, 10:00–14:00, from 14:00), blocked days, the off-season and past days.
   */
  @Public()
  @Get('calendar')
  @ApiProblems(400, 404, 503)
  getStayCalendar(@Query() query: StayCalendarQueryDto): Promise<StayCalendarDto> {
    return this.availability.getCalendar(query);
  }

  /** Per vehicle the longest rental from `startHour` on `day` (0: not bookable then). */
  @Public()
  @Get('hours')
  @ApiProblems(400, 503)
  getHoursAvailability(@Query() query: HoursAvailabilityQueryDto): Promise<HoursAvailabilityDto> {
    return this.availability.getHours(query);
  }
}

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: HourlyBookingsService) {}

  /** The server's price of a rental: per duration, each extra, the total and its VAT. */
  @Public()
  @Get('quote')
  @ApiProblems(400, 503)
  quoteBooking(@Query() query: BookingQuoteQueryDto): Promise<BookingQuoteDto> {
    return this.bookings.quote(query);
  }

  /**
   * Books a vehicle by the hour. Visitors send the code mailed to them; staff book on a
   * customer's behalf without one. Demo mode checks everything and stores nothing for visitors
   * and the demo account (`simulated: true`); the confirmation mail still goes out, marked.
   */
  @TokenScope('bookings:write')
  @OptionalStaff()
  @DemoSimulated()
  @Post()
  @ApiProblems(400, 403, 409, 422, 429, 503)
  createBooking(
    @Body() input: CreateBookingDto,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<BookingDto> {
    return this.bookings.create(input, staff);
  }
}

@ApiTags('bookings')
@Controller('stays')
export class StaysController {
  constructor(private readonly stays: StaysService) {}

  /**
   * The server's price of a stay: per night, each extra, the total with its VAT, with
   * `couponCents` what is left to pay, and the extras the vehicle offers with their prices.
   */
  @Public()
  @Get('quote')
  @ApiProblems(400, 503)
  quoteStay(@Query() query: StayQuoteQueryDto): Promise<StayOfferDto> {
    return this.stays.quote(query);
  }

  /**
   * Books a vehicle for days (check-in 14:00, return 10:00), paid by bank transfer or fully by a
   * coupon; PayPal goes through `POST /payments/paypal/orders`. Customers book at least 2 nights;
   * staff may book a day's use (0 nights: the day's opening hours). Demo mode checks everything
   * and stores nothing for visitors and the demo account (`simulated: true`); the confirmation
   * mail still goes out, marked as an example.
   */
  @TokenScope('stays:write')
  @OptionalStaff()
  @DemoSimulated()
  @Post()
  @ApiProblems(400, 403, 409, 422, 429, 503)
  createStay(
    @Body() input: CreateStayDto,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<StayDto> {
    return this.stays.create(input, staff);
  }
}

@ApiTags('bookings')
@Controller('verification-codes')
export class VerificationCodesController {
  constructor(private readonly codes: VerificationCodesService) {}

  /**
   * Mails a 5-digit code that proves the visitor's e-mail address (valid 10 minutes, 5 tries,
   * once). 403 for a barred customer; 429 when asked too often. Staff get no mail.
   */
  @OptionalStaff()
  @Throttle({ default: VERIFICATION_CODE_RATE_LIMIT })
  @Post()
  @HttpCode(202)
  @ApiProblems(400, 403, 429, 503)
  createVerificationCode(
    @Body() input: CreateVerificationCodeDto,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<VerificationCodeRequestDto> {
    return this.codes.requestCode(input, staff);
  }
}
