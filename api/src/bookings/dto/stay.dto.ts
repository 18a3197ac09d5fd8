import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { IsoCalendarDay, IsoDayProperty } from '../../common/http/iso-day';
import { centsSchema, MAX_CENTS } from '../../common/http/money';
import { OptionalText } from '../../common/http/text-field.decorators';
import { COUPON_INPUT_MAX } from '../../coupons/coupon-code.rules';
import { STAY_PAYMENT_METHODS } from '../entities/booking.entity';
import type { StayPaymentMethod } from '../entities/booking.entity';
import { STAY_EXTRAS } from '../rules/stay.rules';
import type { StayExtra } from '../rules/stay.rules';
import { toList } from './booking-quote.dto';
import { CustomerDetailsDto } from './customer.dto';

export const SALUTATIONS = ['mr', 'ms', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const STAY_STATUSES = ['confirmed', 'awaiting_payment'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

/** The extras of a stay, each at most once (flat per stay). */
const StayExtras = () =>
  applyDecorators(
    toList,
    IsOptional(),
    IsArray(),
    ArrayMaxSize(STAY_EXTRAS.length),
    IsIn(STAY_EXTRAS, { each: true }),
    ApiProperty({ enum: STAY_EXTRAS, enumName: 'StayExtra', isArray: true, required: false }),
  );

/** What a stay's price depends on: the vehicle, the days and the extras. */
export class StayQuoteQueryDto {
  @IsUUID()
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  /** The check-in day (14:00). */
  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-15' })
  startDay: string;

  /** The return day (10:00); the same day for a day's use booked by staff. */
  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-18' })
  endDay: string;

  @StayExtras()
  extras?: StayExtra[];

  /**
   * The balance of a coupon checked with `POST /coupons/check`, to show what is left to pay. Only
   * for display: a booking redeems the coupon itself and never trusts this figure.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  @ApiProperty({ ...centsSchema(), required: false })
  couponCents?: number;
}

export class QuotedStayExtraDto {
  @ApiProperty({ enum: STAY_EXTRAS, enumName: 'StayExtra' })
  extra: StayExtra;

  @ApiProperty({ ...centsSchema(), example: 2000 })
  priceCents: number;
}

/** The server's price of a stay, before and after a coupon. */
export class StayQuoteDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0 })
  nights: number;

  @ApiProperty({ ...centsSchema(), example: 12000 })
  nightlyCents: number;

  /** Price per night × nights (a day's use costs one night). */
  @ApiProperty({ ...centsSchema(), example: 36000 })
  basePriceCents: number;

  extras: QuotedStayExtraDto[];

  @ApiProperty({ ...centsSchema(), example: 38000 })
  totalCents: number;

  /** The 19 % VAT included in the total. */
  @ApiProperty({ ...centsSchema(), example: 6067 })
  vatCents: number;

  /** What the coupon pays. */
  @ApiProperty({ ...centsSchema(), example: 0 })
  couponCents: number;

  /** What is left to pay: never below 0; a remainder under 0.10 € is waived. */
  @ApiProperty({ ...centsSchema(), example: 38000 })
  dueCents: number;

  /**
   * Check-in on the first day and return on the last, hours in business time: 14 and 10, or
   * a day's use's opening hours.
   */
  @ApiProperty({ example: 14, type: 'number', minimum: 0, maximum: 24 })
  checkInHour: number;

  @ApiProperty({ example: 10, type: 'number', minimum: 0, maximum: 24 })
  returnHour: number;
}

/** The quote of a stay being chosen, with every extra the vehicle offers and its price. */
export class StayOfferDto extends StayQuoteDto {
  /** What the page may offer as toggles: the vehicle's extras, flat per stay. */
  offeredExtras: QuotedStayExtraDto[];
}

/** A multi-day booking (spec §3 "Multi-day booking request"); the price is computed, never sent. */
export class CreateStayDto extends CustomerDetailsDto {
  @IsOptional()
  @IsIn(SALUTATIONS)
  @ApiProperty({ enum: SALUTATIONS, enumName: 'Salutation', required: false, default: 'mr' })
  salutation?: Salutation;

  @IsUUID()
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-15' })
  startDay: string;

  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-18' })
  endDay: string;

  @StayExtras()
  extras?: StayExtra[];

  /** Exactly one: bank transfer (the default on the page) or PayPal. */
  @IsIn(STAY_PAYMENT_METHODS)
  @ApiProperty({ enum: STAY_PAYMENT_METHODS, enumName: 'StayPaymentMethod' })
  paymentMethod: StayPaymentMethod;

  /** A gift coupon's code, as typed. */
  @OptionalText({ maxLength: COUPON_INPUT_MAX })
  couponCode?: string;
}

export class StayDto extends SimulatedDto {
  @ApiProperty({ example: '5c2e8a71-9f3b-4d6c-8e1a-2b3c4d5e6f70' })
  id: string;

  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @ApiProperty({ example: 'Seestern' })
  vehicleName: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-15' })
  startDay: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-18' })
  endDay: string;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0 })
  nights: number;

  /** Check-in and return as instants. */
  @ApiProperty({ example: '2026-06-15T12:00:00.000Z' })
  startsAt: string;

  @ApiProperty({ example: '2026-06-18T08:00:00.000Z' })
  endsAt: string;

  @ApiProperty({ enum: STAY_PAYMENT_METHODS, enumName: 'StayPaymentMethod' })
  paymentMethod: StayPaymentMethod;

  /** `awaiting_payment`: held for a PayPal payment until `holdExpiresAt`. */
  @ApiProperty({ enum: STAY_STATUSES, enumName: 'StayStatus' })
  status: StayStatus;

  @ApiProperty({ example: null, type: 'string', format: 'date-time', nullable: true })
  holdExpiresAt: string | null;

  /** A bank transfer is due in full by this day (terms: 5 days after booking); else null. */
  @ApiProperty({ example: '2026-06-06', type: 'string', format: 'date', nullable: true })
  paymentDueDay: string | null;

  quote: StayQuoteDto;
}

export class StayCalendarQueryDto {
  @IsUUID()
  vehicleId: string;

  @IsoCalendarDay()
  from: string;

  /** At most 100 days after `from`. */
  @IsoCalendarDay()
  to: string;
}

/** One day of a vehicle's calendar (spec §3 "Calendar day entry"). */
export class StayCalendarDayDto {
  @IsoDayProperty()
  @ApiProperty({ example: '2026-05-02' })
  day: string;

  /** Before today in business time. */
  @ApiProperty({ example: false })
  past: boolean;

  @ApiProperty({ example: false })
  blocked: boolean;

  /** The business is closed for the off-season. */
  @ApiProperty({ example: false })
  offSeason: boolean;

  /** Occupied before 10:00 (a stay returns that day): no stay can end on this day. */
  @ApiProperty({ example: false })
  morningTaken: boolean;

  /** Occupied between 10:00 and 14:00 (hourly bookings, a day's use): no stay can span it. */
  @ApiProperty({ example: true })
  middayTaken: boolean;

  /** Occupied from 14:00 (a stay checks in that day): no stay can start on this day. */
  @ApiProperty({ example: false })
  afternoonTaken: boolean;
}

export class StayCalendarDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-05-01' })
  from: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-05-31' })
  to: string;

  @ApiProperty({ example: 'Europe/Berlin' })
  timeZone: string;

  @ApiProperty({ type: 'integer', enum: [14], example: 14 })
  checkInHour: number;

  @ApiProperty({ type: 'integer', enum: [10], example: 10 })
  returnHour: number;

  days: StayCalendarDayDto[];
}

/** The longest calendar one request may ask for (three months and a margin). */
export const MAX_CALENDAR_DAYS = 100;
