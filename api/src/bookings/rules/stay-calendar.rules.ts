import { zonedInstant } from '../../common/time/business-time';
import type { OccupiedPeriod } from './week.rules';
import { CHECK_IN_HOUR, RETURN_HOUR } from './stay.rules';

export interface StayCalendarDay {
  day: string;
  past: boolean;
  blocked: boolean;
  offSeason: boolean;
  morningTaken: boolean;
  middayTaken: boolean;
  afternoonTaken: boolean;
}

/**
 * Per day which parts a vehicle's bookings occupy: before the return hour (a stay cannot end
 * that day), between return and check-in, and from check-in (a stay cannot start that day). An
 * hourly booking marks the parts it touches, so stays and hourly bookings are read alike.
 */
export function buildStayCalendar(input: {
  days: ReadonlyArray<{ day: string; blocked: boolean; offSeason: boolean }>;
  periods: readonly OccupiedPeriod[];
  today: string;
  timeZone: string;
}): StayCalendarDay[] {
  const periods = [...input.periods].sort((a, b) => a.startMs - b.startMs);
  const overlaps = (fromMs: number, toMs: number) =>
    periods.some((period) => period.startMs < toMs && period.endMs > fromMs);
  return input.days.map(({ day, blocked, offSeason }) => {
    const [midnight, returnAt, checkInAt, nextMidnight] = [0, RETURN_HOUR, CHECK_IN_HOUR, 24].map(
      (hour) => zonedInstant(day, hour, input.timeZone).getTime(),
    ) as [number, number, number, number];
    return {
      day,
      past: day < input.today,
      blocked,
      offSeason,
      morningTaken: overlaps(midnight, returnAt),
      middayTaken: overlaps(returnAt, checkInAt),
      afternoonTaken: overlaps(checkInAt, nextMidnight),
    };
  });
}
