export const NAME_MAX = 25;
export const PHONE_MAX = 25;
export const ADDRESS_MAX = 50;
/** Digits with an optional leading plus (spec: register). */

/** "capitalised on send": the first letter upper case, the rest as typed. */
export function capitalise(name: string): string {
  return name.charAt(0).toLocaleUpperCase('de-DE') + name.slice(1);
}

/** Admins and root are exempt from the 14-hour limit (spec §6). */
export const NON_ADMIN_SESSION_MAX_MS = 14 * 60 * 60 * 1000;

/** The demo account the login form pre-fills in demo mode. */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'Demo-2026',
  firstName: 'Demo',
  lastName: 'Admin',
} as const;
