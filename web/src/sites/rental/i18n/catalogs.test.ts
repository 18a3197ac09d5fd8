import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { staffDe } from './staff-de';

describe('durations', () => {
  it('names the rows in both languages', () => {
    expect([0.5, 1, 1.5, 2].map(de.overview.duration)).toEqual([
      '30 Min.',
      '1 Std.',
      '1 Std. 30 Min.',
      '2 Std.',
    ]);
    expect([0.5, 1, 1.5, 2].map(en.overview.duration)).toEqual([
      '30 min',
      '1 hour',
      '1 hour 30 min',
      '2 hours',
    ]);
  });

  it('labels durations in German on the staff form', () => {
    expect(staffDe.vehicleForm.duration(0.5)).toBe('30 Min.');
    expect(staffDe.vehicleForm.duration(1)).toBe('1 Std.');
    expect(staffDe.vehicleForm.duration(2.5)).toBe('2 Std. 30 Min.');
  });
});
