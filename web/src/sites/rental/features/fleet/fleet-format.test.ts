import { describe, expect, it } from 'vitest';
import { businessDateTime } from '../staff-shell/business-time';
import { futureBookingWhen, logActionLabel, vehicleTypeLabel } from './fleet-format';

describe('fleet formats', () => {
  it('writes instants in Berlin time, summer and winter', () => {
    expect(businessDateTime('2030-07-12T08:00:00.000Z')).toBe('12.07.2030 10:00');
    expect(businessDateTime('2030-01-15T23:30:00.000Z')).toBe('16.01.2030 00:30');
  });

  it('writes an hourly booking as its day and times, a stay as its days', () => {
    expect(
      futureBookingWhen({
        kind: 'hourly',
        start: '2030-07-12T08:00:00.000Z',
        end: '2030-07-12T10:30:00.000Z',
      }),
    ).toBe('12.07.2030, 10:00–12:30 Uhr');
    expect(
      futureBookingWhen({
        kind: 'stay',
        start: '2030-07-20T08:00:00.000Z',
        end: '2030-07-23T08:00:00.000Z',
      }),
    ).toBe('20.07.2030 – 23.07.2030');
  });

  it('names log actions and types in German, keeping values it does not know', () => {
    expect(logActionLabel('unblocked')).toBe('entsperrt');
    expect(logActionLabel('archived')).toBe('archived');
    expect(vehicleTypeLabel('houseboats')).toBe('Hausboote');
    expect(vehicleTypeLabel('submarines')).toBe('submarines');
  });
});
