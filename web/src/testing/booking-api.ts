import type { BookingDto } from '@showcase/contracts/generated/model/bookingDto';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { CreateBookingDto } from '@showcase/contracts/generated/model/createBookingDto';
import type { CouponCheckDto } from '@showcase/contracts/generated/model/couponCheckDto';
import type { CreateStayDto } from '@showcase/contracts/generated/model/createStayDto';
import type { CreateVerificationCodeDto } from '@showcase/contracts/generated/model/createVerificationCodeDto';
import type { PayPalCaptureRequestDto } from '@showcase/contracts/generated/model/payPalCaptureRequestDto';
import type { PayPalConfigDto } from '@showcase/contracts/generated/model/payPalConfigDto';
import type { PayPalOrderDto } from '@showcase/contracts/generated/model/payPalOrderDto';
import type { PayPalOrderRequestDto } from '@showcase/contracts/generated/model/payPalOrderRequestDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { WeekAvailabilityDto } from '@showcase/contracts/generated/model/weekAvailabilityDto';
import { http, HttpResponse } from 'msw';
import { hoursItemFixture, quoteFixture, weekFixture } from './booking-fixtures';
import { server } from './msw-server';
import {
  stayCalendarFixture,
  stayFixture,
  stayQuoteOf,
  type StayDayChanges,
} from './stay-fixtures';

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

export interface StayApiOptions {
  vehicles?: VehicleDto[];
  today?: string;
  /** Days that differ from free, by date. */
  days?: StayDayChanges;
  calendar?: (url: URL) => Response | Promise<Response>;
  quote?: (url: URL) => Response | Promise<Response>;
  stay?: (body: CreateStayDto) => Response | Promise<Response>;
  /** Per coupon code; unknown codes are invalid. */
  coupons?: Record<string, number>;
  coupon?: (code: string) => Response | Promise<Response>;
  payPal?: PayPalConfigDto;
  payPalOrder?: (body: CreateStayDto) => Response | Promise<Response>;
  capture?: (orderId: string, body: PayPalCaptureRequestDto) => Response | Promise<Response>;
}

/** Every request the stay booking page made, for tests to check. */
export interface StayApiCalls {
  vehicles: URL[];
  calendar: URL[];
  quote: URL[];
  stays: CreateStayDto[];
  coupons: string[];
  payPalConfig: number;
  payPalOrders: CreateStayDto[];
  captures: { orderId: string; body: PayPalCaptureRequestDto }[];
}

/** PayPal as a configured server offers it. */
export const payPalOn: PayPalConfigDto = {
  enabled: true,
  clientId: 'test-client',
  currency: 'EUR',
};
export const payPalOff: PayPalConfigDto = { enabled: false, clientId: null, currency: 'EUR' };

/**
 * The stay booking's endpoints (calendar, quote, stays, coupons, PayPal) and the vehicle list for
 * one test: the fixtures' answers by default, each replaceable, every request recorded.
 */
export function installStayApi(options: StayApiOptions = {}): StayApiCalls {
  const vehicles = options.vehicles ?? [];
  const { vehicles: vehicleCalls } = installBookingApi({ vehicles });
  const calls: StayApiCalls = {
    vehicles: vehicleCalls,
    calendar: [],
    quote: [],
    stays: [],
    coupons: [],
    payPalConfig: 0,
    payPalOrders: [],
    captures: [],
  };
  const nameOf = (vehicleId: string) =>
    vehicles.find((vehicle) => vehicle.id === vehicleId)?.name ?? 'Boat';
  server.use(
    http.get('*/api/v1/availability/calendar', ({ request }) => {
      const url = new URL(request.url);
      calls.calendar.push(url);
      if (options.calendar) return options.calendar(url);
      return HttpResponse.json(
        stayCalendarFixture(url, options.today ?? '2030-07-03', options.days),
      );
    }),
    http.get('*/api/v1/stays/quote', ({ request }) => {
      const url = new URL(request.url);
      calls.quote.push(url);
      if (options.quote) return options.quote(url);
      return HttpResponse.json(stayQuoteOf(url, vehicles));
    }),
    http.post('*/api/v1/stays', async ({ request }) => {
      const body = (await request.json()) as CreateStayDto;
      calls.stays.push(body);
      if (options.stay) return options.stay(body);
      const couponCents = body.couponCode ? (options.coupons?.[body.couponCode] ?? 0) : 0;
      return HttpResponse.json(
        stayFixture(body, nameOf(body.vehicleId), { simulated: true, couponCents }),
        { status: 201 },
      );
    }),
    http.post('*/api/v1/coupons/check', async ({ request }) => {
      const { code } = (await request.json()) as CouponCheckDto;
      calls.coupons.push(code);
      if (options.coupon) return options.coupon(code);
      const amountCents = options.coupons?.[code];
      return HttpResponse.json({ valid: amountCents !== undefined, amountCents: amountCents ?? 0 });
    }),
    http.get('*/api/v1/payments/paypal/config', () => {
      calls.payPalConfig += 1;
      return HttpResponse.json(options.payPal ?? payPalOn);
    }),
    http.post('*/api/v1/payments/paypal/orders', async ({ request }) => {
      const { stay } = (await request.json()) as PayPalOrderRequestDto;
      calls.payPalOrders.push(stay);
      if (options.payPalOrder) return options.payPalOrder(stay);
      const held = stayFixture(stay, nameOf(stay.vehicleId), { status: 'awaiting_payment' });
      return HttpResponse.json(
        {
          orderId: 'ORDER-1',
          amountCents: held.quote.dueCents,
          currency: 'EUR',
          stay: held,
        } satisfies PayPalOrderDto,
        { status: 201 },
      );
    }),
    http.post('*/api/v1/payments/paypal/orders/:orderId/capture', async ({ request, params }) => {
      const body = (await request.json()) as PayPalCaptureRequestDto;
      const orderId = String(params.orderId);
      calls.captures.push({ orderId, body });
      if (options.capture) return options.capture(orderId, body);
      const stay = body.stay ?? calls.payPalOrders.at(-1);
      if (!stay) return HttpResponse.json({}, { status: 404 });
      return HttpResponse.json(stayFixture(stay, nameOf(stay.vehicleId), { simulated: true }));
    }),
  );
  return calls;
}
