import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../../../../shared/format/format';
import {
  addDays,
  calendarDayState,
  calendarMove,
  addMonths,
  firstDayAfterOffSeason,
  isDay,
  isInOffSeason,
  lastDayOfMonth,
  mondayOf,
  monthWeeks,
  todayIn,
  weekdayIndex,
} from './booking-dates';

describe('booking dates', () => {
  it('moves by days across months, years and the DST change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the Monday of the week (the week starts Monday)', () => {
    expect(mondayOf('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('moves by months and knows their last day', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
  });

  it('lays a month out in whole Monday-to-Sunday weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('reads today on the business clock, not the visitor’s', () => {
    const lateEvening = new Date('2026-06-30T22:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-07-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-06-30');
  });

  it('recognises the off-season, also across the new year', () => {
    expect(isInOffSeason('2026-12-24', '10-16', '03-31')).toBe(true);
    expect(isInOffSeason('2026-03-31', '10-16', '03-31')).toBe(true);
    expect(isInOffSeason('2026-04-01', '10-16', '03-31')).toBe(false);
    expect(isInOffSeason('2026-07-10', '07-01', '07-31')).toBe(true);
    expect(isInOffSeason('2026-08-01', '07-01', '07-31')).toBe(false);
    expect(isInOffSeason('2026-12-24', null, null)).toBe(false);
  });

  it('checks stored days and writes hours as times', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('morgen')).toBe(false);
    expect([9, 10.5, 0, 23.5].map(formatClockTime)).toEqual(['09:00', '10:30', '00:00', '23:30']);
  });
});

describe('calendar keys', () => {
  it('moves by day, week, to the week’s ends and by month', () => {
    expect(calendarMove('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(calendarMove('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(calendarMove('2026-11-28', 'ArrowUp')).toBe('2026-11-21');
    expect(calendarMove('2026-11-28', 'ArrowDown')).toBe('2026-12-05');
    expect(calendarMove('2026-11-28', 'Home')).toBe('2026-11-23');
    expect(calendarMove('2026-11-28', 'End')).toBe('2026-11-29');
    expect(calendarMove('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(calendarMove('2026-03-15', 'PageUp')).toBe('2026-02-15');
    expect(calendarMove('2026-03-15', 'Enter')).toBeNull();
  });
});

describe('calendar days', () => {
  const rules = {
    today: '2026-10-10',
    offSeasonStart: '10-16',
    offSeasonEnd: '03-31',
    blockedDays: new Set(['2026-10-12']),
  };

  it('greys out the past, closed days and the off-season; the rest can be chosen', () => {
    expect(calendarDayState('2026-10-09', rules)).toBe('past');
    expect(calendarDayState('2026-10-10', rules)).toBe('open');
    expect(calendarDayState('2026-10-12', rules)).toBe('blocked');
    expect(calendarDayState('2026-10-16', rules)).toBe('offSeason');
    expect(calendarDayState('2027-04-01', rules)).toBe('open');
  });
});

describe('firstDayAfterOffSeason', () => {
  it('finds the season start after a winter break that runs over the new year', () => {
    expect(firstDayAfterOffSeason('2026-11-27', '10-16', '03-31')).toBe('2027-04-01');
    expect(firstDayAfterOffSeason('2027-03-31', '10-16', '03-31')).toBe('2027-04-01');
  });

  it('is null outside the off-season and without one', () => {
    expect(firstDayAfterOffSeason('2027-04-01', '10-16', '03-31')).toBeNull();
    expect(firstDayAfterOffSeason('2026-11-27', null, null)).toBeNull();
  });
});
