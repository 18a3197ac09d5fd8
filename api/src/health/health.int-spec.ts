import jestOpenAPI from 'jest-openapi';
import type { Pool } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { RATE_LIMITS_POOL } from '../common/security/login-throttles';
import { SESSION_POOL } from '../common/session/session.constants';

jestOpenAPI(OPENAPI_FILE);

describe('health and database outages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** No client of the app's pools is busy or awaited: the work the requests started has ended. */
  const poolsQuiet = () =>
    [
      (t.app.get(DataSource).driver as PostgresDriver).master as Pool,
      t.app.get<Pool>(SESSION_POOL),
      t.app.get<Pool>(RATE_LIMITS_POOL),
    ].every((pool) => pool.waitingCount === 0 && pool.idleCount === pool.totalCount);

  it('reports liveness and readiness per the contract', async () => {
    const live = await request(t.app.getHttpServer()).get('/api/v1/health');
    const ready = await request(t.app.getHttpServer()).get('/api/v1/health/ready');
    expect(live.status).toBe(200);
    expect(live).toSatisfyApiSpec();
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready).toSatisfyApiSpec();
  });

  it('answers 503 DB_UNAVAILABLE with Retry-After while the database is gone, and recovers', async () => {
    const client = await t.session();
    await t.dropDatabase();
    try {
      const started = Date.now();
      // With the visitor's session cookie: liveness must not depend on the session store.
      const live = await client.agent.get('/api/v1/health');
      const ready = await request(t.app.getHttpServer()).get('/api/v1/health/ready');
      const write = await client.agent
        .post('/api/v1/contact-requests')
        .set('X-CSRF-Token', client.token)
        .send({ sender: 'Anna', email: 'anna@example.de', body: 'Hallo' });

      expect(live.status).toBe(200);
      for (const response of [ready, write]) {
        expect(response.status).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.body.code).toBe('DB_UNAVAILABLE');
        expect(JSON.stringify(response.body)).not.toMatch(/\bat \w|SELECT|INSERT|\/work\/|\.ts:/);
      }
      expect(ready).toSatisfyApiSpec();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.restoreDatabase();
    }
    const again = await request(t.app.getHttpServer()).get('/api/v1/health/ready');
    expect(again.status).toBe(200);
  });

  it('answers every kind of request with 503 during an outage, never 200 or a crash, and serves again after', async () => {
    const server = t.app.getHttpServer();
    const visitor = await t.session();
    // The earlier outage re-created the database from the template, which has no root yet.
    await t.createEmployee({ email: 'outage@example.com', password: 'outage-secret-1' });
    const staff = await t.loginAs('outage@example.com', 'outage-secret-1');
    const crashes: unknown[] = [];
    const onUncaught = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onUncaught);
    await t.dropDatabase();
    try {
      const attempts: [string, PromiseLike<request.Response>][] = [
        // Cookieless: a new session must be stored before its CSRF token may be handed out.
        ['cookieless GET /csrf', request(server).get('/api/v1/csrf')],
        ['cookieless GET /vehicles', request(server).get('/api/v1/vehicles?type=motorboats')],
        ['visitor GET /csrf', visitor.agent.get('/api/v1/csrf')],
        ['visitor GET /settings/business', visitor.agent.get('/api/v1/settings/business')],
        [
          'visitor POST /contact-requests',
          visitor.agent
            .post('/api/v1/contact-requests')
            .set('X-CSRF-Token', visitor.token)
            .send({ sender: 'Anna', email: 'anna@example.de', body: 'Hallo' }),
        ],
        ['staff GET /auth/me', staff.agent.get('/api/v1/auth/me')],
        ['staff GET /csrf', staff.agent.get('/api/v1/csrf')],
        [
          'staff POST /auth/logout',
          staff.agent.post('/api/v1/auth/logout').set('X-CSRF-Token', staff.token),
        ],
      ];
      const answers = await Promise.all(attempts.map(([, attempt]) => attempt));
      // Work that fails after an answer went out fails on the database: once the pools are
      // quiet it has, and one more turn of the loop lets its errors surface.
      await waitUntil(poolsQuiet, 'the pools to be quiet');
      await new Promise(setImmediate);
      answers.forEach((response, index) => {
        const label = attempts[index]![0];
        expect({ label, status: response.status }).toEqual({ label, status: 503 });
        expect(response.headers['retry-after']).toBe('5');
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.body.code).toBe('DB_UNAVAILABLE');
      });
      // Without a session there is no CSRF token to check: refused without the database.
      const cookieless = await request(server)
        .post('/api/v1/contact-requests')
        .send({ sender: 'Anna', email: 'anna@example.de', body: 'Hallo' });
      expect(cookieless.status).toBe(403);
      expect(cookieless.body.code).toBe('CSRF_INVALID');
      expect(crashes).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await t.restoreDatabase();
    }
    const fresh = await request(server).get('/api/v1/csrf');
    expect(fresh.status).toBe(200);
    expect((await visitor.agent.get('/api/v1/settings/business')).status).toBe(200);
  });
});
