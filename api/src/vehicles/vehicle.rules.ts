import { MAX_CENTS } from '../common/http/money';
import type { FieldProblem } from '../common/problem/problem';

/**
 * The vehicle rules of the spec (§5 "Vehicle name", "Vehicle images", the price table and the
 * licence/captain choice) as pure functions: the vehicles service applies them on the server,
 * and their numbers are the ones the staff form shows.
 */

export const VEHICLE_TYPES = [
  'motorboats',
  'sailboats',
  'jetskis',
  'canoes',
  'houseboats',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const LICENCES = ['no', 'yes', 'never', 'captain'] as const;
export type Licence = (typeof LICENCES)[number];

export const VEHICLE_NAME_MAX = 25;
export const MIN_IMAGES = 1;
export const MAX_IMAGES = 6;
/** The longest rental the price table covers. */
export const MAX_DURATION_HOURS = 24;

/** Starts with a letter (umlauts included) and holds none of * ; @ = + $ / ? % # < > { } | \ ^ ~ `. */
const NAME_START = /^[A-Za-zÄÖÜäöü]/;
const NAME_FORBIDDEN = /[*;@=+$/?%#<>{}|\\^~`]/;

/** Why a vehicle name is not acceptable, or null; names are unique ignoring case. */
export function vehicleNameProblem(
  name: string,
  takenNames: readonly string[],
): FieldProblem | null {
  const field = 'name';
  const trimmed = name.trim();
  if (trimmed === '') return { field, code: 'REQUIRED', message: 'A vehicle needs a name.' };
  if (trimmed.length > VEHICLE_NAME_MAX) {
    return { field, code: 'TOO_LONG', message: `At most ${VEHICLE_NAME_MAX} characters.` };
  }
  if (!NAME_START.test(trimmed) || NAME_FORBIDDEN.test(trimmed)) {
    return {
      field,
      code: 'INVALID_FORMAT',
      message:
        'The name starts with a letter and holds none of * ; @ = + $ / ? % # < > { } | \\ ^ ~ `.',
    };
  }
  const lower = trimmed.toLocaleLowerCase('de-DE');
  if (takenNames.some((taken) => taken.toLocaleLowerCase('de-DE') === lower)) {
    return { field, code: 'NAME_TAKEN', message: 'Another vehicle has this name.' };
  }
  return null;
}

/**
 * The durations (in hours) that need a price: every whole hour that fits into the longest
 * opening day, and for jet skis every half hour from 30 minutes.
 */
export function requiredDurations(type: VehicleType, openingSpanHours: number): number[] {
  const span = Math.min(MAX_DURATION_HOURS, Math.max(0, openingSpanHours));
  const step = type === 'jetskis' ? 0.5 : 1;
  const durations: number[] = [];
  for (let hours = step; hours <= span; hours += step) durations.push(hours);
  return durations;
}

/** The required durations of every vehicle type at once. */
export function requiredDurationsByType(openingSpanHours: number): Record<VehicleType, number[]> {
  return Object.fromEntries(
    VEHICLE_TYPES.map((type) => [type, requiredDurations(type, openingSpanHours)]),
  ) as Record<VehicleType, number[]>;
}

/** '1.5' → 1.5; the price table's keys are durations in hours. */
export function durationKey(hours: number): string {
  return String(hours);
}

/**
 * Every required duration has a price in whole cents (≥ 0), and no price is given for a
 * duration the vehicle cannot be rented for.
 */
export function priceTableProblems(
  type: VehicleType,
  prices: Readonly<Record<string, number | null | undefined>>,
  openingSpanHours: number,
): FieldProblem[] {
  const required = requiredDurations(type, openingSpanHours).map(durationKey);
  const problems: FieldProblem[] = [];
  for (const key of required) {
    const price = prices[key];
    const field = `prices.${key}`;
    if (price === null || price === undefined) {
      problems.push({ field, code: 'REQUIRED', message: `A price for ${key} h is required.` });
    } else if (!Number.isInteger(price) || price < 0) {
      problems.push({
        field,
        code: 'INVALID_PRICE',
        message: 'Prices are whole cents, not negative.',
      });
    } else if (price > MAX_CENTS) {
      problems.push({
        field,
        code: 'TOO_LARGE',
        message: `A price is at most ${MAX_CENTS} cents.`,
      });
    }
  }
  for (const key of Object.keys(prices)) {
    if (!required.includes(key) && prices[key] !== null && prices[key] !== undefined) {
      problems.push({
        field: `prices.${key}`,
        code: 'NOT_ALLOWED',
        message: `This vehicle is not rented for ${key} h.`,
      });
    }
  }
  return problems;
}

export interface CaptainChoice {
  licence: Licence;
  /** An optional captain bookable for this hourly price (cents); null: none offered. */
  captainCentsPerHour: number | null;
}

/**
 * With licence 'captain' the captain is part of the rental, so the optional captain is
 * cleared; otherwise an offered captain needs a positive hourly price.
 */
export function normaliseCaptain(choice: CaptainChoice): {
  value: CaptainChoice;
  problems: FieldProblem[];
} {
  if (choice.licence === 'captain') {
    return { value: { licence: 'captain', captainCentsPerHour: null }, problems: [] };
  }
  const price = choice.captainCentsPerHour;
  if (price !== null && (!Number.isInteger(price) || price <= 0)) {
    return {
      value: choice,
      problems: [
        {
          field: 'captainCentsPerHour',
          code: 'INVALID_PRICE',
          message: 'An optional captain needs an hourly price.',
        },
      ],
    };
  }
  return { value: choice, problems: [] };
}

export function imageCountProblem(count: number): FieldProblem | null {
  if (count >= MIN_IMAGES && count <= MAX_IMAGES) return null;
  return {
    field: 'images',
    code: 'IMAGE_COUNT',
    message: `Between ${MIN_IMAGES} and ${MAX_IMAGES} images.`,
  };
}

/** The fixed root account's name as the log records it (no real person's name). */
export const ROOT_LOG_NAME = 'Admin Account';
/** What the demo account reads instead of a real staff member's name. */
export const MASKED_LOG_AUTHOR = 'Mitarbeiter';

/**
 * Staff names are personal data: the public demo account reads its own name and root's in the
 * vehicle log, every other author as MASKED_LOG_AUTHOR. Everyone else reads the log as written.
 */
export function logAuthorShownTo(
  author: string,
  viewer: { readonly demo: boolean; readonly name: string },
): string {
  if (!viewer.demo || author === viewer.name || author === ROOT_LOG_NAME) return author;
  return MASKED_LOG_AUTHOR;
}
