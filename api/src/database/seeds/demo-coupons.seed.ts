import {
  couponCodeHash,
  couponCodeHint,
  couponValidUntil,
  generateCouponCode,
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

/**
 * Two gift coupons ordered by bank transfer and not yet paid, so the demo cash register lists
 * some (spec §3 "Coupon (unpaid)"). Their buyers use reserved example addresses; paying one at
 * the register gives it its code then.
 */
export const DEMO_COUPON_ORDERS = [
  {
    cents: 7_500,
    salutation: 'ms',
    name: 'Paula Perlmutt',
    email: 'paula.perlmutt@example.com',
    street: 'Am Seeufer 12',
    zipCity: '15526 Bad Saarow',
    recipient: 'Oma Inge',
    message: 'Für einen sonnigen Tag auf dem See – alles Liebe zum 80.!',
    background: 1,
    lang: 'de',
    daysAgo: 3,
  },
  {
    cents: 15_000,
    salutation: 'mr',
    name: 'Oliver Ostwind',
    email: 'oliver.ostwind@example.org',
    street: '4 Harbour Lane',
    zipCity: 'Brighton BN1 1AA',
    recipient: 'Mia & Tom',
    message: 'Happy wedding anniversary! Enjoy a weekend on the water.',
    background: 2,
    lang: 'en',
    daysAgo: 1,
  },
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
    for (const order of DEMO_COUPON_ORDERS) {
      // An unpaid coupon holds the hash of a code nobody is told; paying it makes a fresh one.
      const placeholder = normaliseCouponCode(generateCouponCode())!;
      await manager.query(
        `INSERT INTO coupons (code_hash, code_hint, initial_cents, balance_cents, paid, buyer_name,
                              buyer_email, valid_until, example, payment_method, salutation,
                              buyer_street, buyer_zip_city, recipient, message, background, lang,
                              created_at)
         VALUES ($1, $2, $3, $3, false, $4, $5, $6, true, 'bank_transfer', $7, $8, $9, $10, $11,
                 $12, $13, now() - make_interval(days => $14))`,
        [
          couponCodeHash(placeholder),
          couponCodeHint(placeholder),
          order.cents,
          order.name,
          order.email,
          couponValidUntil(today),
          order.salutation,
          order.street,
          order.zipCity,
          order.recipient,
          order.message,
          order.background,
          order.lang,
          order.daysAgo,
        ],
      );
    }
  },
};
