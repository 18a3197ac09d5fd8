import { isApiError } from '@showcase/contracts/fetcher';
import type { CouponOrderDto } from '@showcase/contracts/generated/model/couponOrderDto';
import { retryAfterMinutes } from '../hourly-booking/booking-outcome';
import { couponErrorKeyOf, couponFieldOfApiField, type CouponErrors } from './coupon-form-rules';

/** How an order ended (spec §4 "Coupon purchase"): the panel that replaces the form. */
export type CouponResult =
  { kind: 'success'; order: CouponOrderDto } | { kind: 'payPalFailed' } | { kind: 'error' };

/** What a failed request means for the visitor: a panel, or a correction on the form. */
export type CouponFailure =
  | Exclude<CouponResult, { kind: 'success' }>
  | { kind: 'invalid'; fields: CouponErrors }
  | { kind: 'rateLimited'; minutes: number | null };

/**
 * A failed order, PayPal order or capture as the page tells it: fields the server refused go
 * back to the form, too many requests to a note under it; a payment PayPal refused (or PayPal
 * down or off) is PayPal's failure; any other error is the general one, or PayPal's during the
 * PayPal steps.
 */
export function couponFailureOf(error: unknown, duringPayPal = false): CouponFailure {
  const fallback: CouponFailure = duringPayPal ? { kind: 'payPalFailed' } : { kind: 'error' };
  if (!isApiError(error)) return fallback;
  if (error.code === 'PAYMENT_FAILED' || error.code === 'PAYMENTS_UNAVAILABLE') {
    return { kind: 'payPalFailed' };
  }
  if (error.code === 'RATE_LIMITED' || error.status === 429) {
    return { kind: 'rateLimited', minutes: retryAfterMinutes(error.headers.get('retry-after')) };
  }
  if (error.code === 'VALIDATION_FAILED') {
    const fields: CouponErrors = {};
    for (const problem of error.problem?.errors ?? []) {
      const field = couponFieldOfApiField(problem.field);
      const key = field && couponErrorKeyOf(field, problem.code);
      if (field && key) fields[field] = key;
    }
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  }
  return fallback;
}
