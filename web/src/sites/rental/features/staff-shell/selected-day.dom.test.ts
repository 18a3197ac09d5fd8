import { afterEach, describe, expect, it } from 'vitest';
import { readSelectedDay, SELECTED_DAY_KEY, storeSelectedDay } from './selected-day';

afterEach(() => sessionStorage.clear());

describe('selected day', () => {
  it('reads a valid stored day', () => {
    sessionStorage.setItem(SELECTED_DAY_KEY, '2030-07-12');
    expect(readSelectedDay()).toBe('2030-07-12');
  });

  it('falls back to today in Berlin for nothing or nonsense stored', () => {
    // 23:30 UTC on 31 July is already 1 August in Berlin.
    const now = new Date('2030-07-31T23:30:00.000Z');
    expect(readSelectedDay(now)).toBe('2030-08-01');
    for (const stored of ['2030-02-30', '12.07.2030', '', 'heute']) {
      sessionStorage.setItem(SELECTED_DAY_KEY, stored);
      expect(readSelectedDay(now)).toBe('2030-08-01');
    }
  });

  it('stores the day under the shared key', () => {
    storeSelectedDay('2030-07-13');
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-07-13');
  });
});
