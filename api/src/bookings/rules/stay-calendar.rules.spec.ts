import { zonedInstant } from '../../common/time/business-time';
import { buildStayCalendar } from './stay-calendar.rules';
import type { StayCalendarDay } from './stay-calendar.rules';
import { stayDays, stayPeriod } from './stay.rules';
import type { OccupiedPeriod } from './week.rules';

const BERLIN = 'Europe/Berlin';
const OPEN = { closed: false, period: 'general', openingHour: 9, closingHour: 19 } as const;

/** A stay as stored: 14:00 on the first day to 10:00 on the last. */
function stay(startDay: string, endDay: string): OccupiedPeriod {
  const period = stayPeriod(startDay, endDay, OPEN, BERLIN);
  return { vehicleId: 'boat', startMs: period.start.getTime(), endMs: period.end.getTime() };
}

/** A booking in Berlin wall time on one day. */
function hourly(day: string, from: number, to: number): OccupiedPeriod {
  return {
    vehicleId: 'boat',
    startMs: zonedInstant(day, from, BERLIN).getTime(),
    endMs: zonedInstant(day, to, BERLIN).getTime(),
  };
}

function calendar(
  from: string,
  to: string,
  periods: OccupiedPeriod[],
  options: { today?: string; blocked?: string[]; offSeason?: string[] } = {},
): StayCalendarDay[] {
  return buildStayCalendar({
    days: stayDays(from, to).map((day) => ({
      day,
      blocked: options.blocked?.includes(day) ?? false,
      offSeason: options.offSeason?.includes(day) ?? false,
    })),
    periods,
    today: options.today ?? '2027-01-01',
    timeZone: BERLIN,
  });
}

/** Per day: [morning, midday, afternoon] taken. */
const halves = (days: StayCalendarDay[]) =>
  Object.fromEntries(
    days.map((day) => [day.day, [day.morningTaken, day.middayTaken, day.afternoonTaken]]),
  );

describe('buildStayCalendar', () => {
  it('marks a stay on the afternoon of its first day, the morning of its last and all between', () => {
    const days = calendar('2027-06-19', '2027-06-24', [stay('2027-06-20', '2027-06-23')]);
    expect(halves(days)).toEqual({
      '2027-06-19': [false, false, false],
      '2027-06-20': [false, false, true],
      '2027-06-21': [true, true, true],
      '2027-06-22': [true, true, true],
      '2027-06-23': [true, false, false],
      '2027-06-24': [false, false, false],
    });
  });

  it('shows touching stays: the day one returns and the next checks in keeps its midday free', () => {
    const days = calendar('2027-06-20', '2027-06-25', [
      stay('2027-06-20', '2027-06-22'),
      stay('2027-06-22', '2027-06-25'),
    ]);
    expect(halves(days)['2027-06-22']).toEqual([true, false, true]);
  });

  it('marks an hourly booking 11-13 at midday only, and others by the parts they touch', () => {
    expect(halves(calendar('2027-06-21', '2027-06-21', [hourly('2027-06-21', 11, 13)]))).toEqual({
      '2027-06-21': [false, true, false],
    });
    expect(halves(calendar('2027-06-21', '2027-06-21', [hourly('2027-06-21', 9, 10)]))).toEqual({
      '2027-06-21': [true, false, false],
    });
    expect(halves(calendar('2027-06-21', '2027-06-21', [hourly('2027-06-21', 9, 11)]))).toEqual({
      '2027-06-21': [true, true, false],
    });
    expect(halves(calendar('2027-06-21', '2027-06-21', [hourly('2027-06-21', 13, 15)]))).toEqual({
      '2027-06-21': [false, true, true],
    });
    // A day's use (the opening hours) takes the whole day.
    expect(halves(calendar('2027-06-21', '2027-06-22', [hourly('2027-06-21', 9, 19)]))).toEqual({
      '2027-06-21': [true, true, true],
      '2027-06-22': [false, false, false],
    });
  });

  it('reads the parts in local time on the clock-change days', () => {
    // 31 October 2027 has 25 hours; a stay returning that day at 10:00 CET.
    const autumn = calendar('2027-10-29', '2027-11-01', [stay('2027-10-29', '2027-10-31')]);
    expect(halves(autumn)).toEqual({
      '2027-10-29': [false, false, true],
      '2027-10-30': [true, true, true],
      '2027-10-31': [true, false, false],
      '2027-11-01': [false, false, false],
    });
    // 28 March 2027 has 23 hours; an hourly booking 10-11 local is midday there too.
    const spring = calendar('2027-03-28', '2027-03-28', [hourly('2027-03-28', 10, 11)]);
    expect(halves(spring)).toEqual({ '2027-03-28': [false, true, false] });
  });

  it('ignores bookings outside the days asked for, and bookings in any order', () => {
    const days = calendar('2027-06-10', '2027-06-12', [
      stay('2027-06-20', '2027-06-23'),
      hourly('2027-06-12', 15, 16),
      stay('2027-06-05', '2027-06-10'),
    ]);
    expect(halves(days)).toEqual({
      '2027-06-10': [true, false, false],
      '2027-06-11': [false, false, false],
      '2027-06-12': [false, false, true],
    });
  });

  it('passes past, blocked and off-season through as given', () => {
    const days = calendar('2027-10-30', '2027-11-02', [], {
      today: '2027-10-31',
      blocked: ['2027-10-31'],
      offSeason: ['2027-11-01', '2027-11-02'],
    });
    expect(
      days.map(({ day, past, blocked, offSeason }) => [day, past, blocked, offSeason]),
    ).toEqual([
      ['2027-10-30', true, false, false],
      ['2027-10-31', false, true, false],
      ['2027-11-01', false, false, true],
      ['2027-11-02', false, false, true],
    ]);
  });
});
