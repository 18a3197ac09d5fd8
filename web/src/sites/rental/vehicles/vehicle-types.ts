import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';

/** The singular noun the form's messages use ('Geben Sie dem Motorboot …'). */
export const VEHICLE_NOUNS: Record<VehicleType, string> = {
  motorboats: 'Motorboot',
  sailboats: 'Segelboot',
  jetskis: 'Jetski',
  canoes: 'Kanu',
  houseboats: 'Hausboot',
};
