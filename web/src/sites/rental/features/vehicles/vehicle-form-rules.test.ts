import { describe, expect, it } from 'vitest';
import {
  centsToEuroText,
  euroToCents,
  formFieldOfProblem,
  isValidPassengers,
  isValidVehicleName,
  toVehicleInput,
  vehicleFormRules,
  vehicleFormValues,
  type VehicleFormValues,
} from './vehicle-form-rules';

// Which durations need a price (whole hours up to the longest opening day, jet skis in halves)
// is the server's rule now: api/src/vehicles/vehicle.rules.spec.ts and price-durations.int-spec.ts.

const filled: VehicleFormValues = {
  ...vehicleFormValues(undefined, [1, 2]),
  name: 'Seeadler',
  passengers: '6',
  deposit: '150,50',
  prices: [
    { hours: 1, euros: '80' },
    { hours: 2, euros: '150' },
  ],
  descriptionDe: 'Schnelles Boot.',
  descriptionEn: 'A fast boat.',
  images: [{ id: 'a'.repeat(32), thumbnailUrl: '/a.webp' }],
};
const context = { type: 'motorboats' as const, takenNames: ['Motorboot A'] };

describe('vehicle form rules', () => {
  it('reads euro amounts with comma or dot and up to two decimals', () => {
    expect(euroToCents('12')).toBe(1200);
    expect(euroToCents('12,5')).toBe(1250);
    expect(euroToCents(' 12.05 ')).toBe(1205);
    expect(euroToCents('')).toBeNull();
    expect(euroToCents('12,555')).toBeUndefined();
    expect(euroToCents('-3')).toBeUndefined();
    expect(centsToEuroText(1250)).toBe('12,50');
    expect(centsToEuroText(1200)).toBe('12');
  });

  it('accepts unique names up to 25 characters starting with a letter', () => {
    expect(isValidVehicleName('Überflieger 2', ['Motorboot A'])).toBe(true);
    expect(isValidVehicleName('motorboot a', ['Motorboot A'])).toBe(false);
    expect(isValidVehicleName('A'.repeat(26), [])).toBe(false);
    expect(isValidVehicleName('2 Boote', [])).toBe(false);
    expect(isValidVehicleName('Boot#1', [])).toBe(false);
  });

  it('takes passengers as digits only', () => {
    expect(isValidPassengers('6')).toBe(true);
    expect(isValidPassengers('6a')).toBe(false);
    expect(isValidPassengers('0')).toBe(false);
  });

  it('finds nothing wrong with a complete form and sends it in cents', () => {
    expect(vehicleFormRules(filled, context)).toEqual({});
    expect(toVehicleInput(filled, 'motorboats')).toMatchObject({
      type: 'motorboats',
      passengers: 6,
      depositCents: 15050,
      prices: { '1': 8000, '2': 15000 },
      captainCentsPerHour: null,
      imageIds: ['a'.repeat(32)],
    });
  });

  it('names each invalid field, a missing price at its own row', () => {
    const empty = vehicleFormValues(undefined, [0.5, 1]);
    expect(vehicleFormRules(empty, { ...context, type: 'jetskis' })).toEqual({
      name: 'nameInvalid',
      passengers: 'passengersInvalid',
      'prices.0.euros': 'priceMissing',
      'prices.1.euros': 'priceMissing',
      descriptionDe: 'descriptionMissing',
      descriptionEn: 'descriptionMissing',
      images: 'imagesInvalid',
    });
  });

  it('asks an offered captain for an hourly price, unless the licence includes one', () => {
    const offered = { ...filled, captainOffered: true, captainPrice: '' };
    expect(vehicleFormRules(offered, context)).toEqual({ captainPrice: 'captainPriceMissing' });
    expect(vehicleFormRules({ ...offered, licence: 'captain' }, context)).toEqual({});
    expect(
      toVehicleInput({ ...offered, licence: 'captain', captainPrice: '30' }, 'motorboats'),
    ).toMatchObject({ licence: 'captain', captainCentsPerHour: null });
  });

  it('rejects amounts that are no euros and more than six pictures', () => {
    const sevenImages = Array.from({ length: 7 }, (_, i) => ({
      id: String(i).repeat(32),
      thumbnailUrl: '',
    }));
    expect(
      vehicleFormRules({ ...filled, deposit: '12,555', images: sevenImages }, context),
    ).toEqual({ deposit: 'depositInvalid', images: 'imagesInvalid' });
  });

  it("shows the server's field problems where the form has the field", () => {
    expect(formFieldOfProblem('prices.2', filled)).toEqual({
      path: 'prices.1.euros',
      key: 'priceRejected',
    });
    expect(formFieldOfProblem('prices.9', filled)).toBeNull();
    expect(formFieldOfProblem('imageIds.0', filled)).toEqual({
      path: 'images',
      key: 'imagesInvalid',
    });
    expect(formFieldOfProblem('name', filled)).toEqual({ path: 'name', key: 'nameInvalid' });
    expect(formFieldOfProblem('captainCentsPerHour', filled)).toEqual({
      path: 'captainPrice',
      key: 'captainPriceMissing',
    });
    expect(formFieldOfProblem('passengers', filled)).toEqual({
      path: 'passengers',
      key: 'checkInput',
    });
    expect(formFieldOfProblem('type', filled)).toBeNull();
  });
});
