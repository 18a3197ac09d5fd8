import { cookieValue, DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies } from './device-cookie';

const settings = { secret: 'a-session-secret-of-enough-length', path: '/login', secure: false };
const staff = new DeviceCookies({ ...settings, realm: 'staff' });

describe('DeviceCookies', () => {
  const now = Date.UTC(2026, 10, 23);

  it('recognises its own cookie for the account it names, with a device id per issue', () => {
    const first = staff.issue('root@example.com', now);
    const second = staff.issue('root@example.com', now);
    expect(staff.deviceOf(first, 'root@example.com', now)).toEqual(expect.any(String));
    expect(staff.deviceOf(first, 'root@example.com', now)).not.toBe(
      staff.deviceOf(second, 'root@example.com', now),
    );
  });

  it('refuses another account, another realm or secret, an altered value and an expired one', () => {
    const value = staff.issue('root@example.com', now);
    const gallery = new DeviceCookies({ ...settings, realm: 'gallery' });
    const otherSecret = new DeviceCookies({
      ...settings,
      secret: 'another-secret',
      realm: 'staff',
    });
    const [name, expires, nonce, signature] = value.split('.') as [string, string, string, string];
    const later = String(Number(expires) + 3600);
    expect(staff.deviceOf(value, 'eva@example.de', now)).toBeUndefined();
    expect(gallery.deviceOf(value, 'root@example.com', now)).toBeUndefined();
    expect(otherSecret.deviceOf(value, 'root@example.com', now)).toBeUndefined();
    expect(staff.deviceOf(`${name}.${later}.${nonce}.${signature}`, 'root@example.com', now)).toBe(
      undefined,
    );
    expect(staff.deviceOf(value, 'root@example.com', now + DEVICE_COOKIE_MAX_AGE_MS)).toBe(
      undefined,
    );
    expect(staff.deviceOf(undefined, 'root@example.com', now)).toBeUndefined();
    expect(staff.deviceOf('a.b.c', 'root@example.com', now)).toBeUndefined();
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('sid=1; staff_device=a.b%2Ec; x=2', 'staff_device')).toBe('a.b.c');
    expect(cookieValue('sid=1', 'staff_device')).toBeUndefined();
    expect(cookieValue('staff_device=%E0%A4%A', 'staff_device')).toBeUndefined();
  });
});
