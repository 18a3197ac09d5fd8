import type { DayHours } from '../../settings/opening-hours.rules';
import { zonedInstant } from '../../common/time/business-time';
import { SLOT_HOURS, slotState, type SlotState } from './slot-state.rules';

/** A vehicle's booking as real time, half-open: [startMs, endMs). */
export interface OccupiedPeriod {
  vehicleId: string;
  startMs: number;
  endMs: number;
}

export interface WeekDayFacts {
  date: string;
  blocked: boolean;
  hours: DayHours;
}

export interface WeekSlot {
  hour: number;
  state: SlotState;
  /** The selected vehicles booked during the slot, in the selection's order. */
  bookedVehicleIds: string[];
}

export interface WeekDay {
  date: string;
  blocked: boolean;
  offSeason: boolean;
  openingHour: number;
  closingHour: number;
  slots: WeekSlot[];
}

/** A slot's real interval and the selection indexes of the vehicles booked in it. */
interface SlotCell {
  hour: number;
  startMs: number;
  endMs: number;
  booked: Set<number>;
}

/**
 * The real intervals of a day's 48 slots. Slot i runs from the instant of its wall hour to the
 * instant of the next one. In the spring-forward gap the wall hours do not exist and resolve
 * past the jump ('compatible'), so their instants run backwards (02:30 → 01:30Z, 03:00 →
 * 01:00Z in Berlin); each boundary is therefore clamped to the ones after it, which leaves the
 * gap's slots empty (zero length, no bookings) instead of duplicating 03:00–03:30.
 */
function slotCellsOf(date: string, timeZone: string): SlotCell[] {
  const boundaries = slotBoundaries(date, timeZone);
  return SLOT_HOURS.map((hour, index) => ({
    hour,
    startMs: boundaries[index] ?? 0,
    endMs: boundaries[index + 1] ?? 0,
    booked: new Set<number>(),
  }));
}

/**
 * A day's slot boundaries depend on nothing but the day and the zone, yet computing them takes
 * some 200 time-zone look-ups, most of a week answer's CPU. So each day is computed once and
 * kept (the oldest dropped beyond a few years of days): every later week reuses them.
 */
const boundaryCache = new Map<string, readonly number[]>();
const BOUNDARY_CACHE_DAYS = 1500;

function slotBoundaries(date: string, timeZone: string): readonly number[] {
  const key = `${timeZone}|${date}`;
  const cached = boundaryCache.get(key);
  if (cached) return cached;
  const boundaries = [...SLOT_HOURS, 24].map((hour) =>
    zonedInstant(date, hour, timeZone).getTime(),
  );
  for (let index = boundaries.length - 2; index >= 0; index -= 1) {
    boundaries[index] = Math.min(boundaries[index] ?? 0, boundaries[index + 1] ?? 0);
  }
  if (boundaryCache.size >= BOUNDARY_CACHE_DAYS) {
    const oldest = boundaryCache.keys().next().value;
    if (oldest !== undefined) boundaryCache.delete(oldest);
  }
  boundaryCache.set(key, boundaries);
  return boundaries;
}

/** First index whose cell ends after `ms`; cells are sorted and do not overlap, so ends rise. */
function firstCellEndingAfter(cells: readonly SlotCell[], ms: number): number {
  let low = 0;
  let high = cells.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cells[middle]?.endMs ?? Infinity) > ms) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * All days' cells in time order. A day's cells already run in order, so only the days are
 * sorted (by their first cell), not every cell. Empty cells overlap nothing, and leaving them
 * out keeps the ends strictly rising for the binary search.
 */
function timelineOf(cellsByDay: readonly SlotCell[][]): SlotCell[] {
  return [...cellsByDay]
    .sort((a, b) => (a[0]?.startMs ?? 0) - (b[0]?.startMs ?? 0))
    .flat()
    .filter((cell) => cell.endMs > cell.startMs);
}

/**
 * Marks each period's vehicle in the cells it overlaps. Each period finds its first cell by
 * binary search and walks only the cells it covers, so the work is periods × (log cells +
 * covered slots) rather than periods × every slot.
 */
function markBookings(
  timeline: readonly SlotCell[],
  periods: readonly OccupiedPeriod[],
  indexOfVehicle: ReadonlyMap<string, number>,
): void {
  for (const { vehicleId, startMs, endMs } of periods) {
    const vehicleIndex = indexOfVehicle.get(vehicleId);
    if (vehicleIndex === undefined || endMs <= startMs) continue;
    for (let index = firstCellEndingAfter(timeline, startMs); index < timeline.length; index += 1) {
      const cell = timeline[index];
      if (!cell || cell.startMs >= endMs) break;
      cell.booked.add(vehicleIndex);
    }
  }
}

/** Position of each selected vehicle; a repeated id keeps its first position. */
function indexVehicles(vehicleIds: readonly string[]): Map<string, number> {
  const indexOfVehicle = new Map<string, number>();
  vehicleIds.forEach((id, index) => {
    if (!indexOfVehicle.has(id)) indexOfVehicle.set(id, index);
  });
  return indexOfVehicle;
}

/** The cell's booked vehicles as ids, in the selection's order (a set holds each once). */
function bookedIdsOf(cell: SlotCell, vehicleIds: readonly string[]): string[] {
  return [...cell.booked]
    .sort((a, b) => a - b)
    .map((vehicleIndex) => vehicleIds[vehicleIndex] ?? '');
}

/**
 * The booking calendar for the given days: every half-hour slot with its state and the selected
 * vehicles booked in it. Only the vehicles in `vehicleIds` count, both as booked and as
 * operating, so a booking of another vehicle neither shows nor fills a slot.
 */
export function buildWeek(input: {
  days: WeekDayFacts[];
  vehicleIds: readonly string[];
  periods: readonly OccupiedPeriod[];
  now: Date;
  timeZone: string;
}): WeekDay[] {
  const indexOfVehicle = indexVehicles(input.vehicleIds);
  const cellsByDay = input.days.map((day) => slotCellsOf(day.date, input.timeZone));
  markBookings(timelineOf(cellsByDay), input.periods, indexOfVehicle);

  return input.days.map((day, dayIndex) => ({
    date: day.date,
    blocked: day.blocked,
    offSeason: day.hours.closed,
    openingHour: day.hours.openingHour,
    closingHour: day.hours.closingHour,
    slots: (cellsByDay[dayIndex] ?? []).map((cell) => {
      const bookedVehicleIds = bookedIdsOf(cell, input.vehicleIds);
      return {
        hour: cell.hour,
        state: slotState({
          slotStart: new Date(cell.startMs),
          dayBlocked: day.blocked,
          hours: day.hours,
          slotHour: cell.hour,
          now: input.now,
          operatingCount: input.vehicleIds.length,
          bookedCount: bookedVehicleIds.length,
        }),
        bookedVehicleIds,
      };
    }),
  }));
}
