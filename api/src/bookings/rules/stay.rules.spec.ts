import type { DayHours } from '../../settings/opening-hours.rules';
import { includedVatCents } from './price.rules';
import type { PricedVehicle } from './price.rules';
import {
  MAX_STAY_NIGHTS,
  MIN_CUSTOMER_NIGHTS,
  offeredStayExtras,
  quoteStay,
  STAY_EXTRA_CENTS,
  stayCalendarProblems,
  stayDays,
  stayNights,
  stayPartyProblems,
  stayPeriod,
} from './stay.rules';
import type { StayFacts } from './stay.rules';

const BERLIN = 'Europe/Berlin';
const OPEN: DayHours = { closed: false, period: 'general', openingHour: 9, closingHour: 19 };

const iso = (date: Date) => date.toISOString();

/** A customer's stay of 3 nights, well ahead, on open days, for 2 adults on a boat for 6. */
function facts(overrides: Partial<StayFacts> = {}): StayFacts {
  const startDay = overrides.startDay ?? '2027-06-20';
  const endDay = overrides.endDay ?? '2027-06-23';
  return {
    staff: false,
    startDay,
    endDay,
    today: '2027-06-07',
    startMs: Date.parse('2027-06-20T12:00:00Z'),
    nowMs: Date.parse('2027-06-07T06:00:00Z'),
    days: stayDays(startDay, endDay).map((day) => ({ day, blocked: false, closed: false })),
    passengers: 6,
    adults: 2,
    children: 0,
    childAgeFrom: null,
    childAgeTo: null,
    ...overrides,
  };
}

const codes = (problems: Array<{ field: string; code: string }>) =>
  problems.map(({ field, code }) => [field, code]);

const boat: PricedVehicle = {
  priceCents: { '1': 12_000, '2': 20_000 },
  captainCentsPerHour: 2000,
  extraBarbecue: true,
  extraMusicBox: true,
  extraBinoculars: true,
};

describe('stayNights and stayDays', () => {
  it('counts the nights between two days, negative when the end comes first', () => {
    expect(stayNights('2027-06-20', '2027-06-23')).toBe(3);
    expect(stayNights('2027-06-20', '2027-06-20')).toBe(0);
    expect(stayNights('2027-06-20', '2027-06-19')).toBe(-1);
    expect(stayNights('2027-12-30', '2028-01-02')).toBe(3);
    expect(stayNights('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('counts calendar nights across the clock changes (23- and 25-hour days)', () => {
    expect(stayNights('2027-03-27', '2027-03-29')).toBe(2);
    expect(stayNights('2027-10-30', '2027-11-01')).toBe(2);
  });

  it('lists every day a stay touches, first and last included', () => {
    expect(stayDays('2027-06-29', '2027-07-02')).toEqual([
      '2027-06-29',
      '2027-06-30',
      '2027-07-01',
      '2027-07-02',
    ]);
    expect(stayDays('2027-06-20', '2027-06-20')).toEqual(['2027-06-20']);
    expect(stayDays('2027-06-20', '2027-06-18')).toEqual(['2027-06-20']);
  });
});

describe('stayPeriod', () => {
  it('runs from 14:00 on the first day to 10:00 on the last, in business time', () => {
    const period = stayPeriod('2027-06-20', '2027-06-23', OPEN, BERLIN);
    expect(iso(period.start)).toBe('2027-06-20T12:00:00.000Z');
    expect(iso(period.end)).toBe('2027-06-23T08:00:00.000Z');
    const winter = stayPeriod('2027-01-10', '2027-01-12', OPEN, BERLIN);
    expect(iso(winter.start)).toBe('2027-01-10T13:00:00.000Z');
    expect(iso(winter.end)).toBe('2027-01-12T09:00:00.000Z');
  });

  it('keeps the wall times across a clock change: 1 hour shorter in spring, longer in autumn', () => {
    // Summer time begins on 28 March 2027 and ends on 31 October 2027.
    const spring = stayPeriod('2027-03-27', '2027-03-29', OPEN, BERLIN);
    expect(iso(spring.start)).toBe('2027-03-27T13:00:00.000Z');
    expect(iso(spring.end)).toBe('2027-03-29T08:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(43 * 3_600_000);
    const autumn = stayPeriod('2027-10-30', '2027-11-01', OPEN, BERLIN);
    expect(iso(autumn.start)).toBe('2027-10-30T12:00:00.000Z');
    expect(iso(autumn.end)).toBe('2027-11-01T09:00:00.000Z');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(45 * 3_600_000);
  });

  it('gives a day’s use (0 nights) the opening hours of its day', () => {
    const dayUse = stayPeriod('2027-06-20', '2027-06-20', OPEN, BERLIN);
    expect(iso(dayUse.start)).toBe('2027-06-20T07:00:00.000Z');
    expect(iso(dayUse.end)).toBe('2027-06-20T17:00:00.000Z');
    const season: DayHours = {
      closed: false,
      period: 'seasonBegin',
      openingHour: 10,
      closingHour: 18,
    };
    const spring = stayPeriod('2027-03-28', '2027-03-28', season, BERLIN);
    expect(iso(spring.start)).toBe('2027-03-28T08:00:00.000Z');
    expect(iso(spring.end)).toBe('2027-03-28T16:00:00.000Z');
  });
});

describe('stayCalendarProblems', () => {
  it('accepts a customer’s stay of the minimum nights ahead on open days', () => {
    expect(MIN_CUSTOMER_NIGHTS).toBe(2);
    expect(stayCalendarProblems(facts({ endDay: '2027-06-22' }))).toEqual([]);
  });

  it('asks customers for 2 nights at least; staff may book a day’s use or 1 night', () => {
    for (const endDay of ['2027-06-20', '2027-06-21']) {
      expect(codes(stayCalendarProblems(facts({ endDay })))).toEqual([['endDay', 'MIN_NIGHTS']]);
      expect(stayCalendarProblems(facts({ endDay, staff: true }))).toEqual([]);
    }
  });

  it('refuses more than 90 nights, for staff too', () => {
    const longest = facts({ startDay: '2027-07-01', endDay: '2027-09-29' });
    expect(stayNights(longest.startDay, longest.endDay)).toBe(MAX_STAY_NIGHTS);
    expect(stayCalendarProblems(longest)).toEqual([]);
    for (const staff of [false, true]) {
      const tooLong = facts({ startDay: '2027-07-01', endDay: '2027-09-30', staff });
      expect(codes(stayCalendarProblems(tooLong))).toEqual([['endDay', 'TOO_LONG']]);
    }
  });

  it('reports only END_BEFORE_START for an end before the start', () => {
    expect(codes(stayCalendarProblems(facts({ endDay: '2027-06-19', staff: true })))).toEqual([
      ['endDay', 'END_BEFORE_START'],
    ]);
  });

  it('refuses a customer’s check-in that has passed, to the millisecond', () => {
    const checkIn = Date.parse('2027-06-07T12:00:00Z');
    const today = { startDay: '2027-06-07', endDay: '2027-06-09', startMs: checkIn };
    expect(stayCalendarProblems(facts({ ...today, nowMs: checkIn - 1 }))).toEqual([]);
    expect(codes(stayCalendarProblems(facts({ ...today, nowMs: checkIn })))).toEqual([
      ['startDay', 'IN_THE_PAST'],
    ]);
  });

  it('lets staff enter a stay that began earlier today, but not one from yesterday', () => {
    const began = {
      staff: true,
      startDay: '2027-06-07',
      endDay: '2027-06-07',
      startMs: Date.parse('2027-06-07T07:00:00Z'),
      nowMs: Date.parse('2027-06-07T15:00:00Z'),
    };
    expect(stayCalendarProblems(facts(began))).toEqual([]);
    expect(codes(stayCalendarProblems(facts({ ...began, staff: false })))).toEqual([
      ['endDay', 'MIN_NIGHTS'],
      ['startDay', 'IN_THE_PAST'],
    ]);
    const yesterday = { ...began, startDay: '2027-06-06', endDay: '2027-06-08' };
    expect(codes(stayCalendarProblems(facts(yesterday)))).toEqual([['startDay', 'IN_THE_PAST']]);
  });

  it('names the field of a blocked or off-season day: the start day, or else the end', () => {
    const withDay = (day: string, flag: 'blocked' | 'closed') =>
      facts({
        days: stayDays('2027-06-20', '2027-06-23').map((candidate) => ({
          day: candidate,
          blocked: flag === 'blocked' && candidate === day,
          closed: flag === 'closed' && candidate === day,
        })),
      });
    expect(codes(stayCalendarProblems(withDay('2027-06-20', 'blocked')))).toEqual([
      ['startDay', 'DAY_BLOCKED'],
    ]);
    expect(codes(stayCalendarProblems(withDay('2027-06-21', 'blocked')))).toEqual([
      ['endDay', 'DAY_BLOCKED'],
    ]);
    expect(codes(stayCalendarProblems(withDay('2027-06-23', 'blocked')))).toEqual([
      ['endDay', 'DAY_BLOCKED'],
    ]);
    expect(codes(stayCalendarProblems(withDay('2027-06-20', 'closed')))).toEqual([
      ['startDay', 'OFF_SEASON'],
    ]);
    expect(codes(stayCalendarProblems(withDay('2027-06-22', 'closed')))).toEqual([
      ['endDay', 'OFF_SEASON'],
    ]);
    const message = stayCalendarProblems(withDay('2027-06-22', 'closed'))[0]!.message;
    expect(message).toContain('2027-06-22');
  });

  it('reports every calendar problem at once', () => {
    const all = facts({
      endDay: '2027-06-21',
      nowMs: Date.parse('2027-06-21T00:00:00Z'),
      days: [
        { day: '2027-06-20', blocked: true, closed: false },
        { day: '2027-06-21', blocked: false, closed: true },
      ],
    });
    expect(codes(stayCalendarProblems(all))).toEqual([
      ['endDay', 'MIN_NIGHTS'],
      ['startDay', 'IN_THE_PAST'],
      ['startDay', 'DAY_BLOCKED'],
      ['endDay', 'OFF_SEASON'],
    ]);
  });
});

describe('stayPartyProblems', () => {
  it('allows as many persons as the vehicle carries, children included', () => {
    expect(
      stayPartyProblems(facts({ adults: 4, children: 2, childAgeFrom: 3, childAgeTo: 8 })),
    ).toEqual([]);
    expect(codes(stayPartyProblems(facts({ adults: 5, children: 2 })))).toEqual([
      ['adults', 'TOO_MANY_PERSONS'],
    ]);
    expect(codes(stayPartyProblems(facts({ adults: 7 })))).toEqual([
      ['adults', 'TOO_MANY_PERSONS'],
    ]);
  });

  it('takes ages only with children: one child one age, several a range from young to old', () => {
    const party = (children: number, childAgeFrom: number | null, childAgeTo: number | null) =>
      codes(stayPartyProblems(facts({ children, childAgeFrom, childAgeTo })));
    expect(party(0, null, null)).toEqual([]);
    expect(party(0, 5, null)).toEqual([['childAgeFrom', 'NO_CHILDREN']]);
    expect(party(0, null, 5)).toEqual([['childAgeFrom', 'NO_CHILDREN']]);
    expect(party(1, 5, null)).toEqual([]);
    expect(party(1, null, null)).toEqual([]);
    expect(party(1, 5, 7)).toEqual([['childAgeTo', 'ONE_CHILD_ONE_AGE']]);
    expect(party(2, 4, 9)).toEqual([]);
    expect(party(2, 6, 6)).toEqual([]);
    expect(party(2, 4, null)).toEqual([]);
    expect(party(3, 9, 4)).toEqual([['childAgeTo', 'AGE_RANGE']]);
  });
});

describe('offeredStayExtras', () => {
  it('lists what the vehicle offers with its flat price; a captain’s rate stands for the paddle', () => {
    expect(offeredStayExtras(boat)).toEqual([
      { extra: 'barbecue', priceCents: 3000 },
      { extra: 'musicBox', priceCents: 1000 },
      { extra: 'binoculars', priceCents: 500 },
      { extra: 'standUpPaddle', priceCents: 5000 },
    ]);
    expect(offeredStayExtras({ ...boat, extraMusicBox: false, captainCentsPerHour: null })).toEqual(
      [
        { extra: 'barbecue', priceCents: 3000 },
        { extra: 'binoculars', priceCents: 500 },
      ],
    );
  });
});

describe('quoteStay', () => {
  const quoted = (vehicle: PricedVehicle, nights: number, extras: string[] = []) => {
    const result = quoteStay(vehicle, nights, extras);
    if (!('quote' in result)) throw new Error(JSON.stringify(result.problems));
    return result.quote;
  };

  it('charges the price per night (the 1-hour price) times the nights', () => {
    expect(quoted(boat, 3)).toEqual({
      nights: 3,
      nightlyCents: 12_000,
      basePriceCents: 36_000,
      extras: [],
      totalCents: 36_000,
      vatCents: includedVatCents(36_000),
    });
    expect(includedVatCents(36_000)).toBe(5748);
  });

  it('charges a day’s use (0 nights) as one night', () => {
    expect(quoted(boat, 0)).toMatchObject({
      nights: 0,
      basePriceCents: 12_000,
      totalCents: 12_000,
    });
    expect(quoted(boat, 1)).toMatchObject({ nights: 1, basePriceCents: 12_000 });
  });

  it('adds each extra once, flat per stay, whatever the nights', () => {
    expect(STAY_EXTRA_CENTS).toEqual({
      barbecue: 3000,
      musicBox: 1000,
      binoculars: 500,
      standUpPaddle: 5000,
    });
    for (const [extra, cents] of Object.entries(STAY_EXTRA_CENTS)) {
      for (const nights of [2, 7]) {
        expect(quoted(boat, nights, [extra]).totalCents).toBe(12_000 * nights + cents);
      }
    }
    const all = quoted(boat, 2, [
      'standUpPaddle',
      'binoculars',
      'barbecue',
      'musicBox',
      'barbecue',
    ]);
    // In the fixed order, each once.
    expect(all.extras).toEqual([
      { extra: 'barbecue', priceCents: 3000 },
      { extra: 'musicBox', priceCents: 1000 },
      { extra: 'binoculars', priceCents: 500 },
      { extra: 'standUpPaddle', priceCents: 5000 },
    ]);
    expect(all.totalCents).toBe(24_000 + 9500);
    expect(all.vatCents).toBe(includedVatCents(33_500));
  });

  it('refuses each extra the vehicle does not offer, and unknown ones, all at once', () => {
    const plain: PricedVehicle = {
      ...boat,
      captainCentsPerHour: null,
      extraBarbecue: false,
      extraMusicBox: false,
      extraBinoculars: false,
    };
    for (const extra of ['barbecue', 'musicBox', 'binoculars', 'standUpPaddle']) {
      const result = quoteStay(plain, 2, [extra]);
      expect('problems' in result && codes(result.problems)).toEqual([
        ['extras', 'EXTRA_NOT_OFFERED'],
      ]);
      expect(quoteStay(boat, 2, [extra])).toHaveProperty('quote');
    }
    const many = quoteStay(plain, 2, ['barbecue', 'captain', 'toString', 'barbecue']);
    expect('problems' in many && codes(many.problems)).toEqual([
      ['extras', 'EXTRA_NOT_OFFERED'],
      ['extras', 'EXTRA_NOT_OFFERED'],
      ['extras', 'EXTRA_NOT_OFFERED'],
    ]);
  });

  it('refuses a vehicle without a price per night', () => {
    const tables: Array<Record<string, number>> = [{ '2': 20_000 }, {}];
    for (const priceCents of tables) {
      const result = quoteStay({ ...boat, priceCents }, 2, ['binoculars']);
      expect('problems' in result && codes(result.problems)).toEqual([
        ['vehicleId', 'NO_NIGHTLY_PRICE'],
      ]);
    }
    // An inherited property is no price.
    const result = quoteStay(
      { ...boat, priceCents: Object.create({ '1': 5 }) as Record<string, number> },
      2,
      [],
    );
    expect('problems' in result).toBe(true);
  });
});
