import jestOpenAPI from 'jest-openapi';
import type { QueryResult } from 'pg';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { DEMO_ACCOUNT } from '../employees/employee.rules';

jestOpenAPI(OPENAPI_FILE);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The staff the tests act as, with the name `changed_by` is signed with. */
const STAFF = {
  employee: {
    email: 'anna.berg@example.com',
    password: 'anna-pass-1',
    first: 'Anna',
    last: 'Berg',
  },
  admin: {
    email: 'bernd.kaiser@example.com',
    password: 'bernd-pass-1',
    first: 'Bernd',
    last: 'Kaiser',
  },
} as const;
type Role = 'employee' | 'admin' | 'root';
const SIGNED_AS: Record<Role, string> = {
  employee: 'Anna Berg',
  admin: 'Bernd Kaiser',
  root: 'Admin',
};

interface ProductRow {
  type: string;
  name: string;
  price_cents: number;
  actual_stock: number | null;
  target_stock: number | null;
  changed_by: string;
}

interface ProductFields {
  type: string;
  name: string;
  priceCents: number;
  actualStock: number | null;
  targetStock: number | null;
}

/** A drink as the register sells it: counted, below its target. */
const COLA: ProductFields = {
  type: 'drinks',
  name: 'Cola 0,33 l',
  priceCents: 280,
  actualStock: 9,
  targetStock: 24,
};

/** A product written straight into the table, as another member of staff added it. */
async function insertProduct(
  t: TestApp,
  fields: ProductFields = COLA,
  changedBy = 'Früher Kollege',
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO products (type, name, price_cents, actual_stock, target_stock, changed_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      fields.type,
      fields.name,
      fields.priceCents,
      fields.actualStock,
      fields.targetStock,
      changedBy,
    ],
  );
  return rows[0]!.id;
}

async function storedRow(t: TestApp, id: string): Promise<ProductRow | undefined> {
  const { rows } = await t.db.query<ProductRow>(
    `SELECT type, name, price_cents, actual_stock, target_stock, changed_by
       FROM products WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function productCount(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return rows[0]!.n;
}

/** The row as the API's fields, for comparing with what was sent. */
const asRow = (fields: ProductFields, changedBy: string): ProductRow => ({
  type: fields.type,
  name: fields.name,
  price_cents: fields.priceCents,
  actual_stock: fields.actualStock,
  target_stock: fields.targetStock,
  changed_by: changedBy,
});

function send(
  client: SessionClient,
  method: 'post' | 'put' | 'delete',
  path: string,
  body?: object,
) {
  const call = client.agent[method](`/api/v1${path}`).set('X-CSRF-Token', client.token);
  return body === undefined ? call : call.send(body);
}

const list = (client: SessionClient, type: string) =>
  client.agent.get(`/api/v1/products?type=${encodeURIComponent(type)}`);

const fieldsOf = (response: Response) =>
  ((response.body as { errors?: Array<{ field: string }> }).errors ?? []).map(
    (error) => error.field,
  );

/** The stock decrement the cash register runs when it sells one piece. */
const SELL_ONE = `UPDATE products SET actual_stock = actual_stock - 1
                   WHERE id = $1 AND actual_stock >= 1`;

describe('products (DEMO_MODE=false: every write is real)', () => {
  let t: TestApp;
  const clients = {} as Record<Role, SessionClient>;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    for (const role of ['employee', 'admin'] as const) {
      const account = STAFF[role];
      const id = await t.createEmployee({
        email: account.email,
        password: account.password,
        role,
      });
      await t.db.query('UPDATE employees SET first_name = $2, last_name = $3 WHERE id = $1', [
        id,
        account.first,
        account.last,
      ]);
      clients[role] = await t.loginAs(account.email, account.password, nextTestIp());
    }
    clients.root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM products'));

  describe('the category list (GET /products?type=)', () => {
    it('lists only the asked category, by name, with price, stock and who changed it', async () => {
      const water = await insertProduct(t, {
        ...COLA,
        name: 'Mineralwasser 0,5 l',
        priceCents: 250,
        actualStock: 38,
        targetStock: 48,
      });
      const cola = await insertProduct(t, COLA, 'Anna Berg');
      const coffee = await insertProduct(t, {
        ...COLA,
        name: 'Kaffee',
        actualStock: null,
        targetStock: null,
      });
      const apple = await insertProduct(t, { ...COLA, name: 'Apfelschorle 0,5 l' });
      await insertProduct(t, { ...COLA, type: 'foods', name: 'Brezel' });
      await insertProduct(t, {
        type: 'services',
        name: 'Bootsreinigung',
        priceCents: 4000,
        actualStock: null,
        targetStock: null,
      });

      const response = await list(clients.employee, 'drinks');
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      const items = response.body.items as Array<{ id: string; name: string }>;
      expect(items.map((item) => item.id)).toEqual([apple, cola, coffee, water]);
      expect(items[1]).toEqual({
        id: cola,
        type: 'drinks',
        name: 'Cola 0,33 l',
        priceCents: 280,
        actualStock: 9,
        targetStock: 24,
        changedBy: 'Anna Berg',
        changedAt: expect.any(String),
      });
      expect(items[2]).toMatchObject({ actualStock: null, targetStock: null });

      const services = await list(clients.root, 'services');
      expect(services.status).toBe(200);
      expect(services.body.items.map((item: { name: string }) => item.name)).toEqual([
        'Bootsreinigung',
      ]);
    });

    it('answers an empty category with no items', async () => {
      await insertProduct(t);
      const response = await list(clients.admin, 'others');
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toEqual({ items: [] });
    });

    it.each([['beverages'], ['Drinks'], ['']])(
      'refuses the category %j naming type',
      async (type) => {
        const response = await list(clients.employee, type);
        expect(response.status).toBe(400);
        expect(response).toSatisfyApiSpec();
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(fieldsOf(response)).toEqual(['type']);
      },
    );

    it('refuses a list without a category, and a visitor without a login', async () => {
      const missing = await clients.employee.agent.get('/api/v1/products');
      expect(missing.status).toBe(400);
      expect(missing).toSatisfyApiSpec();
      expect(fieldsOf(missing)).toEqual(['type']);
      const anonymous = await list(await t.session(), 'drinks');
      expect(anonymous.status).toBe(401);
      expect(anonymous).toSatisfyApiSpec();
    });
  });

  describe('adding (POST /products)', () => {
    it.each(['employee', 'admin', 'root'] as const)(
      'stores a product added by the %s, signed with their name',
      async (role) => {
        const response = await send(clients[role], 'post', '/products', {
          ...COLA,
          name: '  Cola 0,33 l ',
        });
        expect(response.status).toBe(201);
        expect(response).toSatisfyApiSpec();
        expect(response.body).toEqual({
          id: expect.any(String),
          ...COLA,
          changedBy: SIGNED_AS[role],
          changedAt: expect.any(String),
        });
        expect(response.body.simulated).toBeUndefined();
        expect(response.headers['x-demo-simulated']).toBeUndefined();
        expect(await storedRow(t, response.body.id)).toEqual(asRow(COLA, SIGNED_AS[role]));
        expect(await productCount(t)).toBe(1);
      },
    );

    it('stores a service without stock, a 20-character name and uncounted goods', async () => {
      const fuel = {
        type: 'services',
        name: 'Tankfüllung Boot',
        priceCents: 3500,
        actualStock: null,
        targetStock: null,
      };
      const service = await send(clients.employee, 'post', '/products', fuel);
      expect(service.status).toBe(201);
      expect(service).toSatisfyApiSpec();
      expect(await storedRow(t, service.body.id)).toEqual(asRow(fuel, 'Anna Berg'));

      const longest = { ...COLA, name: 'Ä'.repeat(20), priceCents: 0, actualStock: 0 };
      const twenty = await send(clients.employee, 'post', '/products', longest);
      expect(twenty.status).toBe(201);
      expect(await storedRow(t, twenty.body.id)).toEqual(asRow(longest, 'Anna Berg'));

      const coffee = { ...COLA, name: 'Kaffee', actualStock: null, targetStock: null };
      const uncounted = await send(clients.employee, 'post', '/products', coffee);
      expect(uncounted.status).toBe(201);
      expect(await storedRow(t, uncounted.body.id)).toEqual(asRow(coffee, 'Anna Berg'));
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['a name over 20 characters', { name: 'Bratwurst im Brötchen' }, ['name']],
      ['an empty name', { name: '   ' }, ['name']],
      ['an unknown category', { type: 'boats' }, ['type']],
      ['a negative price', { priceCents: -1 }, ['priceCents']],
      ['a price in euros', { priceCents: 2.5 }, ['priceCents']],
      ['a price as text', { priceCents: '2,50' }, ['priceCents']],
      ['a missing price', { priceCents: undefined }, ['priceCents']],
      ['a negative actual stock', { actualStock: -1 }, ['actualStock']],
      ['a negative target stock', { targetStock: -3 }, ['targetStock']],
      ['a missing actual stock', { actualStock: undefined }, ['actualStock']],
      ['a missing target stock', { targetStock: undefined }, ['targetStock']],
      ['a fractional stock', { actualStock: 1.5 }, ['actualStock']],
      ['a stock as text', { targetStock: '12' }, ['targetStock']],
      [
        'a target stock without an actual one',
        { actualStock: null, targetStock: 12 },
        ['actualStock'],
      ],
      ['a stock past any shelf', { actualStock: 1_000_001 }, ['actualStock']],
      ['a signature of its own', { changedBy: 'Jemand anderes' }, ['changedBy']],
      [
        'a service with both stocks',
        { type: 'services', actualStock: 5, targetStock: 10 },
        ['actualStock', 'targetStock'],
      ],
      ['a service with an actual stock', { type: 'services', targetStock: null }, ['actualStock']],
      [
        'a service with a target stock of 0',
        { type: 'services', actualStock: null, targetStock: 0 },
        ['targetStock'],
      ],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_, change, fields) => {
      const response = await send(clients.admin, 'post', '/products', { ...COLA, ...change });
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(response).sort()).toEqual([...fields].sort());
      expect(await productCount(t)).toBe(0);
    });

    it('refuses a visitor without a login and a request without the CSRF token', async () => {
      const anonymous = await send(await t.session(), 'post', '/products', COLA);
      expect(anonymous.status).toBe(401);
      expect(anonymous).toSatisfyApiSpec();
      const noToken = await clients.admin.agent.post('/api/v1/products').send(COLA);
      expect(noToken.status).toBe(403);
      expect(await productCount(t)).toBe(0);
    });
  });

  describe('changing (PUT /products/{id})', () => {
    it('lets an admin change anything, signed with their name', async () => {
      const id = await insertProduct(t, COLA);
      const before = await t.db.query<{ changed_at: Date }>(
        'SELECT changed_at FROM products WHERE id = $1',
        [id],
      );
      const wanted = {
        type: 'foods',
        name: 'Cola-Eis',
        priceCents: 150,
        actualStock: 2,
        targetStock: 10,
      };
      const response = await send(clients.admin, 'put', `/products/${id}`, wanted);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toEqual({
        id,
        ...wanted,
        changedBy: 'Bernd Kaiser',
        changedAt: expect.any(String),
      });
      expect(await storedRow(t, id)).toEqual(asRow(wanted, 'Bernd Kaiser'));
      const after = await t.db.query<{ changed_at: Date }>(
        'SELECT changed_at FROM products WHERE id = $1',
        [id],
      );
      expect(after.rows[0]!.changed_at.getTime()).toBeGreaterThan(
        before.rows[0]!.changed_at.getTime(),
      );

      // Into a service (the stock goes), by root: signed 'Admin'.
      const service = { ...wanted, type: 'services', actualStock: null, targetStock: null };
      const moved = await send(clients.root, 'put', `/products/${id}`, service);
      expect(moved.status).toBe(200);
      expect(moved).toSatisfyApiSpec();
      expect(await storedRow(t, id)).toEqual(asRow(service, 'Admin'));
    });

    it('lets an employee raise the price and the actual stock (restocking)', async () => {
      const id = await insertProduct(t, COLA);
      const restocked = { ...COLA, priceCents: 300, actualStock: 30 };
      const response = await send(clients.employee, 'put', `/products/${id}`, restocked);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ id, ...restocked, changedBy: 'Anna Berg' });
      expect(await storedRow(t, id)).toEqual(asRow(restocked, 'Anna Berg'));

      // Sending the product unchanged is no change the rules refuse.
      const same = await send(clients.employee, 'put', `/products/${id}`, restocked);
      expect(same.status).toBe(200);
    });

    it.each<[string, Partial<ProductFields>, string[]]>([
      ['lowering the price', { priceCents: 279 }, ['priceCents']],
      ['lowering the actual stock', { actualStock: 8 }, ['actualStock']],
      ['renaming', { name: 'Cola 0,5 l' }, ['name']],
      ['raising the target stock', { targetStock: 30 }, ['targetStock']],
      ['lowering the target stock', { targetStock: 12 }, ['targetStock']],
      ['moving it to another category', { type: 'foods' }, ['type']],
      ['dropping the stock count', { actualStock: null }, ['actualStock']],
      [
        'all of it at once (the price raise is allowed)',
        { type: 'others', name: 'Cola light', priceCents: 500, actualStock: 1, targetStock: 1 },
        ['type', 'name', 'targetStock', 'actualStock'],
      ],
    ])(
      'refuses an employee %s with 403 ADMIN_ONLY_CHANGE naming exactly those fields',
      async (_, change, fields) => {
        const id = await insertProduct(t, COLA);
        const response = await send(clients.employee, 'put', `/products/${id}`, {
          ...COLA,
          ...change,
        });
        expect(response.status).toBe(403);
        expect(response).toSatisfyApiSpec();
        expect(response.body.code).toBe('ADMIN_ONLY_CHANGE');
        expect(fieldsOf(response).sort()).toEqual([...fields].sort());
        expect(await storedRow(t, id)).toEqual(asRow(COLA, 'Früher Kollege'));
      },
    );

    it('refuses an employee starting to count an uncounted product', async () => {
      const coffee = { ...COLA, name: 'Kaffee', actualStock: null, targetStock: null };
      const id = await insertProduct(t, coffee);
      const response = await send(clients.employee, 'put', `/products/${id}`, {
        ...coffee,
        actualStock: 10,
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('ADMIN_ONLY_CHANGE');
      expect(fieldsOf(response)).toEqual(['actualStock']);
      expect(await storedRow(t, id)).toEqual(asRow(coffee, 'Früher Kollege'));
    });

    it('checks the input before the rules: a stock on a service is 400, a bad body 400', async () => {
      const id = await insertProduct(t, COLA);
      const service = await send(clients.admin, 'put', `/products/${id}`, {
        ...COLA,
        type: 'services',
      });
      expect(service.status).toBe(400);
      expect(service).toSatisfyApiSpec();
      expect(fieldsOf(service).sort()).toEqual(['actualStock', 'targetStock']);
      const missing = await send(clients.employee, 'put', `/products/${id}`, {
        ...COLA,
        actualStock: undefined,
      });
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing)).toEqual(['actualStock']);
      const long = await send(clients.admin, 'put', `/products/${id}`, {
        ...COLA,
        name: 'x'.repeat(21),
      });
      expect(long.status).toBe(400);
      expect(fieldsOf(long)).toEqual(['name']);
      expect(await storedRow(t, id)).toEqual(asRow(COLA, 'Früher Kollege'));
    });

    it('answers 404 for an unknown product and 400 for an id that is no UUID', async () => {
      const unknown = await send(clients.admin, 'put', `/products/${UNKNOWN_ID}`, COLA);
      expect(unknown.status).toBe(404);
      expect(unknown).toSatisfyApiSpec();
      expect(unknown.body.code).toBe('NOT_FOUND');
      const employeeUnknown = await send(clients.employee, 'put', `/products/${UNKNOWN_ID}`, COLA);
      expect(employeeUnknown.status).toBe(404);
      const malformed = await send(clients.admin, 'put', '/products/cola', COLA);
      expect(malformed.status).toBe(400);
      expect(malformed).toSatisfyApiSpec();
      expect(await productCount(t)).toBe(0);
    });
  });

  describe('deleting (DELETE /products/{id})', () => {
    it('is for admins: an employee gets 403 and the product stays', async () => {
      const id = await insertProduct(t);
      const response = await send(clients.employee, 'delete', `/products/${id}`);
      expect(response.status).toBe(403);
      expect(response).toSatisfyApiSpec();
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await storedRow(t, id)).toBeDefined();
    });

    it.each(['admin', 'root'] as const)('removes the product for the %s', async (role) => {
      const id = await insertProduct(t);
      const other = await insertProduct(t, { ...COLA, name: 'Radler 0,5 l' });
      const response = await send(clients[role], 'delete', `/products/${id}`);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toEqual({ id });
      expect(await storedRow(t, id)).toBeUndefined();
      expect(await storedRow(t, other)).toBeDefined();
      const again = await send(clients[role], 'delete', `/products/${id}`);
      expect(again.status).toBe(404);
      expect(again).toSatisfyApiSpec();
    });

    it('answers 404 for an unknown product and 400 for an id that is no UUID', async () => {
      const unknown = await send(clients.admin, 'delete', `/products/${UNKNOWN_ID}`);
      expect(unknown.status).toBe(404);
      expect(unknown).toSatisfyApiSpec();
      const malformed = await send(clients.admin, 'delete', '/products/1');
      expect(malformed.status).toBe(400);
      expect(malformed).toSatisfyApiSpec();
    });
  });

  describe('restocking (POST /products/{id}/restock)', () => {
    it('adds the delivered pieces for any staff, signed with their name', async () => {
      const id = await insertProduct(t);
      const response = await send(clients.employee, 'post', `/products/${id}/restock`, {
        quantity: 12,
      });
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ id, actualStock: COLA.actualStock! + 12 });
      expect(await storedRow(t, id)).toEqual(
        asRow({ ...COLA, actualStock: COLA.actualStock! + 12 }, response.body.changedBy),
      );
      expect(response.body.changedBy).not.toBe('Früher Kollege');
    });

    it('loses no piece when deliveries and sales come at once (a counter, not a read-modify-write)', async () => {
      const id = await insertProduct(t, { ...COLA, actualStock: 10 });
      const results = await Promise.all([
        ...Array.from({ length: 15 }, () =>
          send(clients.employee, 'post', `/products/${id}/restock`, { quantity: 2 }),
        ),
        ...Array.from({ length: 15 }, () => t.db.query(SELL_ONE, [id])),
      ]);
      const restocks = results.slice(0, 15) as Response[];
      const sales = results.slice(15) as Array<{ rowCount: number | null }>;
      expect(restocks.every((response) => response.status === 200)).toBe(true);
      const sold = sales.reduce((sum, sale) => sum + (sale.rowCount ?? 0), 0);
      expect((await storedRow(t, id))!.actual_stock).toBe(10 + 15 * 2 - sold);
    });

    it('refuses a service (409 NOT_COUNTED), an unknown product (404) and bad quantities (400)', async () => {
      const service = await insertProduct(t, {
        type: 'services',
        name: 'Bootsreinigung',
        priceCents: 4000,
        actualStock: null,
        targetStock: null,
      });
      const notCounted = await send(clients.admin, 'post', `/products/${service}/restock`, {
        quantity: 1,
      });
      expect(notCounted.status).toBe(409);
      expect(notCounted).toSatisfyApiSpec();
      expect(notCounted.body.code).toBe('NOT_COUNTED');
      const unknown = await send(
        clients.admin,
        'post',
        '/products/00000000-0000-4000-8000-000000000000/restock',
        { quantity: 1 },
      );
      expect(unknown.status).toBe(404);
      const id = await insertProduct(t);
      for (const quantity of [0, -3, 1.5, 10_001, '4', null]) {
        const response = await send(clients.admin, 'post', `/products/${id}/restock`, { quantity });
        expect(response.status).toBe(400);
        expect(fieldsOf(response)).toContain('quantity');
      }
      await t.db.query('UPDATE products SET actual_stock = 999999 WHERE id = $1', [id]);
      const ceiling = await send(clients.admin, 'post', `/products/${id}/restock`, { quantity: 5 });
      expect(ceiling.status).toBe(400);
      expect(fieldsOf(ceiling)).toEqual(['quantity']);
      expect((await storedRow(t, id))!.actual_stock).toBe(999999);
    });
  });

  describe('stock under concurrent sales', () => {
    it('never lets the database hold a stock below zero', async () => {
      const id = await insertProduct(t, { ...COLA, actualStock: 0 });
      await expect(
        t.db.query('UPDATE products SET actual_stock = actual_stock - 1 WHERE id = $1', [id]),
      ).rejects.toMatchObject({ code: '23514', constraint: 'CHK_products_stock' });
      const sold = await t.db.query(SELL_ONE, [id]);
      expect(sold.rowCount).toBe(0);
      expect((await storedRow(t, id))!.actual_stock).toBe(0);
    });

    it('keeps every sale of a restocked drink: a restock and a sale at once, many times', async () => {
      // From an empty shelf a sale succeeds only after the restock, so in any order the stock
      // ends at the restocked count less the sales that went through.
      const id = await insertProduct(t, { ...COLA, actualStock: 0 });
      const RESTOCKED = 6;
      for (let round = 0; round < 25; round += 1) {
        await t.db.query('UPDATE products SET actual_stock = 0 WHERE id = $1', [id]);
        const [restock, sale] = await Promise.all([
          send(clients.employee, 'put', `/products/${id}`, { ...COLA, actualStock: RESTOCKED }),
          t.db.query(SELL_ONE, [id]),
        ]);
        expect(restock.status).toBe(200);
        const stock = (await storedRow(t, id))!.actual_stock;
        expect(stock).toBe(RESTOCKED - sale.rowCount!);
      }
    });

    it('counts a sale waiting behind a restock from the restocked stock', async () => {
      // The order is forced: a third transaction holds the row while first the restock (1 → 5)
      // and then the sale of the last piece queue up behind it.
      const id = await insertProduct(t, { ...COLA, actualStock: 1 });
      const observer = t.app.get(DataSource);
      const waiting = (count: number) =>
        waitUntil(async () => {
          const rows: Array<{ n: number }> = await observer.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0]!.n >= count;
        }, `${count} transaction(s) waiting for the row`);
      const holder = await t.db.connect();
      let restock: Promise<Response> | undefined;
      let sale: Promise<QueryResult> | undefined;
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
        // then() sends the request now: a supertest request starts only when awaited.
        restock = send(clients.employee, 'put', `/products/${id}`, {
          ...COLA,
          actualStock: 5,
        }).then((response) => response);
        await waiting(1);
        sale = t.db.query(SELL_ONE, [id]);
        await waiting(2);
        await holder.query('COMMIT');
      } catch (error) {
        await holder.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        holder.release();
      }
      expect((await restock).status).toBe(200);
      expect((await sale).rowCount).toBe(1);
      expect((await storedRow(t, id))!.actual_stock).toBe(4);
    });
  });
});

describe('products in demo mode (the demo account is simulated)', () => {
  let t: TestApp;
  let root: SessionClient;
  let demo: SessionClient;
  const demoName = `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    demo = await t.loginAsDemo();
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM products'));

  it('lets the demo account read the range', async () => {
    const id = await insertProduct(t);
    const response = await list(demo, 'drinks');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it('answers the demo account’s adding as if done, with the header, and stores nothing', async () => {
    const response = await send(demo, 'post', '/products', COLA);
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({ ...COLA, changedBy: demoName, simulated: true });
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(await productCount(t)).toBe(0);
  });

  it('answers the demo account’s change (as an admin’s) as if done, and stores nothing', async () => {
    const id = await insertProduct(t);
    const wanted = { ...COLA, name: 'Cola Zero', priceCents: 100, actualStock: 0 };
    const response = await send(demo, 'put', `/products/${id}`, wanted);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({ id, ...wanted, changedBy: demoName, simulated: true });
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(await storedRow(t, id)).toEqual(asRow(COLA, 'Früher Kollege'));
  });

  it('answers the demo account’s restock as if done, and the stock stays', async () => {
    const id = await insertProduct(t);
    const response = await send(demo, 'post', `/products/${id}/restock`, { quantity: 6 });
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      id,
      actualStock: COLA.actualStock! + 6,
      simulated: true,
    });
    expect(await storedRow(t, id)).toEqual(asRow(COLA, 'Früher Kollege'));
  });

  it('answers the demo account’s deletion as if done, and the product stays', async () => {
    const id = await insertProduct(t);
    const response = await send(demo, 'delete', `/products/${id}`);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual({ id, simulated: true });
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(await storedRow(t, id)).toEqual(asRow(COLA, 'Früher Kollege'));
  });

  it('runs every check for real for the demo account', async () => {
    const id = await insertProduct(t);
    const invalid = await send(demo, 'post', '/products', { ...COLA, name: 'x'.repeat(21) });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid)).toEqual(['name']);
    const unknown = await send(demo, 'put', `/products/${UNKNOWN_ID}`, COLA);
    expect(unknown.status).toBe(404);
    expect(unknown).toSatisfyApiSpec();
    const gone = await send(demo, 'delete', `/products/${UNKNOWN_ID}`);
    expect(gone.status).toBe(404);
    expect(await storedRow(t, id)).toEqual(asRow(COLA, 'Früher Kollege'));
    expect(await productCount(t)).toBe(1);
  });

  it('lets root write for real in demo mode', async () => {
    const response = await send(root, 'post', '/products', COLA);
    expect(response.status).toBe(201);
    expect(response.body.simulated).toBeUndefined();
    expect(response.headers['x-demo-simulated']).toBeUndefined();
    expect(await storedRow(t, response.body.id)).toEqual(asRow(COLA, 'Admin'));
  });
});
