import { addDays, dayAsDate, type Day } from '../hourly-booking/booking-dates';
import type { StayDays } from './stay-calendar-types';

/**
 * Choosing a stay's first and last day in the calendar. A stay holds the vehicle from its start
 * day 14:00 to its end day 10:00, so a day whose morning is taken can still be a start and a day
 * whose afternoon is taken can still be an end: two stays may meet on one day.
 */

/** Customers book at least this many nights; staff may book one night or a single day. */
export const MIN_CUSTOMER_NIGHTS = 2;

const MS_PER_DAY = 86_400_000;

export interface StaySelection {
  start: Day | null;
  end: Day | null;
  /** The day a customer clicked too close to the start: the calendar explains the minimum there. */
  warningDay: Day | null;
}

export type StaySelectionAction =
  | { type: 'click'; day: Day; staff: boolean; days: StayDays }
  | { type: 'reset' }
  | { type: 'restore'; start: Day | null; end: Day | null };

export const emptyStaySelection: StaySelection = { start: null, end: null, warningDay: null };

/** Closed days cannot hold any part of a stay; an unknown day is treated as closed. */
function open(day: Day, days: StayDays) {
  const entry = days.get(day);
  return entry !== undefined && !entry.blocked && !entry.offSeason ? entry : null;
}

/** Whether a stay can start on `day`: it begins at 14:00, so only the afternoon must be free. */
export function canStart(day: Day, days: StayDays): boolean {
  const entry = open(day, days);
  return entry !== null && !entry.past && !entry.afternoonTaken;
}

/** Whether a stay can end on `day`: it ends at 10:00, so only the morning must be free. */
export function canEnd(day: Day, days: StayDays): boolean {
  const entry = open(day, days);
  return entry !== null && !entry.morningTaken;
}

/** A night the stay spans whole, or a staff day-use from morning to afternoon. */
function wholeDayFree(day: Day, days: StayDays): boolean {
  const entry = open(day, days);
  return (
    entry !== null &&
    !entry.past &&
    !entry.morningTaken &&
    !entry.middayTaken &&
    !entry.afternoonTaken
  );
}

/** Nights from `start` to `end` (negative when `end` comes first); null while either is open. */
export function nights(start: Day | null, end: Day | null): number | null {
  if (start === null || end === null) return null;
  return Math.round((dayAsDate(end).getTime() - dayAsDate(start).getTime()) / MS_PER_DAY);
}

/**
 * Whether the vehicle is free for a stay from `start` to `end`: the start's afternoon, the end's
 * morning and every day between. Only staff may start and end on one day, which then must be free
 * all day. The customers' minimum stay is a separate rule (the click answers it with a warning).
 */
export function rangeIsFree(start: Day, end: Day, days: StayDays, staff: boolean): boolean {
  if (end < start) return false;
  if (end === start) return staff && wholeDayFree(start, days);
  if (!canStart(start, days) || !canEnd(end, days)) return false;
  for (let day = addDays(start, 1); day < end; day = addDays(day, 1)) {
    if (!wholeDayFree(day, days)) return false;
  }
  return true;
}

/**
 * The range a pointer (or the keyboard focus) on `hovered` would choose as the end: shown only
 * while a start waits for its end and the vehicle is free all the way.
 */
export function previewRange(
  state: StaySelection,
  hovered: Day | null,
  days: StayDays,
  staff: boolean,
): { from: Day; to: Day } | null {
  const { start } = state;
  if (start === null || state.end !== null || hovered === null) return null;
  return rangeIsFree(start, hovered, days, staff) ? { from: start, to: hovered } : null;
}

/** A new start on `day` if it can be one; otherwise the selection stays. */
function startOver(state: StaySelection, day: Day, days: StayDays): StaySelection {
  return canStart(day, days)
    ? { start: day, end: null, warningDay: null }
    : { ...state, warningDay: null };
}

function click(state: StaySelection, day: Day, staff: boolean, days: StayDays): StaySelection {
  const { start } = state;
  if (start === null || state.end !== null) return startOver(state, day, days);
  if (day === start) {
    // Staff may book a single day; a customer's second click on the start leaves it waiting.
    const end = staff && rangeIsFree(day, day, days, true) ? day : null;
    return { start, end, warningDay: null };
  }
  if (day < start) return startOver(state, day, days);
  if (!rangeIsFree(start, day, days, staff)) return startOver(state, day, days);
  // Only a range that could be booked at all earns the warning: an unreachable day should become
  // the new start instead, or the visitor could never leave the warning by clicking it again.
  if (!staff && (nights(start, day) ?? 0) < MIN_CUSTOMER_NIGHTS) {
    return { start, end: null, warningDay: day };
  }
  return { start, end: day, warningDay: null };
}

/** Orders restored dates and drops an end without a start or before it. */
function restore(start: Day | null, end: Day | null): StaySelection {
  if (start === null) return emptyStaySelection;
  return { start, end: end !== null && end >= start ? end : null, warningDay: null };
}

/**
 * The stay page's selection. Clicks decide from the days the calendar shows, so a click on a
 * day that cannot play the part it would get changes nothing but an earlier warning.
 */
export function staySelectionReducer(
  state: StaySelection,
  action: StaySelectionAction,
): StaySelection {
  switch (action.type) {
    case 'click': {
      const next = click(state, action.day, action.staff, action.days);
      // The same object when nothing changed, so React skips the render.
      return next.start === state.start &&
        next.end === state.end &&
        next.warningDay === state.warningDay
        ? state
        : next;
    }
    case 'reset':
      return emptyStaySelection;
    case 'restore':
      return restore(action.start, action.end);
  }
}
