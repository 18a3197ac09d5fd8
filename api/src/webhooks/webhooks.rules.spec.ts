import { createHmac } from 'node:crypto';
import { WebhookSecretBox } from './webhook-secrets';
import {
  bookingEventData,
  deliveryErrorText,
  forbiddenAddressClass,
  newSigningSecret,
  parseIpv6,
  secretPrefix,
  webhookSignature,
  webhookUrlProblems,
} from './webhooks.rules';

describe('forbiddenAddressClass', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    // IPv4-mapped and -compatible forms are judged by their IPv4 address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:169.254.169.254]', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(forbiddenAddressClass(address)).toBe(kind);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2a00:1450:4001:80b::200e',
  ])('allows the public address %s', (address) => {
    expect(forbiddenAddressClass(address)).toBeNull();
  });

  it.each(['example.com', '', '1.2.3', '::1::2', '12345::', '1.2.3.256'])(
    'calls %j no address',
    (text) => {
      expect(forbiddenAddressClass(text)).toBe('invalid');
    },
  );

  it('parses IPv6 forms to eight groups', () => {
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('1:2:3:4:5:6:7')).toBeNull();
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeNull();
  });
});

describe('webhookUrlProblems', () => {
  const codeOf = (url: string, allowPrivate = false) =>
    webhookUrlProblems(url, allowPrivate).map((problem) => `${problem.field}:${problem.code}`);

  it('accepts a public https URL', () => {
    expect(codeOf('https://hooks.example.com/rental?x=1')).toEqual([]);
    expect(codeOf('https://93.184.216.34:8443/hook')).toEqual([]);
  });

  it.each([
    ['http://hooks.example.com/', 'url:HTTPS_REQUIRED'],
    ['ftp://hooks.example.com/', 'url:HTTPS_REQUIRED'],
    ['javascript:alert(1)', 'url:HTTPS_REQUIRED'],
    ['not a url', 'url:INVALID_URL'],
    ['/relative', 'url:INVALID_URL'],
    ['https://user:pass@hooks.example.com/', 'url:CREDENTIALS_NOT_ALLOWED'],
    ['https://127.0.0.1/x', 'url:PRIVATE_ADDRESS'],
    ['https://10.0.0.1/', 'url:PRIVATE_ADDRESS'],
    ['https://[::1]/', 'url:PRIVATE_ADDRESS'],
    ['https://[::ffff:127.0.0.1]/', 'url:PRIVATE_ADDRESS'],
    ['https://169.254.169.254/', 'url:PRIVATE_ADDRESS'],
    // WHATWG URL parsing turns these spellings into 127.0.0.1 before the check.
    ['https://2130706433/', 'url:PRIVATE_ADDRESS'],
    ['https://0x7f.1/', 'url:PRIVATE_ADDRESS'],
    ['https://localhost/', 'url:PRIVATE_ADDRESS'],
    ['https://api.localhost./', 'url:PRIVATE_ADDRESS'],
    [`https://example.com/${'a'.repeat(2000)}`, 'url:TOO_LONG'],
  ])('refuses %s', (url, code) => {
    expect(codeOf(url)).toEqual([code]);
  });

  it('allows http and private targets only when WEBHOOKS_ALLOW_PRIVATE is set', () => {
    expect(codeOf('http://127.0.0.1:4000/hook', true)).toEqual([]);
    expect(codeOf('http://127.0.0.1:4000/hook', false)).toEqual(['url:HTTPS_REQUIRED']);
  });
});

describe('signatures (Standard Webhooks)', () => {
  it('makes whsec_ secrets of 32 random bytes and shows only their start', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
    expect(secretPrefix(secret)).toBe(secret.slice(0, 10));
  });

  it('signs "{id}.{timestamp}.{body}" with the secret bytes (the Standard Webhooks example)', () => {
    // The example of the Standard Webhooks specification's reference libraries.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const body = '{"test": 2432232314}';
    expect(webhookSignature(secret, id, 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('agrees with an independent HMAC and changes with every part', () => {
    const secret = newSigningSecret();
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update('evt.1700000000.{"a":1}').digest('base64');
    expect(webhookSignature(secret, 'evt', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
    const variants = [
      webhookSignature(secret, 'evt2', 1700000000, '{"a":1}'),
      webhookSignature(secret, 'evt', 1700000001, '{"a":1}'),
      webhookSignature(secret, 'evt', 1700000000, '{"a":2}'),
      webhookSignature(newSigningSecret(), 'evt', 1700000000, '{"a":1}'),
    ];
    for (const variant of variants) expect(variant).not.toBe(`v1,${expected}`);
  });
});

describe('secrets at rest', () => {
  it('are encrypted, readable with the same SESSION_SECRET only', () => {
    const box = new WebhookSecretBox('s'.repeat(40));
    const secret = newSigningSecret();
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(sealed).not.toBe(box.seal(secret));
    expect(box.open(sealed)).toBe(secret);
    expect(new WebhookSecretBox('t'.repeat(40)).open(sealed)).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});

describe('delivery log texts', () => {
  it('are one line of at most 200 characters', () => {
    const text = deliveryErrorText(`line1\nline2\r\n${'x'.repeat(500)}`);
    expect(text).not.toMatch(/[\r\n]/);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.startsWith('line1 line2 ')).toBe(true);
  });
});

describe('bookingEventData', () => {
  const period = { start: new Date('2026-06-01T08:00:00Z'), end: new Date('2026-06-01T10:00:00Z') };
  const booking = {
    id: 'b1',
    kind: 'hourly',
    vehicleId: 'v1',
    vehicleName: 'Möwe',
    priceCents: 9000,
    customerEmail: 'someone@example.com',
    customerPhone: '0301234',
    customerName: 'Erika',
  };

  it('reports state and money, and no personal data, for a row fresh from INSERT', () => {
    const data = bookingEventData(booking, period);
    expect(data).toEqual({
      bookingId: 'b1',
      kind: 'hourly',
      vehicleId: 'v1',
      vehicleName: 'Möwe',
      startsAt: '2026-06-01T08:00:00.000Z',
      endsAt: '2026-06-01T10:00:00.000Z',
      status: 'booked',
      paid: false,
      totalCents: 9000,
      couponCents: 0,
    });
    expect(JSON.stringify(data)).not.toMatch(/someone|0301234|Erika/);
  });

  it('tells held, cancelled and repriced stays apart', () => {
    const stay = { ...booking, kind: 'stay', couponCents: 1000, paid: false };
    expect(bookingEventData({ ...stay, holdExpiresAt: new Date() }, period).status).toBe('held');
    expect(
      bookingEventData({ ...stay, holdExpiresAt: new Date(), cancelledAt: new Date() }, period, {
        cancelledBy: 'payment_expired',
      }),
    ).toMatchObject({ kind: 'stay', status: 'cancelled', cancelledBy: 'payment_expired' });
    expect(
      bookingEventData({ ...stay, newPriceCents: 7000 }, period, { previousTotalCents: 9000 }),
    ).toMatchObject({ totalCents: 7000, previousTotalCents: 9000, couponCents: 1000 });
  });
});
