import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import { DEFAULT_BUSINESS_TIME_ZONE, todayIn, type Day } from '../hourly-booking/booking-dates';
import { businessClock, businessDate } from '../staff-shell/business-time';
import { cashRegisterTexts as t } from './cash-register-texts';

/**
 * Spec §2: the booking list shows arrivals (Ankunft: the boats coming back, grouped by their end
 * time) or departures (Abfahrt: grouped by their start time); the choice stays for the tab.
 */
export type TimetableMode = 'arrival' | 'departure';

export const TIMETABLE_MODE_KEY = 'timetableMode';

/** Most payments are taken when the boat comes back: arrivals first. */
export const DEFAULT_TIMETABLE_MODE: TimetableMode = 'arrival';

function isTimetableMode(value: unknown): value is TimetableMode {
  return value === 'arrival' || value === 'departure';
}

export function readTimetableMode(): TimetableMode {
  try {
    const stored = sessionStorage.getItem(TIMETABLE_MODE_KEY);
    return isTimetableMode(stored) ? stored : DEFAULT_TIMETABLE_MODE;
  } catch {
    // Blocked storage: the default.
    return DEFAULT_TIMETABLE_MODE;
  }
}

export function storeTimetableMode(mode: TimetableMode): void {
  try {
    sessionStorage.setItem(TIMETABLE_MODE_KEY, mode);
  } catch {
    // Blocked storage: the toggle still works on this page.
  }
}

export interface BookingGroup {
  /** The instant the group stands for (ISO), its key. */
  at: string;
  /** 'um 10:00 Uhr', or with its date when it lies on another day than the one shown. */
  label: string;
  bookings: RegisterBookingDto[];
}

/** The instant a booking is listed under: its end for arrivals, its start for departures. */
export function listedAt(booking: RegisterBookingDto, mode: TimetableMode): string {
  return mode === 'arrival' ? booking.endsAt : booking.startsAt;
}

/** 'um 10:00 Uhr' on the shown day; a stay's other day with its date ('14.07.2030 um …'). */
export function timeLabel(iso: string, day: Day): string {
  const clock = businessClock(iso);
  return todayIn(DEFAULT_BUSINESS_TIME_ZONE, new Date(iso)) === day
    ? t.time.at(clock)
    : t.time.dayAt(businessDate(iso), clock);
}

/** The day's bookings grouped by the time they are listed at, earliest first. */
export function groupBookings(
  bookings: readonly RegisterBookingDto[],
  mode: TimetableMode,
  day: Day,
): BookingGroup[] {
  const sorted = [...bookings].sort((a, b) => {
    const byTime = Date.parse(listedAt(a, mode)) - Date.parse(listedAt(b, mode));
    return byTime || a.vehicleName.localeCompare(b.vehicleName, 'de');
  });
  const groups: BookingGroup[] = [];
  for (const booking of sorted) {
    const at = new Date(listedAt(booking, mode)).toISOString();
    const last = groups.at(-1);
    if (last && last.at === at) last.bookings.push(booking);
    else groups.push({ at, label: timeLabel(at, day), bookings: [booking] });
  }
  return groups;
}
