import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { WorkingDayDto } from '@showcase/contracts/generated/model/workingDayDto';
import type { WorkingHoursDto } from '@showcase/contracts/generated/model/workingHoursDto';
import { addMonths, dayAsDate, type Day, type Month } from '../hourly-booking/booking-dates';
import { hoursInputText, parseHoursInput } from './working-hours-rules';

/*
 * How /Arbeitsstunden reads the API's answer: days grouped by month with their totals, German
 * labels, what changed in the entry form, and the demo's simulated save merged into the list.
 * Days are 'YYYY-MM-DD' calendar days, formatted on UTC midnights so no time zone moves them.
 */

const weekdayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('de-DE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2027-06-14' → 'Montag, 14.06.2027' (spec §9: dd.mm.yyyy). */
export function dayLabel(day: Day): string {
  const [year, month, date] = day.split('-');
  return `${weekdayFormat.format(dayAsDate(day))}, ${date}.${month}.${year}`;
}

/** '2027-06' → 'Juni 2027'. */
export function monthLabel(month: Month): string {
  return monthFormat.format(dayAsDate(`${month}-01`));
}

/** Hours the German way, one decimal at most: 31.5 → '31,5', 8 → '8'. */
export function formatHours(hours: number): string {
  return hoursInputText(hours);
}

export interface MonthGroup {
  month: Month;
  /** The month's sum as the API computed it. */
  total: number;
  /** Newest first, as the API sends them. */
  days: WorkingDayDto[];
}

/** The days by month, newest month first, each with its total ('Juni 2027: 31,5 Std.'). */
export function groupByMonth(list: Pick<WorkingHoursDto, 'days' | 'monthTotals'>): MonthGroup[] {
  const totals = new Map(list.monthTotals.map(({ month, hours }) => [month, hours]));
  const groups: MonthGroup[] = [];
  for (const day of list.days) {
    const month = day.date.slice(0, 7);
    let group = groups.at(-1);
    if (group?.month !== month) {
      group = { month, total: totals.get(month) ?? 0, days: [] };
      groups.push(group);
    }
    group.days.push(day);
  }
  return groups;
}

/** Whether any day of the list has hours entered. */
export function hasAnyHours(list: Pick<WorkingHoursDto, 'days'>): boolean {
  return list.days.some((day) => day.hours !== null);
}

/** Input texts the viewer typed, by day; a day not in it shows its stored hours. */
export type HoursDrafts = Readonly<Record<Day, string>>;

export type EntryCheck =
  | { kind: 'invalid'; invalidDays: Day[] }
  | { kind: 'unchanged' }
  | { kind: 'changed'; hoursByDate: Record<Day, number | null> };

/**
 * What the save button sends: every editable day whose input differs from the stored hours
 * (an emptied input clears the day with null), or the days whose input the rule refuses.
 */
export function checkEntries(days: readonly WorkingDayDto[], drafts: HoursDrafts): EntryCheck {
  const invalidDays: Day[] = [];
  const hoursByDate: Record<Day, number | null> = {};
  for (const day of days) {
    if (!day.editable) continue;
    const draft = drafts[day.date];
    if (draft === undefined) continue;
    const input = parseHoursInput(draft);
    if (!input.valid) invalidDays.push(day.date);
    else if (input.hours !== day.hours) hoursByDate[day.date] = input.hours;
  }
  if (invalidDays.length > 0) return { kind: 'invalid', invalidDays };
  if (Object.keys(hoursByDate).length === 0) return { kind: 'unchanged' };
  return { kind: 'changed', hoursByDate };
}

/**
 * The list with a save's answer merged in: the demo account's simulated save changed nothing on
 * the server, so the page shows the answer's days and recomputes the month totals (the list
 * holds every day of its months from `from` on, so its sums are the months' sums).
 */
export function withSavedDays(list: WorkingHoursDto, saved: WorkingHoursDto): WorkingHoursDto {
  if (saved.employeeId !== list.employeeId) return list;
  const savedHours = new Map(saved.days.map((day) => [day.date, day.hours]));
  const days = list.days.map((day) =>
    savedHours.has(day.date) ? { ...day, hours: savedHours.get(day.date) ?? null } : day,
  );
  const tenths = new Map<Month, number>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    tenths.set(month, (tenths.get(month) ?? 0) + Math.round((day.hours ?? 0) * 10));
  }
  const monthTotals = list.monthTotals.map((total) => ({
    ...total,
    hours: (tenths.get(total.month) ?? 0) / 10,
  }));
  return { ...list, days, monthTotals };
}

/** The months the CSV export offers: this month and the `count - 1` before it, newest first. */
export function recentMonths(today: Day, count: number): Month[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, index) => addMonths(current, -index));
}

/** A staff member's name as the staff area shows it: root is 'Admin' (spec §6). */
export function staffName(employee: Pick<EmployeeDto, 'role' | 'firstName' | 'lastName'>): string {
  return employee.role === 'root' ? 'Admin' : `${employee.firstName} ${employee.lastName}`;
}

export interface StaffChoice {
  id: string;
  name: string;
  self: boolean;
  active: boolean;
}

/**
 * Whose hours an admin can look at: the admin first, then everyone the employee list holds in
 * its order (admins too: they log hours as well, and the month export lists them).
 */
export function staffChoices(
  employees: readonly EmployeeDto[],
  self: { id: string; name: string },
): StaffChoice[] {
  const own = employees.find((employee) => employee.id === self.id);
  const others = employees
    .filter((employee) => employee.id !== self.id)
    .map((employee) => ({
      id: employee.id,
      name: staffName(employee),
      self: false,
      active: employee.active,
    }));
  return [
    { id: self.id, name: own ? staffName(own) : self.name, self: true, active: true },
    ...others,
  ];
}
