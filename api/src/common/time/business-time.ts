/**
 * Business time: the boat rental plans in local wall time (a day and a half-hour of it) while
 * bookings are stored as instants. These helpers convert between the two with `Intl` only, so
 * daylight-saving days (23 and 25 hours) come out right without a time-zone package.
 */

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One formatter per zone: building an Intl.DateTimeFormat is far slower than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: midnight reads 0, not 24 as 'en-US' with hour12 off may print it.
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(epochMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/**
 * How far the zone's clock is ahead of UTC at `epochMs`. Intl shows whole seconds, so the
 * instant is truncated to its second before comparing.
 */
function offsetMsAt(epochMs: number, timeZone: string): number {
  const wall = wallTimeOf(epochMs, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

function parseDay(day: string): { year: number; month: number; date: number } {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a 'YYYY-MM-DD' day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

/** The day at UTC midnight: plain calendar arithmetic, free of any zone. */
function dayAsUtcMs(day: string): number {
  const { year, month, date } = parseDay(day);
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls '2026-02-30' over into March; a day that rolls over does not exist.
  if (new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`No such day: ${day}`);
  }
  return ms;
}

function utcMsAsDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The UTC instant at which the clocks in `timeZone` show `day` + `hour` (decimal hours; 24 and
 * beyond run into the following days).
 *
 * The wall time is tried with the zone's offset a day before and a day after, which covers
 * every transition of the day. Ambiguous times (autumn, clocks repeat an hour) take the earlier
 * instant. Times that do not exist (spring, clocks skip an hour) keep the offset in force before
 * the jump, which lands as far past the jump as the time lay in the gap: 02:30 in Berlin on the
 * last Sunday of March is 03:30 CEST, like Temporal's 'compatible' disambiguation.
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wallMs = dayAsUtcMs(day) + Math.round(hour * MS_PER_HOUR);
  const offsetBefore = offsetMsAt(wallMs - MS_PER_DAY, timeZone);
  const offsetAfter = offsetMsAt(wallMs + MS_PER_DAY, timeZone);
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wallMs - offset)
    .filter((instant) => offsetMsAt(instant, timeZone) === wallMs - instant);
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(wallMs - offsetBefore);
}

/** The local calendar day ('YYYY-MM-DD') in `timeZone` at `instant`. */
export function businessDay(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant.getTime(), timeZone);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month, 2)}-${pad(wall.day, 2)}`;
}

/** The time of day in `timeZone` at `instant`, as decimal hours (14:30 → 14.5). */
export function businessHour(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant.getTime(), timeZone);
  return wall.hour + wall.minute / 60;
}

/** `day` moved by `count` calendar days (negative: back). */
export function addDays(day: string, count: number): string {
  return utcMsAsDay(dayAsUtcMs(day) + count * MS_PER_DAY);
}

/** The ISO week (Monday to Sunday) holding `day`, as seven days. */
export function weekOf(day: string): string[] {
  // getUTCDay counts from Sunday = 0; the ISO week starts on Monday.
  const daysSinceMonday = (new Date(dayAsUtcMs(day)).getUTCDay() + 6) % 7;
  const monday = addDays(day, -daysSinceMonday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The real period of a booking written in wall time: `hours` on the clock from `startHour`.
 * Across a DST change the real length differs from `hours` (one hour less in spring, one more
 * in autumn), which is what the customer actually gets on the water.
 */
export function bookingPeriod(
  day: string,
  startHour: number,
  hours: number,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: zonedInstant(day, startHour, timeZone),
    end: zonedInstant(day, startHour + hours, timeZone),
  };
}
