import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { BookingQuoteDto } from '@showcase/contracts/generated/model/bookingQuoteDto';
import { http, HttpResponse } from 'msw';
import type { SlotState } from '@showcase/contracts/generated/model/slotState';
import type { WeekAvailabilityDto } from '@showcase/contracts/generated/model/weekAvailabilityDto';
import type { WeekDayDto } from '@showcase/contracts/generated/model/weekDayDto';
import { addDays, mondayOf } from '../sites/rental/features/hourly-booking/booking-dates';
import { vehicleFixture } from './rental-fixtures';

export interface WeekFixtureOptions {
  /** Any day of the week. */
  from: string;
  vehicleIds?: string[];
  openingHour?: number;
  closingHour?: number;
  /** The state of a slot, where it differs from free inside the opening hours. */
  state?: (date: string, hour: number) => SlotState | undefined;
  /** Vehicles booked in a slot. */
  booked?: (date: string, hour: number) => string[];
}

/**
 * GET /availability/week as the server answers: seven days from Monday, 48 half hours each,
 * free inside the opening hours and outside them otherwise, unless `state` says more.
 */
export function weekFixture({
  from,
  vehicleIds = ['vehicle-a', 'vehicle-b'],
  openingHour = 9,
  closingHour = 18,
  state,
  booked,
}: WeekFixtureOptions): WeekAvailabilityDto {
  const weekStart = mondayOf(from);
  const days: WeekDayDto[] = Array.from({ length: 7 }, (_, index) => {
    const date = addDays(weekStart, index);
    const slots = Array.from({ length: 48 }, (_, half) => {
      const hour = half / 2;
      const inside = hour >= openingHour && hour + 0.5 <= closingHour;
      const bookedIds = booked?.(date, hour) ?? [];
      const given = state?.(date, hour);
      const slotState: SlotState =
        given ?? (!inside ? 'outside' : bookedIds.length >= vehicleIds.length ? 'full' : 'free');
      return { hour, state: slotState, bookedVehicleIds: bookedIds };
    });
    return { date, blocked: false, offSeason: false, openingHour, closingHour, slots };
  });
  return { weekStart, timeZone: 'Europe/Berlin', vehicleIds, days };
}

/** Defaults for pages that show the booking calendar without a test caring about it. */
export const bookingHandlers = [
  http.get('*/api/v1/availability/week', ({ request }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '2030-01-07';
    return HttpResponse.json(weekFixture({ from }));
  }),
  http.get('*/api/v1/availability/hours', ({ request }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.getAll('vehicleIds').flatMap((value) => value.split(','));
    return HttpResponse.json({
      day: url.searchParams.get('day'),
      startHour: Number(url.searchParams.get('startHour')),
      items: ids.map((vehicleId) => hoursItemFixture(vehicleId, 3)),
    });
  }),
  http.get('*/api/v1/days', () => HttpResponse.json({ items: [] })),
];

/** A quote as the server would compute it, simplified: 80 € an hour and the spec's extras. */
export function quoteFixture(vehicleId: string, hours: number, extras: BookingExtra[] = []) {
  const flat: Record<BookingExtra, number> = {
    barbecue: 3000,
    musicBox: 1000,
    binoculars: 500,
    captain: 2000 * hours,
  };
  const basePriceCents = 8000 * hours;
  const quoted = extras.map((extra) => ({ extra, priceCents: flat[extra] }));
  const totalCents = basePriceCents + quoted.reduce((sum, extra) => sum + extra.priceCents, 0);
  return {
    vehicleId,
    hours,
    basePriceCents,
    extras: quoted,
    totalCents,
    vatCents: Math.round((totalCents * 19) / 119),
  } satisfies BookingQuoteDto;
}

/** The rental's boats for the booking tests: two motorboats and a jet ski. */
export const bookingVehicles = {
  seeadler: vehicleFixture({ id: 'v-seeadler', name: 'Seeadler', passengers: 6 }),
  moewe: vehicleFixture({
    id: 'v-moewe',
    name: 'Möwe',
    passengers: 4,
    extraBarbecue: false,
    extraBinoculars: false,
    extraMusicBox: true,
    captainCentsPerHour: null,
  }),
  flitzer: vehicleFixture({
    id: 'v-flitzer',
    name: 'Flitzer',
    type: 'jetskis',
    passengers: 2,
    extraBarbecue: false,
    extraBinoculars: false,
    captainCentsPerHour: null,
  }),
};

/**
 * One vehicle's answer of GET /availability/hours as the server gives it: the longest rental and
 * the durations up to it, in half hours for jet skis and whole hours otherwise.
 */
export function hoursItemFixture(vehicleId: string, maxHours: number, type?: VehicleType) {
  const step = type === 'jetskis' ? 0.5 : 1;
  const durations = Array.from(
    { length: Math.floor(maxHours / step) },
    (_, index) => (index + 1) * step,
  );
  return { vehicleId, maxHours, durations };
}
