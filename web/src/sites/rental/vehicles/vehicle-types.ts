import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';

/** The German route names of the vehicle types (spec §2) and the API's names for them. */
export const GERMAN_VEHICLE_TYPES = {
  Motorboote: 'motorboats',
  Segelboote: 'sailboats',
  Jetskis: 'jetskis',
  Kanus: 'canoes',
  Hausboote: 'houseboats',
} as const satisfies Record<string, VehicleType>;

export type GermanVehicleType = keyof typeof GERMAN_VEHICLE_TYPES;

/** The singular noun the form's messages use ('Geben Sie dem Motorboot …'). */
export const VEHICLE_NOUNS: Record<VehicleType, string> = {
  motorboats: 'Motorboot',
  sailboats: 'Segelboot',
  jetskis: 'Jetski',
  canoes: 'Kanu',
  houseboats: 'Hausboot',
};

export function vehicleTypeFromRoute(segment: string | undefined): VehicleType | null {
  if (!segment) return null;
  return (GERMAN_VEHICLE_TYPES as Record<string, VehicleType>)[segment] ?? null;
}
