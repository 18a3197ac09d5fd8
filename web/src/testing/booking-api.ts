import type { BookingDto } from '@showcase/contracts/generated/model/bookingDto';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { CreateBookingDto } from '@showcase/contracts/generated/model/createBookingDto';
import type { CreateVerificationCodeDto } from '@showcase/contracts/generated/model/createVerificationCodeDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { WeekAvailabilityDto } from '@showcase/contracts/generated/model/weekAvailabilityDto';
import { http, HttpResponse } from 'msw';
import { hoursItemFixture, quoteFixture, weekFixture } from './booking-fixtures';
import { server } from './msw-server';

export interface BookingApiOptions {
  vehicles?: VehicleDto[];
  week?: (from: string, url: URL) => WeekAvailabilityDto | Response | Promise<Response>;
  /** Per vehicle id; missing ones get 3 hours. */
  maxHours?: Record<string, number>;
  hours?: () => Response | Promise<Response>;
  quote?: () => Response | Promise<Response>;
  verification?: (body: CreateVerificationCodeDto) => Response | Promise<Response>;
  booking?: (body: CreateBookingDto) => Response | Promise<Response>;
}

/** Every request the booking page made, for tests to check. */
export interface BookingApiCalls {
  vehicles: URL[];
  week: URL[];
  hours: URL[];
  quote: URL[];
  codes: CreateVerificationCodeDto[];
  bookings: CreateBookingDto[];
}

/** The booking's answer: the request's figures, the vehicle's name and the fixture quote. */
export function bookingAnswer(body: CreateBookingDto, vehicleName: string, simulated?: boolean) {
  const answer: BookingDto = {
    id: 'booking-1',
    vehicleId: body.vehicleId,
    vehicleName,
    day: body.day,
    startHour: body.startHour,
    hours: body.hours,
    extras: body.extras ?? [],
    startsAt: `${body.day}T08:00:00.000Z`,
    endsAt: `${body.day}T10:00:00.000Z`,
    quote: quoteFixture(body.vehicleId, body.hours, body.extras),
    ...(simulated !== undefined && { simulated }),
  };
  return HttpResponse.json(answer, { status: 201 });
}

/**
 * The booking endpoints (and the vehicle list) for one test: fixed answers by default, each
 * replaceable, every request recorded.
 */
export function installBookingApi(options: BookingApiOptions = {}): BookingApiCalls {
  const calls: BookingApiCalls = {
    vehicles: [],
    week: [],
    hours: [],
    quote: [],
    codes: [],
    bookings: [],
  };
  const vehicles = options.vehicles ?? [];
  server.use(
    http.get('*/api/v1/vehicles', ({ request }) => {
      const url = new URL(request.url);
      calls.vehicles.push(url);
      const type = url.searchParams.get('type');
      const name = url.searchParams.get('name')?.toLowerCase();
      return HttpResponse.json({
        items: vehicles.filter(
          (vehicle) =>
            (!type || vehicle.type === type) && (!name || vehicle.name.toLowerCase() === name),
        ),
      });
    }),
    http.get('*/api/v1/availability/week', ({ request }) => {
      const url = new URL(request.url);
      calls.week.push(url);
      const from = url.searchParams.get('from') ?? '';
      const answer = options.week?.(from, url) ?? weekFixture({ from });
      return answer instanceof Response || answer instanceof Promise
        ? answer
        : HttpResponse.json(answer);
    }),
    http.get('*/api/v1/availability/hours', ({ request }) => {
      const url = new URL(request.url);
      calls.hours.push(url);
      if (options.hours) return options.hours();
      return HttpResponse.json({
        day: url.searchParams.get('day'),
        startHour: Number(url.searchParams.get('startHour')),
        items: url.searchParams
          .getAll('vehicleIds')
          .map((vehicleId) =>
            hoursItemFixture(
              vehicleId,
              options.maxHours?.[vehicleId] ?? 3,
              options.vehicles?.find((vehicle) => vehicle.id === vehicleId)?.type,
            ),
          ),
      });
    }),
    http.get('*/api/v1/bookings/quote', ({ request }) => {
      const url = new URL(request.url);
      calls.quote.push(url);
      if (options.quote) return options.quote();
      return HttpResponse.json(
        quoteFixture(
          url.searchParams.get('vehicleId') ?? '',
          Number(url.searchParams.get('hours')),
          url.searchParams.getAll('extras') as BookingExtra[],
        ),
      );
    }),
    http.post('*/api/v1/verification-codes', async ({ request }) => {
      const body = (await request.json()) as CreateVerificationCodeDto;
      calls.codes.push(body);
      if (options.verification) return options.verification(body);
      return HttpResponse.json(
        { sent: true, validMinutes: 15, shortcutCode: null },
        { status: 202 },
      );
    }),
    http.post('*/api/v1/bookings', async ({ request }) => {
      const body = (await request.json()) as CreateBookingDto;
      calls.bookings.push(body);
      if (options.booking) return options.booking(body);
      const vehicle = vehicles.find((entry) => entry.id === body.vehicleId);
      return bookingAnswer(body, vehicle?.name ?? 'Boat', true);
    }),
  );
  return calls;
}
