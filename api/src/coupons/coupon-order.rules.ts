export {
  EMAIL_MAX as COUPON_EMAIL_MAX,
  EMAIL_PATTERN as COUPON_EMAIL_PATTERN,
} from '../common/http/patterns';

/**
 * The coupon form's rules (spec §5 "Coupon form", §9), shared by the request's validation and the
 * service; the web keeps its own copy of the numbers through the generated contract.
 */
export const COUPON_ORDER_LIMITS = {
  nameMin: 5,
  nameMax: 50,
  streetMax: 50,
  supplementMax: 50,
  zipCityMax: 50,
  recipientMax: 25,
  textMax: 300,
} as const;

/**
 * Street and house number, zip code and city: each needs a letter and a digit, in either order,
 * exactly as the booking forms check them.
 */
export { LETTER_AND_DIGIT_PATTERN as COUPON_LETTER_AND_DIGIT_PATTERN } from '../bookings/dto/customer.dto';

/** The salutations the stay form offers; a coupon order asks the same way. */
export const COUPON_SALUTATIONS = ['mr', 'ms', 'none'] as const;
export type CouponSalutation = (typeof COUPON_SALUTATIONS)[number];

/** The three pictures a coupon can be printed on (spec §9). */
export const COUPON_BACKGROUNDS = [1, 2, 3] as const;
export type CouponBackground = (typeof COUPON_BACKGROUNDS)[number];

/** Exactly one: a bank transfer (paid later, at the cash register) or PayPal (paid at once). */
export const COUPON_PAYMENT_METHODS = ['bank_transfer', 'paypal'] as const;
export type CouponPaymentMethod = (typeof COUPON_PAYMENT_METHODS)[number];

export const COUPON_LANGUAGES = ['de', 'en'] as const;
export type CouponLanguage = (typeof COUPON_LANGUAGES)[number];

/** At least 50 € (spec §9). */
export const COUPON_MIN_CENTS = 5_000;

/**
 * At most 5,000 €: the spec names no ceiling, but a gift coupon above that is a typo or a money
 * laundering attempt, and PayPal's guest checkout would refuse most such payments anyway.
 */
export const COUPON_MAX_CENTS = 500_000;

/** Whole euros only: the form asks for an integer amount of euros (spec §5). */
export const COUPON_CENTS_STEP = 100;

/** The field error codes of an amount (`amountCents`), from the most basic one. */
export type CouponAmountProblem = 'NOT_AN_INTEGER' | 'NOT_WHOLE_EUROS' | 'TOO_SMALL' | 'TOO_LARGE';

/**
 * What is wrong with an amount in cents, or null when it can be ordered: an integer number of
 * whole euros from 50 € to 5,000 €.
 */
export function couponAmountProblem(cents: unknown): CouponAmountProblem | null {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return 'NOT_AN_INTEGER';
  // The range first: 2^53 or 1e308 are "integers" whose remainder means nothing.
  if (cents < COUPON_MIN_CENTS) return 'TOO_SMALL';
  if (cents > COUPON_MAX_CENTS) return 'TOO_LARGE';
  if (cents % COUPON_CENTS_STEP !== 0) return 'NOT_WHOLE_EUROS';
  return null;
}

/**
 * Text as it can be stored and mailed: a lone UTF-16 surrogate (valid in a JavaScript string,
 * never in UTF-8 or in PostgreSQL's JSON) becomes U+FFFD, as the database would store it anyway.
 */
export function wellFormedText(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

/** Per client address: a family ordering several gifts is fine, a script filling the table is not. */
export const COUPON_ORDER_RATE_LIMIT = { limit: 10, ttl: 15 * 60 * 1000 };

/**
 * What the buyer writes on the bank transfer: 'GS-' and the order's first 8 characters. The code
 * itself is never the reference: it exists only once the money is there.
 */
export function couponPaymentReference(couponId: string): string {
  return `GS-${couponId.slice(0, 8).toUpperCase()}`;
}
