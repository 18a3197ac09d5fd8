import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';

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
