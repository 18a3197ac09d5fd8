import { describe, expect, it } from 'vitest';
import { isStaffLoginExpired, STAFF_SESSION_MS } from './staff-session-rules';
import type { StoredUser } from './stored-user';

const loggedInAt = Date.parse('2026-07-01T08:00:00Z');
const employee: StoredUser = {
  id: 'e1',
  username: 'erika@example.de',
  first_name: 'Erika',
  last_name: 'Muster',
  admin: false,
  logged_in_on: new Date(loggedInAt).toISOString(),
};

describe('isStaffLoginExpired', () => {
  it('keeps a non-admin logged in for exactly 14 hours', () => {
    expect(STAFF_SESSION_MS).toBe(14 * 60 * 60 * 1000);
    expect(isStaffLoginExpired(employee, loggedInAt + STAFF_SESSION_MS)).toBe(false);
    expect(isStaffLoginExpired(employee, loggedInAt + STAFF_SESSION_MS + 1)).toBe(true);
  });

  it('never expires an admin', () => {
    expect(
      isStaffLoginExpired({ ...employee, admin: true }, loggedInAt + 10 * STAFF_SESSION_MS),
    ).toBe(false);
  });

  it('treats an unreadable login time as expired', () => {
    expect(isStaffLoginExpired({ ...employee, logged_in_on: 'gestern' }, loggedInAt)).toBe(true);
  });
});
