import {
  DEFAULT_BUSINESS_TIME_ZONE,
  isDay,
  todayIn,
  type Day,
} from '../hourly-booking/booking-dates';

/**
 * Where the staff area remembers the day /Buchungen shows (spec §2): the menu's calendar, the
 * unfinished bookings and the blacklist set it before they go there.
 */
export const SELECTED_DAY_KEY = 'internal_calendar_selectedDate';

/** Today on the rental's clock (Europe/Berlin), not the browser's. */
export function businessToday(now: Date = new Date()): Day {
  return todayIn(DEFAULT_BUSINESS_TIME_ZONE, now);
}

/** The day last chosen in this tab if it is a real 'YYYY-MM-DD' day, else null. */
export function storedSelectedDay(): Day | null {
  try {
    const stored = sessionStorage.getItem(SELECTED_DAY_KEY);
    return isDay(stored) ? stored : null;
  } catch {
    // Blocked storage: nothing remembered.
    return null;
  }
}

/** The day /Buchungen opens with: the stored one, else today. */
export function readSelectedDay(now: Date = new Date()): Day {
  return storedSelectedDay() ?? businessToday(now);
}

export function storeSelectedDay(day: Day): void {
  try {
    sessionStorage.setItem(SELECTED_DAY_KEY, day);
  } catch {
    // Blocked storage: the day still changes on this page.
  }
}
