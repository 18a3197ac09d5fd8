import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';

/** Mirrors the server's rules (api/src/vehicles/vehicle.rules.ts), which decide in the end. */
export const VEHICLE_NAME_MAX = 25;
export const MAX_IMAGES = 6;
const NAME_START = /^[A-Za-zÄÖÜäöü]/;
const NAME_FORBIDDEN = /[*;@=+$/?%#<>{}|\\^~`]/;
/** Euros with an optional comma or dot and up to two decimals ('12', '12,5', '12.50'). */
const EURO_AMOUNT = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const DIGITS = /^\d{1,2}$/;

/** The longest opening day in hours: the general hours or a season's own. */
export function openingSpanHours(settings: BusinessSettingsDto): number {
  const span = (opening: number | null, closing: number | null) =>
    opening === null || closing === null ? 0 : closing - opening;
  return Math.max(
    span(settings.generalOpeningHour, settings.generalClosingHour),
    span(settings.seasonBeginOpeningHour, settings.seasonBeginClosingHour),
    span(settings.seasonEndOpeningHour, settings.seasonEndClosingHour),
  );
}

/** Durations (hours) that need a price: whole hours up to the opening span; jet skis in halves. */
export function priceDurations(type: VehicleType, openingSpanHours: number): number[] {
  const span = Math.min(24, Math.max(0, openingSpanHours));
  const step = type === 'jetskis' ? 0.5 : 1;
  const durations: number[] = [];
  for (let hours = step; hours <= span; hours += step) durations.push(hours);
  return durations;
}

/** '1.5' → '1 Std. 30 Min.', '0.5' → '30 Min.', '2' → '2 Std.' */
export function durationLabel(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = hours % 1 === 0 ? '' : '30 Min.';
  if (whole === 0) return minutes;
  return minutes ? `${whole} Std. ${minutes}` : `${whole} Std.`;
}

/** '12,50' → 1250 cents; empty → null; anything else → undefined (invalid). */
export function euroToCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!EURO_AMOUNT.test(trimmed)) return undefined;
  return Math.round(Number(trimmed.replace(',', '.')) * 100);
}

export function centsToEuroText(cents: number | null): string {
  if (cents === null) return '';
  const euros = cents / 100;
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}

export function isValidVehicleName(name: string, takenNames: readonly string[]): boolean {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > VEHICLE_NAME_MAX) return false;
  if (!NAME_START.test(trimmed) || NAME_FORBIDDEN.test(trimmed)) return false;
  const lower = trimmed.toLocaleLowerCase('de-DE');
  return !takenNames.some((taken) => taken.toLocaleLowerCase('de-DE') === lower);
}

export function isValidPassengers(text: string): boolean {
  return DIGITS.test(text.trim()) && Number(text) > 0;
}
