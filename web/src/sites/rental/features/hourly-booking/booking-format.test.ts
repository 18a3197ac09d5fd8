import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { columnHead, monthTitle, slotWhen, weekdayInitials, weekRange } from './booking-format';

describe('booking texts', () => {
  it('names a slot with weekday, date and time', () => {
    expect(slotWhen('2026-11-28', 10, 'de')).toBe('Samstag, 28. November, 10:00');
    expect(de.hourlyBooking.week.slot(slotWhen('2026-11-28', 10, 'de'), 'frei')).toBe(
      'Samstag, 28. November, 10:00 – frei',
    );
    expect(slotWhen('2026-11-28', 10.5, 'en')).toMatch(/^Saturday,? 28 November, 10:30$/);
  });

  it('writes months, weeks and column heads in the page’s language', () => {
    expect(monthTitle('2026-11', 'de')).toBe('November 2026');
    expect(monthTitle('2026-03', 'de')).toBe('März 2026');
    expect(weekRange('2026-11-23', 'de')).toEqual({
      from: '23. November',
      to: '29. November 2026',
    });
    expect(columnHead('2026-11-23', 'de')).toEqual({ weekday: 'Mo', date: '23.11.' });
    expect(weekdayInitials('de').map((day) => day.short)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    expect(weekdayInitials('en')[0]).toEqual({ short: 'Mon', long: 'Monday' });
  });
});

/** Every key of one catalog section, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, entry]) =>
    keysOf(entry, prefix ? `${prefix}.${key}` : key),
  );
}

describe('hourly booking catalog', () => {
  it('has the same texts in German and English', () => {
    expect(keysOf(en.hourlyBooking).sort()).toEqual(keysOf(de.hourlyBooking).sort());
    expect(en.hourlyBooking.steps.names).toHaveLength(5);
  });
});
