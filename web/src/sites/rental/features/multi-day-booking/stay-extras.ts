import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import { offeredExtras } from '../hourly-booking/booking-choices';

/**
 * The flat price of each extra per stay, as the price list names it next to the toggles (spec:
 * Grill 30 €, Musikbox 10 €, Fernglas 5 €, Stand-Up-Paddle 50 €). Only a label: what is charged
 * comes from the server's quote.
 */
export const STAY_EXTRA_LIST_CENTS: Readonly<Record<StayExtra, number>> = {
  barbecue: 3000,
  musicBox: 1000,
  binoculars: 500,
  standUpPaddle: 5000,
};

/**
 * The extras a vehicle offers for a stay, in the hourly overview's order. The vehicle's captain
 * flag (a captain's hourly rate) stands for a stand-up paddle board on stays, as the server reads
 * it.
 */
export function offeredStayExtras(vehicle: Parameters<typeof offeredExtras>[0]): StayExtra[] {
  return offeredExtras(vehicle).map((extra) => (extra === 'captain' ? 'standUpPaddle' : extra));
}
