import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { DEFAULT_BUSINESS_TIME_ZONE } from '../hourly-booking/booking-dates';

/** Keeps 'um 10:00 Uhr' on one line in narrow lists. */
const NBSP = '\u00a0';

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An instant's clock time in business time: '10:00'. */
export function businessClock(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** An instant's date in business time: '12.07.2030'. */
export function businessDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * A booking's times in business time (spec §9: 'um hh:mm Uhr'), shown beside its day:
 * 'um 10:00 Uhr – 12:00 Uhr'; a stay that ends on a later day names that day too
 * ('um 14:00 Uhr – 14.07.2030 um 10:00 Uhr').
 */
export function bookingTimes(booking: Pick<StaffBookingDto, 'startsAt' | 'endsAt'>): string {
  const start = `um${NBSP}${businessClock(booking.startsAt)}${NBSP}Uhr`;
  const endClock = `${businessClock(booking.endsAt)}${NBSP}Uhr`;
  const endDate = businessDate(booking.endsAt);
  if (businessDate(booking.startsAt) === endDate) return `${start} – ${endClock}`;
  return `${start} – ${endDate} um${NBSP}${endClock}`;
}
