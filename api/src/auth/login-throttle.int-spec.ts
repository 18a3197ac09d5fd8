import jestOpenAPI from 'jest-openapi';
import type { Response } from 'supertest';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

const LIMIT = 5;
const DEVICE_COOKIE = 'staff_device';
const DAY = 24 * 60 * 60 * 1000;

/** The device cookie a response set, as `name=value`, with its attributes. */
function deviceCookieOf(response: Response): { pair: string; attributes: string } | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) return undefined;
  const [pair, ...attributes] = cookie.split(';');
  return { pair: pair!, attributes: attributes.join(';') };
}

describe('staff login throttling per account, and device cookies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => t.setNow(undefined));

  /** A login from a new client (own address, own session) unless a client is given. */
  async function login(
    email: string,
    password: string,
    options: { client?: SessionClient; cookie?: string } = {},
  ) {
    const client = options.client ?? (await t.session());
    const call = client.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', client.token)
      .send({ email, password });
    const response = await (options.cookie ? call.set('Cookie', options.cookie) : call);
    if (response.status === 200) {
      // The session changed at login: the next call of this client needs the new token.
      client.token = (await client.agent.get('/api/v1/csrf')).body.token as string;
    }
    return response;
  }

  /** Strangers (no device cookie) use up the account's allowance with wrong passwords. */
  async function lockForStrangers(email: string) {
    for (let i = 0; i < LIMIT; i += 1) expect((await login(email, 'wrong-pass')).status).toBe(401);
    const stranger = await login(email, 'wrong-pass');
    expect(stranger.status).toBe(429);
  }

  it('lets at most five of 20 concurrent wrong passwords reach the password check', async () => {
    await t.createEmployee({ email: 'burst@example.de', password: 'right-pass' });
    const clients = await Promise.all(Array.from({ length: 20 }, () => t.session()));
    const answers = await Promise.all(
      clients.map((client) => login('burst@example.de', 'wrong-pass', { client })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(20 - LIMIT).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer).toSatisfyApiSpec();
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body.code).toBe('RATE_LIMITED');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password waits as well: the account is locked for clients it does not know.
    expect((await login('burst@example.de', 'right-pass')).status).toBe(429);
  });

  it('sets an httpOnly, SameSite=Lax device cookie for the login route after a login', async () => {
    const response = await login(TEST_ROOT.email, TEST_ROOT.password);
    expect(response.status).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toBeDefined();
    expect(cookie!.attributes).toMatch(/HttpOnly/i);
    expect(cookie!.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie!.attributes).toMatch(/Path=\/api\/v1\/auth\/login/i);
    expect(cookie!.attributes).toMatch(/Max-Age=2592000/i);
    // The test app runs over http: a Secure cookie would never come back.
    expect(cookie!.attributes).not.toMatch(/Secure/i);
    expect(deviceCookieOf(await login(TEST_ROOT.email, 'wrong-pass'))).toBeUndefined();
  });

  it('lets root log in from a known device while strangers have locked the account', async () => {
    const device = await t.session();
    expect((await login(TEST_ROOT.email, TEST_ROOT.password, { client: device })).status).toBe(200);
    await lockForStrangers(TEST_ROOT.email);
    // Even the right password, without the device cookie.
    expect((await login(TEST_ROOT.email, TEST_ROOT.password)).status).toBe(429);

    await device.agent.post('/api/v1/auth/logout').set('X-CSRF-Token', device.token);
    device.token = (await device.agent.get('/api/v1/csrf')).body.token as string;
    const again = await login(TEST_ROOT.email, TEST_ROOT.password, { client: device });
    expect(again.status).toBe(200);
    expect(again.body.role).toBe('root');
    expect((await device.agent.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('counts wrong passwords from a known device towards that device’s own limit', async () => {
    await t.createEmployee({ email: 'device@example.de', password: 'right-pass' });
    const device = await t.session();
    expect((await login('device@example.de', 'right-pass', { client: device })).status).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await login('device@example.de', 'wrong-pass', { client: device })).status).toBe(401);
    }
    const blocked = await login('device@example.de', 'right-pass', { client: device });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    // The device's failures are its own: other clients still have the account's allowance.
    expect((await login('device@example.de', 'right-pass')).status).toBe(200);
  });

  it('gives no bypass for a forged, foreign, altered or expired device cookie', async () => {
    await t.createEmployee({ email: 'locked@example.de', password: 'right-pass' });
    await t.createEmployee({ email: 'other@example.de', password: 'other-pass' });
    const foreign = deviceCookieOf(await login('other@example.de', 'other-pass'))!.pair;
    t.setNow(new Date(Date.now() - 31 * DAY));
    const expired = deviceCookieOf(await login('locked@example.de', 'right-pass'))!.pair;
    t.setNow(undefined);
    const genuine = deviceCookieOf(await login('locked@example.de', 'right-pass'))!.pair;
    await lockForStrangers('locked@example.de');

    const value = genuine.slice(DEVICE_COOKIE.length + 1);
    const flipped = value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA');
    const forgeries = [
      `${DEVICE_COOKIE}=forged`,
      `${DEVICE_COOKIE}=${value.split('.').slice(0, -1).join('.')}`,
      `${DEVICE_COOKIE}=${flipped}`,
      foreign,
      expired,
    ];
    for (const cookie of forgeries) {
      const response = await login('locked@example.de', 'right-pass', { cookie });
      expect({ cookie, status: response.status }).toEqual({ cookie, status: 429 });
    }
    // The genuine cookie still works.
    expect((await login('locked@example.de', 'right-pass', { cookie: genuine })).status).toBe(200);
  });
});
