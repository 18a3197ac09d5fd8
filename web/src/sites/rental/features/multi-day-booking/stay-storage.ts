import { isDay, type Day } from '../hourly-booking/booking-dates';
import { read as readSession, write as writeSession } from '../hourly-booking/booking-storage';

/**
 * What the stay booking keeps in the tab's session storage, so a reload loses nothing: each
 * vehicle's chosen dates (a visitor comparing two boats keeps both) and the form's entries. Like
 * the hourly booking's storage it answers "nothing kept" on the server and with blocked storage.
 */
export const STAY_DATES_KEY_PREFIX = 'rental.stayBooking.dates.';
export const STAY_DRAFT_KEY_PREFIX = 'rental.stayBooking.draft.';

export const STAY_DRAFT_FIELDS = [
  'salutation',
  'name',
  'phone',
  'email',
  'street',
  'supplement',
  'zipCity',
  'adults',
  'children',
  'childAgeFrom',
  'childAgeTo',
  'comment',
  'coupon',
  'paymentMethod',
] as const;

export type StayDraftField = (typeof STAY_DRAFT_FIELDS)[number];
export type StayDraft = Partial<Record<StayDraftField, string>>;

export interface StoredStaySelection {
  start: Day;
  end: Day | null;
}

const datesKey = (vehicleName: string) => `${STAY_DATES_KEY_PREFIX}${vehicleName}`;
const draftKey = (field: StayDraftField) => `${STAY_DRAFT_KEY_PREFIX}${field}`;

function parseSelection(raw: string): StoredStaySelection | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { start, end } = value as Record<string, unknown>;
    if (!isDay(start)) return null;
    if (end === null || end === undefined) return { start, end: null };
    return isDay(end) && end >= start ? { start, end } : null;
  } catch {
    return null;
  }
}

/**
 * The vehicle's kept dates, unless they are damaged or the start has passed meanwhile: then they
 * are dropped, so the calendar opens empty and later reads need not judge them again.
 */
export function readStaySelection(vehicleName: string, today: Day): StoredStaySelection | null {
  const raw = readSession(datesKey(vehicleName));
  if (raw === null) return null;
  const selection = parseSelection(raw);
  if (selection !== null && selection.start >= today) return selection;
  writeSession(datesKey(vehicleName), null);
  return null;
}

/** Keeps the vehicle's dates; null, or a selection without start, forgets them. */
export function writeStaySelection(
  vehicleName: string,
  selection: { start: Day | null; end: Day | null } | null,
): void {
  const start = selection?.start ?? null;
  writeSession(
    datesKey(vehicleName),
    start === null ? null : JSON.stringify({ start, end: selection?.end ?? null }),
  );
}

/** The kept form entries; each field has its own key, so writing one never rewrites the rest. */
export function readStayDraft(): StayDraft {
  const draft: StayDraft = {};
  for (const field of STAY_DRAFT_FIELDS) {
    const value = readSession(draftKey(field));
    if (value !== null) draft[field] = value;
  }
  return draft;
}

export function writeStayDraftField(field: StayDraftField, value: string): void {
  writeSession(draftKey(field), value);
}

/** A coupon belongs to one booking; the other entries stay for the visitor's next one. */
export function clearStayCoupon(): void {
  writeSession(draftKey('coupon'), null);
}

/** After a booking succeeded: its coupon and dates are used up. */
export function clearStayAfterBooking(vehicleName: string): void {
  clearStayCoupon();
  writeStaySelection(vehicleName, null);
}
