import { cookieValue, DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies } from './device-cookie';

const SECRET = 'a-session-secret-of-enough-length';
const NOW = Date.UTC(2026, 0, 1);
const settings = { secret: SECRET, realm: 'staff', path: '/api/v1/auth/login', secure: false };

describe('DeviceCookies', () => {
  const cookies = new DeviceCookies(settings);

  it('accepts its own cookie for the account it names, until it expires', () => {
    const value = cookies.issue('root@example.com', NOW);
    const device = cookies.deviceOf(value, 'root@example.com', NOW);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.deviceOf(value, 'root@example.com', NOW + DEVICE_COOKIE_MAX_AGE_MS - 1000)).toBe(
      device,
    );
    expect(
      cookies.deviceOf(value, 'root@example.com', NOW + DEVICE_COOKIE_MAX_AGE_MS),
    ).toBeUndefined();
  });

  it('tells devices apart: every login gets a new device id', () => {
    const first = cookies.deviceOf(cookies.issue('a', NOW), 'a', NOW);
    const second = cookies.deviceOf(cookies.issue('a', NOW), 'a', NOW);
    expect(first).not.toBe(second);
  });

  it('refuses another account’s cookie, a forged or altered one, and one of another realm or key', () => {
    const value = cookies.issue('eva@example.com', NOW);
    const [name, expires, nonce, signature] = value.split('.') as [string, string, string, string];
    const rootName = Buffer.from('root@example.com').toString('base64url');
    const flipLast = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
    const refused = [
      undefined,
      '',
      'forged',
      value.split('.').slice(0, 3).join('.'),
      `${value}.extra`,
      [rootName, expires, nonce, signature].join('.'),
      [name, String(Number(expires) + 86_400), nonce, signature].join('.'),
      [name, expires, flipLast(nonce), signature].join('.'),
      // Same bytes spelled differently (unused low bits of the last base64 character) or not at all.
      [name, expires, nonce, flipLast(signature)].join('.'),
      [name, expires, nonce, `${signature}=`].join('.'),
      new DeviceCookies({ ...settings, realm: 'gallery' }).issue('eva@example.com', NOW),
      new DeviceCookies({ ...settings, secret: 'another-secret-of-enough-length' }).issue(
        'eva@example.com',
        NOW,
      ),
    ];
    for (const candidate of refused) {
      expect({ candidate, device: cookies.deviceOf(candidate, 'eva@example.com', NOW) }).toEqual({
        candidate,
        device: undefined,
      });
    }
    expect(cookies.deviceOf(value, 'root@example.com', NOW)).toBeUndefined();
  });

  it('is httpOnly, SameSite=Lax, for the login route only, and Secure over HTTPS', () => {
    expect(cookies.name).toBe('staff_device');
    expect(cookies.options()).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/api/v1/auth/login',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    const https = new DeviceCookies({ ...settings, secure: true });
    expect(https.name).toBe('__Secure-staff_device');
    expect(https.options().secure).toBe(true);
  });
});

describe('cookieValue', () => {
  it('finds one cookie in a Cookie header', () => {
    const header = 'sid=s%3Aabc; staff_device=a.b.c.d;other=1';
    expect(cookieValue(header, 'staff_device')).toBe('a.b.c.d');
    expect(cookieValue(header, 'sid')).toBe('s:abc');
    expect(cookieValue(header, 'device')).toBeUndefined();
    expect(cookieValue(undefined, 'sid')).toBeUndefined();
    expect(cookieValue('sid=%E0%A4%A', 'sid')).toBeUndefined();
  });
});
