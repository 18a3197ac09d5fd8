import {
  DEFAULT_BUSINESS_TIME_ZONE,
  isDay,
  todayIn,
  type Day,
} from '../hourly-booking/booking-dates';

/** Where the staff area remembers the day to show (spec §2; the blacklist and menu set it too). */
export const SELECTED_DAY_KEY = 'internal_calendar_selectedDate';

/** The stored day if it is a real 'YYYY-MM-DD' day, else today on the rental's clock. */
export function readSelectedDay(now: Date = new Date()): Day {
  try {
    const stored = sessionStorage.getItem(SELECTED_DAY_KEY);
    if (isDay(stored)) return stored;
  } catch {
    // Blocked storage: start with today.
  }
  return todayIn(DEFAULT_BUSINESS_TIME_ZONE, now);
}

export function storeSelectedDay(day: Day): void {
  try {
    sessionStorage.setItem(SELECTED_DAY_KEY, day);
  } catch {
    // Blocked storage: the day still changes on this page.
  }
}
