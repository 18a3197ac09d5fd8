/**
 * What an API token may do. Each operation open to tokens names one scope (`@TokenScope`); a
 * token reaches nothing else, whatever its creator may do in the browser.
 */
export const API_SCOPES = [
  'vehicles:read',
  'bookings:read',
  'bookings:write',
  'stays:write',
  'products:read',
  'cashregister:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
