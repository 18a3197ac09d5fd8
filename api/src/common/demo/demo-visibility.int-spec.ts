import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../../test/test-app';
import type { SessionClient, TestApp } from '../../../test/test-app';
import { collectPages } from '../../../test/pages';

jestOpenAPI(OPENAPI_FILE);

/**
 * The public demo account (its credentials are pre-filled on the login form) sees seeded examples
 * only: real people's personal data (prawn orders, staff records, contact requests) stays hidden
 * from it, in lists and by id. Root sees everything.
 */
const ORDERS = '/api/v1/prawn-orders';
const EMPLOYEES = '/api/v1/employees';
const CONTACT = '/api/v1/contact-requests';

const realOrder = {
  firstName: 'karin',
  lastName: 'möller',
  email: 'karin.moeller@example.net',
  street: 'Deichstraße 4',
  additional: '2. OG',
  postal: '25813',
  city: 'Husum',
  country: 'Deutschland',
};
const realEmployee = {
  firstName: 'jan',
  lastName: 'petersen',
  email: 'jan.petersen@example.net',
  password: 'jan-pass-1',
  phone: '+494841123456',
  street: 'Hafenweg 9',
  zipAndCity: '25813 Husum',
};
const realRequest = {
  sender: 'Petra Lorenz',
  email: 'petra.lorenz@example.net',
  body: 'Bitte rufen Sie mich zurück.',
};

interface Listed {
  id: string;
  email: string;
}
const idsOf = (items: Listed[]) => items.map((item) => item.id);

describe('what the demo account may read (DEMO_MODE=true)', () => {
  let t: TestApp;
  let root: SessionClient;
  let demo: SessionClient;
  let realOrderId: string;
  let realEmployeeId: string;
  let realRequestId: string;
  let rootId: string;
  let demoId: string;

  const write = (client: SessionClient, method: 'post' | 'patch' | 'delete', url: string) =>
    client.agent[method](url).set('X-CSRF-Token', client.token);

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    // The credentials anyone gets: the login form fetches them.
    demo = await t.loginAsDemo();

    // Real rows, written the real way: prawn orders and the contact form are real in demo mode,
    // root's writes are real.
    const order = await write(await t.session(), 'post', ORDERS).send(realOrder);
    expect(order.status).toBe(201);
    realOrderId = order.body.id;
    const request = await write(await t.session(), 'post', CONTACT).send(realRequest);
    expect(request.status).toBe(201);
    realRequestId = request.body.id;
    const employee = await write(root, 'post', EMPLOYEES).send(realEmployee);
    expect(employee.status).toBe(201);
    expect(employee.body.simulated).toBeUndefined();
    realEmployeeId = employee.body.id;

    const accounts = await t.db.query<{ id: string; role: string; demo: boolean }>(
      `SELECT id, role, demo FROM employees WHERE role = 'root' OR demo`,
    );
    rootId = accounts.rows.find((row) => row.role === 'root')!.id;
    demoId = accounts.rows.find((row) => row.demo)!.id;
  });
  afterAll(() => t.close());

  describe('prawn orders', () => {
    it('are not in the demo account’s list when real', async () => {
      const response = await demo.agent.get(`${ORDERS}?limit=100`);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(idsOf(response.body.items)).not.toContain(realOrderId);
      expect(JSON.stringify(response.body)).not.toContain(realOrder.email);
    });

    it('are in root’s list when real', async () => {
      const response = await root.agent.get(`${ORDERS}?limit=100`);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.items)).toContain(realOrderId);
    });
  });

  describe('staff records', () => {
    it('of real people are not in the demo account’s list; the demo account itself is', async () => {
      const response = await demo.agent.get(EMPLOYEES);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      const ids = idsOf(response.body.items);
      expect(ids).not.toContain(realEmployeeId);
      expect(ids).not.toContain(rootId);
      expect(ids).toContain(demoId);
      const emails = (response.body.items as Listed[]).map((item) => item.email);
      expect(emails).not.toContain(realEmployee.email);
      expect(emails).not.toContain(TEST_ROOT.email);
    });

    it('are all in root’s list', async () => {
      const response = await root.agent.get(EMPLOYEES);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.items)).toEqual(
        expect.arrayContaining([realEmployeeId, rootId, demoId]),
      );
    });

    it.each([
      ['a real employee', () => realEmployeeId],
      ['the root account', () => rootId],
    ])(
      'answer the demo account 404 for %s by id, exactly as for an id that does not exist',
      async (_, id) => {
        const real = await write(demo, 'patch', `${EMPLOYEES}/${id()}`).send({ active: false });
        const missing = await write(
          demo,
          'patch',
          `${EMPLOYEES}/00000000-0000-4000-8000-000000000000`,
        ).send({ active: false });
        expect(real.status).toBe(404);
        expect(real).toSatisfyApiSpec();
        expect(real.body).toEqual(missing.body);
        expect(real.body.code).toBe('NOT_FOUND');
        expect(JSON.stringify(real.body)).not.toContain('@');
        const stored = await t.db.query('SELECT active FROM employees WHERE id = $1', [id()]);
        expect(stored.rows[0].active).toBe(true);
      },
    );
  });

  describe('contact requests', () => {
    it('stay out of the demo account’s reach: list, read state and delete answer 403', async () => {
      const list = await demo.agent.get(CONTACT);
      expect(list.status).toBe(403);
      expect(JSON.stringify(list.body)).not.toContain(realRequest.email);
      expect(
        (await write(demo, 'patch', `${CONTACT}/${realRequestId}`).send({ seen: true })).status,
      ).toBe(403);
      expect((await write(demo, 'delete', `${CONTACT}/${realRequestId}`)).status).toBe(403);
      const stored = await t.db.query('SELECT seen FROM contact_requests WHERE id = $1', [
        realRequestId,
      ]);
      expect(stored.rows).toEqual([{ seen: false }]);
    });
  });

  describe('with seeded examples', () => {
    const exampleOrderIds: string[] = [];
    const exampleEmployeeIds: string[] = [];
    let exampleRequestId: string;

    beforeAll(async () => {
      // As the demo seeds write them: marked `example`, fictitious, reserved domains.
      for (const [index, city] of ['Büsum', 'Tönning', 'Wyk'].entries()) {
        const { rows } = await t.db.query<{ id: string }>(
          `INSERT INTO prawn_orders (first_name, last_name, email, street, additional, postal,
                                     city, country, price_cents, ordered_at, example)
           VALUES ('Greta', 'Beispiel', 'greta.beispiel@example.org', 'Musterweg 1', '-',
                   '25761', $1, 'Deutschland', 3490, now() - make_interval(days => $2), true)
           RETURNING id`,
          [city, index + 1],
        );
        exampleOrderIds.push(rows[0]!.id);
      }
      for (const name of ['Anna', 'Bernd']) {
        const { rows } = await t.db.query<{ id: string }>(
          `INSERT INTO employees (first_name, last_name, email, password_hash, role, example)
           VALUES ($1, 'Beispiel', $2, 'not-a-hash', 'employee', true) RETURNING id`,
          [name, `${name.toLowerCase()}.beispiel@example.com`],
        );
        exampleEmployeeIds.push(rows[0]!.id);
      }
      const { rows } = await t.db.query<{ id: string }>(
        `INSERT INTO contact_requests (sender, email, body, seen, example)
         VALUES ('Lena Beispiel', 'lena@example.org', 'Hallo', false, true) RETURNING id`,
      );
      exampleRequestId = rows[0]!.id;
    });

    it('the demo account’s order pages hold exactly the examples, newest first', async () => {
      const pages = await collectPages<Listed>(demo.agent, ORDERS, 2);
      expect(pages.map((page) => page.items.length)).toEqual([2, 1]);
      expect(pages.flatMap((page) => idsOf(page.items))).toEqual(exampleOrderIds);
    });

    it('root’s order list holds the real orders and the examples', async () => {
      const pages = await collectPages<Listed>(root.agent, ORDERS, 2);
      const ids = pages.flatMap((page) => idsOf(page.items));
      expect(ids).toEqual([realOrderId, ...exampleOrderIds]);
    });

    it('the demo account’s staff list is its own account and the example staff', async () => {
      const response = await demo.agent.get(EMPLOYEES);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.items).sort()).toEqual([demoId, ...exampleEmployeeIds].sort());
    });

    it('root’s staff list holds everyone', async () => {
      const response = await root.agent.get(EMPLOYEES);
      expect(idsOf(response.body.items).sort()).toEqual(
        [rootId, demoId, realEmployeeId, ...exampleEmployeeIds].sort(),
      );
    });

    it('the demo account may (simulated) deactivate an example employee', async () => {
      const [id] = exampleEmployeeIds;
      const response = await write(demo, 'patch', `${EMPLOYEES}/${id}`).send({ active: false });
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ id, active: false, simulated: true });
      const stored = await t.db.query('SELECT active FROM employees WHERE id = $1', [id]);
      expect(stored.rows[0].active).toBe(true);
    });

    it('root’s inbox holds real and example requests, and counts both as unseen', async () => {
      const response = await root.agent.get(CONTACT);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(idsOf(response.body.items).sort()).toEqual([realRequestId, exampleRequestId].sort());
      expect(response.body.unseenCount).toBe(2);
    });
  });
});

describe('bookings and the vehicle log seen by the demo account (DEMO_MODE=true)', () => {
  let t: TestApp;
  let root: SessionClient;
  let demo: SessionClient;
  let vehicleId: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    demo = await t.loginAsDemo();
    vehicleId = (
      await t.db.query<{ id: string }>(
        `INSERT INTO vehicles (type, name, passengers, price_cents, licence, description_de,
           description_en)
         VALUES ('motorboats', 'Motorboot Z', 4, '{"1": 5000}', 'yes', 'Boot', 'Boat')
         RETURNING id`,
      )
    ).rows[0]!.id;
    const tomorrow = Date.now() + 24 * 3_600_000;
    for (const [name, example] of [
      ['Karin Möller', false],
      ['Erika Beispiel', true],
    ] as const) {
      const start = new Date(tomorrow + (example ? 3 : 0) * 3_600_000);
      await t.db.query(
        `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name,
           customer_email, customer_phone, price_cents, example)
         VALUES ('hourly', $1, 'Motorboot Z', tstzrange($2, $3), $4, 'kunde@example.net',
           '+49301234567', 5000, $5)`,
        [vehicleId, start, new Date(start.getTime() + 3_600_000), name, example],
      );
    }
    await t.db.query(
      `INSERT INTO vehicle_log (vehicle_id, vehicle_name, vehicle_type, action, changed_by)
       VALUES ($1, 'Motorboot Z', 'motorboats', 'added', 'Jan Petersen'),
              ($1, 'Motorboot Z', 'motorboats', 'blocked', 'Admin Account')`,
      [vehicleId],
    );
  });
  afterAll(() => t.close());

  const customers = (items: { customerName: string }[]) => items.map((item) => item.customerName);

  it('lists only example bookings of a vehicle to the demo account, all of them to root', async () => {
    const forDemo = await demo.agent.get(`/api/v1/vehicles/${vehicleId}/future-bookings`);
    expect(forDemo.status).toBe(200);
    expect(forDemo).toSatisfyApiSpec();
    expect(customers(forDemo.body.items)).toEqual(['Erika Beispiel']);
    const forRoot = await root.agent.get(`/api/v1/vehicles/${vehicleId}/future-bookings`);
    expect(customers(forRoot.body.items)).toEqual(['Karin Möller', 'Erika Beispiel']);
  });

  it('counts in the block warning what the same viewer’s list shows', async () => {
    const blocked = await demo.agent
      .patch(`/api/v1/vehicles/${vehicleId}`)
      .set('X-CSRF-Token', demo.token)
      .send({ blocked: true });
    expect(blocked.status).toBe(200);
    expect(blocked.body.futureBookingCount).toBe(1);
  });

  it('shows the demo account no real staff member’s name in the vehicle log', async () => {
    const forDemo = await demo.agent.get('/api/v1/vehicles/log');
    expect(forDemo.status).toBe(200);
    const authors = (forDemo.body.items as { changedBy: string }[]).map((e) => e.changedBy);
    expect(authors).not.toContain('Jan Petersen');
    expect(authors).toEqual(expect.arrayContaining(['Mitarbeiter', 'Admin Account']));
    const forRoot = await root.agent.get('/api/v1/vehicles/log');
    expect(JSON.stringify(forRoot.body)).toContain('Jan Petersen');
  });
});

describe('a demo account left over when DEMO_MODE=false', () => {
  it('cannot log in: its password is public and nothing it does would be simulated', async () => {
    const t = await createTestApp({ DEMO_MODE: 'false' });
    try {
      await t.createEmployee({
        email: 'former-demo@example.com',
        password: 'Demo-2026',
        role: 'admin',
      });
      await t.db.query(`UPDATE employees SET demo = true WHERE email = 'former-demo@example.com'`);
      await expect(t.loginAs('former-demo@example.com', 'Demo-2026')).rejects.toThrow(
        /login failed: 401/,
      );
    } finally {
      await t.close();
    }
  });
});
