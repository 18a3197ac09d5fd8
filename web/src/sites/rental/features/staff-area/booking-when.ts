import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { businessClock, businessDate } from '../staff-shell/business-time';

/** Keeps 'um 10:00 Uhr' on one line in narrow lists. */
const NBSP = '\u00a0';

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
