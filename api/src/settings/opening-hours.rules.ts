/**
 * Business calendar rules shared by the booking flows: which hours apply on a date, and whether
 * the business is closed for the off-season. Season dates are month-days ('MM-DD'); the year is
 * ignored and the end of February is always written '02-29' (spec §5).
 */

/** 'MM-DD', e.g. '04-01'. */
export type MonthDay = string;

export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Days per month with February at 29, so '02-29' is always valid. */
const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isValidMonthDay(value: string): boolean {
  const match = MONTH_DAY_PATTERN.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return day <= (MONTH_LENGTHS[month - 1] ?? 0);
}

export interface Period {
  start: MonthDay;
  end: MonthDay;
}

export interface HoursPeriod extends Period {
  openingHour: number;
  closingHour: number;
}

export interface BusinessCalendar {
  generalOpeningHour: number;
  generalClosingHour: number;
  offSeason: Period | null;
  seasonBegin: HoursPeriod | null;
  seasonEnd: HoursPeriod | null;
}

export type CalendarPeriod = 'general' | 'seasonBegin' | 'seasonEnd' | 'offSeason';

export interface DayHours {
  /** True in the off-season: no bookings, the calendar greys the day out. */
  closed: boolean;
  period: CalendarPeriod;
  openingHour: number;
  closingHour: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Position of a month-day within `year` as a comparable number (month × 100 + day). '02-29'
 * means the end of February: in a common year that is the 28th.
 */
function ordinal(monthDay: MonthDay, year: number): number {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const lastOfFebruary = isLeapYear(year) ? 29 : 28;
  return month * 100 + (month === 2 && day > lastOfFebruary ? lastOfFebruary : day);
}

/** Whether `date` ('YYYY-MM-DD') lies in the period; a period may run over New Year. */
export function isInPeriod(date: string, period: Period): boolean {
  const year = Number(date.slice(0, 4));
  const day = ordinal(date.slice(5, 10), year);
  const start = ordinal(period.start, year);
  const end = ordinal(period.end, year);
  return start <= end ? day >= start && day <= end : day >= start || day <= end;
}

/** The hours that apply on `date` ('YYYY-MM-DD'): off-season first, then the seasons' own. */
export function hoursOn(calendar: BusinessCalendar, date: string): DayHours {
  const general = {
    openingHour: calendar.generalOpeningHour,
    closingHour: calendar.generalClosingHour,
  };
  if (calendar.offSeason && isInPeriod(date, calendar.offSeason)) {
    return { closed: true, period: 'offSeason', ...general };
  }
  for (const period of ['seasonBegin', 'seasonEnd'] as const) {
    const season = calendar[period];
    if (season && isInPeriod(date, season)) {
      return {
        closed: false,
        period,
        openingHour: season.openingHour,
        closingHour: season.closingHour,
      };
    }
  }
  return { closed: false, period: 'general', ...general };
}

/** The longest day the business opens, in hours: which price-table durations are needed. */
export function longestOpeningSpan(calendar: BusinessCalendar): number {
  const spans = [calendar.generalClosingHour - calendar.generalOpeningHour];
  for (const season of [calendar.seasonBegin, calendar.seasonEnd]) {
    if (season) spans.push(season.closingHour - season.openingHour);
  }
  return Math.max(...spans);
}
