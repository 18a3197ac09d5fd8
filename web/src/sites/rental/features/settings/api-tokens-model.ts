import type { ApiScope } from '@showcase/contracts/generated/model/apiScope';
import { ApiScope as API_SCOPES } from '@showcase/contracts/generated/model/apiScope';
import type { ApiTokenDto } from '@showcase/contracts/generated/model/apiTokenDto';
import type { CreateApiTokenDto } from '@showcase/contracts/generated/model/createApiTokenDto';
import { createApiTokenBodyNameMax } from '@showcase/contracts/generated/zod/api-tokens/api-tokens.zod';
import { addDays, DEFAULT_BUSINESS_TIME_ZONE, isDay } from '../hourly-booking/booking-dates';

/*
 * The API tokens card (issue 24): pure rules, the mapping to POST /api-tokens and where the
 * API's field problems show. Texts live in api-tokens-texts.ts.
 */

/** Every scope, in the order the form and the chips show them. */
export const API_SCOPE_ORDER: readonly ApiScope[] = Object.values(API_SCOPES);

/** The API's name limit (1 to 60 characters), from the contract. */
export const tokenNameLimits = { min: 1, max: createApiTokenBodyNameMax } as const;

/** How many live tokens an account may hold (the API's api-token.rules.ts). */
export const TOKEN_LIMITS = { demo: 3, other: 50 } as const;

/** A token lives a year at most (the API allows 366 days; the last day ends before that). */
export const MAX_EXPIRY_DAYS = 365;

// Status ------------------------------------------------------------------------------------------

export type TokenStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: it was a decision, the expiry only a date. */
export function tokenStatus(
  token: Pick<ApiTokenDto, 'revokedAt' | 'expiresAt'>,
  now: number = Date.now(),
): TokenStatus {
  if (token.revokedAt !== null) return 'revoked';
  if (token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

/** The scopes in the form's order, each once (whatever order the API sent them in). */
export function orderedScopes(scopes: readonly ApiScope[]): ApiScope[] {
  return API_SCOPE_ORDER.filter((scope) => scopes.includes(scope));
}

// Last use ----------------------------------------------------------------------------------------

export type LastUse =
  | { kind: 'never' }
  | { kind: 'justNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date'; iso: string };

/** When the token was last used: within a day relative ('vor 5 Minuten'), older as a date. */
export function lastUseOf(lastUsedAt: string | null, now: number = Date.now()): LastUse {
  if (lastUsedAt === null) return { kind: 'never' };
  const minutes = Math.floor((now - new Date(lastUsedAt).getTime()) / 60_000);
  if (minutes < 1) return { kind: 'justNow' };
  if (minutes < 60) return { kind: 'minutes', count: minutes };
  if (minutes < 24 * 60) return { kind: 'hours', count: Math.floor(minutes / 60) };
  return { kind: 'date', iso: lastUsedAt };
}

// Expiry ------------------------------------------------------------------------------------------

/** How far the clocks of `timeZone` are ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The last second of `day` on the business's clocks (23:59:59 in Europe/Berlin), as an ISO
 * instant: the token works through the whole chosen day, wherever the admin's device is.
 */
export function endOfBusinessDay(day: string, timeZone = DEFAULT_BUSINESS_TIME_ZONE): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 23, 59, 59);
  // The offset at the guess; once more at the result, in case a clock change lies between.
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The days the expiry input offers: from today (business time) to a year ahead. */
export function expiryDayRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, MAX_EXPIRY_DAYS) };
}

// The form ----------------------------------------------------------------------------------------

export interface TokenFormValues {
  name: string;
  scopes: ApiScope[];
  /** The date input's 'YYYY-MM-DD'; empty: the token does not expire. */
  expiresOn: string;
}

export type TokenField = keyof TokenFormValues;

export type TokenErrorKey = 'nameInvalid' | 'scopesRequired' | 'scopesInvalid' | 'expiryInvalid';

export const EMPTY_TOKEN_FORM: TokenFormValues = { name: '', scopes: [], expiresOn: '' };

/**
 * The POST /api-tokens body: the name trimmed, the scopes in order and each once, the expiry as
 * the end of the chosen day in business time (left out without a day). The demo account picks
 * no day: the server gives its tokens 24 hours.
 */
export function toCreateApiTokenRequest(
  values: TokenFormValues,
  timeZone = DEFAULT_BUSINESS_TIME_ZONE,
): CreateApiTokenDto {
  const request: CreateApiTokenDto = {
    name: values.name.trim(),
    scopes: orderedScopes(values.scopes),
  };
  const day = values.expiresOn.trim();
  if (day !== '') request.expiresAt = endOfBusinessDay(day, timeZone);
  return request;
}

/**
 * What the API checks too: a name of 1 to 60 characters, at least one scope, and an expiry (if
 * any) from today to a year ahead.
 */
export function tokenFormRules(
  values: TokenFormValues,
  today: string,
): Partial<Record<TokenField, TokenErrorKey>> {
  const errors: Partial<Record<TokenField, TokenErrorKey>> = {};
  const name = values.name.trim();
  if (name.length < tokenNameLimits.min || name.length > tokenNameLimits.max) {
    errors.name = 'nameInvalid';
  }
  if (values.scopes.length === 0) errors.scopes = 'scopesRequired';
  const day = values.expiresOn.trim();
  if (day !== '') {
    const { min, max } = expiryDayRange(today);
    if (!isDay(day) || day < min || day > max) errors.expiresOn = 'expiryInvalid';
  }
  return errors;
}

/**
 * Where the API's objections to POST /api-tokens show ('scopes.1' is the scopes' group too);
 * null for what the form has no field for.
 */
export function tokenFieldOfProblem(problem: {
  field: string;
  code: string;
}): { field: TokenField; key: TokenErrorKey } | null {
  const [head] = problem.field.split('.');
  if (head === 'name') return { field: 'name', key: 'nameInvalid' };
  if (head === 'scopes') {
    const missing = problem.code === 'REQUIRED' || problem.code === 'ARRAY_MIN_SIZE';
    return { field: 'scopes', key: missing ? 'scopesRequired' : 'scopesInvalid' };
  }
  if (head === 'expiresAt') return { field: 'expiresOn', key: 'expiryInvalid' };
  return null;
}

// After creating ----------------------------------------------------------------------------------

/** The list entry of a new token: the answer without the token itself. */
export function withoutSecret(created: ApiTokenDto & { token?: string }): ApiTokenDto {
  const { token: _secret, ...listed } = created;
  void _secret;
  return listed;
}

/** A first request to try the token with: today's bookings. */
export function curlExample(token: string, origin: string, today: string): string {
  return `curl -H "Authorization: Bearer ${token}" ${origin}/api/v1/bookings?day=${today}`;
}
