import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeProfile } from '../../../../testing/staff-profiles';
import {
  clearStoredUser,
  readStoredUser,
  STORED_USER_KEY,
  storeUser,
  useStoredUser,
} from './stored-user';

describe('stored user', () => {
  it("keeps the spec's fields in local storage", () => {
    storeUser(employeeProfile);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual({
      id: employeeProfile.id,
      username: 'erika@example.de',
      first_name: 'Erika',
      last_name: 'Muster',
      admin: false,
      logged_in_on: employeeProfile.loggedInOn,
    });
    expect(readStoredUser()?.first_name).toBe('Erika');

    clearStoredUser();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('treats a damaged entry as nobody logged in', () => {
    localStorage.setItem(STORED_USER_KEY, '{"username": 1');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ username: 'x' }));
    expect(readStoredUser()).toBeNull();
  });

  it('re-renders the hook at once on store and clear, with a stable snapshot in between', () => {
    const { result, rerender } = renderHook(() => useStoredUser());
    expect(result.current).toBeNull();

    act(() => {
      storeUser(employeeProfile);
    });
    const first = result.current;
    expect(first?.username).toBe('erika@example.de');
    rerender();
    expect(result.current).toBe(first);

    act(() => clearStoredUser());
    expect(result.current).toBeNull();
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useStoredUser());
    act(() => {
      localStorage.setItem(
        STORED_USER_KEY,
        JSON.stringify({
          id: 'x',
          username: 'tab@example.de',
          first_name: 'Tab',
          last_name: 'Zwei',
          admin: true,
          logged_in_on: new Date().toISOString(),
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY }));
    });
    expect(result.current?.username).toBe('tab@example.de');
  });
});
