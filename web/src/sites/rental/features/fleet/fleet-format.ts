import type { FutureBookingDto } from '@showcase/contracts/generated/model/futureBookingDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { DEFAULT_BUSINESS_TIME_ZONE } from '../hourly-booking/booking-dates';
import { ROUTE_VEHICLE_TYPES, routeNameOfVehicleType } from '../../rental-paths';
import { fleetTexts } from './fleet-texts';

// Staff read every time in the business's zone, wherever their device thinks it is.
const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const clockFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's business day, 'dd.mm.yyyy'. */
export function businessDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** An instant's business clock time, 'hh:mm'. */
export function businessClock(iso: string): string {
  return clockFormat.format(new Date(iso));
}

/** 'dd.mm.yyyy hh:mm' in business time, for log entries. */
export function businessDateTime(iso: string): string {
  return `${businessDay(iso)} ${businessClock(iso)}`;
}

/**
 * When a future booking takes the vehicle: an hourly booking as its day and clock times
 * ('12.07.2030, 10:00–12:00 Uhr'), a stay (or anything over midnight) as its days.
 */
export function futureBookingWhen(booking: Pick<FutureBookingDto, 'kind' | 'start' | 'end'>) {
  const startDay = businessDay(booking.start);
  const endDay = businessDay(booking.end);
  if (booking.kind === 'stay' || startDay !== endDay) return `${startDay} – ${endDay}`;
  return `${startDay}, ${businessClock(booking.start)}–${businessClock(booking.end)} Uhr`;
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
