import { MAX_DURATION_HOURS, type VehicleType } from '../../vehicles/vehicle.rules';
import { durationChoices, hourStep, maxBookableHours } from './max-hours.rules';

const HOUR_MS = 3_600_000;
const START_MS = Date.parse('2026-07-01T08:00:00.000Z');

type MaxInput = Parameters<typeof maxBookableHours>[0];

/** A motorboat from 10:00 on a day closing at 18:00, nothing booked after it. */
function input(overrides: Partial<MaxInput> = {}): MaxInput {
  return {
    type: 'motorboats',
    startHour: 10,
    closingHour: 18,
    startMs: START_MS,
    nextBookingStartMs: null,
    bookedAtStart: false,
    ...overrides,
  };
}

const nextIn = (hours: number) => START_MS + hours * HOUR_MS;

describe('hourStep', () => {
  it('rents jet skis by the half hour', () => {
    expect(hourStep('jetskis')).toBe(0.5);
  });

  it.each<VehicleType>(['motorboats', 'sailboats', 'canoes', 'houseboats'])(
    'rents %s by the hour',
    (type) => {
      expect(hourStep(type)).toBe(1);
    },
  );
});

describe('maxBookableHours', () => {
  it('runs until closing when nothing follows', () => {
    expect(maxBookableHours(input())).toBe(8);
    expect(maxBookableHours(input({ startHour: 17 }))).toBe(1);
  });

  it('stops at the next booking when it comes before closing', () => {
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(3) }))).toBe(3);
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(1) }))).toBe(1);
  });

  it('stops at closing when the next booking comes later', () => {
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(12) }))).toBe(8);
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(8) }))).toBe(8);
  });

  it('counts real hours to the next booking (a DST night is shorter or longer)', () => {
    // Closing is far off; the next booking starts 23 real hours later.
    const overnight = input({ startHour: 0, closingHour: 24, nextBookingStartMs: nextIn(23) });
    expect(maxBookableHours(overnight)).toBe(23);
  });

  it('gives jet skis half hours and other types whole hours', () => {
    const soon = { nextBookingStartMs: nextIn(1.5) };
    expect(maxBookableHours(input({ ...soon, type: 'jetskis' }))).toBe(1.5);
    expect(maxBookableHours(input({ ...soon, type: 'motorboats' }))).toBe(1);
    expect(maxBookableHours(input({ type: 'jetskis', startHour: 16.5 }))).toBe(1.5);
    expect(maxBookableHours(input({ type: 'canoes', startHour: 16.5 }))).toBe(1);
  });

  it('rounds a limit between steps down', () => {
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(2.9) }))).toBe(2);
    expect(maxBookableHours(input({ type: 'jetskis', nextBookingStartMs: nextIn(2.9) }))).toBe(2.5);
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(3) - 1 }))).toBe(2);
  });

  it('is 0 when the vehicle is booked at the start', () => {
    expect(maxBookableHours(input({ bookedAtStart: true }))).toBe(0);
    expect(maxBookableHours(input({ bookedAtStart: true, type: 'jetskis' }))).toBe(0);
  });

  it('is 0 when less than one step is left', () => {
    expect(maxBookableHours(input({ startHour: 17.5 }))).toBe(0);
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(0.5) }))).toBe(0);
    expect(maxBookableHours(input({ type: 'jetskis', nextBookingStartMs: nextIn(0.25) }))).toBe(0);
    expect(maxBookableHours(input({ type: 'jetskis', startHour: 17.5 }))).toBe(0.5);
  });

  it('is 0, not negative, at or after closing or with the next booking already begun', () => {
    expect(maxBookableHours(input({ startHour: 18 }))).toBe(0);
    expect(maxBookableHours(input({ startHour: 19 }))).toBe(0);
    expect(maxBookableHours(input({ nextBookingStartMs: START_MS }))).toBe(0);
    expect(maxBookableHours(input({ nextBookingStartMs: nextIn(-2) }))).toBe(0);
  });

  it('never exceeds the longest priced duration', () => {
    const allDay = input({ startHour: 0, closingHour: 30, nextBookingStartMs: nextIn(48) });
    expect(maxBookableHours(allDay)).toBe(MAX_DURATION_HOURS);
    expect(maxBookableHours({ ...allDay, nextBookingStartMs: null })).toBe(MAX_DURATION_HOURS);
  });
});

describe('durationChoices', () => {
  it('lists whole hours up to the maximum', () => {
    expect(durationChoices('motorboats', 4)).toEqual([1, 2, 3, 4]);
    expect(durationChoices('houseboats', 1)).toEqual([1]);
  });

  it('lists half hours for jet skis', () => {
    expect(durationChoices('jetskis', 2)).toEqual([0.5, 1, 1.5, 2]);
    expect(durationChoices('jetskis', 0.5)).toEqual([0.5]);
  });

  it('leaves out a step that would pass the maximum', () => {
    expect(durationChoices('sailboats', 2.5)).toEqual([1, 2]);
    expect(durationChoices('jetskis', 1.7)).toEqual([0.5, 1, 1.5]);
  });

  it('offers whole hours up to the smaller of availability and closing', () => {
    // (The web's former durationChoices(type, maxHours, untilClosing) cases: maxHours is the
    // smaller of the two, as maxBookableHours computes it.)
    expect(durationChoices('motorboats', Math.min(3, 8))).toEqual([1, 2, 3]);
    expect(durationChoices('motorboats', maxBookableHours(input({ startHour: 15.5 })))).toEqual([
      1, 2,
    ]);
    expect(durationChoices('canoes', 0)).toEqual([]);
    expect(
      durationChoices('jetskis', maxBookableHours(input({ type: 'jetskis', startHour: 17 }))),
    ).toEqual([0.5, 1]);
  });

  it('is empty when nothing can be booked', () => {
    expect(durationChoices('motorboats', 0)).toEqual([]);
    expect(durationChoices('motorboats', 0.5)).toEqual([]);
    expect(durationChoices('jetskis', 0)).toEqual([]);
  });

  it('holds exact values for a full day of jet-ski half hours', () => {
    const choices = durationChoices('jetskis', MAX_DURATION_HOURS);
    expect(choices).toHaveLength(48);
    expect(choices).toEqual(Array.from({ length: 48 }, (_, index) => (index + 1) / 2));
  });

  it('stops at the longest priced duration', () => {
    expect(durationChoices('motorboats', 100)).toHaveLength(MAX_DURATION_HOURS);
    expect(durationChoices('motorboats', Infinity).at(-1)).toBe(MAX_DURATION_HOURS);
  });

  it('offers exactly what maxBookableHours allows', () => {
    const max = maxBookableHours(input({ type: 'jetskis', nextBookingStartMs: nextIn(1.5) }));
    expect(durationChoices('jetskis', max)).toEqual([0.5, 1, 1.5]);
  });
});
