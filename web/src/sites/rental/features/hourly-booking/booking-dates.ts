/**
 * Calendar arithmetic on business days written 'YYYY-MM-DD', as the API sends them. Days are
 * counted on UTC midnights, so no local time zone or daylight-saving change moves a day.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;
/** A calendar month, 'YYYY-MM'. */
export type Month = string;

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The rental's time zone until the week's answer names the server's (BUSINESS_TZ). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Europe/Berlin';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day at UTC midnight, for arithmetic and for formatting with `timeZone: 'UTC'`. */
export function dayAsDate(day: Day): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

function dateAsDay(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: Day, count: number): Day {
  return dateAsDay(new Date(dayAsDate(day).getTime() + count * MS_PER_DAY));
}

/** Monday 0 … Sunday 6. */
export function weekdayIndex(day: Day): number {
  return (dayAsDate(day).getUTCDay() + 6) % 7;
}

/** The Monday of the Monday-to-Sunday week holding `day` (spec §9: the week starts Monday). */
export function mondayOf(day: Day): Day {
  return addDays(day, -weekdayIndex(day));
}

export function monthOf(day: Day): Month {
  return day.slice(0, 7);
}

export function addMonths(month: Month, count: number): Month {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export function firstDayOfMonth(month: Month): Day {
  return `${month}-01`;
}

export function lastDayOfMonth(month: Month): Day {
  return addDays(firstDayOfMonth(addMonths(month, 1)), -1);
}

/**
 * The weeks a month calendar shows: Monday to Sunday, from the week of the 1st to the week of
 * the last day; days of the neighbouring months fill the edges.
 */
export function monthWeeks(month: Month): Day[][] {
  const weeks: Day[][] = [];
  const last = lastDayOfMonth(month);
  for (let monday = mondayOf(firstDayOfMonth(month)); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}

/** Today's date on the clocks of `timeZone` (the business's, not the visitor's). */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether `day` lies in the off-season, given as month-days ('10-16' to '03-31'); a range whose
 * end comes before its start runs over the new year. No dates: no off-season.
 */
export function isInOffSeason(day: Day, start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  const monthDay = day.slice(5);
  return start <= end ? monthDay >= start && monthDay <= end : monthDay >= start || monthDay <= end;
}

/**
 * The first day from `from` on that lies outside the off-season (within a year), or null when
 * there is no off-season or none ends: where a visitor in the winter break can book again.
 */
export function firstDayAfterOffSeason(
  from: Day,
  start: string | null,
  end: string | null,
): Day | null {
  if (!start || !end) return null;
  for (let offset = 0, day = from; offset <= 366; offset += 1, day = addDays(day, 1)) {
    if (!isInOffSeason(day, start, end)) return offset === 0 ? null : day;
  }
  return null;
}

/**
 * Where a key moves the focused day of a month calendar: a day with left and right, a week with
 * up and down, the week's Monday and Sunday with Home and End, a month with Page Up and Down
 * (the same day, or the month's last). Null for keys that do not move.
 */
export function calendarMove(day: Day, key: string): Day | null {
  const monthShift = (count: number) => {
    const target = addMonths(monthOf(day), count);
    const last = lastDayOfMonth(target);
    const wanted = `${target}-${day.slice(8)}`;
    return isDay(wanted) && wanted <= last ? wanted : last;
  };
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return mondayOf(day);
    case 'End':
      return addDays(mondayOf(day), 6);
    case 'PageUp':
      return monthShift(-1);
    case 'PageDown':
      return monthShift(1);
    default:
      return null;
  }
}

/** How a day of the month calendar can be used. */
export type CalendarDayState = 'open' | 'past' | 'blocked' | 'offSeason';

export interface CalendarRules {
  today: Day;
  offSeasonStart: string | null;
  offSeasonEnd: string | null;
  blockedDays: ReadonlySet<Day>;
}

/**
 * Spec §2: past days and closed days cannot be chosen; days of the closed off-season are greyed
 * out (and, closed as they are, cannot be chosen either).
 */
export function calendarDayState(day: Day, rules: CalendarRules): CalendarDayState {
  if (day < rules.today) return 'past';
  if (rules.blockedDays.has(day)) return 'blocked';
  if (isInOffSeason(day, rules.offSeasonStart, rules.offSeasonEnd)) return 'offSeason';
  return 'open';
}
