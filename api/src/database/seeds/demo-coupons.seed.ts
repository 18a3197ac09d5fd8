import {
  couponCodeHash,
  couponCodeHint,
  couponValidUntil,
  normaliseCouponCode,
} from '../../coupons/coupon-code.rules';
import type { Seed } from './run-seeds';

/**
 * Two paid gift coupons whose codes the README names, so a visitor can try a stay with a coupon:
 * one pays part of a stay, one pays most stays in full. Codes are stored only as hashes.
 */
export const DEMO_COUPONS = [
  { code: 'SEE7-BADE-TAG5-0050', cents: 5_000, buyer: 'Greta Gutschein' },
  { code: 'SEE7-FERN-W3H9-0500', cents: 50_000, buyer: 'Hans Hausboot' },
] as const;

export const demoCoupons: Seed = {
  name: 'demo-coupons',
  async run(manager) {
    const today = new Date().toISOString().slice(0, 10);
    for (const coupon of DEMO_COUPONS) {
      const normalised = normaliseCouponCode(coupon.code);
      if (normalised === null) throw new Error(`Demo coupon ${coupon.code} is not a valid code`);
      await manager.query(
        `INSERT INTO coupons (code_hash, code_hint, initial_cents, balance_cents, paid, buyer_name,
                              valid_until, example)
         VALUES ($1, $2, $3, $3, true, $4, $5, true)`,
        [
          couponCodeHash(normalised),
          couponCodeHint(normalised),
          coupon.cents,
          coupon.buyer,
          couponValidUntil(today),
        ],
      );
    }
  },
};
