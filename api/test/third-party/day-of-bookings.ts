/**
 * What a third party writes: a client made by another generator than ours (openapi-typescript
 * types from openapi.yaml, made when the test runs, and openapi-fetch) taking a phone booking
 * through the API with a bearer token. third-party-client.int-spec.ts type-checks this file
 * strictly against the generated types, then runs it against a live API.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi';

export interface DayOfBookings {
  vehicleName: string;
  weekDays: number;
  bookingId: string;
  readBack: { id: string; day: string; customerName: string; cancelled: boolean };
  cancelled: boolean;
}

/** Fails with the API's problem detail when a call does not succeed. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) {
    throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

export async function runDayOfBookings(
  baseUrl: string,
  token: string,
  day: string,
): Promise<DayOfBookings> {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });

  const vehicles = ok(
    await api.GET('/api/v1/vehicles', { params: { query: { type: 'motorboats' } } }),
    'list vehicles',
  );
  const vehicle = vehicles.items[0];
  if (!vehicle) throw new Error('no motorboat to book');

  const week = ok(
    await api.GET('/api/v1/availability/week', {
      params: { query: { from: day, vehicleId: vehicle.id } },
    }),
    'read the week',
  );

  const booking = ok(
    await api.POST('/api/v1/bookings', {
      body: {
        vehicleId: vehicle.id,
        day,
        startHour: 11,
        hours: 2,
        name: 'Telefon Kundin',
        phone: '+49301234567',
        email: 'telefon@example.org',
        street: 'Seestraße 1',
        zipCity: '14467 Potsdam',
        adults: 2,
        privacyAccepted: true,
        lang: 'de',
      },
    }),
    'book',
  );

  const readBack = ok(
    await api.GET('/api/v1/bookings/{id}', { params: { path: { id: booking.id } } }),
    'read the booking back',
  );

  const cancellation = ok(
    await api.POST('/api/v1/bookings/{id}/cancellation', {
      params: { path: { id: booking.id } },
      body: { reason: 'Kundin hat abgesagt' },
    }),
    'cancel',
  );

  return {
    vehicleName: vehicle.name,
    weekDays: week.days.length,
    bookingId: booking.id,
    readBack: {
      id: readBack.id,
      day: readBack.day,
      customerName: readBack.customerName,
      cancelled: readBack.cancelled,
    },
    cancelled: cancellation.booking.cancelled,
  };
}
