import type { BookingAuditEntryDto } from '@showcase/contracts/generated/model/bookingAuditEntryDto';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { formatDate, formatEuro, formatNumber } from '../../../../shared/format/format';
import { dayAsDate } from '../hourly-booking/booking-dates';
import { businessClock, businessDate, businessPeriod } from '../staff-shell/business-time';
import { dayBookingsTexts as t } from './day-bookings-texts';

const weekdayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });

/** 'um 10:00 Uhr' (spec §9). */
export function atTime(iso: string): string {
  return t.time.at(businessClock(iso));
}

/** '12.07.2030 um 10:00 Uhr'. */
export function atDateTime(iso: string): string {
  return t.time.dayAt(businessDate(iso), businessClock(iso));
}

/** The page's heading for a business day: 'Freitag, 12.07.2030'. */
export function dayHeading(day: string): string {
  return `${weekdayFormat.format(dayAsDate(day))}, ${formatDate(day, 'de')}`;
}

export interface BookingTimes {
  startLabel: string;
  start: string;
  endLabel: string;
  end: string;
}

/**
 * Start and end as the card shows them: an hourly booking lies within the shown day, so its
 * times suffice; a stay names its check-in and return days too.
 */
export function bookingTimes(booking: StaffBookingDto): BookingTimes {
  if (booking.kind === 'stay') {
    return {
      startLabel: t.card.checkIn,
      start: atDateTime(booking.startsAt),
      endLabel: t.card.checkOut,
      end: atDateTime(booking.endsAt),
    };
  }
  return {
    startLabel: t.card.start,
    start: atTime(booking.startsAt),
    endLabel: t.card.end,
    end: atTime(booking.endsAt),
  };
}

/** '2 Std.', '1,5 Std.'; '3 Nächte', '1 Nacht', and 0 nights a day's use ('Tagesnutzung'). */
export function durationLabel(booking: Pick<StaffBookingDto, 'kind' | 'hours' | 'nights'>): string {
  if (booking.kind === 'stay') {
    const nights = booking.nights ?? 0;
    return nights === 0 ? t.duration.dayUse : t.duration.nights(nights);
  }
  return t.duration.hours(formatNumber(booking.hours ?? 0, 'de'));
}

/** A booking's period in one line, for the log: '12.07.2030, 10:00–12:00 Uhr' or two days. */
export function periodLabel(booking: StaffBookingDto): string {
  return businessPeriod(booking.kind, booking.startsAt, booking.endsAt);
}

export type BadgeTone = 'paid' | 'unpaid' | 'waiting';

export interface PaymentBadge {
  label: string;
  tone: BadgeTone;
}

/**
 * The payment state as badges: 'bezahlt'; otherwise 'wartet auf PayPal' while a stay's payment
 * runs, and 'unbezahlt' (red) once its end has passed unpaid (spec §4). A booking not yet over
 * and not paid carries no badge: that is the normal case.
 */
export function paymentBadges(
  booking: Pick<StaffBookingDto, 'paid' | 'unpaidAfterEnd' | 'awaitingPayment'>,
): PaymentBadge[] {
  if (booking.paid) return [{ label: t.badges.paid, tone: 'paid' }];
  const badges: PaymentBadge[] = [];
  if (booking.awaitingPayment) badges.push({ label: t.badges.awaitingPayment, tone: 'waiting' });
  if (booking.unpaidAfterEnd) badges.push({ label: t.badges.unpaid, tone: 'unpaid' });
  return badges;
}

/** The price that counts now: a staff price wins over the booked one. */
export function effectivePriceCents(
  booking: Pick<StaffBookingDto, 'priceCents' | 'newPriceCents'>,
) {
  return booking.newPriceCents ?? booking.priceCents;
}

export function euro(cents: number): string {
  return formatEuro(cents, 'de');
}

type AuditValue = string | number | boolean | null | undefined;

function historyValue(field: string, value: AuditValue): string {
  if (value === null || value === undefined || value === '') return t.history.empty;
  if (typeof value === 'boolean') return value ? t.history.yes : t.history.no;
  if (typeof value === 'number' && field.endsWith('Cents')) return euro(value);
  return String(value);
}

export interface HistoryChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** What one audit row changed, field by field, in readable German ('Neuer Preis: – → 12,50 €'). */
export function historyChanges(
  entry: Pick<BookingAuditEntryDto, 'before' | 'after'>,
): HistoryChange[] {
  const fields = [...new Set([...Object.keys(entry.after), ...Object.keys(entry.before)])];
  return fields
    .map((field) => ({
      field,
      label: t.history.fields[field] ?? field,
      before: historyValue(field, entry.before[field]),
      after: historyValue(field, entry.after[field]),
    }))
    .filter((change) => change.before !== change.after);
}

export function historyActionLabel(action: string): string {
  return t.history.actions[action] ?? action;
}

/** A phone number as a tel: address (no spaces or separators). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
