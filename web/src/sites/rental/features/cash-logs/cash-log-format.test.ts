import { describe, expect, it } from 'vitest';
import { bookingLine, periodLabel, receiptWhen, totalIncomeCents } from './cash-log-format';

describe('cash log formats', () => {
  it('names a period per its kind', () => {
    expect(periodLabel('day', '2026-11-03')).toBe('03.11.2026');
    expect(periodLabel('month', '2026-11')).toBe('November 2026');
    expect(periodLabel('year', '2026')).toBe('2026');
  });

  it('adds the shown rows up to the cent', () => {
    expect(totalIncomeCents([])).toBe(0);
    expect(
      totalIncomeCents([{ incomeCents: 10 }, { incomeCents: 20 }, { incomeCents: 123_420 }]),
    ).toBe(123_450);
  });

  it('gives the register day and the time on the rental’s clock', () => {
    // 23:30 UTC is 00:30 the next day in Berlin (winter time): the register day says which.
    expect(receiptWhen('2026-11-04', '2026-11-03T23:30:00.000Z')).toBe('04.11.2026 um 00:30 Uhr');
  });

  it('writes a booking in one line: hours, half hours or nights', () => {
    const booking = {
      vehicleName: 'Seestern',
      day: '2030-07-12',
      hours: 2,
      nights: null,
      priceCents: 9000,
    };
    expect(bookingLine(booking)).toBe('Seestern · 2 Stunden am 12.07.2030 · 90,00\u00a0€');
    expect(bookingLine({ ...booking, hours: 1 })).toBe(
      'Seestern · 1 Stunde am 12.07.2030 · 90,00\u00a0€',
    );
    expect(bookingLine({ ...booking, hours: 1.5, priceCents: 123_450 })).toBe(
      'Seestern · 1,5 Stunden am 12.07.2030 · 1.234,50\u00a0€',
    );
    expect(bookingLine({ ...booking, hours: null, nights: 3 })).toBe(
      'Seestern · 3 Nächte am 12.07.2030 · 90,00\u00a0€',
    );
    expect(bookingLine({ ...booking, hours: null, nights: 1 })).toBe(
      'Seestern · 1 Nacht am 12.07.2030 · 90,00\u00a0€',
    );
  });
});
