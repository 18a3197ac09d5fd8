import { describe, expect, it } from 'vitest';
import { bookingTimes } from './booking-when';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('bookingTimes', () => {
  it('shows the times in Berlin business time, summer and winter', () => {
    expect(
      plain(bookingTimes({ startsAt: '2030-07-12T08:00:00Z', endsAt: '2030-07-12T10:30:00Z' })),
    ).toBe('um 10:00 Uhr – 12:30 Uhr');
    expect(
      plain(bookingTimes({ startsAt: '2030-01-12T08:00:00Z', endsAt: '2030-01-12T10:00:00Z' })),
    ).toBe('um 09:00 Uhr – 11:00 Uhr');
  });

  it('names the end day when a stay ends on a later day', () => {
    expect(
      plain(bookingTimes({ startsAt: '2030-07-08T12:00:00Z', endsAt: '2030-07-11T08:00:00Z' })),
    ).toBe('um 14:00 Uhr – 11.07.2030 um 10:00 Uhr');
  });

  it('counts the day in Berlin, not in UTC', () => {
    // 23:00–01:00 Berlin: ends on the next day there, though both instants are the 12th in UTC.
    expect(
      plain(bookingTimes({ startsAt: '2030-07-12T21:00:00Z', endsAt: '2030-07-12T23:00:00Z' })),
    ).toBe('um 23:00 Uhr – 13.07.2030 um 01:00 Uhr');
  });
});
