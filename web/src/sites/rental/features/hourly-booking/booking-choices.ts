import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';

/** Jet skis rent by the half hour, everything else by the hour (spec §5, §9). */
export function hourStep(type: VehicleType): number {
  return type === 'jetskis' ? 0.5 : 1;
}

/**
 * The durations offered: one step, two steps, … up to the vehicle's availability from the start
 * hour (the server's maxHours, which already stops at closing) and the hours left until closing.
 */
export function durationChoices(
  type: VehicleType,
  maxHours: number,
  untilClosing: number,
): number[] {
  const step = hourStep(type);
  const limit = Math.min(maxHours, untilClosing);
  const choices: number[] = [];
  for (let count = 1; count * step <= limit + 1e-9; count += 1) choices.push(count * step);
  return choices;
}

/** The chosen duration while it is still offered, else the shortest. */
export function effectiveHours(chosen: number | null, choices: readonly number[]): number | null {
  if (chosen !== null && choices.includes(chosen)) return chosen;
  return choices[0] ?? null;
}

/** The extras a vehicle offers, in the order the overview lists them. */
export function offeredExtras(
  vehicle: Pick<
    VehicleDto,
    'extraBarbecue' | 'extraMusicBox' | 'extraBinoculars' | 'captainCentsPerHour'
  >,
): BookingExtra[] {
  const extras: BookingExtra[] = [];
  if (vehicle.extraBarbecue) extras.push('barbecue');
  if (vehicle.extraMusicBox) extras.push('musicBox');
  if (vehicle.extraBinoculars) extras.push('binoculars');
  if (vehicle.captainCentsPerHour !== null) extras.push('captain');
  return extras;
}
