import type { Licence } from '@showcase/contracts/generated/model/licence';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleInputDto } from '@showcase/contracts/generated/model/vehicleInputDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import {
  CreateVehicleBody,
  createVehicleBodyDescriptionDeMax,
  createVehicleBodyDescriptionEnMax,
  createVehicleBodyImageIdsMax,
  createVehicleBodyNameMax,
} from '@showcase/contracts/generated/zod/vehicles/vehicles.zod';
import type { FieldPath } from 'react-hook-form';
import { parsePriceInput } from '../staff-shell/price-input-rules';

/** A picture already uploaded (POST /media/images), as the form shows it. */
export interface FormImage {
  id: string;
  thumbnailUrl: string;
}

/** One row of the price table: a duration the server asks a price for, and the typed euros. */
export interface PriceField {
  hours: number;
  euros: string;
}

/** The form as typed: amounts are the euros people write ('150,50'), not cents. */
export interface VehicleFormValues {
  name: string;
  passengers: string;
  deposit: string;
  licence: Licence;
  extraBarbecue: boolean;
  extraMusicBox: boolean;
  extraBinoculars: boolean;
  captainOffered: boolean;
  captainPrice: string;
  descriptionDe: string;
  descriptionEn: string;
  prices: PriceField[];
  images: FormImage[];
}

export type VehicleFormErrorKey =
  | 'nameInvalid'
  | 'passengersInvalid'
  | 'depositInvalid'
  | 'captainPriceMissing'
  | 'priceMissing'
  | 'priceRejected'
  | 'descriptionMissing'
  | 'imagesInvalid'
  | 'checkInput';

export type VehicleFormErrors = Partial<Record<FieldPath<VehicleFormValues>, VehicleFormErrorKey>>;

/** The spec's limits (§5, §9), taken from the contract. */
export const vehicleLimits = {
  name: createVehicleBodyNameMax,
  descriptionDe: createVehicleBodyDescriptionDeMax,
  descriptionEn: createVehicleBodyDescriptionEnMax,
  images: createVehicleBodyImageIdsMax,
} as const;

/**
 * The contract states the allowed characters of a name only in words (the server checks them
 * and answers INVALID_FORMAT); the form checks them too, to say so before sending.
 */
const NAME_START = /^[A-Za-zÄÖÜäöü]/;
const NAME_FORBIDDEN = /[*;@=+$/?%#<>{}|\\^~`]/;
const DIGITS = /^\d+$/;

/** '12,50' → 1250 cents; empty → null; anything else → undefined (invalid). */
export function euroToCents(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return parsePriceInput(text) ?? undefined;
}

export function centsToEuroText(cents: number | null): string {
  if (cents === null) return '';
  const euros = cents / 100;
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}

export function isValidVehicleName(name: string, takenNames: readonly string[]): boolean {
  const trimmed = name.trim();
  if (!CreateVehicleBody.shape.name.safeParse(trimmed).success) return false;
  if (!NAME_START.test(trimmed) || NAME_FORBIDDEN.test(trimmed)) return false;
  const lower = trimmed.toLocaleLowerCase('de-DE');
  return !takenNames.some((taken) => taken.toLocaleLowerCase('de-DE') === lower);
}

export function isValidPassengers(text: string): boolean {
  const trimmed = text.trim();
  return (
    DIGITS.test(trimmed) && CreateVehicleBody.shape.passengers.safeParse(Number(trimmed)).success
  );
}

/**
 * The form's values for a new vehicle or the one being changed; one price row per duration
 * the server asks for (GET /vehicles/price-durations), in its order.
 */
export function vehicleFormValues(
  vehicle: VehicleDto | undefined,
  durations: readonly number[],
): VehicleFormValues {
  const cents = (hours: number) => vehicle?.prices[String(hours)] ?? null;
  return {
    name: vehicle?.name ?? '',
    passengers: vehicle ? String(vehicle.passengers) : '',
    deposit: centsToEuroText(vehicle?.depositCents ?? null),
    licence: vehicle?.licence ?? 'no',
    extraBarbecue: vehicle?.extraBarbecue ?? false,
    extraMusicBox: vehicle?.extraMusicBox ?? false,
    extraBinoculars: vehicle?.extraBinoculars ?? false,
    captainOffered: (vehicle?.captainCentsPerHour ?? null) !== null,
    captainPrice: centsToEuroText(vehicle?.captainCentsPerHour ?? null),
    descriptionDe: vehicle?.descriptionDe ?? '',
    descriptionEn: vehicle?.descriptionEn ?? '',
    prices: durations.map((hours) => ({ hours, euros: centsToEuroText(cents(hours)) })),
    images: vehicle?.images.map(({ id, thumbnailUrl }) => ({ id, thumbnailUrl })) ?? [],
  };
}

/** With licence 'captain' the captain is part of the rental; only otherwise is one offered. */
const offersCaptain = (values: VehicleFormValues) =>
  values.captainOffered && values.licence !== 'captain';

/** The request body under the contract's names, in cents; what cannot be read becomes null. */
export function toVehicleInput(values: VehicleFormValues, type: VehicleType): VehicleInputDto {
  const prices: Record<string, number> = {};
  for (const { hours, euros } of values.prices) {
    const cents = euroToCents(euros);
    if (typeof cents === 'number') prices[String(hours)] = cents;
  }
  return {
    type,
    name: values.name.trim(),
    passengers: Number(values.passengers.trim()),
    prices,
    depositCents: euroToCents(values.deposit) ?? null,
    licence: values.licence,
    extraBarbecue: values.extraBarbecue,
    extraMusicBox: values.extraMusicBox,
    extraBinoculars: values.extraBinoculars,
    captainCentsPerHour: offersCaptain(values) ? (euroToCents(values.captainPrice) ?? null) : null,
    descriptionDe: values.descriptionDe.trim(),
    descriptionEn: values.descriptionEn.trim(),
    imageIds: values.images.map((image) => image.id),
  };
}

/** The contract's field names in the form's words. */
const issueKeys: Partial<
  Record<keyof VehicleInputDto, [keyof VehicleFormValues, VehicleFormErrorKey]>
> = {
  name: ['name', 'nameInvalid'],
  passengers: ['passengers', 'passengersInvalid'],
  depositCents: ['deposit', 'depositInvalid'],
  captainCentsPerHour: ['captainPrice', 'captainPriceMissing'],
  descriptionDe: ['descriptionDe', 'descriptionMissing'],
  descriptionEn: ['descriptionEn', 'descriptionMissing'],
  imageIds: ['images', 'imagesInvalid'],
};

/**
 * The vehicle form (spec §5): the contract's schema decides lengths, ranges and the number of
 * pictures; the form adds what only it can know — names already taken, amounts that are no
 * euros, an offered captain without a price, and a missing price for a required duration.
 */
export function vehicleFormRules(
  values: VehicleFormValues,
  context: { type: VehicleType; takenNames: readonly string[] },
): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  const result = CreateVehicleBody.safeParse(toVehicleInput(values, context.type));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const entry = issueKeys[issue.path[0] as keyof VehicleInputDto];
      if (entry) errors[entry[0]] = entry[1];
    }
  }
  if (!isValidVehicleName(values.name, context.takenNames)) errors.name = 'nameInvalid';
  if (!isValidPassengers(values.passengers)) errors.passengers = 'passengersInvalid';
  if (euroToCents(values.deposit) === undefined) errors.deposit = 'depositInvalid';
  if (offersCaptain(values) && !((euroToCents(values.captainPrice) ?? 0) > 0)) {
    errors.captainPrice = 'captainPriceMissing';
  }
  values.prices.forEach(({ euros }, index) => {
    if (typeof euroToCents(euros) !== 'number') errors[`prices.${index}.euros`] = 'priceMissing';
  });
  return errors;
}

/** Server fields the form shows under the same name. */
const SAME_NAME_FIELDS: readonly string[] = ['passengers', 'descriptionDe', 'descriptionEn'];

/**
 * Where the server's field problems show in the form: `prices.{hours}` at that duration's row,
 * name, pictures and captain with their own message, a few others with the general one; what
 * the form has no field for shows only in the general note.
 */
export function formFieldOfProblem(
  field: string,
  values: VehicleFormValues,
): { path: FieldPath<VehicleFormValues>; key: VehicleFormErrorKey } | null {
  if (field.startsWith('prices.')) {
    const index = values.prices.findIndex(({ hours }) => `prices.${hours}` === field);
    return index < 0 ? null : { path: `prices.${index}.euros`, key: 'priceRejected' };
  }
  if (field === 'images' || field.startsWith('imageIds')) {
    return { path: 'images', key: 'imagesInvalid' };
  }
  if (field === 'name') return { path: 'name', key: 'nameInvalid' };
  if (field === 'captainCentsPerHour') return { path: 'captainPrice', key: 'captainPriceMissing' };
  if (SAME_NAME_FIELDS.includes(field)) {
    return { path: field as FieldPath<VehicleFormValues>, key: 'checkInput' };
  }
  return null;
}
