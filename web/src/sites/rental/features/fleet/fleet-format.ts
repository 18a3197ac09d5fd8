import type { FutureBookingDto } from '@showcase/contracts/generated/model/futureBookingDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { businessPeriod } from '../staff-shell/business-time';
import { ROUTE_VEHICLE_TYPES, routeNameOfVehicleType } from '../../rental-paths';
import { fleetTexts } from './fleet-texts';

/**
 * When a future booking takes the vehicle: an hourly booking as its day and clock times
 * ('12.07.2030, 10:00–12:00 Uhr'), a stay (or anything over midnight) as its days.
 */
export function futureBookingWhen(booking: Pick<FutureBookingDto, 'kind' | 'start' | 'end'>) {
  return businessPeriod(booking.kind, booking.start, booking.end);
}

const API_TYPES = new Set<string>(Object.values(ROUTE_VEHICLE_TYPES.de));

/** The log's type column: the German route word ('Motorboote'), or the raw value if unknown. */
export function vehicleTypeLabel(type: string): string {
  return API_TYPES.has(type) ? routeNameOfVehicleType('de', type as VehicleType) : type;
}

/** The log's action column in German; an action the client does not know shows as sent. */
export function logActionLabel(action: string): string {
  const labels: Record<string, string> = fleetTexts.log.actions;
  return Object.hasOwn(labels, action) ? (labels[action] ?? action) : action;
}
