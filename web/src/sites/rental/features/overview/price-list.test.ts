import { describe, expect, it } from 'vitest';
import {
  fromPricePerHour,
  pricedDurations,
  priceRows,
  SLIDE_MS,
  swipeStep,
  wrapIndex,
} from './price-list';

const hourlyPrices = Object.fromEntries(
  Array.from({ length: 24 }, (_, i) => [String(i + 1), 8000 + i * 5000]),
);

/** What GET /vehicles/price-durations answers for a type rented by the hour, up to `span`. */
const wholeHoursUpTo = (span: number) => Array.from({ length: span }, (_, i) => i + 1);

describe('priceRows', () => {
  it('lists the durations the server asks for (whole hours up to the span), shortest first', () => {
    const rows = priceRows(wholeHoursUpTo(9), hourlyPrices);
    expect(rows.map((row) => row.hours)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows[0]).toEqual({ hours: 1, cents: 8000 });
  });

  it('lists jet skis in the half hours the server asks for', () => {
    const prices = { '0.5': 3000, '1': 5000, '1.5': 7000, '2': 9000, '2.5': 11000 };
    expect(priceRows([0.5, 1, 1.5, 2], prices).map((row) => row.hours)).toEqual([0.5, 1, 1.5, 2]);
  });

  it('skips durations without a price and, without the server, never goes past 24 hours', () => {
    expect(priceRows(wholeHoursUpTo(4), { '1': 1000, '3': 2500 })).toEqual([
      { hours: 1, cents: 1000 },
      { hours: 3, cents: 2500 },
    ]);
    const prices = { ...hourlyPrices, '25': 1 };
    expect(priceRows(pricedDurations(prices), prices)).toHaveLength(24);
  });

  it('has no rows without an opening span', () => {
    expect(priceRows([], hourlyPrices)).toEqual([]);
  });
});

describe('fromPricePerHour', () => {
  it('is the one-hour price', () => {
    expect(fromPricePerHour({ '1': 8000, '2': 12000 })).toBe(8000);
  });

  it('falls back to the cheapest hourly rate without a one-hour price', () => {
    expect(fromPricePerHour({ '0.5': 3000, '2': 9000 })).toBe(4500);
    expect(fromPricePerHour({})).toBeNull();
  });
});

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 6)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('turns a leftward swipe into next and a rightward one into previous', () => {
    expect(swipeStep(-60)).toBe(1);
    expect(swipeStep(60)).toBe(-1);
  });

  it('ignores short moves and mostly vertical ones', () => {
    expect(swipeStep(-39)).toBe(0);
    expect(swipeStep(30)).toBe(0);
    expect(swipeStep(-50, 80)).toBe(0);
  });

  it('slides for exactly 500 ms', () => {
    expect(SLIDE_MS).toBe(500);
  });
});
