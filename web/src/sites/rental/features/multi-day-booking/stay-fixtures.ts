import { addDays, type Day } from '../hourly-booking/booking-dates';
import { stayDaysByDate, type StayCalendarDay } from './stay-calendar-types';

/**
 * Test days: every day from `from` to `to` open and free, days before `today` past, and the
 * given days changed as written.
 */
export function stayDays(
  from: Day,
  to: Day,
  today: Day,
  changes: Record<Day, Partial<Omit<StayCalendarDay, 'day'>>> = {},
): Map<Day, StayCalendarDay> {
  const list: StayCalendarDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    list.push({
      day,
      past: day < today,
      blocked: false,
      offSeason: false,
      morningTaken: false,
      middayTaken: false,
      afternoonTaken: false,
      ...changes[day],
    });
  }
  return stayDaysByDate(list);
}
