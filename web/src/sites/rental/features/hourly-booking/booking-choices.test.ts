import { describe, expect, it } from 'vitest';
import { vehicleFixture } from '../../../../testing/rental-fixtures';
import { durationChoices, effectiveHours, offeredExtras } from './booking-choices';

describe('duration choices', () => {
  it('offers whole hours up to the smaller of availability and closing', () => {
    expect(durationChoices('motorboats', 3, 8)).toEqual([1, 2, 3]);
    expect(durationChoices('motorboats', 8, 2.5)).toEqual([1, 2]);
    expect(durationChoices('canoes', 0, 8)).toEqual([]);
  });

  it('offers jet skis in half hours from 0.5', () => {
    expect(durationChoices('jetskis', 2, 8)).toEqual([0.5, 1, 1.5, 2]);
    expect(durationChoices('jetskis', 8, 1)).toEqual([0.5, 1]);
  });

  it('keeps a chosen duration while offered, else takes the shortest', () => {
    expect(effectiveHours(2, [1, 2, 3])).toBe(2);
    expect(effectiveHours(5, [1, 2, 3])).toBe(1);
    expect(effectiveHours(null, [0.5, 1])).toBe(0.5);
    expect(effectiveHours(null, [])).toBeNull();
  });
});

describe('extras', () => {
  it('lists the extras the vehicle offers', () => {
    expect(offeredExtras(vehicleFixture())).toEqual(['barbecue', 'binoculars', 'captain']);
    expect(
      offeredExtras(
        vehicleFixture({
          extraBarbecue: false,
          extraMusicBox: true,
          extraBinoculars: false,
          captainCentsPerHour: null,
        }),
      ),
    ).toEqual(['musicBox']);
  });
});
