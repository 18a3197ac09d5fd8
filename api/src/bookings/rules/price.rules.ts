import type { FieldProblem } from '../../common/problem/problem';
import { durationKey } from '../../vehicles/vehicle.rules';

export const BOOKING_EXTRAS = ['barbecue', 'musicBox', 'binoculars', 'captain'] as const;
export type BookingExtra = (typeof BOOKING_EXTRAS)[number];

/** Extras charged once per booking, whatever its length (cents). The captain is paid by the hour. */
export const FLAT_EXTRA_CENTS = { barbecue: 3000, musicBox: 1000, binoculars: 500 } as const;

/** German standard VAT; prices are quoted gross, so the VAT is contained in the total. */
export const VAT_PERCENT = 19;

export interface PricedVehicle {
  /** Gross price per duration, keyed by durationKey(hours): '0.5', '1', '1.5', … */
  priceCents: Readonly<Record<string, number>>;
  /** null: no captain offered. */
  captainCentsPerHour: number | null;
  extraBarbecue: boolean;
  extraMusicBox: boolean;
  extraBinoculars: boolean;
}

export interface PriceQuote {
  hours: number;
  basePriceCents: number;
  extras: Array<{ extra: BookingExtra; priceCents: number }>;
  totalCents: number;
  /** The VAT contained in totalCents (not added on top). */
  vatCents: number;
}

/** The VAT inside a gross amount: total × 19 / 119, to the nearest cent. */
export function includedVatCents(totalCents: number): number {
  return Math.round((totalCents * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** Whether the vehicle offers the extra (the captain: whether it has a captain's price). */
export function isOffered(vehicle: PricedVehicle, extra: BookingExtra): boolean {
  switch (extra) {
    case 'barbecue':
      return vehicle.extraBarbecue;
    case 'musicBox':
      return vehicle.extraMusicBox;
    case 'binoculars':
      return vehicle.extraBinoculars;
    case 'captain':
      return vehicle.captainCentsPerHour !== null;
  }
}

function extraPriceCents(vehicle: PricedVehicle, extra: BookingExtra, hours: number): number {
  if (extra === 'captain') return Math.round((vehicle.captainCentsPerHour ?? 0) * hours);
  return FLAT_EXTRA_CENTS[extra];
}

function isBookingExtra(value: string): value is BookingExtra {
  return (BOOKING_EXTRAS as readonly string[]).includes(value);
}

/**
 * The requested extras once each, in BOOKING_EXTRAS order: a repeated extra is one extra, and a
 * fixed order makes equal requests give equal quotes.
 */
function distinctExtras(extras: readonly BookingExtra[]): BookingExtra[] {
  return BOOKING_EXTRAS.filter((extra) => extras.includes(extra));
}

/** The table's price for the duration; own keys only, so no inherited name passes as a price. */
function basePriceOf(vehicle: PricedVehicle, hours: number): number | undefined {
  const key = durationKey(hours);
  return Object.hasOwn(vehicle.priceCents, key) ? vehicle.priceCents[key] : undefined;
}

function durationProblem(hours: number): FieldProblem {
  return {
    field: 'hours',
    code: 'DURATION_NOT_OFFERED',
    message: `This vehicle cannot be rented for ${durationKey(hours)} h.`,
  };
}

function extraProblem(extra: string): FieldProblem {
  return {
    field: 'extras',
    code: 'EXTRA_NOT_OFFERED',
    message: `This vehicle does not offer the extra '${extra}'.`,
  };
}

/**
 * The gross price of renting `vehicle` for `hours` with `extras`, or every reason it cannot be
 * quoted (a duration without a price, extras the vehicle does not offer) so the form can show
 * them all at once.
 */
export function quotePrice(
  vehicle: PricedVehicle,
  hours: number,
  extras: readonly BookingExtra[],
): { quote: PriceQuote } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const basePriceCents = basePriceOf(vehicle, hours);
  if (basePriceCents === undefined) problems.push(durationProblem(hours));
  // The type says BookingExtra, but requests arrive as JSON: an unknown name is not offered.
  for (const unknown of new Set(extras.filter((extra) => !isBookingExtra(extra)))) {
    problems.push(extraProblem(unknown));
  }
  const chosen = distinctExtras(extras);
  for (const extra of chosen) {
    if (!isOffered(vehicle, extra)) problems.push(extraProblem(extra));
  }
  if (problems.length > 0 || basePriceCents === undefined) return { problems };

  const pricedExtras = chosen.map((extra) => ({
    extra,
    priceCents: extraPriceCents(vehicle, extra, hours),
  }));
  const totalCents = pricedExtras.reduce((sum, item) => sum + item.priceCents, basePriceCents);
  return {
    quote: {
      hours,
      basePriceCents,
      extras: pricedExtras,
      totalCents,
      vatCents: includedVatCents(totalCents),
    },
  };
}
