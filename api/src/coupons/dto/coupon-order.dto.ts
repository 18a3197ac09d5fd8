import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, Length, ValidateBy } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { centsSchema } from '../../common/http/money';
import { OptionalText, RequiredText, Trim } from '../../common/http/text-field.decorators';
import {
  COUPON_BACKGROUNDS,
  COUPON_CENTS_STEP,
  COUPON_EMAIL_MAX,
  COUPON_EMAIL_PATTERN,
  COUPON_LANGUAGES,
  COUPON_LETTER_AND_DIGIT_PATTERN,
  COUPON_MAX_CENTS,
  COUPON_MIN_CENTS,
  COUPON_ORDER_LIMITS as LIMITS,
  COUPON_PAYMENT_METHODS,
  COUPON_SALUTATIONS,
  couponAmountProblem,
} from '../coupon-order.rules';
import type {
  CouponAmountProblem,
  CouponBackground,
  CouponLanguage,
  CouponPaymentMethod,
  CouponSalutation,
} from '../coupon-order.rules';

/**
 * An amount the coupon form accepts (coupon-order.rules): whole euros from 50 € to 5,000 €, in
 * cents. Each rule is its own constraint, so the field error's code names the one broken
 * (NOT_AN_INTEGER, NOT_WHOLE_EUROS, TOO_SMALL, TOO_LARGE).
 */
function CouponAmount() {
  const rule = (code: Exclude<CouponAmountProblem, 'NOT_AN_INTEGER'>, message: string) =>
    ValidateBy({
      // The constraint's name becomes the field error's code (see common/problem/validation).
      name: code,
      validator: {
        // A value that is no integer at all is IsInt's to report.
        validate: (value: unknown) =>
          !Number.isInteger(value) || couponAmountProblem(value) !== code,
        defaultMessage: () => message,
      },
    });
  return applyDecorators(
    IsInt(),
    rule('NOT_WHOLE_EUROS', 'The amount must be whole euros (a multiple of 100 cents).'),
    rule('TOO_SMALL', `The coupon must be worth at least ${COUPON_MIN_CENTS / 100} €.`),
    rule('TOO_LARGE', `The coupon may be worth at most ${COUPON_MAX_CENTS / 100} €.`),
    ApiProperty({
      type: 'integer',
      minimum: COUPON_MIN_CENTS,
      maximum: COUPON_MAX_CENTS,
      multipleOf: COUPON_CENTS_STEP,
    }),
  );
}

/** Spec §3 "Coupon request": who orders, what is printed, how it is paid. */
export class CreateCouponOrderDto {
  @IsIn(COUPON_SALUTATIONS)
  @ApiProperty({ enum: COUPON_SALUTATIONS, enumName: 'Salutation' })
  salutation: CouponSalutation;

  /** The buyer's first and last name. */
  @Trim()
  @Length(LIMITS.nameMin, LIMITS.nameMax)
  @ApiProperty({
    type: 'string',
    minLength: LIMITS.nameMin,
    maxLength: LIMITS.nameMax,
    example: 'Erika Mustermann',
  })
  name: string;

  @RequiredText({ maxLength: COUPON_EMAIL_MAX, pattern: COUPON_EMAIL_PATTERN })
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;

  /** Street and house number: a letter and a digit. */
  @RequiredText({ maxLength: LIMITS.streetMax, pattern: COUPON_LETTER_AND_DIGIT_PATTERN })
  @ApiProperty({ example: 'Seeweg 12' })
  street: string;

  /** Address supplement. */
  @OptionalText({ maxLength: LIMITS.supplementMax })
  @ApiProperty({ example: 'Hinterhaus' })
  supplement?: string;

  /** Zip code and city: a letter and a digit. */
  @RequiredText({ maxLength: LIMITS.zipCityMax, pattern: COUPON_LETTER_AND_DIGIT_PATTERN })
  @ApiProperty({ example: '17192 Waren (Müritz)' })
  zipCity: string;

  /** Who the coupon is for, printed on it. */
  @OptionalText({ maxLength: LIMITS.recipientMax })
  @ApiProperty({ example: 'Max Mustermann' })
  recipient?: string;

  /** The buyer's words, printed on it. */
  @OptionalText({ maxLength: LIMITS.textMax })
  @ApiProperty({ example: 'Alles Gute zum Geburtstag!' })
  text?: string;

  /** The picture it is printed on. */
  @IsIn(COUPON_BACKGROUNDS)
  @ApiProperty({
    type: 'integer',
    enum: COUPON_BACKGROUNDS,
    enumName: 'CouponBackground',
    example: 1,
  })
  background: CouponBackground;

  /** Whole euros from 50 € to 5,000 €, in cents. */
  @CouponAmount()
  @ApiProperty({ example: 5000 })
  amountCents: number;

  /** Exactly one: bank transfer (`POST /coupon-orders`) or PayPal (`/payments/paypal/coupon-orders`). */
  @IsIn(COUPON_PAYMENT_METHODS)
  @ApiProperty({
    enum: COUPON_PAYMENT_METHODS,
    enumName: 'CouponPaymentMethod',
    example: 'bank_transfer',
  })
  paymentMethod: CouponPaymentMethod;

  /** The privacy statement was accepted. */
  @Equals(true)
  @ApiProperty({ type: 'boolean', enum: [true], example: true })
  privacyConsent: boolean;

  /** The language of the mails and of the printed coupon. */
  @IsIn(COUPON_LANGUAGES)
  @ApiProperty({ enum: COUPON_LANGUAGES, enumName: 'Language', example: 'de' })
  lang: CouponLanguage;
}

export const COUPON_ORDER_STATUSES = ['awaiting_payment', 'paid'] as const;
export type CouponOrderStatus = (typeof COUPON_ORDER_STATUSES)[number];

/** A gift coupon order as its buyer sees it; the code itself only ever travels by mail. */
export class CouponOrderDto extends SimulatedDto {
  @ApiProperty({ example: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928' })
  id: string;

  /** `awaiting_payment`: ordered by bank transfer, mailed once paid; `paid`: mailed now. */
  @ApiProperty({
    enum: COUPON_ORDER_STATUSES,
    enumName: 'CouponOrderStatus',
    example: 'awaiting_payment',
  })
  status: CouponOrderStatus;

  @ApiProperty({ enum: COUPON_PAYMENT_METHODS, enumName: 'CouponPaymentMethod' })
  paymentMethod: CouponPaymentMethod;

  @ApiProperty({ ...centsSchema(), example: 5000 })
  amountCents: number;

  /** What the buyer writes on the bank transfer; null once paid. */
  @ApiProperty({ type: 'string', nullable: true, example: 'GS-7E6D5C4B' })
  paymentReference: string | null;

  /** The last day it can be redeemed (counted from the payment for a bank transfer). */
  @ApiProperty({ type: 'string', format: 'date', example: '2029-12-31' })
  validUntil: string;
}
