import type { Day } from './booking-dates';
import type { SlotState } from '@showcase/contracts/generated/model/slotState';
import type { WeekAvailabilityDto } from '@showcase/contracts/generated/model/weekAvailabilityDto';
import type { WeekDayDto } from '@showcase/contracts/generated/model/weekDayDto';
import type { WeekSlotDto } from '@showcase/contracts/generated/model/weekSlotDto';

/** What a slot shows: the server's state, or `selected` for the visitor's choice. */
export type SlotDisplayState = SlotState | 'selected';

export interface SlotChoice {
  day: Day;
  hour: number;
}

/** A cell of the week grid: the day's column and the half hour's row. */
export interface GridPosition {
  column: number;
  row: number;
}

/**
 * The half hours the week grid shows: from the earliest opening to the latest closing of the
 * week, so the night collapses. A slot the server offers outside that span (it never should)
 * widens it rather than disappear. A week closed throughout shows the whole day.
 */
export function visibleHours(week: Pick<WeekAvailabilityDto, 'days'>): number[] {
  let first = Infinity;
  let last = -Infinity;
  for (const day of week.days) {
    if (day.closingHour > day.openingHour) {
      first = Math.min(first, day.openingHour);
      last = Math.max(last, day.closingHour - 0.5);
    }
    for (const slot of day.slots) {
      if (slot.state === 'free' || slot.state === 'full') {
        first = Math.min(first, slot.hour);
        last = Math.max(last, slot.hour);
      }
    }
  }
  if (first > last) {
    first = 0;
    last = 23.5;
  }
  const hours: number[] = [];
  for (let index = Math.round(first * 2); index <= Math.round(last * 2); index += 1) {
    hours.push(index / 2);
  }
  return hours;
}

/** The slot of a day at an hour (the server sends all 48; a missing one counts as outside). */
export function slotAt(day: WeekDayDto, hour: number): WeekSlotDto {
  return (
    day.slots.find((slot) => slot.hour === hour) ?? {
      hour,
      state: 'outside',
      bookedVehicleIds: [],
    }
  );
}

export function displayState(
  day: WeekDayDto,
  slot: WeekSlotDto,
  selected: SlotChoice | null,
): SlotDisplayState {
  if (selected && slot.state === 'free' && selected.day === day.date && selected.hour === slot.hour)
    return 'selected';
  return slot.state;
}

/** Only free slots can be chosen (spec §4); the web never re-derives a state. */
export function isChoosable(slot: WeekSlotDto): boolean {
  return slot.state === 'free';
}

/** The vehicles free in a slot: the week's operating vehicles not booked in it. */
export function freeVehicleIds(week: WeekAvailabilityDto, choice: SlotChoice): string[] {
  const day = week.days.find((entry) => entry.date === choice.day);
  if (!day) return [];
  const booked = new Set(slotAt(day, choice.hour).bookedVehicleIds);
  return week.vehicleIds.filter((id) => !booked.has(id));
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** How many half hours Page Up and Page Down jump: two hours. */
export const PAGE_ROWS = 4;

/**
 * Where a key moves the active cell (WAI-ARIA grid pattern): arrows by one day (left/right) or
 * half hour (up/down), Home/End to the first/last day of the row, Ctrl+Home/End to the first/last
 * cell, Page Up/Down by two hours. Edges hold. Null for keys that do not move.
 */
export function moveInGrid(
  position: GridPosition,
  { key, ctrlKey = false, metaKey = false }: GridKey,
  size: { columns: number; rows: number },
): GridPosition | null {
  const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), count - 1);
  const at = (column: number, row: number) => ({
    column: clamp(column, size.columns),
    row: clamp(row, size.rows),
  });
  const { column, row } = position;
  const wholeGrid = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowLeft':
      return at(column - 1, row);
    case 'ArrowRight':
      return at(column + 1, row);
    case 'ArrowUp':
      return at(column, row - 1);
    case 'ArrowDown':
      return at(column, row + 1);
    case 'Home':
      return wholeGrid ? at(0, 0) : at(0, row);
    case 'End':
      return wholeGrid ? at(size.columns - 1, size.rows - 1) : at(size.columns - 1, row);
    case 'PageUp':
      return at(column, row - PAGE_ROWS);
    case 'PageDown':
      return at(column, row + PAGE_ROWS);
    default:
      return null;
  }
}

/**
 * The cell that holds the grid's one tab stop when the grid appears: the chosen slot if it is in
 * this week, else the first free slot (day by day), else the top left cell.
 */
export function initialPosition(
  week: WeekAvailabilityDto,
  hours: readonly number[],
  selected: SlotChoice | null,
): GridPosition {
  if (selected) {
    const column = week.days.findIndex((day) => day.date === selected.day);
    const row = hours.indexOf(selected.hour);
    if (column >= 0 && row >= 0) return { column, row };
  }
  for (let column = 0; column < week.days.length; column += 1) {
    const day = week.days[column]!;
    const row = hours.findIndex((hour) => isChoosable(slotAt(day, hour)));
    if (row >= 0) return { column, row };
  }
  return { column: 0, row: 0 };
}

/** Whether any slot of the week can be booked. */
export function hasFreeSlot(week: WeekAvailabilityDto): boolean {
  return week.days.some((day) => day.slots.some(isChoosable));
}

/** Whether every day of the week from `today` on is closed for the off-season. */
export function isWinterBreak(week: WeekAvailabilityDto, today: Day): boolean {
  const coming = week.days.filter((day) => day.date >= today);
  return coming.length > 0 && coming.every((day) => day.offSeason);
}
