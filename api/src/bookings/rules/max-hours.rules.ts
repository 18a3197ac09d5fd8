import { MAX_DURATION_HOURS, type VehicleType } from '../../vehicles/vehicle.rules';

const MS_PER_HOUR = 3_600_000;

/** Jet skis rent by the half hour, everything else by the hour (as their price tables do). */
export function hourStep(type: VehicleType): number {
  return type === 'jetskis' ? 0.5 : 1;
}

/**
 * The longest booking that can start at `startHour`: until closing (wall hours, as the opening
 * hours are written), until the vehicle's next booking (real hours, as bookings are stored, so a
 * DST night counts what really passes), and never past the longest priced duration. Rounded
 * down to the type's step, because only whole steps have a price; 0 when not even one fits or
 * the vehicle is already booked at the start.
 */
export function maxBookableHours(input: {
  type: VehicleType;
  startHour: number;
  closingHour: number;
  startMs: number;
  nextBookingStartMs: number | null;
  bookedAtStart: boolean;
}): number {
  if (input.bookedAtStart) return 0;
  const limits = [input.closingHour - input.startHour, MAX_DURATION_HOURS];
  if (input.nextBookingStartMs !== null) {
    limits.push((input.nextBookingStartMs - input.startMs) / MS_PER_HOUR);
  }
  return roundDownToStep(Math.min(...limits), hourStep(input.type));
}

/** Whole steps only, never negative (a next booking before the start leaves nothing). */
function roundDownToStep(hours: number, step: number): number {
  return Math.max(0, Math.floor(hours / step)) * step;
}

/**
 * The durations a customer can pick: one step, two steps, … up to `maxHours`. Multiplying
 * (not adding up) the step keeps the values exact, so they match the price table's keys; the
 * longest priced duration bounds the list even if `maxHours` was not capped.
 */
export function durationChoices(type: VehicleType, maxHours: number): number[] {
  const step = hourStep(type);
  const limit = Math.min(maxHours, MAX_DURATION_HOURS);
  const choices: number[] = [];
  for (let count = 1; count * step <= limit; count += 1) choices.push(count * step);
  return choices;
}
