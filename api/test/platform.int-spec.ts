import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, TEST_ROOT } from './test-app';
import type { TestApp } from './test-app';

describe('HTTP platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/v1/does-not-exist'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/v2/vehicles'],
    ['POST', '/api/v1/does-not-exist'],
    ['POST', '/somewhere'],
    ['DELETE', '/'],
    ['PUT', '/RentalRevolution'],
    ['GET', '/media/missing.webp'],
  ])('answers %s %s, which nothing serves, with a problem+json 404', async (method, path) => {
    const server = request(t.app.getHttpServer());
    const response = await server[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers a request too large for the HTTP parser (a 100 kB address) with problem+json', async () => {
    const response = await request(t.app.getHttpServer()).get(
      `/api/v1/vehicles?name=${'a'.repeat(100_000)}`,
    );
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 431, code: 'BAD_REQUEST' });
  });

  it('lets no cache keep an API answer (they carry sessions and personal data)', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    for (const path of [
      '/api/v1/auth/me',
      '/api/v1/employees',
      '/api/v1/prawn-orders',
      '/api/v1/contact-requests',
      '/api/v1/vehicles?type=motorboats',
    ]) {
      const response = await root.agent.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, cache: response.headers['cache-control'] }).toEqual({
        path,
        cache: 'no-store',
      });
    }
  });

  it('sends a strict content security policy and no framework banner', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/v1/health');
    const csp = response.headers['content-security-policy'] as string;
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    // Third parties only where a visitor's choice loads them: map tiles, PayPal's checkout.
    expect(csp).toContain(
      "script-src 'self' https://www.paypal.com https://www.sandbox.paypal.com",
    );
    expect(csp).toContain('frame-src https://www.paypal.com https://www.sandbox.paypal.com');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('tags every response with a request id, keeping a well-formed one the caller sent', async () => {
    const generated = await request(t.app.getHttpServer()).get('/api/v1/health');
    const given = await request(t.app.getHttpServer())
      .get('/api/v1/health')
      .set('X-Request-Id', 'trace-123');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.headers['x-request-id']).toBe('trace-123');
  });

  it('keeps the session in PostgreSQL with an httpOnly, SameSite=Lax cookie', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/v1/csrf');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const sessions = await t.db.query(`SELECT sess FROM session`);
    expect(
      sessions.rows.map((row: { sess: { csrfToken: string } }) => row.sess.csrfToken),
    ).toContain(response.body.token);
  });

  it('serves the API documentation', async () => {
    const page = await request(t.app.getHttpServer()).get('/api/docs');
    const json = await request(t.app.getHttpServer()).get('/api/docs/openapi.json');
    expect(page.status).toBe(200);
    expect(json.body.paths).toHaveProperty(['/api/v1/contact-requests']);
    // Clients generate one function per operation: every operationId must be unique.
    const operationIds = Object.values(
      json.body.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    const duplicates = operationIds.filter((id, index) => operationIds.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has entities and migrations in agreement (generating a migration would produce nothing)', async () => {
    const dataSource = t.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
