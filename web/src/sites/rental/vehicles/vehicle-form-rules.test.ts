import { describe, expect, it } from 'vitest';
import { openAllYear } from '../../../testing/rental-fixtures';
import {
  centsToEuroText,
  durationLabel,
  euroToCents,
  isValidPassengers,
  isValidVehicleName,
  openingSpanHours,
  priceDurations,
} from './vehicle-form-rules';

describe('vehicle form rules', () => {
  it('asks prices only for durations within the opening span; half hours only for jet skis', () => {
    expect(priceDurations('motorboats', 4)).toEqual([1, 2, 3, 4]);
    expect(priceDurations('jetskis', 2)).toEqual([0.5, 1, 1.5, 2]);
    expect(priceDurations('houseboats', 40)).toHaveLength(24);
  });

  it('takes the longest day of the general hours and the seasons', () => {
    const general = {
      ...openAllYear,
      generalClosingHour: 17,
      seasonEndStart: '09-01',
      seasonEndEnd: '09-30',
      seasonEndOpeningHour: 7,
      seasonEndClosingHour: 19,
    };
    expect(openingSpanHours(general)).toBe(12);
    expect(
      openingSpanHours({ ...general, seasonEndOpeningHour: null, seasonEndClosingHour: null }),
    ).toBe(8);
  });

  it('labels durations in German', () => {
    expect(durationLabel(0.5)).toBe('30 Min.');
    expect(durationLabel(1)).toBe('1 Std.');
    expect(durationLabel(2.5)).toBe('2 Std. 30 Min.');
  });

  it('reads euro amounts with comma or dot and up to two decimals', () => {
    expect(euroToCents('12')).toBe(1200);
    expect(euroToCents('12,5')).toBe(1250);
    expect(euroToCents(' 12.05 ')).toBe(1205);
    expect(euroToCents('')).toBeNull();
    expect(euroToCents('12,555')).toBeUndefined();
    expect(euroToCents('-3')).toBeUndefined();
    expect(centsToEuroText(1250)).toBe('12,50');
    expect(centsToEuroText(1200)).toBe('12');
  });

  it('accepts unique names up to 25 characters starting with a letter', () => {
    expect(isValidVehicleName('Überflieger 2', ['Motorboot A'])).toBe(true);
    expect(isValidVehicleName('motorboot a', ['Motorboot A'])).toBe(false);
    expect(isValidVehicleName('A'.repeat(26), [])).toBe(false);
    expect(isValidVehicleName('2 Boote', [])).toBe(false);
    expect(isValidVehicleName('Boot#1', [])).toBe(false);
  });

  it('takes passengers as digits only', () => {
    expect(isValidPassengers('6')).toBe(true);
    expect(isValidPassengers('6a')).toBe(false);
    expect(isValidPassengers('0')).toBe(false);
  });
});
