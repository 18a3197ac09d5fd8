import type { VehicleDtoPrices } from '@showcase/contracts/generated/model/vehicleDtoPrices';

/** The carousel's slide animation (spec: exactly 500 ms). */
export const SLIDE_MS = 500;

/** A horizontal pointer move of at least this many pixels is a swipe, not a tap. */
export const SWIPE_THRESHOLD_PX = 40;

/** A card shows at most this many images (the form allows no more). */
export const MAX_CAROUSEL_IMAGES = 6;

/** Without the server's durations the list shows every price up to a whole day. */
export const FALLBACK_MAX_HOURS = 24;

export interface PriceRow {
  hours: number;
  cents: number;
}

/**
 * The price list's rows: of the durations the server asks a price for (every duration up to
 * the longest opening day, shortest first), those that have one.
 */
export function priceRows(durations: readonly number[], prices: VehicleDtoPrices): PriceRow[] {
  return durations.flatMap((hours) => {
    const cents = prices[String(hours)];
    return typeof cents === 'number' ? [{ hours, cents }] : [];
  });
}

/** Without the server's durations (the request failed): the priced ones up to a whole day. */
export function pricedDurations(prices: VehicleDtoPrices): number[] {
  return Object.keys(prices)
    .map(Number)
    .filter((hours) => Number.isFinite(hours) && hours > 0 && hours <= FALLBACK_MAX_HOURS)
    .sort((a, b) => a - b);
}

/**
 * The "from" price per hour on the card: the price for one hour (by which the list is sorted);
 * without one, the cheapest hourly rate of the durations that have a price.
 */
export function fromPricePerHour(prices: VehicleDtoPrices): number | null {
  const oneHour = prices['1'];
  if (typeof oneHour === 'number') return oneHour;
  const rates = Object.entries(prices)
    .map(([hours, cents]) => ({ hours: Number(hours), cents }))
    .filter(({ hours, cents }) => hours > 0 && Number.isFinite(hours) && typeof cents === 'number')
    .map(({ hours, cents }) => Math.round(cents / hours));
  return rates.length > 0 ? Math.min(...rates) : null;
}

/** The index `index` lands on in a ring of `count` slides (−1 → last, count → first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A finished horizontal drag: +1 (to the next slide, finger moved left), −1, or 0 (a tap). */
export function swipeStep(deltaX: number, deltaY = 0): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}
