import type { CreateStayDto } from '@showcase/contracts/generated/model/createStayDto';
import type { StayCalendarDayDto } from '@showcase/contracts/generated/model/stayCalendarDayDto';
import type { StayCalendarDto } from '@showcase/contracts/generated/model/stayCalendarDto';
import type { StayDto } from '@showcase/contracts/generated/model/stayDto';
import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import type { StayOfferDto } from '@showcase/contracts/generated/model/stayOfferDto';
import type { StayQuoteDto } from '@showcase/contracts/generated/model/stayQuoteDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { addDays } from '../sites/rental/features/hourly-booking/booking-dates';
import { stayDays } from '../sites/rental/features/multi-day-booking/stay-fixtures';
import { vehicleFixture } from './rental-fixtures';

/** The houseboats for the stay tests: one with every extra, one with none, one more. */
export const stayVehicles = {
  seerose: vehicleFixture({
    id: 'v-seerose',
    type: 'houseboats',
    name: 'Seerose',
    passengers: 6,
    depositCents: 50000,
    licence: 'no',
    extraBarbecue: true,
    extraMusicBox: true,
    extraBinoculars: true,
    captainCentsPerHour: 2000,
  }),
  kranich: vehicleFixture({
    id: 'v-kranich',
    type: 'houseboats',
    name: 'Kranich',
    passengers: 4,
    depositCents: 0,
    licence: 'yes',
    extraBarbecue: false,
    extraMusicBox: false,
    extraBinoculars: false,
    captainCentsPerHour: null,
    images: [],
  }),
  moewe: vehicleFixture({
    id: 'v-moewe-hb',
    type: 'houseboats',
    name: 'Möwe',
    passengers: 8,
  }),
};

export type StayDayChanges = Record<string, Partial<Omit<StayCalendarDayDto, 'day'>>>;

/**
 * GET /availability/calendar as the server answers: every day from `from` to `to`, days before
 * `today` past, the rest free unless `changes` says otherwise.
 */
export function stayCalendarFixture(
  url: URL,
  today: string,
  changes: StayDayChanges = {},
): StayCalendarDto {
  const from = url.searchParams.get('from') ?? today;
  const to = url.searchParams.get('to') ?? addDays(from, 30);
  const days = [...stayDays(from, to, today, changes).values()];
  return {
    vehicleId: url.searchParams.get('vehicleId') ?? '',
    from,
    to,
    timeZone: 'Europe/Berlin',
    checkInHour: 14,
    returnHour: 10,
    days,
  };
}

/** The extras' flat prices, as the server has them. */
const EXTRA_CENTS: Record<StayExtra, number> = {
  barbecue: 3000,
  musicBox: 1000,
  binoculars: 500,
  standUpPaddle: 5000,
};

/** 120 € a night: the figures the tests expect from the server. */
export const NIGHTLY_CENTS = 12000;

/** A stay's quote as the server computes it, simplified. */
export function stayQuoteFixture(
  vehicleId: string,
  startDay: string,
  endDay: string,
  extras: StayExtra[] = [],
  couponCents = 0,
): StayQuoteDto {
  const nights = Math.round((Date.parse(endDay) - Date.parse(startDay)) / 86_400_000);
  const basePriceCents = NIGHTLY_CENTS * Math.max(nights, 1);
  const quoted = extras.map((extra) => ({ extra, priceCents: EXTRA_CENTS[extra] }));
  const totalCents = basePriceCents + quoted.reduce((sum, extra) => sum + extra.priceCents, 0);
  const coupon = Math.min(couponCents, totalCents);
  return {
    vehicleId,
    nights,
    nightlyCents: NIGHTLY_CENTS,
    basePriceCents,
    extras: quoted,
    totalCents,
    vatCents: Math.round((totalCents * 19) / 119),
    couponCents: coupon,
    dueCents: totalCents - coupon,
    // A day's use runs over the summer opening hours; a stay with nights from 14:00 to 10:00.
    ...(nights === 0 ? { checkInHour: 9, returnHour: 19 } : { checkInHour: 14, returnHour: 10 }),
  };
}

/** The extras a vehicle offers for a stay, as the server lists them (the captain: a paddle). */
function offeredExtrasOf(vehicle: VehicleDto | undefined): StayOfferDto['offeredExtras'] {
  if (!vehicle) return [];
  const offers: Record<StayExtra, boolean> = {
    barbecue: vehicle.extraBarbecue,
    musicBox: vehicle.extraMusicBox,
    binoculars: vehicle.extraBinoculars,
    standUpPaddle: vehicle.captainCentsPerHour !== null,
  };
  return (Object.keys(EXTRA_CENTS) as StayExtra[])
    .filter((extra) => offers[extra])
    .map((extra) => ({ extra, priceCents: EXTRA_CENTS[extra] }));
}

/** The answer to a `GET /stays/quote` address, for one of `vehicles`. */
export function stayQuoteOf(url: URL, vehicles: readonly VehicleDto[] = []): StayOfferDto {
  const params = url.searchParams;
  const vehicleId = params.get('vehicleId') ?? '';
  return {
    ...stayQuoteFixture(
      vehicleId,
      params.get('startDay') ?? '',
      params.get('endDay') ?? '',
      params.getAll('extras') as StayExtra[],
      Number(params.get('couponCents') ?? 0),
    ),
    offeredExtras: offeredExtrasOf(vehicles.find((vehicle) => vehicle.id === vehicleId)),
  };
}

/** The stay `POST /stays` answers for a request, a coupon worth `couponCents` applied. */
export function stayFixture(
  body: CreateStayDto,
  vehicleName: string,
  options: { simulated?: boolean; couponCents?: number; status?: StayDto['status'] } = {},
): StayDto {
  const quote = stayQuoteFixture(
    body.vehicleId,
    body.startDay,
    body.endDay,
    body.extras ?? [],
    options.couponCents ?? 0,
  );
  return {
    id: 'stay-1',
    vehicleId: body.vehicleId,
    vehicleName,
    startDay: body.startDay,
    endDay: body.endDay,
    nights: quote.nights,
    startsAt: `${body.startDay}T12:00:00.000Z`,
    endsAt: `${body.endDay}T08:00:00.000Z`,
    paymentMethod: body.paymentMethod,
    status: options.status ?? 'confirmed',
    holdExpiresAt: null,
    paymentDueDay:
      body.paymentMethod === 'bank_transfer' && quote.dueCents > 0 ? '2030-07-08' : null,
    quote,
    ...(options.simulated !== undefined && { simulated: options.simulated }),
  };
}
