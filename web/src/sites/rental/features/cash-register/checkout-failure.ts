import { isApiError } from '@showcase/contracts/fetcher';

/** What a failed checkout says beside 'Ein Fehler ist aufgetreten.' (spec §8). */
export type CheckoutFailureNote =
  | 'failed'
  | 'outOfStock'
  | 'outOfStockUnknown'
  | 'totalChanged'
  | 'bookingPaid'
  | 'bookingCancelled'
  | 'couponSold'
  | 'couponInvalid'
  | 'receivedTooLittle'
  | 'forbidden'
  | 'unavailable';

export interface CheckoutFailure {
  note: CheckoutFailureNote;
  /**
   * What to load again, because the server's data moved on: the products (stock, prices), the
   * open items (the booking or coupon settled meanwhile, a new price).
   */
  reload: { products: boolean; openItems: boolean };
  /** The chosen booking or coupon can no longer be paid: back to choosing one. */
  selectionGone: boolean;
  /** The applied coupon no longer pays: it is dropped. */
  couponGone: boolean;
  /** The cart's lines the server named as sold out (indexes into the request's items). */
  soldOutItems: number[];
  /**
   * Whether a retry of the same cart may send the same Idempotency-Key. A refused checkout
   * stored nothing under it, and a lost answer must find the first checkout again; only a key
   * the server saw with another body needs a new one.
   */
  keepKey: boolean;
}

const NOTHING_TO_RELOAD = { products: false, openItems: false };

/** `items[3].productId` → 3. */
function itemIndex(field: string): number | null {
  const match = /^items\[(\d+)\]/.exec(field);
  return match ? Number(match[1]) : null;
}

/** What a failed POST /cashregister/checkouts tells the page (409s per the API's docs). */
export function describeCheckoutFailure(error: unknown): CheckoutFailure {
  const base: CheckoutFailure = {
    note: 'failed',
    reload: NOTHING_TO_RELOAD,
    selectionGone: false,
    couponGone: false,
    soldOutItems: [],
    keepKey: true,
  };
  if (!isApiError(error)) return base;
  const refused = { ...base, keepKey: error.code !== 'IDEMPOTENCY_KEY_REUSED' };
  const fields = error.problem?.errors ?? [];
  switch (error.code) {
    case 'OUT_OF_STOCK': {
      const soldOutItems = fields
        .map((entry) => itemIndex(entry.field))
        .filter((index): index is number => index !== null);
      return {
        ...refused,
        note: 'outOfStock',
        soldOutItems,
        reload: { products: true, openItems: false },
      };
    }
    case 'TOTAL_CHANGED':
      return { ...refused, note: 'totalChanged', reload: { products: true, openItems: true } };
    case 'ALREADY_PAID':
    case 'BOOKING_PAID':
      return {
        ...refused,
        note: 'bookingPaid',
        selectionGone: true,
        reload: { products: false, openItems: true },
      };
    case 'BOOKING_CANCELLED':
      return {
        ...refused,
        note: 'bookingCancelled',
        selectionGone: true,
        reload: { products: false, openItems: true },
      };
    case 'COUPON_INVALID':
      return { ...refused, note: 'couponInvalid', couponGone: true };
  }
  if (error.status === 404) {
    // The booking or the sold coupon is gone (paid meanwhile); a product gone names its line.
    const product = fields.some((entry) => itemIndex(entry.field) !== null);
    if (product) {
      return {
        ...refused,
        note: 'outOfStockUnknown',
        reload: { products: true, openItems: false },
      };
    }
    const coupon = fields.some((entry) => entry.field === 'soldCouponId');
    return {
      ...refused,
      note: coupon ? 'couponSold' : 'bookingPaid',
      selectionGone: true,
      reload: { products: false, openItems: true },
    };
  }
  if (fields.some((entry) => entry.code === 'RECEIVED_TOO_LITTLE')) {
    return { ...refused, note: 'receivedTooLittle' };
  }
  if (error.status === 403 && error.code !== 'CSRF_INVALID')
    return { ...refused, note: 'forbidden' };
  if (error.status === 503) return { ...refused, note: 'unavailable' };
  return refused;
}
