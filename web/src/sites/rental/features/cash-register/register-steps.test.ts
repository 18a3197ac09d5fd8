import { describe, expect, it } from 'vitest';
import { firstStep, modeOfState, nextStep, previousStep, stepsOf } from './register-steps';

describe('register modes and steps (spec §2)', () => {
  it.each([
    ['booking', ['select_booking', 'checkout']],
    ['booking_and_products', ['select_booking', 'select_products', 'checkout']],
    ['coupons', ['select_coupon', 'checkout']],
    ['products', ['select_products', 'checkout']],
  ] as const)('%s: %j', (mode, steps) => {
    expect(stepsOf(mode)).toEqual(steps);
    expect(firstStep(mode)).toBe(steps[0]);
    expect(previousStep(mode, steps[0])).toBeNull();
    expect(nextStep(mode, steps.at(-1)!)).toBeNull();
    expect(nextStep(mode, steps[0])).toBe(steps[1]);
    expect(previousStep(mode, steps[1])).toBe(steps[0]);
  });

  it('reads the mode from the navigation state, anything else is none', () => {
    expect(modeOfState({ mode: 'coupons' })).toBe('coupons');
    for (const state of [null, undefined, 'booking', {}, { mode: 'cash' }, { mode: 3 }]) {
      expect(modeOfState(state)).toBeNull();
    }
  });
});
