import { hoursOn, isInPeriod, isValidMonthDay, longestOpeningSpan } from './opening-hours.rules';
import type { BusinessCalendar } from './opening-hours.rules';

const calendar: BusinessCalendar = {
  generalOpeningHour: 9,
  generalClosingHour: 19,
  offSeason: { start: '11-01', end: '03-14' },
  seasonBegin: { start: '03-15', end: '04-30', openingHour: 10, closingHour: 17 },
  seasonEnd: { start: '09-15', end: '10-31', openingHour: 10, closingHour: 18 },
};

describe('isValidMonthDay', () => {
  it.each(['01-01', '02-29', '04-30', '12-31'])('accepts %s', (value) => {
    expect(isValidMonthDay(value)).toBe(true);
  });
  it.each(['2026-01-01', '02-30', '04-31', '13-01', '00-10', '1-1', ''])('rejects %s', (value) => {
    expect(isValidMonthDay(value)).toBe(false);
  });
});

describe('isInPeriod', () => {
  it('includes both ends of a period within one year', () => {
    const summer = { start: '06-01', end: '08-31' };
    expect(isInPeriod('2026-05-31', summer)).toBe(false);
    expect(isInPeriod('2026-06-01', summer)).toBe(true);
    expect(isInPeriod('2026-08-31', summer)).toBe(true);
    expect(isInPeriod('2026-09-01', summer)).toBe(false);
  });

  it('runs over New Year when the end comes before the start', () => {
    const winter = { start: '11-01', end: '03-14' };
    expect(isInPeriod('2026-12-31', winter)).toBe(true);
    expect(isInPeriod('2027-01-01', winter)).toBe(true);
    expect(isInPeriod('2027-03-14', winter)).toBe(true);
    expect(isInPeriod('2027-03-15', winter)).toBe(false);
    expect(isInPeriod('2026-10-31', winter)).toBe(false);
  });

  it('reads 02-29 as the end of February in common and leap years', () => {
    const untilFebruary = { start: '01-01', end: '02-29' };
    expect(isInPeriod('2027-02-28', untilFebruary)).toBe(true);
    expect(isInPeriod('2027-03-01', untilFebruary)).toBe(false);
    expect(isInPeriod('2028-02-29', untilFebruary)).toBe(true);
    const fromEndOfFebruary = { start: '02-29', end: '03-31' };
    expect(isInPeriod('2027-02-28', fromEndOfFebruary)).toBe(true);
    expect(isInPeriod('2027-02-27', fromEndOfFebruary)).toBe(false);
    expect(isInPeriod('2028-02-28', fromEndOfFebruary)).toBe(false);
    expect(isInPeriod('2028-02-29', fromEndOfFebruary)).toBe(true);
  });
});

describe('hoursOn', () => {
  it('is closed in the off-season, across the year boundary', () => {
    expect(hoursOn(calendar, '2026-12-24')).toMatchObject({ closed: true, period: 'offSeason' });
    expect(hoursOn(calendar, '2027-02-28')).toMatchObject({ closed: true, period: 'offSeason' });
  });

  it('uses the season periods’ own hours', () => {
    expect(hoursOn(calendar, '2027-03-15')).toEqual({
      closed: false,
      period: 'seasonBegin',
      openingHour: 10,
      closingHour: 17,
    });
    expect(hoursOn(calendar, '2026-10-31')).toEqual({
      closed: false,
      period: 'seasonEnd',
      openingHour: 10,
      closingHour: 18,
    });
  });

  it('uses the general hours in between', () => {
    expect(hoursOn(calendar, '2026-07-01')).toEqual({
      closed: false,
      period: 'general',
      openingHour: 9,
      closingHour: 19,
    });
  });

  it('is never closed without an off-season', () => {
    const open = { ...calendar, offSeason: null, seasonBegin: null, seasonEnd: null };
    expect(hoursOn(open, '2026-12-24')).toMatchObject({ closed: false, period: 'general' });
  });
});

describe('longestOpeningSpan', () => {
  it('is the longest of the general and season days', () => {
    expect(longestOpeningSpan(calendar)).toBe(10);
    expect(
      longestOpeningSpan({
        ...calendar,
        seasonEnd: { start: '09-01', end: '09-30', openingHour: 6, closingHour: 22 },
      }),
    ).toBe(16);
  });
});
