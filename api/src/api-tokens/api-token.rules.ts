import { createHash, randomBytes } from 'node:crypto';

/** Recognisable in logs, configs and secret scanners: `rr_` + 43 base64url characters. */
const TOKEN_PREFIX = 'rr_';
const TOKEN = /^rr_[A-Za-z0-9_-]{43}$/;
/** The part shown in lists (and safe to show): the prefix and the first 8 random characters. */
export const VISIBLE_PREFIX_LENGTH = TOKEN_PREFIX.length + 8;

/** Tokens the public demo account makes last a day at most, and it may hold a few only. */
export const DEMO_TOKEN_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const DEMO_ACTIVE_TOKEN_LIMIT = 3;
/** Anyone else: at most a year, and a bounded number of live tokens per account. */
export const TOKEN_MAX_LIFETIME_MS = 366 * 24 * 60 * 60 * 1000;
export const ACTIVE_TOKEN_LIMIT = 50;

/** `last_used_at` is written at most this often per token: not one write per request. */
export const LAST_USED_RESOLUTION_MS = 60 * 1000;

export function generateToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * Stored instead of the token. 256 random bits need no salt or slow hash: nobody can guess a
 * preimage, and a fast hash lets every request be checked by one indexed lookup.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function visiblePrefix(token: string): string {
  return token.slice(0, VISIBLE_PREFIX_LENGTH);
}

/**
 * The token of an `Authorization: Bearer …` header: undefined without one, null for a header
 * that is present but not one of our tokens (which must fail, not fall back to the session).
 */
export function bearerToken(authorization: string | undefined): string | undefined | null {
  if (authorization === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match?.[1] || !TOKEN.test(match[1])) return null;
  return match[1];
}

/** A token is usable until revoked or expired. */
export function isLive(
  token: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): boolean {
  return token.revokedAt === null && (token.expiresAt === null || token.expiresAt > now);
}
