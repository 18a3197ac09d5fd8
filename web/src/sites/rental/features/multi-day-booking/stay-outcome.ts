import { isApiError } from '@showcase/contracts/fetcher';
import type { StayDto } from '@showcase/contracts/generated/model/stayDto';
import { failureOf } from '../hourly-booking/booking-outcome';
import type { CustomerErrors } from '../hourly-booking/customer-form-rules';

/** How a stay booking ended (spec §9): the result screen replaces the form. */
export type StayResult =
  | { kind: 'success'; stay: StayDto }
  | { kind: 'alreadyBooked' }
  | { kind: 'banned' }
  | { kind: 'payPalFailed' }
  | { kind: 'error' };

/** What a failed request means for the visitor: a result, or a correction on the form. */
export type StayFailure =
  StayResult | { kind: 'couponInvalid' } | { kind: 'invalid'; fields: CustomerErrors };

/**
 * A failed `POST /stays`, PayPal order or capture as the page tells it: the hourly booking's
 * reading (barred, already booked, fields the server refused), plus the stay's own codes. The
 * coupon (`COUPON_INVALID`, or a refused `couponCode`) goes back to the form; a payment that
 * failed, or PayPal down, is PayPal's failure; during the PayPal steps any other error is too.
 */
export function stayFailureOf(error: unknown, duringPayPal = false): StayFailure {
  if (isApiError(error)) {
    if (
      error.code === 'COUPON_INVALID' ||
      error.problem?.errors?.some((problem) => problem.field === 'couponCode')
    ) {
      return { kind: 'couponInvalid' };
    }
    if (error.code === 'PAYMENT_FAILED' || error.code === 'PAYMENTS_UNAVAILABLE') {
      return { kind: 'payPalFailed' };
    }
  }
  const failure = failureOf(error);
  switch (failure.kind) {
    case 'banned':
    case 'alreadyBooked':
    case 'invalid':
      return failure;
    default:
      return duringPayPal ? { kind: 'payPalFailed' } : { kind: 'error' };
  }
}
