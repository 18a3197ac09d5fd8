import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { BAD_PAGE_QUERIES, collectPages } from '../../test/pages';
import { PRAWN_OFFER } from './prawn-order.rules';

jestOpenAPI(OPENAPI_FILE);

const URL = '/api/v1/prawn-orders';
const valid = {
  firstName: 'aDA',
  lastName: 'LOVELACE',
  email: 'ada@example.co.uk',
  street: '12 Harbour Road',
  additional: 'Flat 3',
  postal: 'TR18 4AA',
  city: 'Penzance',
  country: 'United Kingdom',
};

describe('prawn orders', () => {
  let t: TestApp;
  let visitor: SessionClient;

  const send = (payload: object, client: SessionClient = visitor) =>
    client.agent.post(URL).set('X-CSRF-Token', client.token).send(payload);
  const rows = async () =>
    (
      await t.db.query(
        `SELECT first_name, last_name, email, street, additional, postal, city, country,
                price_cents, ordered_at FROM prawn_orders ORDER BY ordered_at`,
      )
    ).rows as Array<Record<string, unknown>>;

  beforeAll(async () => {
    // Demo mode as in production: prawn orders are real there too (spec).
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM prawn_orders');
    visitor = await t.session();
  });

  it('publishes the offer and its price', async () => {
    const response = await visitor.agent.get(`${URL}/offer`);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual(PRAWN_OFFER);
  });

  it('stores the order with capitalised names and the server’s price, even in demo mode', async () => {
    const response = await send({ ...valid, city: '  Penzance ' });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      city: 'Penzance',
    });
    expect(response.body.simulated).toBeUndefined();
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: valid.email,
      street: valid.street,
      additional: valid.additional,
      postal: valid.postal,
      city: 'Penzance',
      country: valid.country,
      price_cents: PRAWN_OFFER.priceCents,
    });
  });

  it.each([
    ['firstName', 25],
    ['lastName', 25],
    ['email', 50],
    ['street', 50],
    ['additional', 50],
    ['postal', 10],
    ['city', 30],
    ['country', 20],
  ])(
    'rejects a %s over %i characters, naming the field, and stores nothing',
    async (field, max) => {
      const tooLong =
        field === 'email' ? `${'a'.repeat(max - 10)}@example.de` : 'x'.repeat(max + 1);
      expect(tooLong.length).toBe(max + 1);
      const response = await send({ ...valid, [field]: tooLong });
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.body.errors).toContainEqual(
        expect.objectContaining({ field, code: 'TOO_LONG' }),
      );
      expect(await rows()).toEqual([]);
    },
  );

  it('accepts every field at exactly its maximum', async () => {
    const response = await send({
      ...valid,
      firstName: 'a'.repeat(25),
      postal: '1'.repeat(10),
      country: 'c'.repeat(20),
    });
    expect(response.status).toBe(201);
  });

  it.each(Object.keys(valid))('rejects an order without %s', async (field) => {
    const response = await send({ ...valid, [field]: undefined });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field }));
    expect(await rows()).toEqual([]);
  });

  it('rejects an invalid e-mail and unknown fields such as the payment tile', async () => {
    const badEmail = await send({ ...valid, email: 'ada@example' });
    expect(badEmail.body.errors).toContainEqual(
      expect.objectContaining({ field: 'email', code: 'INVALID_FORMAT' }),
    );
    const withTile = await send({ ...valid, payment: 'paypal' });
    expect(withTile.status).toBe(400);
    expect(withTile.body.errors).toContainEqual(expect.objectContaining({ field: 'payment' }));
    expect(await rows()).toEqual([]);
  });

  it('limits orders per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(valid)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await rows()).toHaveLength(5);
  });

  describe('the owner’s list (GET /prawn-orders)', () => {
    it('needs a session, and an admin or root', async () => {
      expect((await visitor.agent.get(URL)).status).toBe(401);
      await t.createEmployee({ email: 'crew@example.de', password: 'crew-pass-1' });
      const employee = await t.loginAs('crew@example.de', 'crew-pass-1');
      expect((await employee.agent.get(URL)).status).toBe(403);
    });

    it('lists newest first, page by page', async () => {
      for (const city of ['Husum', 'Büsum', 'Tönning']) {
        await send({ ...valid, city }, await t.session());
      }
      const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      const first = await root.agent.get(`${URL}?limit=2`);
      expect(first.status).toBe(200);
      expect(first).toSatisfyApiSpec();
      expect(first.body.items.map((order: { city: string }) => order.city)).toEqual([
        'Tönning',
        'Büsum',
      ]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await root.agent.get(URL).query({ limit: 2, cursor: first.body.nextCursor });
      expect(second.status).toBe(200);
      expect(second).toSatisfyApiSpec();
      expect(second.body.items.map((order: { city: string }) => order.city)).toEqual(['Husum']);
      expect(second.body.nextCursor).toBeNull();
      expect((await root.agent.get(`${URL}?limit=101`)).status).toBe(400);
    });

    it('keeps one order for orders of the same moment', async () => {
      for (const city of ['Husum', 'Büsum', 'Tönning', 'Wyk', 'Sylt']) {
        await t.db.query(
          `INSERT INTO prawn_orders (first_name, last_name, email, street, additional, postal, city,
                                     country, price_cents, ordered_at)
           VALUES ('Ada', 'Lovelace', 'ada@example.co.uk', 'Street 1', '-', '25813', $1, 'DE',
                   3490, '2024-04-04T04:04:04.040404Z')`,
          [city],
        );
      }
      const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      const pages = await collectPages<{ id: string }>(root.agent, URL, 2);
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
      const stored = await t.db.query(
        'SELECT id FROM prawn_orders ORDER BY ordered_at DESC, id DESC',
      );
      expect(pages.flatMap((page) => page.items.map((order) => order.id))).toEqual(
        stored.rows.map((row: { id: string }) => row.id),
      );
    });

    let owner: SessionClient | undefined;
    it.each(BAD_PAGE_QUERIES)('refuses %s with 400 naming the field', async (_, query, field) => {
      owner ??= await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      const response = await owner.agent.get(URL).query(query);
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
    });

    it('no longer takes page and pageSize', async () => {
      const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      const response = await root.agent.get(`${URL}?page=2&pageSize=2`);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ field: 'page', code: 'UNKNOWN_FIELD' }),
        expect.objectContaining({ field: 'pageSize', code: 'UNKNOWN_FIELD' }),
      ]);
    });
  });
});
