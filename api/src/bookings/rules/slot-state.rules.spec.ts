import type { DayHours } from '../../settings/opening-hours.rules';
import { SLOT_HOURS, SLOT_STATES, slotState, type SlotFacts } from './slot-state.rules';

const OPEN: DayHours = { closed: false, period: 'general', openingHour: 9, closingHour: 18 };
const OFF_SEASON: DayHours = { closed: true, period: 'offSeason', openingHour: 9, closingHour: 18 };

const NOW = new Date('2026-07-01T06:00:00.000Z');
const LATER = new Date('2026-07-01T08:00:00.000Z');

/** A free slot (10:00 on an open day, in the future, one of two vehicles booked); tests vary one fact. */
function facts(overrides: Partial<SlotFacts> = {}): SlotFacts {
  return {
    slotStart: LATER,
    dayBlocked: false,
    hours: OPEN,
    slotHour: 10,
    now: NOW,
    operatingCount: 2,
    bookedCount: 1,
    ...overrides,
  };
}

describe('SLOT_STATES and SLOT_HOURS', () => {
  it('lists the six states in the agreed order', () => {
    expect(SLOT_STATES).toEqual(['blocked', 'past', 'closed', 'full', 'outside', 'free']);
  });

  it('holds the 48 half hours of a day from 0 to 23.5', () => {
    expect(SLOT_HOURS).toHaveLength(48);
    expect(SLOT_HOURS[0]).toBe(0);
    expect(SLOT_HOURS[1]).toBe(0.5);
    expect(SLOT_HOURS[21]).toBe(10.5);
    expect(SLOT_HOURS[47]).toBe(23.5);
    SLOT_HOURS.forEach((hour, index) => expect(hour).toBe(index / 2));
  });
});

describe('slotState', () => {
  it('is free when open, in the future and a vehicle is left', () => {
    expect(slotState(facts())).toBe('free');
    expect(slotState(facts({ bookedCount: 0 }))).toBe('free');
  });

  describe('past', () => {
    it('is past once the slot has begun (the start instant itself counts)', () => {
      expect(slotState(facts({ slotStart: NOW }))).toBe('past');
      expect(slotState(facts({ slotStart: new Date(NOW.getTime() - 1) }))).toBe('past');
      expect(slotState(facts({ slotStart: new Date(NOW.getTime() + 1) }))).toBe('free');
    });

    it('judges instants, not the wall hour', () => {
      // The slot's wall hour (10) is before now's wall hour in Berlin (12), but its instant is
      // later: on a DST day the instant is what counts.
      const now = new Date('2026-07-01T10:00:00.000Z');
      expect(
        slotState(facts({ slotHour: 10, slotStart: new Date('2026-07-01T10:30:00.000Z'), now })),
      ).toBe('free');
      expect(
        slotState(facts({ slotHour: 17, slotStart: new Date('2026-07-01T09:30:00.000Z'), now })),
      ).toBe('past');
    });

    it('wins over every other state', () => {
      const past = { slotStart: NOW };
      expect(slotState(facts({ ...past, dayBlocked: true }))).toBe('past');
      expect(slotState(facts({ ...past, hours: OFF_SEASON }))).toBe('past');
      expect(slotState(facts({ ...past, slotHour: 7 }))).toBe('past');
      expect(slotState(facts({ ...past, bookedCount: 2 }))).toBe('past');
    });
  });

  describe('blocked', () => {
    it('is blocked on a blocked day', () => {
      expect(slotState(facts({ dayBlocked: true }))).toBe('blocked');
    });

    it('wins over closed, outside and full', () => {
      const blocked = { dayBlocked: true };
      expect(slotState(facts({ ...blocked, hours: OFF_SEASON }))).toBe('blocked');
      expect(slotState(facts({ ...blocked, slotHour: 20 }))).toBe('blocked');
      expect(slotState(facts({ ...blocked, bookedCount: 2 }))).toBe('blocked');
      expect(slotState(facts({ ...blocked, operatingCount: 0, bookedCount: 0 }))).toBe('blocked');
    });
  });

  describe('closed', () => {
    it('is closed in the off-season', () => {
      expect(slotState(facts({ hours: OFF_SEASON }))).toBe('closed');
    });

    it('wins over outside and full', () => {
      expect(slotState(facts({ hours: OFF_SEASON, slotHour: 3 }))).toBe('closed');
      expect(slotState(facts({ hours: OFF_SEASON, bookedCount: 2 }))).toBe('closed');
    });
  });

  describe('outside', () => {
    it.each([0, 8, 8.5, 18, 18.5, 23.5])('is outside 9–18 at %s h', (slotHour) => {
      expect(slotState(facts({ slotHour }))).toBe('outside');
    });

    it.each([9, 9.5, 12, 17, 17.5])('is inside 9–18 at %s h', (slotHour) => {
      expect(slotState(facts({ slotHour }))).toBe('free');
    });

    it('needs the whole half hour before closing', () => {
      const hours: DayHours = { ...OPEN, openingHour: 9.5, closingHour: 17.5 };
      expect(slotState(facts({ hours, slotHour: 9 }))).toBe('outside');
      expect(slotState(facts({ hours, slotHour: 9.5 }))).toBe('free');
      expect(slotState(facts({ hours, slotHour: 17 }))).toBe('free');
      expect(slotState(facts({ hours, slotHour: 17.5 }))).toBe('outside');
    });

    it('wins over full', () => {
      expect(slotState(facts({ slotHour: 19, bookedCount: 2 }))).toBe('outside');
      expect(slotState(facts({ slotHour: 19, operatingCount: 0, bookedCount: 0 }))).toBe('outside');
    });
  });

  describe('full', () => {
    it('is full when every operating vehicle is booked', () => {
      expect(slotState(facts({ operatingCount: 2, bookedCount: 2 }))).toBe('full');
      expect(slotState(facts({ operatingCount: 1, bookedCount: 1 }))).toBe('full');
    });

    it('is full when more are booked than operate', () => {
      expect(slotState(facts({ operatingCount: 1, bookedCount: 2 }))).toBe('full');
    });

    it('is full when no vehicle operates', () => {
      expect(slotState(facts({ operatingCount: 0, bookedCount: 0 }))).toBe('full');
    });

    it('is free with one vehicle left', () => {
      expect(slotState(facts({ operatingCount: 3, bookedCount: 2 }))).toBe('free');
    });
  });
});
