import jestOpenAPI from 'jest-openapi';
import type { Response } from 'supertest';
import { BERLIN, postJson, setRentalSeason, STAY_NOW } from '../../test/stay-fixtures';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { zonedInstant } from '../common/time/business-time';

jestOpenAPI(OPENAPI_FILE);

const NOW = STAY_NOW;
const DAY = '2027-06-09';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const at = (day: string, hour: number) => zonedInstant(day, hour, BERLIN);

const EMPLOYEE = { email: 'anna.berg@example.com', password: 'anna-pass-1' };
const ADMIN = { email: 'bernd.kaiser@example.com', password: 'bernd-pass-1' };

/** A ban from the form with every field, as the booking card pre-fills it. */
const BAN = {
  name: 'Max Muster',
  phone: '+4917600000000',
  email: 'max.muster@example.org',
  reason: 'Boot stark verschmutzt zurückgegeben',
};

/** The customer of the hourly code step (spec: the hourly booking pages). */
const CODE_REQUEST = {
  name: 'Max Muster',
  phone: '+4917600000000',
  email: 'max.muster@example.org',
  lang: 'de',
};

const fieldsOf = (response: Response) =>
  ((response.body as { errors?: Array<{ field: string }> }).errors ?? []).map(
    (error) => error.field,
  );

async function entries(t: TestApp) {
  const { rows } = await t.db.query(
    `SELECT name, name_key, phone, phone_key, email, email_key, reason, banned_by, booking_id,
            booked_day::text, example
       FROM blacklist_entries ORDER BY created_at, id`,
  );
  return rows as Array<Record<string, unknown>>;
}

async function auditRows(t: TestApp) {
  const { rows } = await t.db.query(
    `SELECT booking_id, action, actor_id, actor_name, before, after FROM booking_audit ORDER BY at, id`,
  );
  return rows as Array<Record<string, unknown>>;
}

async function addBoat(t: TestApp, name = 'Motorboat A'): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                           extra_music_box, extra_binoculars, description_de, description_en)
     VALUES ('motorboats', $1, 6, '{"1": 5500, "2": 10000}', 'no', false, false, false, 'Boot', 'Boat')
     RETURNING id`,
    [name],
  );
  return rows[0]!.id;
}

async function insertBooking(
  t: TestApp,
  fields: { vehicleId: string; day: string; startHour: number; paid?: boolean; example?: boolean },
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name, customer_email,
                           customer_phone, booked_day, start_hour, hours, price_cents, paid, example)
     VALUES ('hourly', $1, 'Motorboat A', tstzrange($2, $3), $4, $5, $6, $7, $8, 2, 10000, $9, $10)
     RETURNING id`,
    [
      fields.vehicleId,
      at(fields.day, fields.startHour),
      at(fields.day, fields.startHour + 2),
      BAN.name,
      BAN.email,
      BAN.phone,
      fields.day,
      fields.startHour,
      fields.paid ?? false,
      fields.example ?? false,
    ],
  );
  return rows[0]!.id;
}

describe('blacklist (DEMO_MODE=false: bans are real)', () => {
  let t: TestApp;
  let employee: SessionClient;
  let admin: SessionClient;
  let root: SessionClient;
  let employeeId: string;
  let boat: string;

  const ban = (body: object, client: SessionClient = employee) =>
    postJson(client, '/blacklist', body);
  const unban = (id: string, client: SessionClient = employee) =>
    client.agent.delete(`/api/v1/blacklist/${id}`).set('X-CSRF-Token', client.token);
  const requestCode = (body: object) =>
    t.session(nextTestIp()).then((visitor) => postJson(visitor, '/verification-codes', body));

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await setRentalSeason(t);
    employeeId = await t.createEmployee(EMPLOYEE);
    await t.db.query(`UPDATE employees SET first_name = 'Anna', last_name = 'Berg' WHERE id = $1`, [
      employeeId,
    ]);
    const adminId = await t.createEmployee({ ...ADMIN, role: 'admin' });
    await t.db.query(
      `UPDATE employees SET first_name = 'Bernd', last_name = 'Kaiser' WHERE id = $1`,
      [adminId],
    );
    employee = await t.loginAs(EMPLOYEE.email, EMPLOYEE.password, nextTestIp());
    admin = await t.loginAs(ADMIN.email, ADMIN.password, nextTestIp());
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM blacklist_entries');
    await t.db.query('DELETE FROM booking_audit');
    await t.db.query('DELETE FROM inbox_items');
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM verification_codes');
    await t.db.query('DELETE FROM vehicles');
    boat = await addBoat(t);
  });

  describe('banning without a booking (POST /blacklist)', () => {
    it('stores the entry with normalised keys and the signed reason', async () => {
      const response = await ban({
        name: '  Max   MÜLLER ',
        phone: '0049301234567',
        email: ' Max.Mueller@Example.COM ',
        reason: ' Nicht bezahlt ',
      });
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      expect(response.body.simulated).toBeUndefined();
      const reason = 'Nicht bezahlt (Gesperrt durch Anna Berg)';
      expect(response.body.entry).toMatchObject({
        name: 'Max   MÜLLER',
        phone: '0049301234567',
        email: 'Max.Mueller@Example.COM',
        reason,
        bookingId: null,
        bookedDay: null,
      });
      expect(await entries(t)).toEqual([
        {
          name: 'Max   MÜLLER',
          name_key: 'max müller',
          phone: '0049301234567',
          phone_key: '+49301234567',
          email: 'Max.Mueller@Example.COM',
          email_key: 'max.mueller@example.com',
          reason,
          banned_by: 'Anna Berg',
          booking_id: null,
          booked_day: null,
          example: false,
        },
      ]);
      expect(await auditRows(t)).toEqual([]);
    });

    it('takes any one of name, phone and e-mail, and signs with the acting name (root: Admin)', async () => {
      expect((await ban({ name: 'Nur Name', reason: 'a' }, admin)).status).toBe(201);
      expect((await ban({ phone: '+491234', reason: 'b' }, root)).status).toBe(201);
      expect((await ban({ email: 'nur@example.org', reason: 'c' }, employee)).status).toBe(201);
      expect(await entries(t)).toEqual([
        expect.objectContaining({
          name: 'Nur Name',
          name_key: 'nur name',
          phone: null,
          phone_key: null,
          email: null,
          email_key: null,
          reason: 'a (Gesperrt durch Bernd Kaiser)',
          banned_by: 'Bernd Kaiser',
        }),
        expect.objectContaining({
          name: null,
          name_key: null,
          phone_key: '+491234',
          reason: 'b (Gesperrt durch Admin)',
          banned_by: 'Admin',
        }),
        expect.objectContaining({
          name: null,
          email_key: 'nur@example.org',
          reason: 'c (Gesperrt durch Anna Berg)',
        }),
      ]);
    });

    it('needs at least one of name, phone and e-mail (400 naming name), blank or null counting as none', async () => {
      for (const body of [
        { reason: 'x' },
        { name: '', phone: '', email: '', reason: 'x' },
        { name: '  ', phone: ' ', reason: 'x' },
        { name: null, phone: null, email: null, reason: 'x' },
      ]) {
        const response = await ban(body);
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
        expect(response).toSatisfyApiSpec();
        expect(response.body.errors).toEqual([
          expect.objectContaining({ field: 'name', code: 'IDENTITY_REQUIRED' }),
        ]);
      }
      expect(await entries(t)).toEqual([]);
    });

    it('checks the form’s limits and patterns, naming the field, and stores nothing', async () => {
      const cases: Array<[object, string]> = [
        [{ name: 'N'.repeat(51) }, 'name'],
        [{ phone: '1'.repeat(26) }, 'phone'],
        [{ phone: '030 123456' }, 'phone'],
        [{ phone: '12-34' }, 'phone'],
        [{ phone: '49+30' }, 'phone'],
        [{ phone: 'call me' }, 'phone'],
        [{ email: `${'e'.repeat(39)}@example.org` }, 'email'],
        [{ email: 'max@example' }, 'email'],
        [{ reason: '' }, 'reason'],
        [{ reason: '   ' }, 'reason'],
        [{ reason: undefined }, 'reason'],
        [{ reason: 'r'.repeat(201) }, 'reason'],
        [{ bookingId: 'booking-1' }, 'bookingId'],
        [{ bannedBy: 'Someone' }, 'bannedBy'],
      ];
      for (const [change, field] of cases) {
        const response = await ban({ ...BAN, ...change });
        expect([JSON.stringify(change), response.status, fieldsOf(response)]).toEqual([
          JSON.stringify(change),
          400,
          expect.arrayContaining([field]),
        ]);
        expect(response).toSatisfyApiSpec();
      }
      expect(await entries(t)).toEqual([]);
      // The limits themselves are fine: 50, 25 and 50 characters.
      const longest = await ban({
        name: 'N'.repeat(50),
        phone: `+${'1'.repeat(24)}`,
        email: `${'e'.repeat(38)}@example.org`,
        reason: 'r'.repeat(200),
      });
      expect(longest.status).toBe(201);
      expect(longest).toSatisfyApiSpec();
      expect(await entries(t)).toEqual([
        expect.objectContaining({
          name: 'N'.repeat(50),
          phone: `+${'1'.repeat(24)}`,
          email: `${'e'.repeat(38)}@example.org`,
          reason: `${'r'.repeat(200)} (Gesperrt durch Anna Berg)`,
        }),
      ]);
    });
  });

  describe('banning from a booking', () => {
    it('links the entry to the booking and its day and records the ban in the booking’s history', async () => {
      const booking = await insertBooking(t, { vehicleId: boat, day: DAY, startHour: 10 });
      const response = await ban({ ...BAN, bookingId: booking });
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      const reason = `${BAN.reason} (Gesperrt durch Anna Berg)`;
      expect(response.body.entry).toMatchObject({ bookingId: booking, bookedDay: DAY, reason });
      expect(await entries(t)).toEqual([
        expect.objectContaining({
          booking_id: booking,
          booked_day: DAY,
          reason,
          banned_by: 'Anna Berg',
        }),
      ]);
      expect(await auditRows(t)).toEqual([
        {
          booking_id: booking,
          action: 'ban',
          actor_id: employeeId,
          actor_name: 'Anna Berg',
          before: { banReason: null },
          after: { banReason: reason },
        },
      ]);
      // The booking card shows it in the history.
      const day = await employee.agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(day.body.items[0].history).toEqual([
        expect.objectContaining({
          action: 'ban',
          actor: 'Anna Berg',
          after: { banReason: reason },
        }),
      ]);
      // Banning does not cancel: the booking stays.
      const { rows } = await t.db.query('SELECT cancelled_at FROM bookings WHERE id = $1', [
        booking,
      ]);
      expect(rows).toEqual([{ cancelled_at: null }]);
    });

    it('works on a paid booking too (the one thing staff may still do with it)', async () => {
      const booking = await insertBooking(t, {
        vehicleId: boat,
        day: DAY,
        startHour: 14,
        paid: true,
      });
      const response = await ban({ ...BAN, bookingId: booking }, root);
      expect(response.status).toBe(201);
      expect(await entries(t)).toEqual([
        expect.objectContaining({
          booking_id: booking,
          booked_day: DAY,
          reason: `${BAN.reason} (Gesperrt durch Admin)`,
        }),
      ]);
      expect(await auditRows(t)).toEqual([
        expect.objectContaining({ booking_id: booking, action: 'ban', actor_name: 'Admin' }),
      ]);
    });

    it('answers 404 for an unknown booking and stores nothing', async () => {
      const response = await ban({ ...BAN, bookingId: UNKNOWN_ID });
      expect(response.status).toBe(404);
      expect(response).toSatisfyApiSpec();
      expect(await entries(t)).toEqual([]);
      expect(await auditRows(t)).toEqual([]);
    });
  });

  describe('the list and unbanning', () => {
    it('lists bans newest first, paginated', async () => {
      const ids: string[] = [];
      for (const [index, minutesAgo] of [30, 20, 10].entries()) {
        const { rows } = await t.db.query<{ id: string }>(
          `INSERT INTO blacklist_entries (name, name_key, reason, banned_by, created_at)
           VALUES ($1::varchar, lower($1::varchar), 'Grund (Gesperrt durch Admin)', 'Admin',
                   now() - make_interval(mins => $2::int))
           RETURNING id`,
          [`Kunde ${index}`, minutesAgo],
        );
        ids.push(rows[0]!.id);
      }
      const first = await employee.agent.get('/api/v1/blacklist?limit=2');
      expect(first.status).toBe(200);
      expect(first).toSatisfyApiSpec();
      expect(first.body.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await employee.agent.get(
        `/api/v1/blacklist?limit=2&cursor=${first.body.nextCursor}`,
      );
      expect(second.status).toBe(200);
      expect(second).toSatisfyApiSpec();
      expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
      expect(second.body.nextCursor).toBeNull();
      // A new ban comes first.
      const newest = await ban(BAN);
      const all = await admin.agent.get('/api/v1/blacklist');
      expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([
        newest.body.entry.id,
        ids[2],
        ids[1],
        ids[0],
      ]);
      expect((await employee.agent.get('/api/v1/blacklist?limit=0')).status).toBe(400);
    });

    it('unbans: the entry is removed; an unknown one is 404, a malformed id 400', async () => {
      const banned = await ban(BAN);
      const kept = await ban({ name: 'Andere Person', reason: 'x' });
      const response = await unban(banned.body.entry.id);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toEqual({ id: banned.body.entry.id });
      expect((await entries(t)).map((entry) => entry.name)).toEqual(['Andere Person']);
      const again = await unban(banned.body.entry.id);
      expect(again.status).toBe(404);
      expect(again).toSatisfyApiSpec();
      expect((await unban(UNKNOWN_ID)).status).toBe(404);
      const malformed = await unban('entry-1');
      expect(malformed.status).toBe(400);
      expect(malformed).toSatisfyApiSpec();
      expect((await entries(t)).map((entry) => entry.name)).toEqual(['Andere Person']);
      expect(kept.status).toBe(201);
    });
  });

  describe('the hourly code step checks the list', () => {
    it.each([
      ['e-mail', { email: ' MAX.Muster@Example.org ' }, { email: 'max.muster@example.org' }],
      ['phone', { phone: '004917600000000' }, { phone: '+4917600000000' }],
      ['name', { name: 'max   muster' }, { name: 'Max Muster' }],
    ])(
      'refuses a customer banned by %s with 403 CUSTOMER_BANNED, and serves them again after the unban',
      async (_, banned, customer) => {
        const other = { name: 'Somebody Else', phone: '+491111111', email: 'somebody@example.org' };
        const banResponse = await ban({ ...banned, reason: 'Gesperrt' });
        expect(banResponse.status).toBe(201);
        const refused = await requestCode({ ...CODE_REQUEST, ...other, ...customer });
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('CUSTOMER_BANNED');
        expect(refused).toSatisfyApiSpec();
        const { rows } = await t.db.query('SELECT count(*)::int AS n FROM verification_codes');
        expect(rows).toEqual([{ n: 0 }]);
        // Someone else is not affected.
        expect((await requestCode({ ...CODE_REQUEST, ...other })).status).toBe(202);

        expect((await unban(banResponse.body.entry.id)).status).toBe(200);
        const served = await requestCode({
          ...CODE_REQUEST,
          ...other,
          ...customer,
          email: 'email' in customer ? customer.email : 'again@example.org',
        });
        expect(served.status).toBe(202);
        expect(served).toSatisfyApiSpec();
      },
    );

    it('refuses the customer of a booking banned from that booking', async () => {
      const booking = await insertBooking(t, { vehicleId: boat, day: DAY, startHour: 10 });
      expect((await ban({ ...BAN, bookingId: booking })).status).toBe(201);
      const refused = await requestCode(CODE_REQUEST);
      expect([refused.status, refused.body.code]).toEqual([403, 'CUSTOMER_BANNED']);
    });
  });

  it('refuses visitors (401) and ArtAlley members (401)', async () => {
    const visitor = await t.session(nextTestIp());
    const response = await postJson(visitor, '/blacklist', BAN);
    expect(response.status).toBe(401);
    expect(response).toSatisfyApiSpec();
    expect((await visitor.agent.get('/api/v1/blacklist')).status).toBe(401);
    expect(await entries(t)).toEqual([]);
  });
});

describe('blacklist in demo mode (the demo account is simulated)', () => {
  let t: TestApp;
  let demo: SessionClient;
  let root: SessionClient;
  let exampleEntry: string;
  let realEntry: string;
  let exampleBooking: string;
  let realBooking: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM vehicles');
    const boat = await addBoat(t);
    exampleBooking = await insertBooking(t, {
      vehicleId: boat,
      day: DAY,
      startHour: 10,
      example: true,
    });
    realBooking = await insertBooking(t, { vehicleId: boat, day: DAY, startHour: 14 });
    const { rows } = await t.db.query<{ id: string; example: boolean }>(
      `INSERT INTO blacklist_entries (name, name_key, reason, banned_by, example) VALUES
         ('Max Muster', 'max muster', 'Beispiel (Gesperrt durch Admin)', 'Admin', true),
         ('Real Person', 'real person', 'Echt (Gesperrt durch Admin)', 'Admin', false)
       RETURNING id, example`,
    );
    exampleEntry = rows.find((row) => row.example)!.id;
    realEntry = rows.find((row) => !row.example)!.id;
    demo = await t.loginAsDemo();
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());

  const count = async () =>
    (await t.db.query('SELECT count(*)::int AS n FROM blacklist_entries')).rows[0].n as number;

  it('shows the demo account the example entries only', async () => {
    const response = await demo.agent.get('/api/v1/blacklist');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([exampleEntry]);
    const all = await root.agent.get('/api/v1/blacklist');
    expect(all.body.items).toHaveLength(2);
  });

  it('simulates a ban (with and without the example booking): answered, nothing stored', async () => {
    for (const body of [BAN, { ...BAN, bookingId: exampleBooking }]) {
      const response = await postJson(demo, '/blacklist', body);
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      expect(response.body.simulated).toBe(true);
      expect(response.headers['x-demo-simulated']).toBe('1');
      expect(response.body.entry.reason).toBe(`${BAN.reason} (Gesperrt durch Demo Admin)`);
    }
    expect(await count()).toBe(2);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM booking_audit');
    expect(rows).toEqual([{ n: 0 }]);
    // The checks are real: no identity is 400, a real booking is not found.
    expect((await postJson(demo, '/blacklist', { reason: 'x' })).status).toBe(400);
    const hidden = await postJson(demo, '/blacklist', { ...BAN, bookingId: realBooking });
    expect(hidden.status).toBe(404);
    expect(hidden).toSatisfyApiSpec();
  });

  it('simulates an unban of an example entry; a real entry is not found', async () => {
    const response = await demo.agent
      .delete(`/api/v1/blacklist/${exampleEntry}`)
      .set('X-CSRF-Token', demo.token);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual({ id: exampleEntry, simulated: true });
    expect(response.headers['x-demo-simulated']).toBe('1');
    const real = await demo.agent
      .delete(`/api/v1/blacklist/${realEntry}`)
      .set('X-CSRF-Token', demo.token);
    expect(real.status).toBe(404);
    expect(await count()).toBe(2);
  });

  it('lets root ban and unban for real in demo mode', async () => {
    const banned = await postJson(root, '/blacklist', { ...BAN, bookingId: realBooking });
    expect(banned.status).toBe(201);
    expect(banned.body.simulated).toBeUndefined();
    expect(await count()).toBe(3);
    const lifted = await root.agent
      .delete(`/api/v1/blacklist/${banned.body.entry.id}`)
      .set('X-CSRF-Token', root.token);
    expect(lifted.status).toBe(200);
    expect(lifted.body.simulated).toBeUndefined();
    expect(await count()).toBe(2);
  });
});
