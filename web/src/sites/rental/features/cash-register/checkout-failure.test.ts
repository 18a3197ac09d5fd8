import { ApiError } from '@showcase/contracts/fetcher';
import { describe, expect, it } from 'vitest';
import { describeCheckoutFailure } from './checkout-failure';

function apiError(
  status: number,
  code: string,
  errors: Array<{ field: string; code: string }> = [],
) {
  return new ApiError(
    status,
    {
      type: 'about:blank',
      title: code,
      status,
      detail: code,
      code,
      errors: errors.map((entry) => ({ ...entry, message: entry.code })),
    },
    new Headers(),
  );
}

describe('describeCheckoutFailure', () => {
  it('a lost answer keeps the key for the retry', () => {
    expect(describeCheckoutFailure(new TypeError('Failed to fetch'))).toMatchObject({
      note: 'failed',
      keepKey: true,
      selectionGone: false,
    });
  });

  it('names the sold-out lines and reloads the products', () => {
    const failure = describeCheckoutFailure(
      apiError(409, 'OUT_OF_STOCK', [{ field: 'items[2].productId', code: 'OUT_OF_STOCK' }]),
    );
    expect(failure).toMatchObject({
      note: 'outOfStock',
      soldOutItems: [2],
      reload: { products: true, openItems: false },
    });
  });

  it.each([
    ['ALREADY_PAID', 'bookingPaid'],
    ['BOOKING_CANCELLED', 'bookingCancelled'],
  ])('%s: the booking is gone, back to choosing one', (code, note) => {
    expect(describeCheckoutFailure(apiError(409, code))).toMatchObject({
      note,
      selectionGone: true,
      reload: { openItems: true },
    });
  });

  it('a sold coupon paid meanwhile (404 at soldCouponId)', () => {
    expect(
      describeCheckoutFailure(
        apiError(404, 'NOT_FOUND', [{ field: 'soldCouponId', code: 'NOT_FOUND' }]),
      ),
    ).toMatchObject({ note: 'couponSold', selectionGone: true });
  });

  it('a changed total reloads both lists; an invalid coupon drops the coupon', () => {
    expect(describeCheckoutFailure(apiError(409, 'TOTAL_CHANGED'))).toMatchObject({
      note: 'totalChanged',
      reload: { products: true, openItems: true },
    });
    expect(describeCheckoutFailure(apiError(422, 'COUPON_INVALID'))).toMatchObject({
      note: 'couponInvalid',
      couponGone: true,
    });
  });

  it('a key the server saw with another body is not sent again', () => {
    expect(describeCheckoutFailure(apiError(422, 'IDEMPOTENCY_KEY_REUSED')).keepKey).toBe(false);
  });

  it.each([
    [503, 'DB_UNAVAILABLE', 'unavailable'],
    [403, 'FORBIDDEN', 'forbidden'],
    [403, 'CSRF_INVALID', 'failed'],
    [500, 'INTERNAL', 'failed'],
  ])('%i %s → %s', (status, code, note) => {
    expect(describeCheckoutFailure(apiError(status, code)).note).toBe(note);
  });
});
