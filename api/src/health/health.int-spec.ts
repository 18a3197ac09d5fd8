import jestOpenAPI from 'jest-openapi';
import request from 'supertest';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

describe('health and database outages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
});
