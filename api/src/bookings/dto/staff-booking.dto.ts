import { ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { Cents } from '../../common/http/money';
import { IsoCalendarDay, IsoDayProperty } from '../../common/http/iso-day';
import { RequiredText } from '../../common/http/text-field.decorators';
import { CursorPageDto, PageQueryDto } from '../../common/pagination/page.dto';
import { BOOKING_AUDIT_ACTIONS } from '../entities/booking-audit.entity';
import type { AuditValues, BookingAuditAction } from '../entities/booking-audit.entity';

/** What staff type as a reason or comment; the stored text adds the author suffix. */
export const STAFF_TEXT_MAX = 200;

export class DayBookingsQueryDto {
  /** The business day (YYYY-MM-DD, business time zone). */
  @IsoCalendarDay()
  day: string;
}

/** A staff comment on a booking, with the author suffix in its text. */
export class BookingCommentDto {
  /** '{text} (Kommentiert von {name})' */
  text: string;
  author: string;
  at: Date;
}

/** One staff action on a booking as its history shows it. */
export class BookingAuditEntryDto {
  id: string;
  @ApiProperty({ enum: BOOKING_AUDIT_ACTIONS, enumName: 'BookingAuditAction' })
  action: BookingAuditAction;
  /** The acting staff member's name ('Admin' for the root account). */
  actor: string;
  at: Date;
  /** The fields the action changed, before and after. */
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      nullable: true,
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
    },
  })
  before: AuditValues;
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      nullable: true,
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
    },
  })
  after: AuditValues;
}

/** A booking as the staff see it (day list, unfinished list, booking log). */
export class StaffBookingDto {
  id: string;
  @ApiProperty({ enum: ['hourly', 'stay'], enumName: 'BookingKind' })
  kind: 'hourly' | 'stay';
  vehicleId: string;
  vehicleName: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** Start and end (ISO instants); pages show them in business time ('um hh:mm Uhr'). */
  startsAt: Date;
  endsAt: Date;
  /** The business day it starts on, and a stay's return day. */
  @IsoDayProperty()
  day: string;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  endDay: string | null;
  /** Hourly: the rental's hours (0.5 = 30 minutes); null for stays. */
  @ApiProperty({ type: 'number', nullable: true })
  hours: number | null;
  /** Stays: the nights (0: a day's use); null for hourly bookings. */
  @ApiProperty({ type: 'integer', nullable: true })
  nights: number | null;
  /** The price when it was booked. */
  @Cents()
  priceCents: number;
  /** A price staff set later, and why ('{reason} (Preisanpassung durch {name})'). */
  @Cents({ nullable: true })
  newPriceCents: number | null;
  @ApiProperty({ type: 'string', nullable: true })
  priceChangeReason: string | null;
  /** What a gift coupon already paid. */
  @Cents()
  couponCents: number;
  /** The customer's own note from the booking form. */
  @ApiProperty({ type: 'string', nullable: true })
  customerComment: string | null;
  comments: BookingCommentDto[];
  /** The staff member who booked on the customer's behalf; null: the customer online. */
  @ApiProperty({ type: 'string', nullable: true })
  bookedBy: string | null;
  paid: boolean;
  /** Its end has passed and it is not paid: shown as 'unbezahlt'. */
  unpaidAfterEnd: boolean;
  /** A stay held while its PayPal payment runs. */
  awaitingPayment: boolean;
  cancelled: boolean;
  @ApiProperty({ type: 'string', nullable: true })
  cancellationReason: string | null;
  /** Booked at. */
  createdAt: Date;
  /** Staff actions on it, oldest first. */
  history: BookingAuditEntryDto[];
}

export class DayBookingsDto {
  @IsoDayProperty()
  day: string;
  /** Whether the day is blocked for new bookings. */
  blocked: boolean;
  /** Bookings touching the day (hourly and stays), not cancelled, by start. */
  items: StaffBookingDto[];
}

export class UnfinishedBookingsDto {
  /** Ended within the last 7 days (business time), unpaid, not cancelled; oldest end first. */
  items: StaffBookingDto[];
}

export class BookingLogQueryDto extends PageQueryDto {}

export class BookingLogPageDto extends CursorPageDto {
  /** Bookings made in the last 14 days, cancelled ones included; newest first. */
  items: StaffBookingDto[];
}

export class PriceChangeDto {
  /** The new price in cents (pages accept '12,50' and send 1250). */
  @Cents()
  newPriceCents: number;

  @RequiredText({ maxLength: STAFF_TEXT_MAX })
  reason: string;
}

export class BookingCommentInputDto {
  @RequiredText({ maxLength: STAFF_TEXT_MAX })
  text: string;
}

export class CancellationDto {
  @RequiredText({ maxLength: STAFF_TEXT_MAX })
  reason: string;
}

/** The answer to a staff action: the booking as it is now (simulated in demo mode). */
export class StaffBookingResultDto extends SimulatedDto {
  booking: StaffBookingDto;
}

/** The menu's badges and banner, in one call. */
export class StaffOverviewDto {
  /** Open to-dos (Aufgaben). */
  openTodos: number;
  /** Open contact messages (Postfach). */
  openContactMessages: number;
  /** Vehicles taken out of service (Boote). */
  blockedVehicles: number;
  /** Ended unpaid bookings of the last 7 days (the red banner). */
  unfinishedBookings: number;
}

/** The secret that opens a vehicle's calendar feed. */
export class CalendarFeedQueryDto {
  @RequiredText({ maxLength: 64 })
  token: string;
}
