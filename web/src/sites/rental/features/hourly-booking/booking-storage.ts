import { isDay, type Day } from './booking-dates';
import { emptyCustomerValues, type CustomerFormValues } from './customer-form-rules';

/**
 * What the hourly booking keeps in the tab's session storage (spec §3): the customer's entries,
 * so a reload loses nothing, and the chosen date, from which the week follows. Everything here
 * runs in the browser only (effects and handlers); on the server there is no storage and every
 * reader answers "nothing kept".
 */
export const CUSTOMER_DRAFT_KEY = 'rental.hourlyBooking.customer';
export const CHOSEN_DATE_KEY = 'rental.hourlyBooking.date';

/** The fields kept: all but the consent, which is asked for each booking anew. */
export type CustomerDraft = Omit<CustomerFormValues, 'privacyAccepted'>;

const DRAFT_FIELDS = Object.keys(emptyCustomerValues).filter(
  (field): field is keyof CustomerDraft => field !== 'privacyAccepted',
);

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): the page works, it only forgets on reload.
    return null;
  }
}

/** The kept value of `key`; null when nothing is kept or storage is blocked. */
export function read(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null forgets it); a full or blocked storage keeps nothing. */
export function write(key: string, value: string | null): void {
  try {
    const store = sessionStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or blocked storage: nothing is kept, nothing breaks.
  }
}

/** The kept entries; only strings of known fields, so a damaged entry cannot break the form. */
export function readCustomerDraft(): Partial<CustomerDraft> {
  const raw = read(CUSTOMER_DRAFT_KEY);
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    const draft: Partial<CustomerDraft> = {};
    for (const field of DRAFT_FIELDS) {
      const entry = record[field];
      if (typeof entry === 'string') draft[field] = entry;
    }
    return draft;
  } catch {
    return {};
  }
}

export function writeCustomerDraft(values: CustomerFormValues): void {
  const draft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field]]));
  write(CUSTOMER_DRAFT_KEY, JSON.stringify(draft));
}

/** The kept date, unless it has passed meanwhile (then the calendar starts at today again). */
export function readChosenDate(today: Day): Day | null {
  const day = read(CHOSEN_DATE_KEY);
  return isDay(day) && day >= today ? day : null;
}

export function writeChosenDate(day: Day | null): void {
  write(CHOSEN_DATE_KEY, day);
}
