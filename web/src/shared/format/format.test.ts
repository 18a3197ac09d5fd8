import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatPrice, formatTimeDe } from './format';

describe('formatEuro', () => {
  it('writes German amounts with a non-breaking space before the euro sign', () => {
    expect(formatEuro(123450, 'de')).toBe('1.234,50\u00a0€');
    expect(formatEuro(0, 'de')).toBe('0,00\u00a0€');
  });

  it('writes English amounts with the sign in front', () => {
    expect(formatEuro(123450, 'en')).toBe('€1,234.50');
    expect(formatEuro(5, 'en')).toBe('€0.05');
  });
});

describe('formatDate', () => {
  it('writes dd.mm.yyyy with leading zeros', () => {
    expect(formatDate(new Date(2024, 2, 5), 'de')).toBe('05.03.2024');
  });

  it('reads a date-only string as that local day', () => {
    expect(formatDate('2024-12-31', 'de')).toBe('31.12.2024');
  });
});

describe('formatTimeDe', () => {
  it('turns decimal hours into a German time', () => {
    expect(formatTimeDe(10.5)).toBe('um 10:30 Uhr');
    expect(formatTimeDe(9)).toBe('um 09:00 Uhr');
    expect(formatTimeDe(17.5)).toBe('um 17:30 Uhr');
  });

  it('snaps float noise to the half hour', () => {
    expect(formatTimeDe(10.49999)).toBe('um 10:30 Uhr');
  });
});

describe('formatPrice', () => {
  it('writes German amounts with cents only when there are some', () => {
    expect(formatPrice(8000, 'de')).toBe('80\u00a0€');
    expect(formatPrice(8050, 'de')).toBe('80,50\u00a0€');
    expect(formatPrice(145000, 'de')).toBe('1.450\u00a0€');
  });

  it('writes English amounts with the sign in front', () => {
    expect(formatPrice(8000, 'en')).toBe('€80');
    expect(formatPrice(8050, 'en')).toBe('€80.50');
  });
});
