/**
 * The staff price input (spec §5, for booking prices, products and vehicle price tables): euros
 * as digits with an optional comma or point and at most two decimals; a comma reads as a point.
 * No signs, no thousands separators. It imports nothing, so the forms chunk may hold it (its
 * name ends in -rules.ts, see vite.config.ts).
 */
const PRICE_INPUT = /^(\d+)(?:[.,](\d{0,2}))?$/;

/** The contract's upper limit for any amount (the API's MAX_CENTS). */
export const MAX_PRICE_CENTS = 100_000_000;

/** '12,5' → 1250, '12.50' → 1250, '12' → 1200; anything else (empty, '-3', '12,555') → null. */
export function parsePriceInput(text: string): number | null {
  const match = PRICE_INPUT.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  // Integer arithmetic on the digits: no float ever holds the amount.
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_PRICE_CENTS ? cents : null;
}
