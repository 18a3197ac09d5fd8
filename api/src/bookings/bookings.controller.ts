import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { OptionalStaff, Public } from '../common/access/access.decorators';
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
import { HourlyBookingsService } from './hourly-bookings.service';
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
