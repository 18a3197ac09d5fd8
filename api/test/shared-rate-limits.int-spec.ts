/**
 * Rate limits shared by API replicas (issue 23): two Nest apps on one database count against the
 * same budgets, the key is the client address as Express sees it through TRUST_PROXY, and a
 * database outage leaves the limits in force (each replica's memory insurance) without crashing.
 */
import request from 'supertest';
import type { Response } from 'supertest';
import { LOGIN_ATTEMPTS_PER_ACCOUNT } from '../src/auth/auth.service';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/** RECOVERY_RATE_LIMIT of AuthController: five calls per address in 15 minutes. */
const RESET_LIMIT = 5;
const RESET_PATH = '/api/v1/auth/password-reset';

function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect((response.body as { code: string }).code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/**
 * A call of the throttled reset route with only the given X-Forwarded-For: the guard counts it
 * before the CSRF check refuses it (403), so no session is needed.
 */
const resetCall = (t: TestApp, forwardedFor: string) =>
  request(t.app.getHttpServer())
    .post(RESET_PATH)
    .set('X-Forwarded-For', forwardedFor)
    .send({ token: 'x', password: 'new-password-1' });

describe('rate limits shared by two replicas on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function wrongLogin(replica: TestApp, email: string) {
    const client = await replica.session();
    return client.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', client.token)
      .send({ email, password: 'wrong-pass' });
  }

  it('refuses the 6th wrong login on replica B after five on replica A', async () => {
    await a.createEmployee({ email: 'shared@example.de', password: 'right-pass' });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i += 1) {
      expect((await wrongLogin(a, 'shared@example.de')).status).toBe(401);
    }
    expectRateLimited(await wrongLogin(b, 'shared@example.de'));
    // … and on A as well; another account is not affected.
    expectRateLimited(await wrongLogin(a, 'shared@example.de'));
    expect((await wrongLogin(b, 'other@example.de')).status).toBe(401);
  });

  it('counts a route limit per address across both replicas, alternating', async () => {
    const address = '203.0.113.40';
    for (let i = 0; i < RESET_LIMIT; i += 1) {
      const replica = i % 2 === 0 ? a : b;
      expect((await resetCall(replica, address)).status).toBe(403);
    }
    expectRateLimited(await resetCall(a, address));
    expectRateLimited(await resetCall(b, address));
    expect((await resetCall(b, '203.0.113.41')).status).toBe(403);
  });

  it('stores no client address or e-mail address in the shared table', async () => {
    const { rows } = await a.db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toMatch(/203\.0\.113|example\.de/);
  });

  it('keeps limits during a database outage (memory insurance) and never crashes', async () => {
    await a.dropDatabase();
    try {
      const address = '203.0.113.50';
      const answers: number[] = [];
      for (let i = 0; i < RESET_LIMIT; i += 1) answers.push((await resetCall(a, address)).status);
      // Counted in A's memory now: never a 5xx from the limiter, the guard still lets them pass.
      expect(answers.every((status) => status < 500 || status === 503)).toBe(true);
      expect(answers).not.toContain(429);
      expectRateLimited(await resetCall(a, address));
    } finally {
      await a.restoreDatabase();
    }
    // Back on the shared table once the database is back.
    expect((await resetCall(b, '203.0.113.51')).status).toBe(403);
  });
});

describe('the rate-limit key through TRUST_PROXY', () => {
  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      for (let i = 0; i < RESET_LIMIT; i += 1) {
        expect((await resetCall(t, `192.0.2.${i + 1}`)).status).toBe(403);
      }
      // Every call came from the test's own address: a new made-up address buys nothing.
      expectRateLimited(await resetCall(t, '192.0.2.99'));
    } finally {
      await t.close();
    }
  });

  it('keys on the address the one trusted proxy saw when TRUST_PROXY is a hop count of 1', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      // The proxy appends the peer's address; what the client wrote before it is not trusted.
      for (let i = 0; i < RESET_LIMIT; i += 1) {
        expect((await resetCall(t, `10.9.9.${i}, 192.0.2.10`)).status).toBe(403);
      }
      expectRateLimited(await resetCall(t, '10.9.9.200, 192.0.2.10'));
      // Another client behind the proxy has a budget of its own.
      expect((await resetCall(t, '192.0.2.11')).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
