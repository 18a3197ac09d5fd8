import { createHash } from 'node:crypto';

/** German standard VAT rate, included in every price the register sells (bookings, products). */
export const VAT_PERCENT = 19;

/** Spec §9: the register log covers 14 days; the cash position lists up to 31 days / 36 months. */
export const LOG_DAYS = 14;
export const POSITION_LIMITS = { day: 31, month: 36, year: null } as const;
/** How receipts, the log export and staff name a payment method. */
export const PAYMENT_METHOD_NAMES = {
  cash: 'Bar',
  card: 'Karte',
  paypal: 'PayPal',
  coupon: 'Gutschein',
} as const;

export type PositionPeriod = keyof typeof POSITION_LIMITS;
export const POSITION_PERIODS = [
  'day',
  'month',
  'year',
] as const satisfies readonly PositionPeriod[];

/** What one checkout sells, before a coupon pays. */
export interface CheckoutLines {
  /** What is left to pay of the booking (its price minus a coupon used when booking). */
  bookingCents: number;
  /** A gift coupon sold (paid by its buyer): no VAT (a multi-purpose voucher, § 3 Abs. 15 UStG). */
  soldCouponCents: number;
  products: ReadonlyArray<{ quantity: number; priceCents: number }>;
}

export interface CheckoutTotals {
  productsCents: number;
  subtotalCents: number;
  /** What the redeemed coupon pays: never more than the subtotal. */
  couponCents: number;
  /** What the customer pays now: subtotal − coupon, never below 0. */
  totalCents: number;
  /** VAT included in the taxable part (booking and products), whoever pays it. */
  vatCents: number;
}

/**
 * The checkout's figures to the cent (spec §9: the coupon is deducted from the total, not below
 * 0). A coupon sale carries no VAT: the tax falls due when the coupon is redeemed.
 */
export function checkoutTotals(lines: CheckoutLines, couponBalanceCents: number): CheckoutTotals {
  const productsCents = lines.products.reduce(
    (sum, line) => sum + line.quantity * line.priceCents,
    0,
  );
  const subtotalCents = lines.bookingCents + lines.soldCouponCents + productsCents;
  const couponCents = Math.min(subtotalCents, Math.max(0, couponBalanceCents));
  return {
    productsCents,
    subtotalCents,
    couponCents,
    totalCents: subtotalCents - couponCents,
    vatCents: includedVat(lines.bookingCents + productsCents),
  };
}

/** The VAT contained in a gross amount, rounded half up to the cent. */
export function includedVat(grossCents: number): number {
  return Math.round((grossCents * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** Change to hand back: only when the money received exceeds the total (spec §9), else 0. */
export function changeCents(totalCents: number, receivedCents: number): number {
  return Math.max(0, receivedCents - totalCents);
}

/** The hash before the first row of the register log. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of a log row that its hash covers: everything that records money and who took it. */
export interface ChainedContent {
  receiptNumber: number;
  createdAt: string;
  registerDay: string;
  cashier: string;
  paymentMethod: string;
  bookingId: string | null;
  bookingVehicle: string | null;
  bookingHours: number | null;
  bookingNights: number | null;
  bookingDay: string | null;
  bookingCents: number | null;
  soldCouponId: string | null;
  soldCouponCents: number | null;
  products: ReadonlyArray<{
    quantity: number;
    name: string;
    priceCents: number;
    totalCents: number;
  }>;
  couponHint: string | null;
  couponCents: number;
  incomeCents: number;
  receivedCents: number | null;
  changeCents: number | null;
  vatCents: number;
}

/**
 * The row's hash over its content and the previous row's hash: changing, removing or inserting a
 * row anywhere breaks every hash after it. The content is serialised with its keys in a fixed
 * order, so the same row always hashes the same.
 */
export function entryHash(previousHash: string, content: ChainedContent): string {
  const ordered = Object.keys(content)
    .sort()
    .map((key) => [key, content[key as keyof ChainedContent]]);
  return createHash('sha256')
    .update(previousHash)
    .update('\n')
    .update(JSON.stringify(ordered))
    .digest('hex');
}

/** Where a chain first breaks: the receipt number whose stored hash does not match, or null. */
export function firstBrokenLink(
  rows: ReadonlyArray<{ content: ChainedContent; previousHash: string; hash: string }>,
  startHash: string = GENESIS_HASH,
): number | null {
  let expectedPrevious = startHash;
  for (const row of rows) {
    if (
      row.previousHash !== expectedPrevious ||
      entryHash(expectedPrevious, row.content) !== row.hash
    ) {
      return row.content.receiptNumber;
    }
    expectedPrevious = row.hash;
  }
  return null;
}

/** '12,50' — euros with a decimal comma and no thousands separator, as German spreadsheets read. */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}
