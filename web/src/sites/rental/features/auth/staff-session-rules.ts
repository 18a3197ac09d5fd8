import type { StoredUser } from './stored-user';

/** Non-admin staff sessions end after this long (spec §6, §9); admins are exempt. */
export const STAFF_SESSION_MS = 14 * 60 * 60 * 1000;

/** True when a non-admin's login is older than 14 hours (or its time cannot be read). */
export function isStaffLoginExpired(user: StoredUser, now: number): boolean {
  if (user.admin) return false;
  const loggedInAt = Date.parse(user.logged_in_on);
  if (Number.isNaN(loggedInAt)) return true;
  return now - loggedInAt > STAFF_SESSION_MS;
}
