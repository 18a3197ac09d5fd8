import { addDays, bookingPeriod, businessDay, weekOf, zonedInstant } from './business-time';

const BERLIN = 'Europe/Berlin';
const HOUR_MS = 3_600_000;

const iso = (date: Date) => date.toISOString();
const realHours = (period: { start: Date; end: Date }) =>
  (period.end.getTime() - period.start.getTime()) / HOUR_MS;

describe('zonedInstant', () => {
  it.each([
    // Winter time (CET, UTC+1).
    ['2026-01-15', 9, '2026-01-15T08:00:00.000Z'],
    ['2026-03-28', 9, '2026-03-28T08:00:00.000Z'],
    ['2026-10-26', 9, '2026-10-26T08:00:00.000Z'],
    // Summer time (CEST, UTC+2).
    ['2026-07-01', 9, '2026-07-01T07:00:00.000Z'],
    ['2026-03-29', 9, '2026-03-29T07:00:00.000Z'],
    ['2026-10-24', 9, '2026-10-24T07:00:00.000Z'],
    // The autumn Sunday is winter time again by 09:00.
    ['2026-10-25', 9, '2026-10-25T08:00:00.000Z'],
    // Half hours.
    ['2026-07-01', 10.5, '2026-07-01T08:30:00.000Z'],
    ['2026-01-15', 17.5, '2026-01-15T16:30:00.000Z'],
    ['2026-01-15', 0, '2026-01-14T23:00:00.000Z'],
  ])('%s at %s h in Berlin is %s', (day, hour, expected) => {
    expect(iso(zonedInstant(day, hour, BERLIN))).toBe(expected);
  });

  it('reads hour 24 as midnight starting the next day', () => {
    expect(iso(zonedInstant('2026-07-01', 24, BERLIN))).toBe(
      iso(zonedInstant('2026-07-02', 0, BERLIN)),
    );
    expect(iso(zonedInstant('2026-12-31', 24, BERLIN))).toBe('2026-12-31T23:00:00.000Z');
  });

  it('runs hours past 24 into the next day, across a DST change too', () => {
    expect(iso(zonedInstant('2026-07-01', 26.5, BERLIN))).toBe('2026-07-02T00:30:00.000Z');
    // 2026-03-28 at 27 h is 03:00 on the spring Sunday: already summer time.
    expect(iso(zonedInstant('2026-03-28', 27, BERLIN))).toBe('2026-03-29T01:00:00.000Z');
  });

  describe('the spring-forward Sunday (2026-03-29, clocks jump 02:00 → 03:00)', () => {
    it.each([
      [1, '2026-03-29T00:00:00.000Z'],
      [1.5, '2026-03-29T00:30:00.000Z'],
      [3, '2026-03-29T01:00:00.000Z'],
      [3.5, '2026-03-29T01:30:00.000Z'],
    ])('%s h exists once: %s', (hour, expected) => {
      expect(iso(zonedInstant('2026-03-29', hour, BERLIN))).toBe(expected);
    });

    it('moves a time in the gap forward by the gap (02:30 → 03:30 CEST = 01:30Z)', () => {
      expect(iso(zonedInstant('2026-03-29', 2.5, BERLIN))).toBe('2026-03-29T01:30:00.000Z');
      // 02:00 itself does not exist either: it becomes 03:00 CEST.
      expect(iso(zonedInstant('2026-03-29', 2, BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    });

    it('shows a gap time on the clock one hour later', () => {
      const instant = zonedInstant('2026-03-29', 2.5, BERLIN);
      const clock = new Intl.DateTimeFormat('de-DE', {
        timeZone: BERLIN,
        hour: '2-digit',
        minute: '2-digit',
      }).format(instant);
      expect(clock).toBe('03:30');
    });
  });

  describe('the fall-back Sunday (2026-10-25, clocks go back 03:00 → 02:00)', () => {
    it('takes the earlier (summer-time) occurrence of a repeated time', () => {
      expect(iso(zonedInstant('2026-10-25', 2.5, BERLIN))).toBe('2026-10-25T00:30:00.000Z');
      expect(iso(zonedInstant('2026-10-25', 2, BERLIN))).toBe('2026-10-25T00:00:00.000Z');
    });

    it.each([
      [1.5, '2026-10-24T23:30:00.000Z'],
      [3, '2026-10-25T02:00:00.000Z'],
      [24, '2026-10-25T23:00:00.000Z'],
    ])('%s h exists once: %s', (hour, expected) => {
      expect(iso(zonedInstant('2026-10-25', hour, BERLIN))).toBe(expected);
    });
  });

  it('works for other zones, including ones west of UTC', () => {
    expect(iso(zonedInstant('2026-07-01', 9, 'UTC'))).toBe('2026-07-01T09:00:00.000Z');
    expect(iso(zonedInstant('2026-07-01', 9, 'America/New_York'))).toBe('2026-07-01T13:00:00.000Z');
    // New York springs forward at 02:00 on 2026-03-08: 02:30 becomes 03:30 EDT.
    expect(iso(zonedInstant('2026-03-08', 2.5, 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Kolkata has a half-hour offset and no DST.
    expect(iso(zonedInstant('2026-07-01', 9, 'Asia/Kolkata'))).toBe('2026-07-01T03:30:00.000Z');
  });

  it.each(['2026-3-1', '2026-02-30', 'not a day', '2026-13-01'])('rejects the day %s', (day) => {
    expect(() => zonedInstant(day, 9, BERLIN)).toThrow(RangeError);
  });
});

describe('businessDay', () => {
  it.each([
    ['2026-07-01T21:59:59.000Z', '2026-07-01'],
    ['2026-07-01T22:00:00.000Z', '2026-07-02'],
    ['2026-01-15T22:59:59.000Z', '2026-01-15'],
    ['2026-01-15T23:00:00.000Z', '2026-01-16'],
    ['2026-12-31T23:00:00.000Z', '2027-01-01'],
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    ['2026-10-25T22:59:59.000Z', '2026-10-25'],
  ])('%s is %s in Berlin', (instant, day) => {
    expect(businessDay(new Date(instant), BERLIN)).toBe(day);
  });

  it('is the day zonedInstant started from, at every half hour of the DST Sundays', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let hour = 0; hour < 24; hour += 0.5) {
        expect(businessDay(zonedInstant(day, hour, BERLIN), BERLIN)).toBe(day);
      }
    }
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-05-10', 0, '2026-05-10'],
    ['2026-05-10', -10, '2026-04-30'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s moved by %d days is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});

describe('weekOf', () => {
  const SUNDAY_WEEK = [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ];

  it.each(SUNDAY_WEEK)('gives Monday 23 to Sunday 29 November 2026 for %s', (day) => {
    expect(weekOf(day)).toEqual(SUNDAY_WEEK);
  });

  it('counts a Sunday as the last day of its week, not the first', () => {
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-30')[0]).toBe('2026-11-30');
  });

  it('spans a month end', () => {
    expect(weekOf('2026-09-30')).toEqual([
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
    ]);
  });

  it('spans a year end', () => {
    const week = [
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ];
    expect(weekOf('2026-12-28')).toEqual(week);
    expect(weekOf('2027-01-03')).toEqual(week);
  });

  it('spans a leap day', () => {
    expect(weekOf('2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
      '2028-03-03',
      '2028-03-04',
      '2028-03-05',
    ]);
  });

  it('holds the seven calendar days of both DST weeks', () => {
    expect(weekOf('2026-03-29')[0]).toBe('2026-03-23');
    expect(weekOf('2026-03-29')[6]).toBe('2026-03-29');
    expect(weekOf('2026-10-25')).toHaveLength(7);
    expect(weekOf('2026-10-25')[0]).toBe('2026-10-19');
  });
});

describe('bookingPeriod', () => {
  it('is the wall-clock hours as instants on an ordinary day', () => {
    const period = bookingPeriod('2026-07-01', 10, 2, BERLIN);
    expect(iso(period.start)).toBe('2026-07-01T08:00:00.000Z');
    expect(iso(period.end)).toBe('2026-07-01T10:00:00.000Z');
    expect(realHours(period)).toBe(2);
  });

  it('keeps half hours', () => {
    const period = bookingPeriod('2026-01-15', 10.5, 1.5, BERLIN);
    expect(iso(period.start)).toBe('2026-01-15T09:30:00.000Z');
    expect(iso(period.end)).toBe('2026-01-15T11:00:00.000Z');
  });

  it('lasts one real hour for 01:00–03:00 on the spring-forward Sunday', () => {
    const period = bookingPeriod('2026-03-29', 1, 2, BERLIN);
    expect(iso(period.start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(period.end)).toBe('2026-03-29T01:00:00.000Z');
    expect(realHours(period)).toBe(1);
  });

  it('lasts five real hours for 00:00–04:00 on the fall-back Sunday', () => {
    const period = bookingPeriod('2026-10-25', 0, 4, BERLIN);
    expect(iso(period.start)).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(period.end)).toBe('2026-10-25T03:00:00.000Z');
    expect(realHours(period)).toBe(5);
  });

  it('runs past midnight into the next day', () => {
    const period = bookingPeriod('2026-07-01', 22, 4, BERLIN);
    expect(iso(period.start)).toBe('2026-07-01T20:00:00.000Z');
    expect(iso(period.end)).toBe('2026-07-02T00:00:00.000Z');
  });

  it('is 23 real hours for a whole spring Sunday and 25 for a whole autumn Sunday', () => {
    expect(realHours(bookingPeriod('2026-03-29', 0, 24, BERLIN))).toBe(23);
    expect(realHours(bookingPeriod('2026-10-25', 0, 24, BERLIN))).toBe(25);
    expect(realHours(bookingPeriod('2026-07-01', 0, 24, BERLIN))).toBe(24);
  });
});
