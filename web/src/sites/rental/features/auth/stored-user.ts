import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import { useSyncExternalStore } from 'react';

/**
 * The logged-in staff member as the browser remembers it (spec §3 "Stored user"), under the
 * spec's field names. It only steers the interface (navbar, guards); the server session decides
 * what the API allows.
 */
export interface StoredUser {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  admin: boolean;
  /** ISO date-time of the login. */
  logged_in_on: string;
}

export const STORED_USER_KEY = 'rental.user';

const CHANGE_EVENT = 'rental-stored-user-change';

/**
 * The root account's name is a placeholder of the configuration: the staff area shows it as
 * 'Admin' (greeting) or 'Admin Account' (full name), whatever is stored (spec §6).
 */
export const ROOT_NAMES = { first_name: 'Admin', last_name: 'Account' } as const;

function shownNames(role: StaffProfileDto['role'], firstName: string, lastName: string) {
  return role === 'root' ? ROOT_NAMES : { first_name: firstName, last_name: lastName };
}

export function toStoredUser(profile: StaffProfileDto): StoredUser {
  return {
    id: profile.id,
    username: profile.username,
    ...shownNames(profile.role, profile.firstName, profile.lastName),
    admin: profile.isAdmin,
    logged_in_on: profile.loggedInOn,
  };
}

function isStoredUser(value: unknown): value is StoredUser {
  if (value === null || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.username === 'string' &&
    typeof user.first_name === 'string' &&
    typeof user.last_name === 'string' &&
    typeof user.admin === 'boolean' &&
    typeof user.logged_in_on === 'string'
  );
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORED_USER_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then nobody counts as logged in.
    return null;
  }
}

function parse(raw: string | null): StoredUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored user, or null when nobody is logged in (or the entry is damaged). */
export function readStoredUser(): StoredUser | null {
  return parse(readRaw());
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function storeUser(profile: StaffProfileDto): StoredUser {
  const user = toStoredUser(profile);
  try {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Blocked storage: the session still works for this page view.
  }
  announce();
  return user;
}

/** After the own data was saved (settings): the stored names and login follow, the rest stays. */
export function storeChangedProfile(profile: EmployeeDto): void {
  const user = readStoredUser();
  if (!user || user.id !== profile.id) return;
  const changed: StoredUser = {
    ...user,
    username: profile.email,
    ...shownNames(profile.role, profile.firstName, profile.lastName),
  };
  try {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(changed));
  } catch {
    // Blocked storage: the next visit of the main menu brings the server's word anyway.
  }
  announce();
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  announce();
}

/** Calls `listener` on every change, in this tab and (through `storage` events) in others. */
export function subscribeStoredUser(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORED_USER_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same object for the same stored text.
let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function snapshot(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

/** The stored user, re-rendering the caller as soon as it changes. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeStoredUser, snapshot, () => null);
}
