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
  @ApiProperty({ example: 'Kunde bringt eigene Schwimmwesten mit (Kommentiert von Anna Seemann)' })
  text: string;
  @ApiProperty({ example: 'Anna Seemann' })
  author: string;
  @ApiProperty({ example: '2026-06-12T07:30:00.000Z' })
  at: Date;
}

/** One staff action on a booking as its history shows it. */
export class BookingAuditEntryDto {
  @ApiProperty({ example: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' })
  id: string;
  @ApiProperty({ enum: BOOKING_AUDIT_ACTIONS, enumName: 'BookingAuditAction' })
  action: BookingAuditAction;
  /** The acting staff member's name ('Admin' for the root account). */
  @ApiProperty({ example: 'Anna Seemann' })
  actor: string;
  @ApiProperty({ example: '2026-06-12T07:45:00.000Z' })
  at: Date;
  /** The fields the action changed, before and after. */
  @ApiProperty({
    example: { priceCents: 16500 },
    type: 'object',
    // null stands for "none"; OpenAPI 3.0 reads `nullable` only beside a `type`.
    additionalProperties: {
      oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }],
    },
  })
  before: AuditValues;
  @ApiProperty({
    example: { priceCents: 15000 },
    type: 'object',
    // null stands for "none"; OpenAPI 3.0 reads `nullable` only beside a `type`.
    additionalProperties: {
      oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }],
    },
  })
  after: AuditValues;
}

/** A booking as the staff see it (day list, unfinished list, booking log). */
export class StaffBookingDto {
  @ApiProperty({ example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c' })
  id: string;
  @ApiProperty({ enum: ['hourly', 'stay'], enumName: 'BookingKind' })
  kind: 'hourly' | 'stay';
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;
  @ApiProperty({ example: 'Seestern' })
  vehicleName: string;
  @ApiProperty({ example: 'Erika Mustermann' })
  customerName: string;
  @ApiProperty({ example: '+4930123456' })
  customerPhone: string;
  @ApiProperty({ example: 'erika@example.com' })
  customerEmail: string;
  /** Start and end (ISO instants); pages show them in business time ('um hh:mm Uhr'). */
  @ApiProperty({ example: '2026-06-12T08:00:00.000Z' })
  startsAt: Date;
  @ApiProperty({ example: '2026-06-12T10:00:00.000Z' })
  endsAt: Date;
  /** The business day it starts on, and a stay's return day. */
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  day: string;
  @ApiProperty({ example: null, type: 'string', format: 'date', nullable: true })
  endDay: string | null;
  /** Hourly: the rental's hours (0.5 = 30 minutes); null for stays. */
  @ApiProperty({ example: 2, type: 'number', nullable: true })
  hours: number | null;
  /** Stays: the nights (0: a day's use); null for hourly bookings. */
  @ApiProperty({ example: null, type: 'integer', nullable: true })
  nights: number | null;
  /** The price when it was booked. */
  @Cents()
  @ApiProperty({ example: 16500 })
  priceCents: number;
  /** A price staff set later, and why ('{reason} (Preisanpassung durch {name})'). */
  @Cents({ nullable: true })
  @ApiProperty({ example: 15000 })
  newPriceCents: number | null;
  @ApiProperty({
    example: 'Stammkunde (Preisanpassung durch Anna Seemann)',
    type: 'string',
    nullable: true,
  })
  priceChangeReason: string | null;
  /** What a gift coupon already paid. */
  @Cents()
  @ApiProperty({ example: 0 })
  couponCents: number;
  /** The customer's own note from the booking form. */
  @ApiProperty({ example: 'Wir kommen mit einem Kinderwagen.', type: 'string', nullable: true })
  customerComment: string | null;
  comments: BookingCommentDto[];
  /** The staff member who booked on the customer's behalf; null: the customer online. */
  @ApiProperty({ example: null, type: 'string', nullable: true })
  bookedBy: string | null;
  @ApiProperty({ example: false })
  paid: boolean;
  /** Its end has passed and it is not paid: shown as 'unbezahlt'. */
  @ApiProperty({ example: false })
  unpaidAfterEnd: boolean;
  /** A stay held while its PayPal payment runs. */
  @ApiProperty({ example: false })
  awaitingPayment: boolean;
  @ApiProperty({ example: false })
  cancelled: boolean;
  @ApiProperty({ example: null, type: 'string', nullable: true })
  cancellationReason: string | null;
  /** Booked at. */
  @ApiProperty({ example: '2026-06-01T16:20:00.000Z' })
  createdAt: Date;
  /** Staff actions on it, oldest first. */
  history: BookingAuditEntryDto[];
}

export class DayBookingsDto {
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  day: string;
  /** Whether the day is blocked for new bookings. */
  @ApiProperty({ example: false })
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
  @ApiProperty({ example: 12500 })
  newPriceCents: number;

  @RequiredText({ maxLength: STAFF_TEXT_MAX })
  @ApiProperty({ example: 'Stammkundenrabatt' })
  reason: string;
}

export class BookingCommentInputDto {
  @RequiredText({ maxLength: STAFF_TEXT_MAX })
  @ApiProperty({ example: 'Kunde kommt 15 Minuten später.' })
  text: string;
}

export class CancellationDto {
  @RequiredText({ maxLength: STAFF_TEXT_MAX })
  @ApiProperty({ example: 'Sturmwarnung' })
  reason: string;
}

/** The answer to a staff action: the booking as it is now (simulated in demo mode). */
export class StaffBookingResultDto extends SimulatedDto {
  booking: StaffBookingDto;
}

/** The menu's badges and banner, in one call. */
export class StaffOverviewDto {
  /** Open to-dos (Aufgaben). */
  @ApiProperty({ example: 3 })
  openTodos: number;
  /** Open contact messages (Postfach). */
  @ApiProperty({ example: 1 })
  openContactMessages: number;
  /** Vehicles taken out of service (Boote). */
  @ApiProperty({ example: 0 })
  blockedVehicles: number;
  /** Ended unpaid bookings of the last 7 days (the red banner). */
  @ApiProperty({ example: 2 })
  unfinishedBookings: number;
}

/** The secret that opens a vehicle's calendar feed. */
export class CalendarFeedQueryDto {
  @RequiredText({ maxLength: 64 })
  token: string;
}
