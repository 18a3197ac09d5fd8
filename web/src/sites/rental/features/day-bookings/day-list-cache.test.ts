import { describe, expect, it } from 'vitest';
import { staffBooking } from '../../../../testing/staff-fixtures';
import { appendHistory, banActor, removeBooking, replaceBooking } from './day-list-cache';

const first = staffBooking({ id: 'a' });
const second = staffBooking({ id: 'b', vehicleName: 'Möwe' });
const day = { day: '2030-07-12', blocked: false, items: [first, second] };

describe('day list cache', () => {
  it('replaces a booking by id and keeps the rest', () => {
    const changed = { ...second, newPriceCents: 1250 };
    const next = replaceBooking(day, changed);
    expect(next.items).toEqual([first, changed]);
    expect(next.day).toBe('2030-07-12');
    expect(day.items[1]).toBe(second);
  });

  it('removes a cancelled booking', () => {
    expect(removeBooking(day, 'a').items).toEqual([second]);
  });

  it('leaves lists without the booking, and other data, untouched', () => {
    expect(replaceBooking(day, staffBooking({ id: 'z' }))).toBe(day);
    expect(removeBooking(day, 'z')).toBe(day);
    expect(removeBooking(undefined, 'a')).toBeUndefined();
  });

  it('adds a history row to the banned booking', () => {
    const entry = {
      id: 'h',
      action: 'ban' as const,
      actor: 'Admin',
      at: '2030-07-12T10:00:00.000Z',
      before: { banReason: null },
      after: { banReason: 'Schaden (Gesperrt durch Admin)' },
    };
    const next = appendHistory(day, 'b', entry);
    expect(next.items[1]?.history).toEqual([entry]);
    expect(next.items[0]).toBe(first);
  });

  it('reads the actor from a signed ban reason', () => {
    expect(banActor('Schaden (Gesperrt durch Rita Root)', 'x')).toBe('Rita Root');
    expect(banActor('Schaden', 'Erika Muster')).toBe('Erika Muster');
    expect(banActor(null, 'Erika Muster')).toBe('Erika Muster');
  });
});
