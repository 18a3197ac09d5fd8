import { describe, expect, it } from 'vitest';
import { formatWholeEuros } from '../../../shared/format/format';
import { countByType, filterListings, PREVIEW_SIZE } from './catalog';
import { LISTINGS } from './listings';

const prices = (list: readonly { priceEuro: number }[]) => list.map((item) => item.priceEuro);

describe('the catalogue', () => {
  it('holds 24 listings with ids 1 to 24', () => {
    expect(LISTINGS.map((listing) => listing.id)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
  });

  it('has exactly the spec counts per type', () => {
    expect(countByType(LISTINGS)).toEqual({
      city: 2,
      apartment: 1,
      nature: 4,
      coast: 4,
      abroad: 4,
      island: 5,
      industry: 3,
      house: 1,
    });
  });

  it('previews twelve listings with one apartment, priced 200,000 to 3,000,000', () => {
    const preview = LISTINGS.slice(0, PREVIEW_SIZE);
    expect(countByType(preview).apartment).toBe(1);
    expect(Math.min(...prices(preview))).toBe(200_000);
    expect(Math.max(...prices(preview))).toBe(3_000_000);
  });

  it('ranges from 100,000 to 3,000,000 in full', () => {
    expect(Math.min(...prices(LISTINGS))).toBe(100_000);
    expect(Math.max(...prices(LISTINGS))).toBe(3_000_000);
  });

  it('states a consistent energy certificate for every listing', () => {
    // Upper bounds of the GEG classes in kWh/(m²·a); H is everything above G.
    const upper = { 'A+': 30, A: 50, B: 75, C: 100, D: 130, E: 160, F: 200, G: 250, H: Infinity };
    const lower = { 'A+': 0, A: 30, B: 50, C: 75, D: 100, E: 130, F: 160, G: 200, H: 250 };
    for (const { energy } of LISTINGS) {
      expect(energy.kwhPerSquareMetreYear).toBeGreaterThanOrEqual(lower[energy.energyClass]);
      expect(energy.kwhPerSquareMetreYear).toBeLessThan(upper[energy.energyClass]);
    }
  });

  it('filters by type, and "all" keeps everything', () => {
    expect(filterListings(LISTINGS, 'all')).toHaveLength(24);
    expect(filterListings(LISTINGS, 'island')).toHaveLength(5);
    expect(filterListings(LISTINGS, 'island').every((item) => item.type === 'island')).toBe(true);
    expect(filterListings([], 'city')).toEqual([]);
  });

  it('formats prices per language with the euro sign', () => {
    expect(formatWholeEuros(1_450_000, 'de')).toBe('1.450.000\u00a0€');
    expect(formatWholeEuros(1_450_000, 'en')).toBe('€1,450,000');
  });
});
