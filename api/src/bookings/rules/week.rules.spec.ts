import type { DayHours } from '../../settings/opening-hours.rules';
import { weekOf, zonedInstant } from '../../common/time/business-time';
import { buildWeek, type OccupiedPeriod, type WeekDay, type WeekDayFacts } from './week.rules';

const BERLIN = 'Europe/Berlin';
const OPEN: DayHours = { closed: false, period: 'general', openingHour: 9, closingHour: 19 };
const OFF_SEASON: DayHours = { closed: true, period: 'offSeason', openingHour: 9, closingHour: 19 };
/** Long before every day in these tests, so no slot is past unless a test says so. */
const EARLY = new Date('2020-01-01T00:00:00.000Z');

const open = (date: string, hours: DayHours = OPEN): WeekDayFacts => ({
  date,
  blocked: false,
  hours,
});

/** A booking written in Berlin wall time (end hour may pass 24). */
function booking(vehicleId: string, date: string, from: number, to: number): OccupiedPeriod {
  return {
    vehicleId,
    startMs: zonedInstant(date, from, BERLIN).getTime(),
    endMs: zonedInstant(date, to, BERLIN).getTime(),
  };
}

function week(
  days: WeekDayFacts[],
  periods: OccupiedPeriod[],
  options: { vehicleIds?: string[]; now?: Date } = {},
): WeekDay[] {
  return buildWeek({
    days,
    vehicleIds: options.vehicleIds ?? ['boat-a', 'boat-b'],
    periods,
    now: options.now ?? EARLY,
    timeZone: BERLIN,
  });
}

function slotOf(day: WeekDay | undefined, hour: number) {
  const slot = day?.slots.find((candidate) => candidate.hour === hour);
  if (!slot) throw new Error(`no slot ${hour} on ${day?.date}`);
  return slot;
}

/** The hours whose slots list `vehicleId` as booked. */
function hoursBookedBy(day: WeekDay | undefined, vehicleId: string): number[] {
  return (day?.slots ?? [])
    .filter((slot) => slot.bookedVehicleIds.includes(vehicleId))
    .map((slot) => slot.hour);
}

const range = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 }, (_, index) => from + index / 2);

describe('buildWeek', () => {
  it('gives each day its facts and 48 half-hour slots', () => {
    const days = week(
      [
        open('2026-07-01'),
        { date: '2026-07-02', blocked: true, hours: OPEN },
        open('2026-12-01', { ...OFF_SEASON, openingHour: 10, closingHour: 16 }),
      ],
      [],
    );
    expect(days.map(({ slots: _slots, ...day }) => day)).toEqual([
      { date: '2026-07-01', blocked: false, offSeason: false, openingHour: 9, closingHour: 19 },
      { date: '2026-07-02', blocked: true, offSeason: false, openingHour: 9, closingHour: 19 },
      { date: '2026-12-01', blocked: false, offSeason: true, openingHour: 10, closingHour: 16 },
    ]);
    for (const day of days) {
      expect(day.slots.map((slot) => slot.hour)).toEqual(range(0, 24));
    }
  });

  it('derives each slot state from the day and its bookings', () => {
    const [day, blocked, offSeason] = week(
      [
        open('2026-07-01'),
        { date: '2026-07-02', blocked: true, hours: OPEN },
        open('2026-07-03', OFF_SEASON),
      ],
      [],
    );
    expect(slotOf(day, 8.5).state).toBe('outside');
    expect(slotOf(day, 9).state).toBe('free');
    expect(slotOf(day, 18.5).state).toBe('free');
    expect(slotOf(day, 19).state).toBe('outside');
    expect(blocked?.slots.every((slot) => slot.state === 'blocked')).toBe(true);
    expect(offSeason?.slots.every((slot) => slot.state === 'closed')).toBe(true);
  });

  it('occupies exactly slots 10–13.5 with adjacent bookings [10,12) and [12,14)', () => {
    const [day] = week(
      [open('2026-07-01')],
      [booking('boat-a', '2026-07-01', 10, 12), booking('boat-a', '2026-07-01', 12, 14)],
    );
    expect(hoursBookedBy(day, 'boat-a')).toEqual([10, 10.5, 11, 11.5, 12, 12.5, 13, 13.5]);
    // Listed once in the slot where the two meet, not twice.
    expect(slotOf(day, 12).bookedVehicleIds).toEqual(['boat-a']);
    expect(slotOf(day, 11.5).bookedVehicleIds).toEqual(['boat-a']);
    expect(slotOf(day, 9.5).bookedVehicleIds).toEqual([]);
    expect(slotOf(day, 14).bookedVehicleIds).toEqual([]);
  });

  it('books a slot that a period only partly overlaps', () => {
    const start = zonedInstant('2026-07-01', 10, BERLIN).getTime();
    const [day] = week(
      [open('2026-07-01')],
      [{ vehicleId: 'boat-a', startMs: start + 60_000, endMs: start + 31 * 60_000 }],
    );
    expect(hoursBookedBy(day, 'boat-a')).toEqual([10, 10.5]);
  });

  it('ignores an empty or inverted period', () => {
    const start = zonedInstant('2026-07-01', 10, BERLIN).getTime();
    const [day] = week(
      [open('2026-07-01')],
      [
        { vehicleId: 'boat-a', startMs: start, endMs: start },
        { vehicleId: 'boat-b', startMs: start + 3_600_000, endMs: start },
      ],
    );
    expect(day?.slots.every((slot) => slot.bookedVehicleIds.length === 0)).toBe(true);
  });

  it('ignores bookings of vehicles outside the selection', () => {
    const [day] = week(
      [open('2026-07-01')],
      [booking('other-boat', '2026-07-01', 10, 12), booking('boat-b', '2026-07-01', 10, 11)],
    );
    expect(slotOf(day, 10).bookedVehicleIds).toEqual(['boat-b']);
    expect(slotOf(day, 10).state).toBe('free');
    expect(slotOf(day, 11).bookedVehicleIds).toEqual([]);
    expect(hoursBookedBy(day, 'other-boat')).toEqual([]);
  });

  it('is full when every selected vehicle is booked and free while one is left', () => {
    const [day] = week(
      [open('2026-07-01')],
      [booking('boat-a', '2026-07-01', 10, 12), booking('boat-b', '2026-07-01', 11, 13)],
    );
    expect(slotOf(day, 10).state).toBe('free');
    expect(slotOf(day, 11).state).toBe('full');
    expect(slotOf(day, 11.5).state).toBe('full');
    expect(slotOf(day, 12).state).toBe('free');
  });

  it('is full everywhere inside the opening hours when no vehicle is selected', () => {
    const [day] = week([open('2026-07-01')], [booking('boat-a', '2026-07-01', 10, 12)], {
      vehicleIds: [],
    });
    expect(slotOf(day, 9).state).toBe('full');
    expect(slotOf(day, 10).bookedVehicleIds).toEqual([]);
    expect(slotOf(day, 20).state).toBe('outside');
  });

  it('lists booked vehicles once each, in the selection order', () => {
    const [day] = week(
      [open('2026-07-01')],
      [
        booking('boat-c', '2026-07-01', 10, 11),
        booking('boat-a', '2026-07-01', 10, 11),
        booking('boat-c', '2026-07-01', 10, 10.5),
        booking('boat-b', '2026-07-01', 10, 11),
      ],
      { vehicleIds: ['boat-b', 'boat-c', 'boat-a'] },
    );
    expect(slotOf(day, 10).bookedVehicleIds).toEqual(['boat-b', 'boat-c', 'boat-a']);
    expect(slotOf(day, 10).state).toBe('full');
  });

  it('carries a booking across midnight into the next day', () => {
    const days = week(
      [open('2026-07-01'), open('2026-07-02')],
      [booking('boat-a', '2026-07-01', 22, 26)],
    );
    expect(hoursBookedBy(days[0], 'boat-a')).toEqual(range(22, 24));
    expect(hoursBookedBy(days[1], 'boat-a')).toEqual(range(0, 2));
  });

  it('finds bookings whatever order the days and periods come in', () => {
    const days = week(
      [open('2026-07-03'), open('2026-07-01'), open('2026-07-02')],
      [
        booking('boat-b', '2026-07-03', 15, 16),
        booking('boat-a', '2026-07-01', 9, 10),
        booking('boat-a', '2026-07-02', 12, 13),
      ],
    );
    expect(days.map((day) => day.date)).toEqual(['2026-07-03', '2026-07-01', '2026-07-02']);
    expect(hoursBookedBy(days[0], 'boat-b')).toEqual([15, 15.5]);
    expect(hoursBookedBy(days[1], 'boat-a')).toEqual([9, 9.5]);
    expect(hoursBookedBy(days[2], 'boat-a')).toEqual([12, 12.5]);
    expect(hoursBookedBy(days[0], 'boat-a')).toEqual([]);
  });

  it('ignores periods outside the days asked for', () => {
    const [day] = week(
      [open('2026-07-01')],
      [booking('boat-a', '2026-06-30', 10, 12), booking('boat-a', '2026-07-02', 0, 1)],
    );
    expect(day?.slots.every((slot) => slot.bookedVehicleIds.length === 0)).toBe(true);
  });

  it('marks slots past by their real start', () => {
    // 10:15 in Berlin (CEST): the 10:00 slot has begun, the 10:30 one has not.
    const [day] = week([open('2026-07-01')], [], { now: new Date('2026-07-01T08:15:00.000Z') });
    expect(slotOf(day, 10).state).toBe('past');
    expect(slotOf(day, 10.5).state).toBe('free');
    expect(slotOf(day, 0).state).toBe('past');
  });

  describe('the spring-forward Sunday (2026-03-29)', () => {
    it('starts slot 9 at 07:00Z', () => {
      // One millisecond before 09:00 CEST the slot is ahead; at 07:00Z it has begun.
      const before = week([open('2026-03-29')], [], {
        now: new Date('2026-03-29T06:59:59.999Z'),
      });
      const at = week([open('2026-03-29')], [], { now: new Date('2026-03-29T07:00:00.000Z') });
      expect(slotOf(before[0], 9).state).toBe('free');
      expect(slotOf(at[0], 9).state).toBe('past');
      expect(slotOf(at[0], 9.5).state).toBe('free');
    });

    it('books the slots of a booking made in summer time', () => {
      const [day] = week([open('2026-03-29')], [booking('boat-a', '2026-03-29', 9, 10)]);
      expect(hoursBookedBy(day, 'boat-a')).toEqual([9, 9.5]);
    });

    it('leaves the skipped hour 02:00–03:00 without bookings', () => {
      // A booking over the whole night: 01:00 CET to 04:00 CEST, two real hours.
      const [day] = week([open('2026-03-29')], [booking('boat-a', '2026-03-29', 1, 4)]);
      expect(hoursBookedBy(day, 'boat-a')).toEqual([1, 1.5, 3, 3.5]);
    });

    it('does not repeat the booking of 03:00 in the skipped 02:00 slot', () => {
      const [day] = week([open('2026-03-29')], [booking('boat-a', '2026-03-29', 3, 3.5)]);
      expect(hoursBookedBy(day, 'boat-a')).toEqual([3]);
    });
  });

  describe('the fall-back Sunday (2026-10-25)', () => {
    it('starts slot 9 at 08:00Z', () => {
      const before = week([open('2026-10-25')], [], {
        now: new Date('2026-10-25T07:59:59.999Z'),
      });
      const at = week([open('2026-10-25')], [], { now: new Date('2026-10-25T08:00:00.000Z') });
      expect(slotOf(before[0], 9).state).toBe('free');
      expect(slotOf(at[0], 9).state).toBe('past');
    });

    it('shows a booking in the repeated hour in the 02:30 slot', () => {
      // 02:00–03:00 CET, the second time the clocks show 2 o'clock: 01:00Z–02:00Z.
      const [day] = week(
        [open('2026-10-25')],
        [
          {
            vehicleId: 'boat-a',
            startMs: Date.parse('2026-10-25T01:00:00.000Z'),
            endMs: Date.parse('2026-10-25T02:00:00.000Z'),
          },
        ],
      );
      expect(hoursBookedBy(day, 'boat-a')).toEqual([2.5]);
    });

    it('books the slots of a booking made in winter time', () => {
      const [day] = week([open('2026-10-25')], [booking('boat-a', '2026-10-25', 16, 18)]);
      expect(hoursBookedBy(day, 'boat-a')).toEqual([16, 16.5, 17, 17.5]);
    });
  });

  it('reads each period a few times, not once per slot of the week', () => {
    // A loop over days × slots × periods reads every period's times 336 times in a week; the
    // sorted walk reads them about once per slot the period covers (here 2).
    const dates = weekOf('2026-07-08');
    const vehicleIds = Array.from({ length: 10 }, (_, index) => `boat-${index}`);
    let reads = 0;
    const counted = (period: OccupiedPeriod): OccupiedPeriod => ({
      vehicleId: period.vehicleId,
      get startMs() {
        reads += 1;
        return period.startMs;
      },
      get endMs() {
        reads += 1;
        return period.endMs;
      },
    });
    const periods = vehicleIds.flatMap((id) =>
      dates.map((date) => counted(booking(id, date, 10, 11))),
    );
    const days = week(
      dates.map((date) => open(date)),
      periods,
      { vehicleIds },
    );
    expect(reads).toBeLessThanOrEqual(periods.length * 8);
    for (const day of days) {
      expect(slotOf(day, 10).bookedVehicleIds).toEqual(vehicleIds);
      expect(slotOf(day, 10.5).state).toBe('full');
      expect(slotOf(day, 11).bookedVehicleIds).toEqual([]);
    }
  });
});
