import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';

/** A device stays known for 30 days after its last successful login there. */
export const DEVICE_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeviceCookieSettings {
  /** The session secret; the signing key is derived from it, so it never signs two things. */
  secret: string;
  /** Which accounts the cookie is for ('staff', 'gallery'): part of the name, key and signature. */
  realm: string;
  /** The login route: the only place the browser needs to send the cookie to. */
  path: string;
  /** Over HTTPS the cookie is Secure (and `__Secure-` prefixed). */
  secure: boolean;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^[0-9]{1,15}$/;

/**
 * OWASP's device cookie: `<account>.<expires>.<nonce>.<signature>`, stateless and signed with an
 * HMAC key derived from the session secret (HKDF, its own label per realm). It names the account
 * that logged in successfully on this device; the nonce tells the devices of one account apart,
 * so each has its own attempt budget (LoginThrottle). It proves nothing by itself: the password is
 * still checked, the cookie only exempts its device from the lockout strangers cause.
 */
export class DeviceCookies {
  readonly name: string;
  private readonly key: Buffer;

  constructor(private readonly settings: DeviceCookieSettings) {
    this.name = `${settings.secure ? '__Secure-' : ''}${settings.realm}_device`;
    this.key = Buffer.from(
      hkdfSync('sha256', settings.secret, '', `showcase device cookie v1 ${settings.realm}`, 32),
    );
  }

  /** A new cookie value for `account` (a stable, normalised account name or id). */
  issue(account: string, now: number): string {
    const payload = [
      Buffer.from(account, 'utf8').toString('base64url'),
      String(Math.floor((now + DEVICE_COOKIE_MAX_AGE_MS) / 1000)),
      randomBytes(16).toString('base64url'),
    ].join('.');
    return `${payload}.${this.sign(payload)}`;
  }

  /**
   * The device id when `value` is an unexpired cookie of this realm, signed with this key, that
   * names `account`; otherwise undefined (absent, forged, altered, expired or someone else's).
   */
  deviceOf(value: string | undefined, account: string, now: number): string | undefined {
    const parts = value?.split('.');
    if (parts?.length !== 4) return undefined;
    const [name, expires, nonce, signature] = parts as [string, string, string, string];
    if (![name, nonce, signature].every((part) => BASE64URL.test(part))) return undefined;
    if (!DIGITS.test(expires)) return undefined;
    // The expected signature is compared as text: a different spelling of the same bytes
    // (unused bits in the last base64 character) is no valid cookie either.
    const expected = Buffer.from(this.sign(`${name}.${expires}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Number(expires) * 1000 <= now) return undefined;
    if (Buffer.from(name, 'base64url').toString('utf8') !== account) return undefined;
    return nonce;
  }

  /** The cookie's value in the request, if it was sent. */
  read(request: Request): string | undefined {
    return cookieValue(request.headers.cookie, this.name);
  }

  write(response: Response, value: string): void {
    response.cookie(this.name, value, this.options());
  }

  options(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.settings.secure,
      path: this.settings.path,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key)
      .update(`${this.settings.realm}.${payload}`)
      .digest('base64url');
  }
}

/** One cookie's value from a Cookie header (the API has no cookie parser; sessions read theirs). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
