import {
  daysOfMonth,
  editableWindow,
  germanHours,
  isValidHours,
  listWindowStart,
  sumHours,
} from './working-hours.rules';

describe('working hours rules', () => {
  it.each([[0], [0.5], [7.3], [23.9], [24]])('accepts %p hours', (hours) => {
    expect(isValidHours(hours)).toBe(true);
  });

  it.each([[-0.1], [24.1], [7.25], [Number.NaN], [Infinity], ['8'], [null]])(
    'refuses %p hours',
    (hours) => {
      expect(isValidHours(hours)).toBe(false);
    },
  );

  it('edits today and the two days before, across a month start', () => {
    expect(editableWindow('2027-06-07')).toEqual({ from: '2027-06-05', to: '2027-06-07' });
    expect(editableWindow('2027-03-01')).toEqual({ from: '2027-02-27', to: '2027-03-01' });
  });

  it('lists back to the first of the month two months back, across a year start', () => {
    expect(listWindowStart('2027-06-07')).toBe('2027-04-01');
    expect(listWindowStart('2027-01-31')).toBe('2026-11-01');
    expect(listWindowStart('2027-02-01')).toBe('2026-12-01');
    expect(listWindowStart('2027-03-01')).toBe('2027-01-01');
  });

  it('knows the days of a month, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2027-02').at(-1)).toBe('2027-02-28');
    expect(daysOfMonth('2027-12')[0]).toBe('2027-12-01');
  });

  it('sums tenths exactly and writes them the German way', () => {
    expect(sumHours([0.1, 0.2, 7.3, 8.3])).toBe(15.9);
    expect(sumHours(Array(31).fill(0.1))).toBe(3.1);
    expect(germanHours(15.9)).toBe('15,9');
    expect(germanHours(8)).toBe('8');
  });
});
