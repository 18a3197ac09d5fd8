import { addDays } from '../common/time/business-time';

/** Spec §5/§9: hours per day from 0 to 24 with at most one decimal. */
export const HOURS_MIN = 0;
export const HOURS_MAX = 24;

/** Spec §9: only the last 3 days (today included) can be edited. */
export const EDITABLE_DAYS = 3;

/** Whether a day's hours are valid: 0–24 in steps of 0.1. */
export function isValidHours(hours: unknown): hours is number {
  if (typeof hours !== 'number' || !Number.isFinite(hours)) return false;
  if (hours < HOURS_MIN || hours > HOURS_MAX) return false;
  // Floats: 7.3 * 10 is 72.99999999999999, so compare with the nearest tenth.
  return Math.abs(Math.round(hours * 10) - hours * 10) < 1e-9;
}

/** The days whose hours can still be entered: the day before yesterday up to today. */
export function editableWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -(EDITABLE_DAYS - 1)), to: today };
}

/** Spec §5: the list goes back at most to the first of the month two months back. */
export function listWindowStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The days of a month 'YYYY-MM', first to last. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from(
    { length: count },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** Hours written the German way: '7,5', '8'. */
export function germanHours(hours: number): string {
  return String(Math.round(hours * 10) / 10).replace('.', ',');
}

/** Sums tenths exactly (no float drift over a month). */
export function sumHours(hours: readonly number[]): number {
  return hours.reduce((sum, value) => sum + Math.round(value * 10), 0) / 10;
}
