import { describe, expect, it } from 'vitest';
import { vehicleFixture } from '../../../../testing/rental-fixtures';
import { effectiveHours, offeredExtras } from './booking-choices';

describe('the chosen duration', () => {
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
