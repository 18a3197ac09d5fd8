import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public, Roles, TokenScope } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import {
  BookingCommentInputDto,
  BookingLogPageDto,
  BookingLogQueryDto,
  CalendarFeedQueryDto,
  CancellationDto,
  DayBookingsDto,
  DayBookingsQueryDto,
  PriceChangeDto,
  StaffBookingDto,
  StaffBookingResultDto,
  StaffOverviewDto,
  UnfinishedBookingsDto,
} from './dto/staff-booking.dto';
import { StaffBookingsService } from './staff-bookings.service';
import { StaffOverviewService } from './staff-overview.service';
import { VehicleCalendarFeedService } from './vehicle-calendar-feed.service';

const STAFF = ['root', 'admin', 'employee'] as const;

@ApiTags('bookings')
@Controller('bookings')
export class StaffBookingsController {
  constructor(private readonly staffBookings: StaffBookingsService) {}

  /** The day's bookings (hourly and stays touching it, not cancelled) and whether it is blocked. */
  @TokenScope('bookings:read')
  @Roles(...STAFF)
  @Get()
  @ApiProblems(400, 401, 403, 503)
  listDayBookings(
    @Query() query: DayBookingsQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<DayBookingsDto> {
    return this.staffBookings.listDay(query.day, staff);
  }

  /** Bookings that ended in the last 7 days (business time), unpaid and not cancelled. */
  @TokenScope('bookings:read')
  @Roles(...STAFF)
  @Get('unfinished')
  @ApiProblems(401, 403, 503)
  listUnfinishedBookings(@CurrentStaff() staff: StaffPrincipal): Promise<UnfinishedBookingsDto> {
    return this.staffBookings.listUnfinished(staff);
  }

  /** Bookings made in the last 14 days, cancelled ones included, newest first (admins). */
  @TokenScope('bookings:read')
  @Roles('root', 'admin')
  @Get('log')
  @ApiProblems(400, 401, 403, 503)
  getBookingLog(
    @Query() query: BookingLogQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<BookingLogPageDto> {
    return this.staffBookings.log(query, staff);
  }

  /**
   * Sets a new price with its reason, stored as '{reason} (Preisanpassung durch {name})'.
   * 409 BOOKING_PAID for a paid booking, BOOKING_CANCELLED for a cancelled one.
   */
  @TokenScope('bookings:write')
  @Roles(...STAFF)
  @DemoSimulated()
  @Post(':id/price-change')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 409, 503)
  changeBookingPrice(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: PriceChangeDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StaffBookingResultDto> {
    return this.staffBookings.reprice(id, input, staff);
  }

  /** Adds a comment, stored as '{text} (Kommentiert von {name})'; not on paid bookings. */
  @TokenScope('bookings:write')
  @Roles(...STAFF)
  @DemoSimulated()
  @Post(':id/comments')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 409, 503)
  addBookingComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: BookingCommentInputDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StaffBookingResultDto> {
    return this.staffBookings.comment(id, input, staff);
  }

  /**
   * Cancels an unpaid booking with a reason ('(Abgesagt durch {name})'): the period is free,
   * the customer gets a cancellation mail in the booking's language, the inbox a notice.
   */
  @TokenScope('bookings:write')
  @Roles(...STAFF)
  @DemoSimulated()
  @Post(':id/cancellation')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 409, 503)
  cancelBooking(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: CancellationDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StaffBookingResultDto> {
    return this.staffBookings.cancel(id, input, staff);
  }

  /**
   * One booking (hourly or stay), cancelled ones too. Declared last, and this controller after
   * the public one, so that `/bookings/quote`, `/bookings/log` and `/bookings/unfinished` match
   * first.
   */
  @TokenScope('bookings:read')
  @Roles(...STAFF)
  @Get(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  getBooking(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StaffBookingDto> {
    return this.staffBookings.get(id, staff);
  }
}

@ApiTags('staff')
@Controller('staff')
export class StaffOverviewController {
  constructor(private readonly overview: StaffOverviewService) {}

  /** The main menu's badges and the unfinished-bookings banner, in one call. */
  @Roles(...STAFF)
  @Get('overview')
  @ApiProblems(401, 403, 503)
  getStaffOverview(@CurrentStaff() staff: StaffPrincipal): Promise<StaffOverviewDto> {
    return this.overview.overview(staff);
  }
}

@ApiTags('vehicles')
@Controller('vehicles')
export class VehicleCalendarFeedController {
  constructor(private readonly feeds: VehicleCalendarFeedService) {}

  /**
   * The vehicle's active bookings and stays as an iCalendar feed for phone calendars. The secret
   * token (shown and rotated by admins) is the only key: a wrong one answers 404.
   */
  @Public()
  @Get(':id/calendar.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/calendar')
  @ApiProblems(400, 404, 503)
  downloadVehicleCalendar(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: CalendarFeedQueryDto,
  ): Promise<string> {
    return this.feeds.feed(id, query.token);
  }
}
