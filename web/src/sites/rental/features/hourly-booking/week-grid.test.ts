import { describe, expect, it } from 'vitest';
import { weekFixture } from '../../../../testing/booking-fixtures';
import {
  displayState,
  freeVehicleIds,
  initialPosition,
  isWinterBreak,
  moveInGrid,
  slotAt,
  visibleHours,
} from './week-grid';

const size = { columns: 7, rows: 20 };

describe('visible hours', () => {
  it('runs from the earliest opening to the latest closing of the week', () => {
    const week = weekFixture({ from: '2030-07-01', openingHour: 9, closingHour: 18 });
    week.days[5] = { ...week.days[5]!, openingHour: 8, closingHour: 20 };
    const hours = visibleHours(week);
    expect(hours[0]).toBe(8);
    expect(hours.at(-1)).toBe(19.5);
    expect(hours).toHaveLength(24);
  });

  it('keeps a bookable slot visible even outside the stated hours', () => {
    const week = weekFixture({
      from: '2030-07-01',
      state: (date, hour) => (date === '2030-07-02' && hour === 7 ? 'free' : undefined),
    });
    expect(visibleHours(week)[0]).toBe(7);
  });

  it('shows the whole day when the week has no opening hours at all', () => {
    const week = weekFixture({ from: '2030-01-07', openingHour: 0, closingHour: 0 });
    expect(visibleHours(week)).toHaveLength(48);
  });
});

describe('slots', () => {
  const week = weekFixture({
    from: '2030-07-01',
    vehicleIds: ['a', 'b', 'c'],
    booked: (date, hour) => (date === '2030-07-01' && hour === 10 ? ['b'] : []),
  });

  it('marks only the chosen free slot as selected', () => {
    const monday = week.days[0]!;
    const choice = { day: '2030-07-01', hour: 10 };
    expect(displayState(monday, slotAt(monday, 10), choice)).toBe('selected');
    expect(displayState(monday, slotAt(monday, 10.5), choice)).toBe('free');
    expect(displayState(monday, slotAt(monday, 8), choice)).toBe('outside');
    expect(displayState(week.days[1]!, slotAt(week.days[1]!, 10), choice)).toBe('free');
  });

  it('offers the operating vehicles not booked in the slot', () => {
    expect(freeVehicleIds(week, { day: '2030-07-01', hour: 10 })).toEqual(['a', 'c']);
    expect(freeVehicleIds(week, { day: '2030-07-01', hour: 11 })).toEqual(['a', 'b', 'c']);
    expect(freeVehicleIds(week, { day: '2031-01-01', hour: 11 })).toEqual([]);
  });
});

describe('grid keys', () => {
  const from = { column: 3, row: 5 };

  it('moves a day with left and right, a half hour with up and down', () => {
    expect(moveInGrid(from, { key: 'ArrowLeft' }, size)).toEqual({ column: 2, row: 5 });
    expect(moveInGrid(from, { key: 'ArrowRight' }, size)).toEqual({ column: 4, row: 5 });
    expect(moveInGrid(from, { key: 'ArrowUp' }, size)).toEqual({ column: 3, row: 4 });
    expect(moveInGrid(from, { key: 'ArrowDown' }, size)).toEqual({ column: 3, row: 6 });
  });

  it('stops at the edges', () => {
    expect(moveInGrid({ column: 0, row: 0 }, { key: 'ArrowLeft' }, size)).toEqual({
      column: 0,
      row: 0,
    });
    expect(moveInGrid({ column: 6, row: 19 }, { key: 'ArrowDown' }, size)).toEqual({
      column: 6,
      row: 19,
    });
  });

  it('goes to the row’s first and last day with Home and End, to the corners with Ctrl', () => {
    expect(moveInGrid(from, { key: 'Home' }, size)).toEqual({ column: 0, row: 5 });
    expect(moveInGrid(from, { key: 'End' }, size)).toEqual({ column: 6, row: 5 });
    expect(moveInGrid(from, { key: 'Home', ctrlKey: true }, size)).toEqual({ column: 0, row: 0 });
    expect(moveInGrid(from, { key: 'End', ctrlKey: true }, size)).toEqual({ column: 6, row: 19 });
  });

  it('jumps two hours with Page Up and Page Down', () => {
    expect(moveInGrid(from, { key: 'PageUp' }, size)).toEqual({ column: 3, row: 1 });
    expect(moveInGrid(from, { key: 'PageDown' }, size)).toEqual({ column: 3, row: 9 });
    expect(moveInGrid({ column: 3, row: 2 }, { key: 'PageUp' }, size)).toEqual({
      column: 3,
      row: 0,
    });
  });

  it('ignores other keys', () => {
    expect(moveInGrid(from, { key: 'a' }, size)).toBeNull();
    expect(moveInGrid(from, { key: 'Enter' }, size)).toBeNull();
  });
});

describe('the grid’s tab stop', () => {
  it('starts on the chosen slot, else on the first free one, else top left', () => {
    const week = weekFixture({
      from: '2030-07-01',
      state: (date) => (date < '2030-07-03' ? 'past' : undefined),
    });
    const hours = visibleHours(week);
    expect(initialPosition(week, hours, { day: '2030-07-05', hour: 12 })).toEqual({
      column: 4,
      row: hours.indexOf(12),
    });
    expect(initialPosition(week, hours, null)).toEqual({ column: 2, row: 0 });
    const full = weekFixture({ from: '2030-07-01', state: () => 'full' });
    expect(initialPosition(full, visibleHours(full), null)).toEqual({ column: 0, row: 0 });
  });
});

describe('the winter break', () => {
  it('is when every coming day of the week is off-season', () => {
    const week = weekFixture({ from: '2030-01-07', state: () => 'closed' });
    week.days = week.days.map((day) => ({ ...day, offSeason: day.date >= '2030-01-09' }));
    expect(isWinterBreak(week, '2030-01-09')).toBe(true);
    expect(isWinterBreak(week, '2030-01-08')).toBe(false);
    expect(isWinterBreak(week, '2030-01-14')).toBe(false);
  });
});
