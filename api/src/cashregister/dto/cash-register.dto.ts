import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { RegisterBookingDto } from '../../bookings/dto/register-booking.dto';
import { COUPON_INPUT_MAX } from '../../coupons/coupon-code.rules';
import { UnpaidCouponDto } from '../../coupons/dto/unpaid-coupon.dto';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { Cents } from '../../common/http/money';
import { IsoCalendarDay, IsoDayProperty } from '../../common/http/iso-day';
import { OneOf, OptionalText } from '../../common/http/text-field.decorators';
import { CursorPageDto, PageQueryDto } from '../../common/pagination/page.dto';
import { POSITION_PERIODS } from '../cash-register.rules';
import type { PositionPeriod } from '../cash-register.rules';
import { PAYMENT_METHODS } from '../entities/cash-register-entry.entity';
import type { RegisterPaymentMethod } from '../entities/cash-register-entry.entity';

/** Most lines a cart takes, and most pieces of one product per checkout. */
export const CART_LINES_MAX = 50;
export const LINE_QUANTITY_MAX = 999;

export class OpenItemsQueryDto {
  /** The business day (YYYY-MM-DD, business time zone). */
  @IsoCalendarDay()
  day: string;
}

/** What the register can settle on a day (spec §7 get_cashregister_bookings_and_coupons). */
export class OpenItemsDto {
  @IsoDayProperty()
  @ApiProperty({ example: '2026-05-02' })
  day: string;

  /** Whether the day is blocked for new bookings. */
  @ApiProperty({ example: false })
  blocked: boolean;

  /** The day's unpaid bookings (hourly and stays touching it, not cancelled), by start. */
  bookings: RegisterBookingDto[];

  /** Gift coupons ordered by bank transfer and not yet paid, oldest first. */
  coupons: UnpaidCouponDto[];
}

export class CartLineInputDto {
  @IsUUID()
  @ApiProperty({ example: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' })
  productId: string;

  @IsInt()
  @Min(1)
  @Max(LINE_QUANTITY_MAX)
  @ApiProperty({ type: 'integer', minimum: 1, maximum: LINE_QUANTITY_MAX, example: 2 })
  quantity: number;
}

/**
 * One checkout (spec §7 save_cashregister). The server computes every figure from the stored
 * prices; `expectedTotalCents`, when sent, must match what the cashier saw.
 */
export class CheckoutInputDto {
  /** The unpaid booking being paid. */
  @IsOptional()
  @IsUUID()
  @ApiProperty({ example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c' })
  bookingId?: string;

  /** An unpaid gift coupon being paid by its buyer. */
  @IsOptional()
  @IsUUID()
  soldCouponId?: string;

  /** Products from the cart; the same product may appear once. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CART_LINES_MAX)
  @ValidateNested({ each: true })
  @Type(() => CartLineInputDto)
  items?: CartLineInputDto[];

  /** A gift coupon's code that pays part or all of the total. */
  @OptionalText({ maxLength: COUPON_INPUT_MAX })
  @ApiProperty({ example: 'ABCD-EFGH-JK23' })
  couponCode?: string;

  /** How the rest is paid (ignored when the coupon pays everything). */
  @OneOf(['cash', 'card', 'paypal'], 'RegisterTender')
  @ApiProperty({ example: 'cash' })
  paymentMethod: 'cash' | 'card' | 'paypal';

  /** Cash handed over: at least the total; the change is what exceeds it. */
  @IsOptional()
  @Cents()
  @ApiProperty({ example: 20000 })
  receivedCents?: number;

  /** The total the cashier saw; a different one (a price changed meanwhile) is 409 TOTAL_CHANGED. */
  @IsOptional()
  @Cents()
  @ApiProperty({ example: 15000 })
  expectedTotalCents?: number;
}

/** A product line as the receipt and the log show it. */
export class CheckoutLineDto {
  @ApiProperty({ example: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' })
  productId: string;
  @ApiProperty({ example: 'Wasser 0,5 l' })
  name: string;
  @ApiProperty({ example: 2, type: 'integer' })
  quantity: number;
  @Cents()
  @ApiProperty({ example: 250 })
  priceCents: number;
  @Cents()
  @ApiProperty({ example: 500 })
  totalCents: number;
}

/** The booking a checkout paid, as logged. */
export class CheckoutBookingDto {
  @ApiProperty({ example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c' })
  id: string;
  @ApiProperty({ example: 'Seestern' })
  vehicleName: string;
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  day: string;
  @ApiProperty({ example: 2, type: 'number', nullable: true })
  hours: number | null;
  @ApiProperty({ example: null, type: 'integer', nullable: true })
  nights: number | null;
  @Cents()
  @ApiProperty({ example: 15000 })
  priceCents: number;
}

/** The gift coupon a checkout sold. */
export class CheckoutSoldCouponDto {
  @ApiProperty({ example: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928' })
  id: string;
  @Cents()
  @ApiProperty({ example: 5000 })
  amountCents: number;
}

/** One row of the register log (spec §3 "Cash register log"), also the answer to a checkout. */
@ApiExtraModels(CheckoutBookingDto, CheckoutSoldCouponDto)
export class CheckoutDto {
  @ApiProperty({ example: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
  id: string;

  /** Runs without gaps from 1. */
  @ApiProperty({ example: 1042, type: 'integer' })
  receiptNumber: number;

  @ApiProperty({ example: '2026-06-12T10:05:00.000Z' })
  createdAt: Date;

  /** The business day the money was taken. */
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  registerDay: string;

  /** Who took the money ('Admin' for root; 'PayPal' for a payment taken online). */
  @ApiProperty({ example: 'Anna Seemann' })
  cashier: string;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'RegisterPaymentMethod' })
  paymentMethod: RegisterPaymentMethod;

  @ApiProperty({ nullable: true, allOf: [{ $ref: getSchemaPath(CheckoutBookingDto) }] })
  booking: CheckoutBookingDto | null;

  @ApiProperty({ nullable: true, allOf: [{ $ref: getSchemaPath(CheckoutSoldCouponDto) }] })
  soldCoupon: CheckoutSoldCouponDto | null;

  items: CheckoutLineDto[];

  /** Booking + coupon sold + products. */
  @Cents()
  @ApiProperty({ example: 15500 })
  subtotalCents: number;

  /** The redeemed coupon's last four characters; null when none paid. */
  @ApiProperty({ example: null, type: 'string', nullable: true })
  couponHint: string | null;

  /** What the redeemed coupon paid. */
  @Cents()
  @ApiProperty({ example: 0 })
  couponCents: number;

  /** Money taken: subtotal − coupon. */
  @Cents()
  @ApiProperty({ example: 15500 })
  incomeCents: number;

  @Cents({ nullable: true })
  @ApiProperty({ example: 20000 })
  receivedCents: number | null;

  @Cents({ nullable: true })
  @ApiProperty({ example: 4500 })
  changeCents: number | null;

  /** VAT (19 %) included in the booking and products. */
  @Cents()
  @ApiProperty({ example: 2475 })
  vatCents: number;
}

export class CheckoutResultDto extends SimulatedDto {
  checkout: CheckoutDto;

  /** The coupon's balance left after this checkout; null when no coupon paid. */
  @Cents({ nullable: true })
  @ApiProperty({ example: null })
  couponBalanceCents: number | null;
}

export class RegisterLogQueryDto extends PageQueryDto {}

export class RegisterLogPageDto extends CursorPageDto {
  /** Checkouts of the last 14 days, newest first. */
  items: CheckoutDto[];
}

/** Whether the register log's hash chain is intact. */
export class LogVerificationDto {
  @ApiProperty({ example: true })
  intact: boolean;

  /** Rows checked. */
  @ApiProperty({ type: 'integer', example: 1250 })
  checked: number;

  /** The first receipt whose content or link does not match, or that is missing; null when none. */
  @ApiProperty({ type: 'integer', nullable: true, example: null })
  firstBrokenReceipt: number | null;

  /**
   * Days whose recorded takings differ from the sum of their log rows (e.g. the newest row was
   * removed, which no later hash can show).
   */
  @ApiProperty({ type: 'string', format: 'date', isArray: true, example: [] })
  positionMismatchDays: string[];
}

export class PositionsQueryDto {
  @OneOf(POSITION_PERIODS, 'CashPositionPeriod')
  period: PositionPeriod;
}

export class CashPositionDto {
  /** The day (YYYY-MM-DD), month (YYYY-MM) or year (YYYY). */
  @ApiProperty({ example: '2026-06-12' })
  period: string;
  @ApiProperty({ example: 48250, type: 'integer', minimum: 0 })
  incomeCents: number;
}

export class CashPositionsDto {
  @ApiProperty({ enum: POSITION_PERIODS, enumName: 'CashPositionPeriod' })
  period: PositionPeriod;

  /** Newest first: up to 31 days, 36 months, or every year. */
  items: CashPositionDto[];
}
