import { afterEach, describe, expect, it } from 'vitest';
import { registerBooking } from '../../../../testing/staff-fixtures';
import {
  groupBookings,
  readTimetableMode,
  storeTimetableMode,
  TIMETABLE_MODE_KEY,
} from './timetable';

afterEach(() => sessionStorage.clear());

const DAY = '2030-07-12';
// 10:00–12:00, 09:00–12:00 and a stay from 14:00 that returns two days later at 10:00 (Berlin).
const a = registerBooking({
  id: 'a',
  vehicleName: 'Seestern',
  startsAt: '2030-07-12T08:00:00.000Z',
  endsAt: '2030-07-12T10:00:00.000Z',
});
const b = registerBooking({
  id: 'b',
  vehicleName: 'Möwe',
  startsAt: '2030-07-12T07:00:00.000Z',
  endsAt: '2030-07-12T10:00:00.000Z',
});
const stay = registerBooking({
  id: 'stay',
  kind: 'stay',
  vehicleName: 'Hausboot',
  startsAt: '2030-07-12T12:00:00.000Z',
  endsAt: '2030-07-14T08:00:00.000Z',
  hours: null,
  nights: 2,
});

const shape = (groups: ReturnType<typeof groupBookings>) =>
  groups.map((group) => [group.label, group.bookings.map((booking) => booking.id)]);

describe('groupBookings (spec §2)', () => {
  it('Ankunft groups by the end, the same return time together', () => {
    expect(shape(groupBookings([stay, a, b], 'arrival', DAY))).toEqual([
      ['um 12:00 Uhr', ['b', 'a']],
      ['14.07.2030 um 10:00 Uhr', ['stay']],
    ]);
  });

  it('Abfahrt groups by the start', () => {
    expect(shape(groupBookings([stay, a, b], 'departure', DAY))).toEqual([
      ['um 09:00 Uhr', ['b']],
      ['um 10:00 Uhr', ['a']],
      ['um 14:00 Uhr', ['stay']],
    ]);
  });
});

describe('timetableMode in session storage', () => {
  it('defaults to Ankunft and keeps the choice', () => {
    expect(readTimetableMode()).toBe('arrival');
    storeTimetableMode('departure');
    expect(sessionStorage.getItem(TIMETABLE_MODE_KEY)).toBe('departure');
    expect(readTimetableMode()).toBe('departure');
    sessionStorage.setItem(TIMETABLE_MODE_KEY, 'nonsense');
    expect(readTimetableMode()).toBe('arrival');
  });
});
