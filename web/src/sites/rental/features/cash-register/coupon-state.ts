/** The coupon code at the checkout: typed, being checked, and what the check said. */
export type CouponState =
  | { status: 'none' }
  /** 'Prüfen' with nothing typed. */
  | { status: 'missing' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; balanceCents: number }
  | { status: 'invalid'; code: string }
  | { status: 'failed'; code: string };

export const NO_COUPON: CouponState = { status: 'none' };

/** The balance the sale may use: only a coupon the server called valid. */
export function appliedBalance(state: CouponState): number | null {
  return state.status === 'applied' ? state.balanceCents : null;
}
