import type { DayHours } from '../../settings/opening-hours.rules';
import { hourlyBookingProblems } from './hourly-booking.rules';
import type { HourlyBookingFacts } from './hourly-booking.rules';

const open: DayHours = { closed: false, period: 'general', openingHour: 9, closingHour: 19 };
const now = Date.parse('2026-11-27T10:00:00Z');

function facts(overrides: Partial<HourlyBookingFacts> = {}): HourlyBookingFacts {
  return {
    type: 'motorboats',
    passengers: 6,
    startHour: 10,
    hours: 2,
    adults: 2,
    children: 1,
    dayBlocked: false,
    dayHours: open,
    startMs: now + 86_400_000,
    nowMs: now,
    ...overrides,
  };
}

const codes = (overrides: Partial<HourlyBookingFacts>) =>
  hourlyBookingProblems(facts(overrides)).map((problem) => `${problem.field}:${problem.code}`);

describe('hourly booking rules', () => {
  it('accepts a future booking within the opening hours', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ startHour: 9, hours: 10 })).toEqual([]);
  });

  it('refuses a start that has passed, also a start at this very moment', () => {
    expect(codes({ startMs: now - 1 })).toEqual(['startHour:IN_THE_PAST']);
    expect(codes({ startMs: now })).toEqual(['startHour:IN_THE_PAST']);
  });

  it('refuses blocked days and the off-season', () => {
    expect(codes({ dayBlocked: true })).toEqual(['day:DAY_BLOCKED']);
    expect(codes({ dayHours: { ...open, closed: true, period: 'offSeason' } })).toEqual([
      'day:OFF_SEASON',
    ]);
  });

  it('refuses times outside the day’s opening hours', () => {
    expect(codes({ startHour: 8 })).toEqual(['startHour:OUTSIDE_OPENING_HOURS']);
    expect(codes({ startHour: 18, hours: 2 })).toEqual(['hours:OUTSIDE_OPENING_HOURS']);
    expect(
      codes({
        dayHours: { ...open, period: 'seasonBegin', closingHour: 17 },
        startHour: 16,
        hours: 2,
      }),
    ).toEqual(['hours:OUTSIDE_OPENING_HOURS']);
  });

  it('books jet skis by the half hour and everything else by the hour', () => {
    expect(codes({ hours: 1.5 })).toEqual(['hours:DURATION_STEP']);
    expect(codes({ type: 'jetskis', hours: 1.5 })).toEqual([]);
    expect(codes({ type: 'jetskis', hours: 0.5, startHour: 10.5 })).toEqual([]);
  });

  it('carries no more persons than the vehicle has seats', () => {
    expect(codes({ adults: 5, children: 1 })).toEqual([]);
    expect(codes({ adults: 5, children: 2 })).toEqual(['adults:TOO_MANY_PERSONS']);
  });
});
