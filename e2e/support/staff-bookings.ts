import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { csrfToken } from './csrf';

export interface Customer {
  name: string;
  phone: string;
  email: string;
}

/**
 * A customer no other journey, project or run shares (bans and mails stay apart): `name` and
 * `emailPrefix` name the journey, the project and a stamp are added.
 */
export function newCustomer(testInfo: TestInfo, name: string, emailPrefix: string): Customer {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${randomInt(1296).toString(36)}`;
  const digits = `${Date.now() % 1e8}`.padStart(8, '0') + String(randomInt(100)).padStart(2, '0');
  return {
    name: `${name} ${testInfo.project.name} ${stamp}`,
    phone: `+49179${digits}`,
    email: `${emailPrefix}-${testInfo.project.name}-${stamp}@example.com`,
  };
}

/** A booking a journey made for itself. */
export interface StaffBooking {
  id: string;
  day: string;
  startHour: number;
  vehicleName: string;
  customer: Customer;
}

export interface StaffBookingPlan {
  /** The vehicle's name; no other journey may book it in `year`. */
  vehicle: string;
  vehicleType: 'canoes' | 'motorboats' | 'pedalos' | 'jetskis' | 'sailboats';
  /** A summer of its own (June to August: the season's 9:00–19:00 hours). */
  year: number;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Books the vehicle for 2 hours through the API as the logged-in staff member of `request` (no
 * code needed), on a random summer day and hour of the plan's year; a slot that happens to be
 * taken is tried elsewhere.
 */
export async function bookAsStaff(
  request: APIRequestContext,
  plan: StaffBookingPlan,
  customer: Customer,
): Promise<StaffBooking> {
  const vehicles = await request.get(`/api/v1/vehicles?type=${plan.vehicleType}`);
  expect(vehicles.status()).toBe(200);
  const { items } = (await vehicles.json()) as { items: Array<{ id: string; name: string }> };
  const vehicle = items.find((item) => item.name === plan.vehicle);
  expect(vehicle, `${plan.vehicle} among the ${plan.vehicleType}`).toBeDefined();
  const token = await csrfToken(request);
  const [opening, closing] = [9, 19];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const day = addDays(`${plan.year}-06-01`, randomInt(92));
    const startHour = opening + randomInt(closing - opening - 2);
    const response = await request.post('/api/v1/bookings', {
      headers: { 'x-csrf-token': token },
      data: {
        vehicleId: vehicle!.id,
        day,
        startHour,
        hours: 2,
        ...customer,
        lang: 'de',
        street: 'Seeweg 7',
        zipCity: '15526 Bad Saarow',
        adults: 2,
        privacyAccepted: true,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { id: string; simulated?: boolean };
    // Staff bookings in these journeys are real (root's).
    expect(booking.simulated ?? false).toBe(false);
    return { id: booking.id, day, startHour, vehicleName: plan.vehicle, customer };
  }
  throw new Error(`No free 2-hour slot of ${plan.vehicle} found in 10 tries`);
}
