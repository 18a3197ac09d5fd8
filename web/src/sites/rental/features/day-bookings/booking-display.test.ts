import { describe, expect, it } from 'vitest';
import { staffBooking } from '../../../../testing/staff-fixtures';
import {
  atTime,
  bookingTimes,
  dayHeading,
  durationLabel,
  historyActionLabel,
  historyChanges,
  paymentBadges,
  periodLabel,
  telHref,
} from './booking-display';

const stay = staffBooking({
  kind: 'stay',
  hours: null,
  nights: 3,
  // Check-in 15:00, return 11:00 in Berlin (summer time).
  startsAt: '2030-07-12T13:00:00.000Z',
  endsAt: '2030-07-15T09:00:00.000Z',
  endDay: '2030-07-15',
});

describe('times in business time', () => {
  it("shows instants on the Berlin clock as 'um hh:mm Uhr'", () => {
    expect(atTime('2030-07-12T08:00:00.000Z')).toBe('um 10:00 Uhr');
    // Winter: UTC+1.
    expect(atTime('2030-01-15T08:30:00.000Z')).toBe('um 09:30 Uhr');
    // 22:30 UTC is already half past midnight in Berlin.
    expect(atTime('2030-07-12T22:30:00.000Z')).toBe('um 00:30 Uhr');
  });

  it('gives an hourly booking its times and a stay its days and times', () => {
    expect(bookingTimes(staffBooking())).toEqual({
      startLabel: 'Beginn',
      start: 'um 10:00 Uhr',
      endLabel: 'Ende',
      end: 'um 12:00 Uhr',
    });
    expect(bookingTimes(stay)).toEqual({
      startLabel: 'Anreise',
      start: '12.07.2030 um 15:00 Uhr',
      endLabel: 'Rückgabe',
      end: '15.07.2030 um 11:00 Uhr',
    });
  });

  it('names the weekday and date of the shown day', () => {
    expect(dayHeading('2030-07-12')).toBe('Freitag, 12.07.2030');
    expect(dayHeading('2030-07-13')).toBe('Samstag, 13.07.2030');
    expect(dayHeading('2030-03-31')).toBe('Sonntag, 31.03.2030');
  });

  it('writes the log period on one line', () => {
    expect(periodLabel(staffBooking())).toBe('12.07.2030, 10:00–12:00 Uhr');
    expect(periodLabel(stay)).toBe('12.07.2030 – 15.07.2030');
  });
});

describe('durationLabel', () => {
  it('counts hours with a German decimal comma', () => {
    expect(durationLabel({ kind: 'hourly', hours: 2, nights: null })).toBe('2 Std.');
    expect(durationLabel({ kind: 'hourly', hours: 1.5, nights: null })).toBe('1,5 Std.');
    expect(durationLabel({ kind: 'hourly', hours: 0.5, nights: null })).toBe('0,5 Std.');
  });

  it('counts nights, and calls 0 nights a day use', () => {
    expect(durationLabel({ kind: 'stay', hours: null, nights: 3 })).toBe('3 Nächte');
    expect(durationLabel({ kind: 'stay', hours: null, nights: 1 })).toBe('1 Nacht');
    expect(durationLabel({ kind: 'stay', hours: null, nights: 0 })).toBe('Tagesnutzung');
  });
});

describe('paymentBadges', () => {
  const state = { paid: false, unpaidAfterEnd: false, awaitingPayment: false };

  it("marks an unpaid booking whose end has passed 'unbezahlt' in red", () => {
    expect(paymentBadges({ ...state, unpaidAfterEnd: true })).toEqual([
      { label: 'unbezahlt', tone: 'unpaid' },
    ]);
  });

  it("shows only 'bezahlt' for a paid booking, whatever else is set", () => {
    expect(paymentBadges({ paid: true, unpaidAfterEnd: true, awaitingPayment: true })).toEqual([
      { label: 'bezahlt', tone: 'paid' },
    ]);
  });

  it('says a stay waits for PayPal, and nothing for an unpaid booking still to come', () => {
    expect(paymentBadges({ ...state, awaitingPayment: true })).toEqual([
      { label: 'wartet auf PayPal', tone: 'waiting' },
    ]);
    expect(paymentBadges(state)).toEqual([]);
  });
});

describe('history', () => {
  it('reads audit values in German: prices in euro, flags as ja/nein, empty as a dash', () => {
    expect(
      historyChanges({
        before: { newPriceCents: null, priceChangeReason: null },
        after: {
          newPriceCents: 1250,
          priceChangeReason: 'Stammkunde (Preisanpassung durch Admin)',
        },
      }),
    ).toEqual([
      { field: 'newPriceCents', label: 'Neuer Preis', before: '–', after: '12,50\u00a0€' },
      {
        field: 'priceChangeReason',
        label: 'Grund der Preisänderung',
        before: '–',
        after: 'Stammkunde (Preisanpassung durch Admin)',
      },
    ]);
    expect(historyChanges({ before: { cancelled: false }, after: { cancelled: true } })).toEqual([
      { field: 'cancelled', label: 'Storniert', before: 'nein', after: 'ja' },
    ]);
  });

  it('leaves out fields that did not change and keeps unknown fields by name', () => {
    expect(
      historyChanges({ before: { paid: true, extra: 'a' }, after: { paid: true, extra: 'b' } }),
    ).toEqual([{ field: 'extra', label: 'extra', before: 'a', after: 'b' }]);
  });

  it('names the actions', () => {
    expect(historyActionLabel('reprice')).toBe('Preis geändert');
    expect(historyActionLabel('cancel')).toBe('Storniert');
    expect(historyActionLabel('ban')).toBe('Kunde gesperrt');
  });
});

it('dials phone numbers without separators', () => {
  expect(telHref('+49 30 / 123-456')).toBe('tel:+4930123456');
});
