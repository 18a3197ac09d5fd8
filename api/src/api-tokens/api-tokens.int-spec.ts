/**
 * API tokens (issue 24): made by admins, shown once, stored as a hash; `Authorization: Bearer`
 * authenticates without a session or CSRF; scopes decide what a token reaches; expired, revoked
 * and deactivated-creator tokens get 401; a token acts as "API"; the demo account's tokens are
 * short-lived and simulated; each token has its own rate limit.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { createTestApp, nextTestIp, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

/** A Monday in summer (CEST, UTC+2); the business opens 9-19 (set below). */
const NOW = new Date('2027-06-07T06:00:00Z');
const DAY = '2027-06-09';

const customer = {
  name: 'Erika Mustermann',
  phone: '+49301234567',
  email: 'erika@example.org',
  street: 'Seestraße 12',
  zipCity: '14467 Potsdam',
  adults: 2,
  children: 0,
  privacyAccepted: true,
  lang: 'de',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface CreatedToken {
  id: string;
  token: string;
  prefix: string;
  scopes: string[];
}

describe('API tokens', () => {
  let t: TestApp;
  let root: SessionClient;
  let boat: string;

  const api = () => request(t.app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function createToken(
    client: SessionClient,
    body: { name?: string; scopes: string[]; expiresAt?: string },
  ): Promise<CreatedToken> {
    const response = await client.agent
      .post('/api/v1/api-tokens')
      .set('X-CSRF-Token', client.token)
      .send({ name: 'Buchungsportal', ...body });
    expect(response.status).toBe(201);
    return response.body as CreatedToken;
  }

  const bookWith = (token: string, overrides: object = {}) =>
    api()
      .post('/api/v1/bookings')
      .set(bearer(token))
      .send({ ...customer, vehicleId: boat, day: DAY, startHour: 10, hours: 2, ...overrides });

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await t.db.query(
      `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 19,
              off_season_start = '11-01', off_season_end = '02-29',
              season_begin_start = NULL, season_begin_end = NULL,
              season_end_start = NULL, season_end_end = NULL`,
    );
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                             extra_music_box, extra_binoculars, captain_cents_per_hour,
                             description_de, description_en)
       VALUES ('motorboats', 'Token Boat', 6, '{"1":5500,"2":10000,"3":14000,"4":18000}', 'no',
               true, true, false, 2000, 'Boot', 'Boat') RETURNING id`,
    );
    boat = rows[0]!.id;
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
  });
  afterAll(() => t.close());

  it('shows a token once and stores only its SHA-256; lists show the prefix', async () => {
    const created = await createToken(root, { scopes: ['bookings:read', 'bookings:write'] });
    expect(created.token).toMatch(/^rr_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(11);

    const { rows } = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM api_tokens WHERE id = $1',
      [created.id],
    );
    expect(rows[0]).toMatchObject({
      token_hash: sha256(created.token),
      prefix: created.prefix,
      scopes: ['bookings:read', 'bookings:write'],
      revoked_at: null,
    });
    expect(JSON.stringify(rows[0])).not.toContain(created.token);

    const list = await root.agent.get('/api/v1/api-tokens').expect(200);
    const listed = (list.body as { items: Array<Record<string, unknown>> }).items.find(
      (item) => item.id === created.id,
    );
    expect(listed).toMatchObject({ prefix: created.prefix, createdByName: 'Admin', demo: false });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(JSON.stringify(list.body)).not.toContain(sha256(created.token));
    expect(listed).not.toHaveProperty('token');
  });

  it('runs a day of bookings with a token alone: no cookie, no CSRF; acts as "API"', async () => {
    const { token, id } = await createToken(root, {
      scopes: ['bookings:read', 'bookings:write', 'vehicles:read'],
    });
    const vehicles = await api().get('/api/v1/vehicles').set(bearer(token)).expect(200);
    expect(JSON.stringify(vehicles.body)).toContain('Token Boat');

    const booked = await bookWith(token);
    expect(booked.status).toBe(201);
    const bookingId = (booked.body as { id: string }).id;
    const stored = await t.db.query<{ employee_name: string; employee_id: string }>(
      'SELECT employee_name, employee_id FROM bookings WHERE id = $1',
      [bookingId],
    );
    expect(stored.rows[0]!.employee_name).toBe('API');

    const read = await api().get(`/api/v1/bookings/${bookingId}`).set(bearer(token)).expect(200);
    expect(read.body).toMatchObject({ id: bookingId, vehicleId: boat, day: DAY });
    const day = await api().get(`/api/v1/bookings?day=${DAY}`).set(bearer(token)).expect(200);
    expect((day.body as { items: Array<{ id: string }> }).items.map((b) => b.id)).toContain(
      bookingId,
    );

    const cancelled = await api()
      .post(`/api/v1/bookings/${bookingId}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'Per Telefon abgesagt' });
    expect(cancelled.status).toBe(200);
    const audit = await t.db.query<{ action: string; actor_name: string }>(
      `SELECT action, actor_name FROM booking_audit WHERE booking_id = $1`,
      [bookingId],
    );
    expect(audit.rows).toContainEqual(expect.objectContaining({ actor_name: 'API' }));
    const row = await t.db.query<{ cancelled_at: Date | null; cancellation_reason: string }>(
      'SELECT cancelled_at, cancellation_reason FROM bookings WHERE id = $1',
      [bookingId],
    );
    expect(row.rows[0]!.cancelled_at).not.toBeNull();
    expect(row.rows[0]!.cancellation_reason).toBe('Per Telefon abgesagt (Abgesagt durch API)');

    const used = await t.db.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM api_tokens WHERE id = $1',
      [id],
    );
    expect(used.rows[0]!.last_used_at).not.toBeNull();
  });

  it('refuses what the scopes do not allow (403 TOKEN_SCOPE_MISSING) and changes nothing', async () => {
    const { token } = await createToken(root, { scopes: ['bookings:read'] });
    const before = await t.db.query('SELECT count(*)::int AS n FROM bookings');
    const refused = await bookWith(token, { startHour: 14 });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    expect((refused.body as { detail: string }).detail).toContain('bookings:write');
    const after = await t.db.query('SELECT count(*)::int AS n FROM bookings');
    expect(after.rows).toEqual(before.rows);

    // Operations not open to tokens at all, whatever the scopes.
    const employees = await api().get('/api/v1/employees').set(bearer(token));
    expect(employees.status).toBe(403);
    expect(employees.body).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    const cash = await api().get('/api/v1/cashregister/log').set(bearer(token));
    expect(cash.status).toBe(403);
  });

  it('gives 401 TOKEN_INVALID to malformed, unknown, expired and revoked tokens', async () => {
    const read = (token: string) => api().get(`/api/v1/bookings?day=${DAY}`).set(bearer(token));
    const expectInvalid = async (token: string) => {
      const response = await read(token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'TOKEN_INVALID' });
    };
    await expectInvalid('not-a-token');
    await expectInvalid(`rr_${'A'.repeat(43)}`);

    const expiring = await createToken(root, {
      scopes: ['bookings:read'],
      expiresAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    expect((await read(expiring.token)).status).toBe(200);
    t.setNow(new Date(NOW.getTime() + 61_000));
    try {
      await expectInvalid(expiring.token);
    } finally {
      t.setNow(NOW);
    }

    const revoked = await createToken(root, { scopes: ['bookings:read'] });
    expect((await read(revoked.token)).status).toBe(200);
    const revocation = await root.agent
      .delete(`/api/v1/api-tokens/${revoked.id}`)
      .set('X-CSRF-Token', root.token);
    expect(revocation.status).toBe(200);
    expect(revocation.body.revokedAt).not.toBeNull();
    await expectInvalid(revoked.token);
    const stored = await t.db.query('SELECT revoked_at FROM api_tokens WHERE id = $1', [
      revoked.id,
    ]);
    expect(stored.rows[0].revoked_at).not.toBeNull();
  });

  it("ends a token with its creator's account", async () => {
    await t.createEmployee({
      email: 'token.admin@example.com',
      password: 'admin-pass',
      role: 'admin',
    });
    const admin = await t.loginAs('token.admin@example.com', 'admin-pass');
    const { token } = await createToken(admin, { scopes: ['bookings:read'] });
    const read = () => api().get(`/api/v1/bookings?day=${DAY}`).set(bearer(token));
    expect((await read()).status).toBe(200);
    await t.db.query(`UPDATE employees SET active = false WHERE email = 'token.admin@example.com'`);
    expect((await read()).status).toBe(401);
  });

  it('still needs CSRF with a cookie, and a bearer header never rides on the session', async () => {
    const [created] = (
      await t.db.query<{ id: string }>(
        `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name,
                               customer_email, customer_phone, booked_day, start_hour, hours,
                               price_cents, lang, street, zip_city)
         VALUES ('hourly', $1, 'Token Boat',
                 tstzrange('2027-06-10T08:00:00Z', '2027-06-10T10:00:00Z'), 'Kurt Kunde',
                 'kurt@example.org', '+4930111', '2027-06-10', 10, 2, 10000, 'de', 'Weg 1',
                 '10115 Berlin')
         RETURNING id`,
        [boat],
      )
    ).rows;
    const cancel = (client: SessionClient) =>
      client.agent.post(`/api/v1/bookings/${created!.id}/cancellation`).send({ reason: 'x' });
    // The root session without its CSRF token: refused as before.
    const noCsrf = await cancel(root);
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body).toMatchObject({ code: 'CSRF_INVALID' });
    // With a made-up bearer token the cookie does not count: 401, nothing cancelled.
    const forged = await root.agent
      .post(`/api/v1/bookings/${created!.id}/cancellation`)
      .set(bearer(`rr_${'B'.repeat(43)}`))
      .send({ reason: 'x' });
    expect(forged.status).toBe(401);
    const row = await t.db.query('SELECT cancelled_at FROM bookings WHERE id = $1', [created!.id]);
    expect(row.rows[0].cancelled_at).toBeNull();
  });

  it('validates token input with problem+json naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ name: '', scopes: ['bookings:read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['bookings:read'] }, 'name'],
      [{ name: 'ok', scopes: [] }, 'scopes'],
      [{ name: 'ok', scopes: ['everything'] }, 'scopes'],
      [{ name: 'ok', scopes: ['bookings:read', 'bookings:read'] }, 'scopes'],
      [{ name: 'ok', scopes: ['bookings:read'], expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ name: 'ok', scopes: ['bookings:read'], expiresAt: '2027-06-06T00:00:00Z' }, 'expiresAt'],
      [{ name: 'ok', scopes: ['bookings:read'], expiresAt: '2029-01-01T00:00:00Z' }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const response = await root.agent
        .post('/api/v1/api-tokens')
        .set('X-CSRF-Token', root.token)
        .send(body);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      const fields = (response.body as { errors: Array<{ field: string }> }).errors.map(
        (error) => error.field,
      );
      expect(fields).toContain(field);
    }
  });

  describe('the demo account', () => {
    let demo: SessionClient;
    beforeAll(async () => {
      demo = await t.loginAsDemo();
    });

    it('gets real tokens that live a day at most, a few at a time, listed only to itself', async () => {
      const first = await createToken(demo, { scopes: ['bookings:write', 'bookings:read'] });
      const { rows } = await t.db.query<{ expires_at: Date }>(
        'SELECT expires_at FROM api_tokens WHERE id = $1',
        [first.id],
      );
      expect(rows[0]!.expires_at.getTime()).toBe(NOW.getTime() + 24 * 60 * 60 * 1000);
      const tooLong = await demo.agent
        .post('/api/v1/api-tokens')
        .set('X-CSRF-Token', demo.token)
        .send({
          name: 'x',
          scopes: ['bookings:read'],
          expiresAt: new Date(NOW.getTime() + 25 * 60 * 60 * 1000).toISOString(),
        });
      expect(tooLong.status).toBe(400);

      await createToken(demo, { scopes: ['bookings:read'] });
      await createToken(demo, { scopes: ['bookings:read'] });
      const fourth = await demo.agent
        .post('/api/v1/api-tokens')
        .set('X-CSRF-Token', demo.token)
        .send({ name: 'x', scopes: ['bookings:read'] });
      expect(fourth.status).toBe(409);
      expect(fourth.body).toMatchObject({ code: 'TOKEN_LIMIT_REACHED' });

      const list = await demo.agent.get('/api/v1/api-tokens').expect(200);
      const items = (list.body as { items: Array<{ demo: boolean }> }).items;
      expect(items).toHaveLength(3);
      expect(items.every((item) => item.demo)).toBe(true);
      // Root's tokens stay out of the demo account's sight, and out of its reach.
      const rootToken = await createToken(root, { scopes: ['bookings:read'] });
      const revoke = await demo.agent
        .delete(`/api/v1/api-tokens/${rootToken.id}`)
        .set('X-CSRF-Token', demo.token);
      expect(revoke.status).toBe(404);
    });

    it('has its bookings simulated: answered, marked, nothing stored', async () => {
      await t.db.query(`UPDATE api_tokens SET revoked_at = now() WHERE created_by =
                          (SELECT id FROM employees WHERE demo)`);
      const { token } = await createToken(demo, { scopes: ['bookings:write'] });
      const before = await t.db.query('SELECT count(*)::int AS n FROM bookings');
      const booked = await bookWith(token, { startHour: 16 });
      expect(booked.status).toBe(201);
      expect(booked.headers['x-demo-simulated']).toBe('1');
      expect(booked.body.simulated).toBe(true);
      const after = await t.db.query('SELECT count(*)::int AS n FROM bookings');
      expect(after.rows).toEqual(before.rows);
    });
  });
});

describe('the rate limit per token', () => {
  it('refuses the request beyond API_TOKEN_RATE_LIMIT_PER_MINUTE with 429 and Retry-After', async () => {
    const t = await createTestApp({ API_TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
      const create = () =>
        root.agent
          .post('/api/v1/api-tokens')
          .set('X-CSRF-Token', root.token)
          .send({ name: 'Limit', scopes: ['products:read'] });
      const first = (await create()).body as CreatedToken;
      const second = (await create()).body as CreatedToken;
      const read = (token: string) =>
        request(t.app.getHttpServer())
          .get('/api/v1/products?type=drinks')
          .set('Authorization', `Bearer ${token}`);
      for (let i = 0; i < 3; i += 1) expect((await read(first.token)).status).toBe(200);
      const limited = await read(first.token);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another token has a budget of its own.
      expect((await read(second.token)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
