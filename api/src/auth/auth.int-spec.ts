import jestOpenAPI from 'jest-openapi';
import request from 'supertest';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

const HOUR = 60 * 60 * 1000;

describe('staff login, sessions and logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createEmployee({ email: 'eva@example.de', password: 'eva-pass' });
    await t.createEmployee({ email: 'old@example.de', password: 'old-pass', active: false });
  });
  afterAll(() => t.close());
  afterEach(() => t.setNow(undefined));

  const login = async (email: string, password: string) => {
    const client = await t.session();
    const response = await client.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', client.token)
      .send({ email, password });
    return { client, response };
  };

  it('logs in, regenerating the session, and returns the staff profile', async () => {
    const client = await t.session();
    const before = (await t.db.query(`SELECT sid FROM session`)).rows.map(
      (r: { sid: string }) => r.sid,
    );
    const response = await client.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', client.token)
      .send({ email: 'EVA@example.de', password: 'eva-pass' });

    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      username: 'eva@example.de',
      firstName: 'Test',
      lastName: 'Person',
      isAdmin: false,
      role: 'employee',
      demo: false,
    });
    const sessions = await t.db.query(
      `SELECT sid, sess FROM session WHERE (sess -> 'staff' ->> 'id') = $1`,
      [response.body.id],
    );
    expect(sessions.rows).toHaveLength(1);
    expect(before).not.toContain(sessions.rows[0].sid);

    const me = await client.agent.get('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me).toSatisfyApiSpec();
    expect(me.body.id).toBe(response.body.id);
  });

  it.each([
    ['a wrong password', 'eva@example.de', 'wrong-pass'],
    ['an unknown e-mail', 'nobody@example.de', 'eva-pass'],
    ['an inactive account', 'old@example.de', 'old-pass'],
  ])(
    'answers %s with the same 401 LOGIN_FAILED and starts no session',
    async (_, email, password) => {
      const { client, response } = await login(email, password);
      expect(response.status).toBe(401);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({
        code: 'LOGIN_FAILED',
        detail: 'E-mail address or password is wrong.',
      });
      expect((await client.agent.get('/api/v1/auth/me')).status).toBe(401);
    },
  );

  it.each([
    ['an e-mail without a valid ending', { email: 'eva@example', password: 'eva-pass' }, 'email'],
    [
      'an e-mail over 50 characters',
      { email: `${'e'.repeat(40)}@example.de`, password: 'eva-pass' },
      'email',
    ],
    ['a password of 3 characters', { email: 'eva@example.de', password: 'abc' }, 'password'],
    [
      'a password of 21 characters',
      { email: 'eva@example.de', password: 'p'.repeat(21) },
      'password',
    ],
  ])('rejects %s with 400 naming the field', async (_, body, field) => {
    const client = await t.session();
    const response = await client.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', client.token)
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
  });

  it('throttles an account after five wrong passwords, even from other addresses, with Retry-After', async () => {
    await t.createEmployee({ email: 'target@example.de', password: 'right-pass' });
    for (let i = 0; i < 5; i += 1)
      expect((await login('target@example.de', 'wrong-pass')).response.status).toBe(401);
    const blocked = await login('target@example.de', 'right-pass');
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);

    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    expect((await login('target@example.de', 'right-pass')).response.status).toBe(200);
  });

  it('throttles one client address after 20 attempts in 15 minutes', async () => {
    const client = await t.session();
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const response = await client.agent
        .post('/api/v1/auth/login')
        .set('X-CSRF-Token', client.token)
        .send({ email: `nobody${i}@example.de`, password: 'whatever' });
      last = response.status;
    }
    expect(last).toBe(429);
  });

  it('ends an employee session after 14 hours with 401 SESSION_EXPIRED', async () => {
    const client = await t.loginAs('eva@example.de', 'eva-pass');
    t.setNow(new Date(Date.now() + 14 * HOUR - 60_000));
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(200);

    t.setNow(new Date(Date.now() + 14 * HOUR + 60_000));
    const expired = await client.agent.get('/api/v1/auth/me');
    expect(expired.status).toBe(401);
    expect(expired).toSatisfyApiSpec();
    expect(expired.body.code).toBe('SESSION_EXPIRED');

    t.setNow(undefined);
    expect((await client.agent.get('/api/v1/auth/me')).body.code).toBe('NOT_AUTHENTICATED');
  });

  it('keeps admin and root sessions beyond 14 hours', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    t.setNow(new Date(Date.now() + 48 * HOUR));
    expect((await root.agent.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('refuses a deactivated employee at the next request', async () => {
    const id = await t.createEmployee({ email: 'leaving@example.de', password: 'leave-pass' });
    const client = await t.loginAs('leaving@example.de', 'leave-pass');
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(200);
    await t.db.query(`UPDATE employees SET active = false WHERE id = $1`, [id]);
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('logs out: the session is destroyed', async () => {
    const client = await t.loginAs('eva@example.de', 'eva-pass');
    const response = await client.agent
      .post('/api/v1/auth/logout')
      .set('X-CSRF-Token', client.token);
    expect(response.status).toBe(204);
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('returns the demo credentials in demo mode, and they log in as the demo admin', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/v1/auth/demo-credentials');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    const { response: loggedIn } = await login(response.body.email, response.body.password);
    expect(loggedIn.body).toMatchObject({ role: 'admin', isAdmin: true, demo: true });
  });
});

describe('outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false' });
  });
  afterAll(() => t.close());

  it('has no demo credentials (404) and no demo account', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/v1/auth/demo-credentials');
    expect(response.status).toBe(404);
    expect((await t.db.query(`SELECT 1 FROM employees WHERE demo`)).rows).toHaveLength(0);
  });

  it('creates the root account from the configuration, storing only a hash', async () => {
    const rows = (
      await t.db.query(`SELECT email, role, password_hash FROM employees WHERE role = 'root'`)
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(TEST_ROOT.email);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(TEST_ROOT.password);
  });
});
