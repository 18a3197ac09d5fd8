import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import { describe, expect, it } from 'vitest';
import { businessSettings } from '../../../../testing/rental-fixtures';
import { formatMonthDay, openingHoursRows } from './opening-hours-rows';

/** The demo calendar, with a season end whose hours differ from the season begin's. */
const settings: BusinessSettingsDto = {
  ...businessSettings,
  seasonEndOpeningHour: 11,
  seasonEndClosingHour: 17,
};

describe('openingHoursRows', () => {
  it('lists the general hours, each season with its own hours, and the off-season as closed', () => {
    expect(openingHoursRows(settings, 'de')).toEqual([
      { period: 'general', dates: null, hours: '9:00 – 19:00' },
      { period: 'seasonBegin', dates: '1. April – 31. Mai', hours: '10:00 – 18:00' },
      { period: 'seasonEnd', dates: '1. September – 15. Oktober', hours: '11:00 – 17:00' },
      { period: 'offSeason', dates: '16. Oktober – 31. März', hours: null },
    ]);
    expect(openingHoursRows(settings, 'en')[3]).toEqual({
      period: 'offSeason',
      dates: '16 October – 31 March',
      hours: null,
    });
  });

  it('leaves out periods without dates or hours', () => {
    const generalOnly = openingHoursRows(
      { ...settings, offSeasonStart: null, offSeasonEnd: null, seasonEndOpeningHour: null },
      'de',
    );
    expect(generalOnly.map((row) => row.period)).toEqual(['general', 'seasonBegin']);
  });
});

describe('formatMonthDay', () => {
  it('knows the end of February in every year', () => {
    expect(formatMonthDay('02-29', 'de')).toBe('29. Februar');
    expect(formatMonthDay('02-29', 'en')).toBe('29 February');
  });
});
