import { ApiError } from '@showcase/contracts/fetcher';
import { describe, expect, it } from 'vitest';
import { stayFailureOf } from './stay-outcome';

function apiError(status: number, code: string, errors?: { field: string; code: string }[]) {
  return new ApiError(
    status,
    {
      type: 'about:blank',
      title: code,
      status,
      detail: code,
      code,
      ...(errors && { errors: errors.map((error) => ({ ...error, message: error.code })) }),
    },
    new Headers(),
  );
}

describe('what a failed stay request means', () => {
  it.each([
    [apiError(409, 'ALREADY_BOOKED'), { kind: 'alreadyBooked' }],
    [apiError(403, 'CUSTOMER_BANNED'), { kind: 'banned' }],
    [
      apiError(422, 'COUPON_INVALID', [{ field: 'couponCode', code: 'COUPON_INVALID' }]),
      { kind: 'couponInvalid' },
    ],
    [
      apiError(400, 'VALIDATION_FAILED', [{ field: 'couponCode', code: 'TOO_LONG' }]),
      { kind: 'couponInvalid' },
    ],
    [apiError(422, 'PAYMENT_FAILED'), { kind: 'payPalFailed' }],
    [apiError(503, 'PAYMENTS_UNAVAILABLE'), { kind: 'payPalFailed' }],
    [apiError(500, 'INTERNAL'), { kind: 'error' }],
    [new TypeError('Failed to fetch'), { kind: 'error' }],
  ])('%s', (error, failure) => {
    expect(stayFailureOf(error)).toEqual(failure);
  });

  it('maps the fields the server refused onto the form', () => {
    expect(
      stayFailureOf(
        apiError(400, 'VALIDATION_FAILED', [
          { field: 'email', code: 'INVALID_FORMAT' },
          { field: 'adults', code: 'TOO_SMALL' },
        ]),
      ),
    ).toEqual({ kind: 'invalid', fields: { email: 'email', adults: 'counts' } });
  });

  it('counts any other failure during the PayPal steps as PayPal’s', () => {
    expect(stayFailureOf(apiError(500, 'INTERNAL'), true)).toEqual({ kind: 'payPalFailed' });
    expect(stayFailureOf(apiError(409, 'ALREADY_BOOKED'), true)).toEqual({ kind: 'alreadyBooked' });
  });
});
