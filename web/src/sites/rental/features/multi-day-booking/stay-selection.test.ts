import { describe, expect, it } from 'vitest';
import type { Day } from '../hourly-booking/booking-dates';
import type { StayDays } from './stay-calendar-types';
import { stayDays } from './stay-fixtures';
import {
  canEnd,
  canStart,
  emptyStaySelection,
  MIN_CUSTOMER_NIGHTS,
  nights,
  previewRange,
  rangeIsFree,
  staySelectionReducer,
  type StaySelection,
} from './stay-selection';

const TODAY = '2036-06-03';
const free = stayDays('2036-05-25', '2036-07-31', TODAY);

const ROLES = [
  { who: 'customer', staff: false },
  { who: 'staff', staff: true },
] as const;

function click(state: StaySelection, day: Day, staff: boolean, days: StayDays = free) {
  return staySelectionReducer(state, { type: 'click', day, staff, days });
}

const selection = (
  start: Day | null,
  end: Day | null = null,
  warningDay: Day | null = null,
): StaySelection => ({ start, end, warningDay });

describe('canStart and canEnd', () => {
  it('starts a stay on a day whose afternoon is free, even if its morning is taken', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-10': { morningTaken: true, middayTaken: true },
      '2036-06-11': { afternoonTaken: true },
    });
    expect(canStart('2036-06-10', days)).toBe(true);
    expect(canStart('2036-06-11', days)).toBe(false);
  });

  it('ends a stay on a day whose morning is free, even if its afternoon is taken', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-10': { morningTaken: true },
      '2036-06-11': { afternoonTaken: true, middayTaken: true },
    });
    expect(canEnd('2036-06-10', days)).toBe(false);
    expect(canEnd('2036-06-11', days)).toBe(true);
  });

  it('starts nothing on past, blocked, off-season or unknown days', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-10': { blocked: true },
      '2036-06-11': { offSeason: true },
    });
    for (const day of ['2036-06-02', '2036-06-10', '2036-06-11', '2036-07-15']) {
      expect(canStart(day, days), day).toBe(false);
    }
    expect(canStart(TODAY, days)).toBe(true);
  });

  it('ends nothing on blocked, off-season or unknown days', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-10': { blocked: true },
      '2036-06-11': { offSeason: true },
    });
    for (const day of ['2036-06-10', '2036-06-11', '2036-07-15']) {
      expect(canEnd(day, days), day).toBe(false);
    }
    expect(canEnd('2036-06-12', days)).toBe(true);
  });
});

describe('nights', () => {
  it('counts the nights between two days, across months and the clock change', () => {
    expect(nights('2036-06-05', '2036-06-08')).toBe(3);
    expect(nights('2036-06-30', '2036-07-01')).toBe(1);
    expect(nights('2036-03-29', '2036-04-02')).toBe(4);
    expect(nights('2036-06-05', '2036-06-05')).toBe(0);
  });

  it('is null while either day is missing', () => {
    expect(nights(null, '2036-06-08')).toBeNull();
    expect(nights('2036-06-05', null)).toBeNull();
  });
});

describe('rangeIsFree', () => {
  it('needs the start afternoon, the end morning and the whole days between', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-10': { morningTaken: true, middayTaken: true },
      '2036-06-14': { afternoonTaken: true, middayTaken: true },
    });
    expect(rangeIsFree('2036-06-10', '2036-06-14', days, false)).toBe(true);
    expect(rangeIsFree('2036-06-09', '2036-06-14', days, false)).toBe(false);
    expect(rangeIsFree('2036-06-10', '2036-06-15', days, false)).toBe(false);
  });

  it.each(['morningTaken', 'middayTaken', 'afternoonTaken', 'blocked', 'offSeason'] as const)(
    'is not free across a day with %s',
    (field) => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, { '2036-06-12': { [field]: true } });
      expect(rangeIsFree('2036-06-10', '2036-06-14', days, true)).toBe(false);
      expect(rangeIsFree('2036-06-10', '2036-06-14', days, false)).toBe(false);
    },
  );

  it('is not free across a day the calendar does not know', () => {
    const days = new Map(free);
    days.delete('2036-06-12');
    expect(rangeIsFree('2036-06-10', '2036-06-14', days, false)).toBe(false);
  });

  it('lets only staff start and end on one wholly free day', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-11': { middayTaken: true },
    });
    expect(rangeIsFree('2036-06-10', '2036-06-10', days, true)).toBe(true);
    expect(rangeIsFree('2036-06-10', '2036-06-10', days, false)).toBe(false);
    expect(rangeIsFree('2036-06-11', '2036-06-11', days, true)).toBe(false);
  });

  it('is never free backwards', () => {
    expect(rangeIsFree('2036-06-14', '2036-06-10', free, true)).toBe(false);
  });
});

describe('the selection reducer', () => {
  describe.each(ROLES)('for a $who', ({ staff }) => {
    it('sets the start with the first click', () => {
      expect(click(emptyStaySelection, '2036-06-10', staff)).toEqual(selection('2036-06-10'));
    });

    it('ignores a first click on a day that cannot start a stay', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-10': { afternoonTaken: true },
        '2036-06-11': { blocked: true },
        '2036-06-12': { offSeason: true },
      });
      for (const day of ['2036-06-02', '2036-06-10', '2036-06-11', '2036-06-12', '2036-08-01']) {
        expect(click(emptyStaySelection, day, staff, days), day).toBe(emptyStaySelection);
      }
    });

    it('starts over with a click after a complete range', () => {
      const range = selection('2036-06-10', '2036-06-14');
      expect(click(range, '2036-06-20', staff)).toEqual(selection('2036-06-20'));
      expect(click(range, '2036-06-12', staff)).toEqual(selection('2036-06-12'));
    });

    it('keeps a complete range when the click cannot start a new one', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-20': { afternoonTaken: true },
      });
      const range = selection('2036-06-10', '2036-06-14');
      expect(click(range, '2036-06-20', staff, days)).toBe(range);
    });

    it('sets a later day as the end', () => {
      expect(click(selection('2036-06-10'), '2036-06-14', staff)).toEqual(
        selection('2036-06-10', '2036-06-14'),
      );
    });

    it('ends on a day whose afternoon is taken', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-14': { afternoonTaken: true, middayTaken: true },
      });
      expect(click(selection('2036-06-10'), '2036-06-14', staff, days)).toEqual(
        selection('2036-06-10', '2036-06-14'),
      );
    });

    it('moves the start to an earlier day', () => {
      expect(click(selection('2036-06-10'), '2036-06-07', staff)).toEqual(selection('2036-06-07'));
    });

    it('keeps the start when the earlier day cannot start a stay', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-07': { afternoonTaken: true },
      });
      const start = selection('2036-06-10');
      expect(click(start, '2036-06-07', staff, days)).toBe(start);
      expect(click(start, '2036-06-02', staff, days)).toBe(start);
    });

    it.each([
      ['blocked', { blocked: true }],
      ['in the off-season', { offSeason: true }],
      ['taken at midday', { middayTaken: true }],
      ['taken in the morning', { morningTaken: true }],
      ['taken in the afternoon', { afternoonTaken: true }],
    ])('starts over at the clicked day when a day between is %s', (_, change) => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, { '2036-06-12': change });
      expect(click(selection('2036-06-10'), '2036-06-16', staff, days)).toEqual(
        selection('2036-06-16'),
      );
    });

    it('starts over at the clicked day when its morning is taken', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-16': { morningTaken: true },
      });
      expect(click(selection('2036-06-10'), '2036-06-16', staff, days)).toEqual(
        selection('2036-06-16'),
      );
    });

    it('changes nothing when a day beyond a taken one cannot start a stay either', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-12': { blocked: true },
        '2036-06-16': { afternoonTaken: true },
      });
      const start = selection('2036-06-10');
      expect(click(start, '2036-06-16', staff, days)).toBe(start);
    });
  });

  describe('clicking the start again', () => {
    it('ends a staff stay on the same day when the day is wholly free', () => {
      expect(click(selection('2036-06-10'), '2036-06-10', true)).toEqual(
        selection('2036-06-10', '2036-06-10'),
      );
    });

    it('leaves the end open for staff when the day is partly taken', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-10': { middayTaken: true },
      });
      const start = selection('2036-06-10');
      expect(click(start, '2036-06-10', true, days)).toBe(start);
    });

    it('leaves the end open for a customer', () => {
      expect(click(selection('2036-06-10'), '2036-06-10', false)).toEqual(selection('2036-06-10'));
    });
  });

  describe('the minimum stay', () => {
    it('is two nights for customers', () => {
      expect(MIN_CUSTOMER_NIGHTS).toBe(2);
    });

    it('warns a customer on the day right after the start and keeps the selection', () => {
      expect(click(selection('2036-06-10'), '2036-06-11', false)).toEqual(
        selection('2036-06-10', null, '2036-06-11'),
      );
    });

    it('lets staff book one night', () => {
      expect(click(selection('2036-06-10'), '2036-06-11', true)).toEqual(
        selection('2036-06-10', '2036-06-11'),
      );
    });

    it('accepts two nights from a customer', () => {
      expect(click(selection('2036-06-10'), '2036-06-12', false)).toEqual(
        selection('2036-06-10', '2036-06-12'),
      );
    });

    it('starts over instead of warning when the day after cannot end the stay', () => {
      // Its morning is taken, so no later end is reachable from this start either.
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-11': { morningTaken: true },
      });
      expect(click(selection('2036-06-10'), '2036-06-11', false, days)).toEqual(
        selection('2036-06-11'),
      );
    });

    it.each(ROLES)('is forgotten with the next click ($who)', ({ staff }) => {
      const warned = selection('2036-06-10', null, '2036-06-11');
      expect(click(warned, '2036-06-13', staff)).toEqual(selection('2036-06-10', '2036-06-13'));
      expect(click(warned, '2036-06-07', staff)).toEqual(selection('2036-06-07'));
      expect(click(warned, '2036-06-10', staff).warningDay).toBeNull();
    });

    it('is forgotten even by a click that changes nothing else', () => {
      const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
        '2036-06-07': { afternoonTaken: true },
      });
      const warned = selection('2036-06-10', null, '2036-06-11');
      expect(click(warned, '2036-06-07', false, days)).toEqual(selection('2036-06-10'));
    });
  });

  it('resets to nothing chosen', () => {
    expect(staySelectionReducer(selection('2036-06-10', '2036-06-14'), { type: 'reset' })).toEqual(
      emptyStaySelection,
    );
  });

  it('restores kept dates, dropping an end without a start or before it', () => {
    const restore = (start: Day | null, end: Day | null) =>
      staySelectionReducer(selection(null, null, '2036-06-11'), { type: 'restore', start, end });
    expect(restore('2036-06-10', '2036-06-14')).toEqual(selection('2036-06-10', '2036-06-14'));
    expect(restore('2036-06-10', null)).toEqual(selection('2036-06-10'));
    expect(restore('2036-06-10', '2036-06-08')).toEqual(selection('2036-06-10'));
    expect(restore(null, '2036-06-14')).toEqual(emptyStaySelection);
  });
});

describe('previewRange', () => {
  const start = selection('2036-06-10');

  it('previews from the open start to the hovered day', () => {
    expect(previewRange(start, '2036-06-14', free, false)).toEqual({
      from: '2036-06-10',
      to: '2036-06-14',
    });
  });

  it('previews nothing without an open start', () => {
    expect(previewRange(emptyStaySelection, '2036-06-14', free, false)).toBeNull();
    expect(previewRange(selection('2036-06-10', '2036-06-12'), '2036-06-14', free, false)).toBe(
      null,
    );
    expect(previewRange(start, null, free, false)).toBeNull();
  });

  it('previews nothing across a taken or closed day, nor backwards', () => {
    const days = stayDays('2036-06-01', '2036-06-30', TODAY, {
      '2036-06-12': { middayTaken: true },
      '2036-06-20': { blocked: true },
    });
    expect(previewRange(start, '2036-06-14', days, false)).toBeNull();
    expect(previewRange(selection('2036-06-14'), '2036-06-22', days, false)).toBeNull();
    expect(previewRange(start, '2036-06-08', free, false)).toBeNull();
  });

  it('previews the start alone only for staff', () => {
    expect(previewRange(start, '2036-06-10', free, true)).toEqual({
      from: '2036-06-10',
      to: '2036-06-10',
    });
    expect(previewRange(start, '2036-06-10', free, false)).toBeNull();
  });
});
