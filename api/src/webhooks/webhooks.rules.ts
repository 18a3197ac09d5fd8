import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FieldProblem } from '../common/problem/problem';
import type { BookingEventData, BookingEventSource } from './webhooks.types';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** What a delivery's log keeps of an error or an answer: never more (no bodies, no secrets). */
export const DELIVERY_ERROR_MAX = 200;
/** A receiver must answer within this; slower counts as a failed attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/**
 * Deliveries one replica makes at once: a receiver that hangs for the whole timeout then holds up
 * only its own deliveries, not every other endpoint's.
 */
export const DELIVERY_CONCURRENCY = 4;
/** The secret's visible start in lists: `whsec_` and four characters, enough to recognise it. */
export const SECRET_PREFIX_LENGTH = 10;
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

// ---------------------------------------------------------------------------------------------
// Addresses a webhook may never reach (unless WEBHOOKS_ALLOW_PRIVATE=true)
// ---------------------------------------------------------------------------------------------

/** Why an address is refused; null when it is a public unicast address. */
export type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'invalid';

/** IPv4 ranges (network, prefix length, class) that are not the public internet. */
const IPV4_BLOCKS: ReadonlyArray<[string, number, AddressClass]> = [
  ['0.0.0.0', 8, 'unspecified'], // "this network"
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // documentation
  ['203.0.113.0', 24, 'reserved'], // documentation
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // incl. broadcast 255.255.255.255
];

function ipv4ToNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function classifyIpv4Number(value: number): AddressClass | null {
  for (const [network, prefix, kind] of IPV4_BLOCKS) {
    const base = ipv4ToNumber(network)!;
    const size = 2 ** (32 - prefix);
    if (value >= base && value < base + size) return kind;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (with an optional dotted IPv4 tail), or null. */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(address)) return null;
  let tail: number[] = [];
  let head = address;
  const lastColon = address.lastIndexOf(':');
  if (address.includes('.')) {
    const v4 = ipv4ToNumber(address.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [Math.floor(v4 / 65536), v4 % 65536];
    head = address.slice(0, lastColon);
    // `::1.2.3.4` and `a::1.2.3.4`: the colon before the IPv4 part belongs to the `::`.
    if (head.endsWith(':')) head = `${head}:`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    part === ''
      ? []
      : part
          .split(':')
          .map((group) => (/^[0-9a-fA-F]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  const left = parse(halves[0]!);
  const right = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...left, ...right].some(Number.isNaN)) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 2) {
    if (known > 7) return null;
    return [...left, ...new Array<number>(8 - known).fill(0), ...right, ...tail];
  }
  return known === 8 ? [...left, ...tail] : null;
}

function classifyIpv6(groups: number[]): AddressClass | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const embeddedV4 = g6 * 65536 + g7;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): the IPv4 address decides.
  if (zeroUpTo(5) && g5 === 0xffff) return classifyIpv4Number(embeddedV4);
  if (zeroUpTo(6)) return classifyIpv4Number(embeddedV4);
  // NAT64 (64:ff9b::a.b.c.d) reaches the IPv4 address through a translator.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4Number(embeddedV4);
  }
  // 6to4 (2002:aabb:ccdd::) carries an IPv4 address in groups 1-2.
  if (g0 === 0x2002) return classifyIpv4Number(g1 * 65536 + g2);
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved'; // discard-only
  return null;
}

/**
 * Why `address` (an IP literal, IPv4 or IPv6, brackets allowed) must not be reached by a
 * webhook, or null when it is a public unicast address. Anything that is not an IP is 'invalid'.
 */
export function forbiddenAddressClass(address: string): AddressClass | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return classifyIpv4Number(ipv4ToNumber(bare)!);
  if (isIP(bare.replace(/%.*$/, '')) === 6) {
    const groups = parseIpv6(bare);
    return groups ? classifyIpv6(groups) : 'invalid';
  }
  return 'invalid';
}

/** Host names that always mean this machine (RFC 6761), whatever DNS says. */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

// ---------------------------------------------------------------------------------------------
// Endpoint URLs
// ---------------------------------------------------------------------------------------------

/**
 * Problems with an endpoint URL at registration (field `url`): https only (http too when private
 * targets are allowed, for tests), no credentials in it, and no literal private, loopback or
 * link-local address or `localhost`. Host names are checked again at every delivery, after DNS.
 */
export function webhookUrlProblems(raw: string, allowPrivate: boolean): FieldProblem[] {
  const fail = (code: string, message: string): FieldProblem[] => [{ field: 'url', code, message }];
  if (raw.length > WEBHOOK_URL_MAX) {
    return fail('TOO_LONG', `At most ${WEBHOOK_URL_MAX} characters.`);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('INVALID_URL', 'Not an absolute URL.');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    return fail('HTTPS_REQUIRED', 'The URL must start with https://.');
  }
  if (url.username !== '' || url.password !== '') {
    return fail(
      'CREDENTIALS_NOT_ALLOWED',
      'No user name or password in the URL; deliveries are signed instead.',
    );
  }
  if (url.hostname === '') return fail('INVALID_URL', 'The URL names no host.');
  if (!allowPrivate) {
    const host = url.hostname;
    const literal = isIP(host.replace(/^\[|\]$/g, '')) !== 0;
    if (isLocalHostName(host) || (literal && forbiddenAddressClass(host) !== null)) {
      return fail(
        'PRIVATE_ADDRESS',
        'Webhooks cannot target loopback, private, link-local or reserved addresses.',
      );
    }
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Secrets and signatures (Standard Webhooks, https://www.standardwebhooks.com/)
// ---------------------------------------------------------------------------------------------

/** A fresh signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks' format). */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The part of a secret lists show again. */
export function secretPrefix(secret: string): string {
  return secret.slice(0, SECRET_PREFIX_LENGTH);
}

/** The HMAC key: the bytes of the base64 after `whsec_`. */
export function signingKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('not a webhook signing secret');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/**
 * The `webhook-signature` header value: `v1,` and the base64 HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}` keyed with the secret's bytes.
 */
export function webhookSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const mac = createHmac('sha256', signingKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** Whether a receiver's answer counts as delivered (any 2xx; redirects are not followed). */
export function isDeliveredStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** A short, single-line text for the delivery log. */
export function deliveryErrorText(text: string): string {
  const line = text.replace(/[\r\n\t]+/g, ' ').replace(/[^\x20-\x7e\u00a0-\uffff]/g, '');
  return line.length > DELIVERY_ERROR_MAX ? `${line.slice(0, DELIVERY_ERROR_MAX - 1)}…` : line;
}

// ---------------------------------------------------------------------------------------------
// Payloads
// ---------------------------------------------------------------------------------------------

/** What an event tells about a booking or stay: no personal data (see BookingEventData). */
export function bookingEventData(
  booking: BookingEventSource,
  period: { start: Date; end: Date },
  extra: Pick<BookingEventData, 'previousTotalCents' | 'cancelledBy'> = {},
): BookingEventData {
  // A row just inserted may lack the columns it left to their defaults (undefined, not null).
  const status: BookingEventData['status'] = booking.cancelledAt
    ? 'cancelled'
    : booking.holdExpiresAt
      ? 'held'
      : 'booked';
  return {
    bookingId: booking.id,
    kind: booking.kind === 'stay' ? 'stay' : 'hourly',
    vehicleId: booking.vehicleId,
    vehicleName: booking.vehicleName,
    startsAt: period.start.toISOString(),
    endsAt: period.end.toISOString(),
    status,
    paid: booking.paid ?? false,
    totalCents: booking.newPriceCents ?? booking.priceCents,
    couponCents: booking.couponCents ?? 0,
    ...extra,
  };
}
