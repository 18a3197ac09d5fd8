import type { FieldProblem } from '../../common/problem/problem';
import { addDays, zonedInstant } from '../../common/time/business-time';
import type { DayHours } from '../../settings/opening-hours.rules';
import { durationKey } from '../../vehicles/vehicle.rules';
import { includedVatCents, isOffered } from './price.rules';
import type { PricedVehicle } from './price.rules';

/** Check-in on the first day, return on the last (spec §2, §9). */
export const CHECK_IN_HOUR = 14;
export const RETURN_HOUR = 10;

/** Customers book at least two nights; staff may book a day's use (0 nights) or more (spec §5). */
export const MIN_CUSTOMER_NIGHTS = 2;
/** Longer stays are arranged by phone: the calendar shows three months at most. */
export const MAX_STAY_NIGHTS = 90;

/** Multi-day extras: flat per stay, not per night (spec §9). The captain flag is a paddle board here. */
export const STAY_EXTRAS = ['barbecue', 'musicBox', 'binoculars', 'standUpPaddle'] as const;
export type StayExtra = (typeof STAY_EXTRAS)[number];
export const STAY_EXTRA_CENTS: Readonly<Record<StayExtra, number>> = {
  barbecue: 3000,
  musicBox: 1000,
  binoculars: 500,
  standUpPaddle: 5000,
};

export interface StayQuote {
  nights: number;
  /** The vehicle's `price1h`, which the multi-day page reads as its price per night. */
  nightlyCents: number;
  basePriceCents: number;
  extras: Array<{ extra: StayExtra; priceCents: number }>;
  totalCents: number;
  /** The VAT contained in totalCents: a coupon is a means of payment, not a discount. */
  vatCents: number;
}

/** Nights between the two business-local days (negative when the end lies before the start). */
export function stayNights(startDay: string, endDay: string): number {
  return Math.round((Date.parse(endDay) - Date.parse(startDay)) / 86_400_000);
}

/** The days a stay touches, first and last included. */
export function stayDays(startDay: string, endDay: string): string[] {
  const count = Math.max(0, stayNights(startDay, endDay)) + 1;
  return Array.from({ length: count }, (_, index) => addDays(startDay, index));
}

/**
 * The instants a stay occupies: from check-in at 14:00 on the first day to the return at 10:00
 * on the last. A day's use (0 nights, staff only) occupies that day's opening hours.
 */
export function stayPeriod(
  startDay: string,
  endDay: string,
  startDayHours: DayHours,
  timeZone: string,
): { start: Date; end: Date } {
  const hours = stayHours(stayNights(startDay, endDay), startDayHours);
  return {
    start: zonedInstant(startDay, hours.checkInHour, timeZone),
    end: zonedInstant(endDay, hours.returnHour, timeZone),
  };
}

/** The hours on the clock a stay begins and ends: 14 and 10, or a day's use's opening hours. */
export function stayHours(
  nights: number,
  startDayHours: DayHours,
): { checkInHour: number; returnHour: number } {
  if (nights === 0) {
    return { checkInHour: startDayHours.openingHour, returnHour: startDayHours.closingHour };
  }
  return { checkInHour: CHECK_IN_HOUR, returnHour: RETURN_HOUR };
}

/** Everything the server knows about a requested stay before it tries to store it. */
export interface StayFacts {
  staff: boolean;
  startDay: string;
  endDay: string;
  /** The business-local day today, and the stay's start and the time now. */
  today: string;
  startMs: number;
  nowMs: number;
  /** Every day from start to end: blocked by staff, or closed for the off-season. */
  days: ReadonlyArray<{ day: string; blocked: boolean; closed: boolean }>;
  passengers: number;
  adults: number;
  children: number;
  childAgeFrom: number | null;
  childAgeTo: number | null;
}

function dayField(facts: StayFacts, day: string): 'startDay' | 'endDay' {
  return day === facts.startDay ? 'startDay' : 'endDay';
}

/** The calendar rules of a stay (spec §4 "Multi-day date selection", §5, §9). */
export function stayCalendarProblems(facts: StayFacts): FieldProblem[] {
  const nights = stayNights(facts.startDay, facts.endDay);
  if (nights < 0) {
    return [
      { field: 'endDay', code: 'END_BEFORE_START', message: 'The stay ends before it starts.' },
    ];
  }
  const problems: FieldProblem[] = [];
  if (!facts.staff && nights < MIN_CUSTOMER_NIGHTS) {
    problems.push({
      field: 'endDay',
      code: 'MIN_NIGHTS',
      message: `Stays are booked for at least ${MIN_CUSTOMER_NIGHTS} nights.`,
    });
  }
  if (nights > MAX_STAY_NIGHTS) {
    problems.push({
      field: 'endDay',
      code: 'TOO_LONG',
      message: `Stays of more than ${MAX_STAY_NIGHTS} nights are arranged by phone.`,
    });
  }
  // Staff may enter a stay that began earlier today (a walk-in); customers book ahead.
  const past = facts.staff ? facts.startDay < facts.today : facts.startMs <= facts.nowMs;
  if (past) {
    problems.push({ field: 'startDay', code: 'IN_THE_PAST', message: 'This day has passed.' });
  }
  const blocked = facts.days.find((day) => day.blocked);
  if (blocked) {
    problems.push({
      field: dayField(facts, blocked.day),
      code: 'DAY_BLOCKED',
      message: `No bookings on ${blocked.day}.`,
    });
  }
  const closed = facts.days.find((day) => day.closed);
  if (closed) {
    problems.push({
      field: dayField(facts, closed.day),
      code: 'OFF_SEASON',
      message: `The business is closed for the off-season on ${closed.day}.`,
    });
  }
  return problems;
}

/** The party rules: no more persons than the vehicle carries; one child one age (spec §5). */
export function stayPartyProblems(facts: StayFacts): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (facts.adults + facts.children > facts.passengers) {
    problems.push({
      field: 'adults',
      code: 'TOO_MANY_PERSONS',
      message: `This vehicle carries at most ${facts.passengers} persons.`,
    });
  }
  const { childAgeFrom: from, childAgeTo: to } = facts;
  if (facts.children === 0 && (from !== null || to !== null)) {
    problems.push({
      field: 'childAgeFrom',
      code: 'NO_CHILDREN',
      message: 'Child ages are given only with children.',
    });
  } else if (facts.children === 1 && to !== null) {
    problems.push({
      field: 'childAgeTo',
      code: 'ONE_CHILD_ONE_AGE',
      message: 'One child has one age: give it as childAgeFrom.',
    });
  } else if (from !== null && to !== null && from > to) {
    problems.push({
      field: 'childAgeTo',
      code: 'AGE_RANGE',
      message: 'The oldest child cannot be younger than the youngest.',
    });
  }
  return problems;
}

/** The multi-day page offers a stand-up paddle where the hourly page offers a captain. */
function offered(vehicle: PricedVehicle, extra: StayExtra): boolean {
  return isOffered(vehicle, extra === 'standUpPaddle' ? 'captain' : extra);
}

/** The extras a vehicle offers for a stay, each with its flat price, in STAY_EXTRAS order. */
export function offeredStayExtras(
  vehicle: PricedVehicle,
): Array<{ extra: StayExtra; priceCents: number }> {
  return STAY_EXTRAS.filter((extra) => offered(vehicle, extra)).map((extra) => ({
    extra,
    priceCents: STAY_EXTRA_CENTS[extra],
  }));
}

/**
 * The gross price of a stay: the price per night times the nights, plus each extra once. A day's
 * use (0 nights) costs one night. Or every reason it cannot be quoted, all at once.
 */
export function quoteStay(
  vehicle: PricedVehicle,
  nights: number,
  extras: readonly string[],
): { quote: StayQuote } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const key = durationKey(1);
  const nightlyCents = Object.hasOwn(vehicle.priceCents, key) ? vehicle.priceCents[key] : undefined;
  if (nightlyCents === undefined) {
    problems.push({
      field: 'vehicleId',
      code: 'NO_NIGHTLY_PRICE',
      message: 'This vehicle has no price per night.',
    });
  }
  for (const extra of new Set(extras)) {
    const known = (STAY_EXTRAS as readonly string[]).includes(extra);
    if (!known || !offered(vehicle, extra as StayExtra)) {
      problems.push({
        field: 'extras',
        code: 'EXTRA_NOT_OFFERED',
        message: `This vehicle does not offer the extra '${extra}'.`,
      });
    }
  }
  if (problems.length > 0 || nightlyCents === undefined) return { problems };
  const pricedExtras = STAY_EXTRAS.filter((extra) => extras.includes(extra)).map((extra) => ({
    extra,
    priceCents: STAY_EXTRA_CENTS[extra],
  }));
  const basePriceCents = nightlyCents * Math.max(1, nights);
  const totalCents = pricedExtras.reduce((sum, item) => sum + item.priceCents, basePriceCents);
  return {
    quote: {
      nights,
      nightlyCents,
      basePriceCents,
      extras: pricedExtras,
      totalCents,
      vatCents: includedVatCents(totalCents),
    },
  };
}
