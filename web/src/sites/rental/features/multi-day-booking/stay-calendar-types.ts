import type { Day } from '../hourly-booking/booking-dates';

/**
 * One day of a vehicle's stay calendar as the API answers it. A stay occupies the vehicle from
 * its first day 14:00 to its last day 10:00, so a day is seen in three parts: the morning a stay
 * may end in, the midday between, and the afternoon a stay may start in.
 */
export interface StayCalendarDay {
  day: Day; // 'YYYY-MM-DD', business-local
  past: boolean; // before today (server's business time)
  blocked: boolean; // staff blocked the day
  offSeason: boolean; // the business is closed (off-season)
  morningTaken: boolean; // something occupies the vehicle before 10:00 (a stay ending that day, or a booking)
  middayTaken: boolean; // something occupies 10:00–14:00 (hourly bookings, a staff day-use)
  afternoonTaken: boolean; // something occupies from 14:00 (a stay starting that day, or a booking)
}

/** The calendar's days by date; a day missing here counts as unavailable. */
export type StayDays = ReadonlyMap<Day, StayCalendarDay>;

/** The API's list as the map the selection rules and the calendar look days up in. */
export function stayDaysByDate(list: readonly StayCalendarDay[]): Map<Day, StayCalendarDay> {
  return new Map(list.map((entry) => [entry.day, entry]));
}
