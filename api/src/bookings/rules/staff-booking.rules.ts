import { addDays, businessDay, zonedInstant } from '../../common/time/business-time';

/** Unfinished bookings: ended within the last 7 days (spec §2, §9). */
export const UNFINISHED_DAYS = 7;
/** The booking log covers bookings made in the last 14 days (spec §9). */
export const BOOKING_LOG_DAYS = 14;

/** Its end has passed and nobody has paid: the day list marks it 'unbezahlt' (spec §4). */
export function isUnpaidAfterEnd(
  booking: { paid: boolean; cancelled: boolean; endsAt: Date },
  now: Date,
): boolean {
  return !booking.paid && !booking.cancelled && booking.endsAt.getTime() <= now.getTime();
}

/**
 * The window of unfinished bookings: from midnight (business time) seven days before today up to
 * now, so a booking that ended on the evening a week ago still counts all of today.
 */
export function unfinishedWindow(now: Date, timeZone: string): { from: Date; to: Date } {
  const firstDay = addDays(businessDay(now, timeZone), -UNFINISHED_DAYS);
  return { from: zonedInstant(firstDay, 0, timeZone), to: now };
}

/** Bookings made since midnight (business time) fourteen days ago are in the booking log. */
export function bookingLogSince(now: Date, timeZone: string): Date {
  return zonedInstant(addDays(businessDay(now, timeZone), -BOOKING_LOG_DAYS), 0, timeZone);
}

/** The business day as an instant range [00:00, next day 00:00). */
export function dayRange(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(day, 0, timeZone), end: zonedInstant(addDays(day, 1), 0, timeZone) };
}

/** '12.07.2026, 10:00 – 12.07.2026, 14:00' in business time: how inbox notices name a period. */
export function describePeriod(start: Date, end: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('de-DE', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${format.format(start)} – ${format.format(end)}`;
}

/** A booking's confirmation or cancellation notice for the staff inbox. */
export interface BookingNoticeInput {
  id: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  vehicleName: string;
}

/**
 * The inbox notice of a booking: the customer, and as its text the vehicle and period, for a
 * cancellation with its reason.
 */
export function bookingNotice(
  type: 'confirmation' | 'cancellation',
  booking: BookingNoticeInput,
  period: { start: Date; end: Date },
  timeZone: string,
  reason?: string,
) {
  const what = `${booking.vehicleName}, ${describePeriod(period.start, period.end, timeZone)}`;
  return {
    type,
    bookingId: booking.id,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    body: reason === undefined ? what : `${what}: ${reason}`,
  };
}
