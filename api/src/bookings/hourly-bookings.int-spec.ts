import fc from 'fast-check';
import jestOpenAPI from 'jest-openapi';
import { mailJobs } from '../../test/jobs';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { nextTestIp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { BookingsRepository } from './bookings.repository';

jestOpenAPI(OPENAPI_FILE);

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
  children: 1,
  childAgeFrom: 7,
  privacyAccepted: true,
  lang: 'de',
};

async function addVehicle(
  t: TestApp,
  fields: { name: string; type?: string; prices?: Record<string, number>; captain?: number | null },
): Promise<string> {
  const prices = fields.prices ?? { '1': 5500, '2': 10000, '3': 14000, '4': 18000 };
  const { rows } = await t.db.query(
    `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                           extra_music_box, extra_binoculars, captain_cents_per_hour,
                           description_de, description_en)
     VALUES ($1, $2, 6, $3, 'no', true, true, false, $4, 'Boot', 'Boat') RETURNING id`,
    [fields.type ?? 'motorboats', fields.name, JSON.stringify(prices), fields.captain ?? 2000],
  );
  return (rows[0] as { id: string }).id;
}

describe('hourly bookings (DEMO_MODE=false: every booking is real)', () => {
  let t: TestApp;
  let visitor: SessionClient;
  let boat: string;

  const post = (path: string, payload: object, client: SessionClient = visitor) =>
    client.agent.post(`/api/v1${path}`).set('X-CSRF-Token', client.token).send(payload);
  const bookingRows = async () =>
    (
      await t.db.query(
        `SELECT vehicle_id, booked_day::text, start_hour, hours, extras, price_cents,
                lower(period) AS start, upper(period) AS end, customer_email, employee_name,
                street, zip_city, adults, children, lang
           FROM bookings ORDER BY lower(period)`,
      )
    ).rows as Array<Record<string, unknown>>;

  /** Requests a code for the customer and reads it from the mail it was sent in. */
  async function mailedCode(email = customer.email, client = visitor): Promise<string> {
    const before = t.mail.messages.length;
    const response = await post('/verification-codes', { ...pick(customer), email }, client);
    expect(response.status).toBe(202);
    const mail = await nextMail(t, before, email, /Bestätigungscode/);
    const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    return code!;
  }

  const book = (overrides: object, client: SessionClient = visitor) =>
    post(
      '/bookings',
      { ...customer, vehicleId: boat, day: DAY, startHour: 10, hours: 2, ...overrides },
      client,
    );

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await t.db.query(
      `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 19,
              off_season_start = '11-01', off_season_end = '02-29',
              season_begin_start = NULL, season_begin_end = NULL,
              season_end_start = NULL, season_end_end = NULL`,
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM verification_codes');
    await t.db.query('DELETE FROM blacklist_entries');
    await t.db.query('DELETE FROM days');
    await t.db.query('DELETE FROM vehicles');
    boat = await addVehicle(t, { name: 'Motorboat A' });
    visitor = await t.session(nextTestIp());
    t.mail.messages.length = 0;
  });

  it('books with a mailed code: 201, the server price, one row in business time', async () => {
    const code = await mailedCode();
    const response = await book({ code, extras: ['barbecue', 'captain'], priceCents: 1 });
    // A price sent by the client is not even accepted as a field.
    expect(response.status).toBe(400);
    const booked = await book({ code, extras: ['barbecue', 'captain'] });
    expect(booked.status).toBe(201);
    expect(booked).toSatisfyApiSpec();
    expect(booked.body.simulated).toBeUndefined();
    expect(booked.body.quote).toEqual({
      vehicleId: boat,
      hours: 2,
      basePriceCents: 10000,
      extras: [
        { extra: 'barbecue', priceCents: 3000 },
        { extra: 'captain', priceCents: 4000 },
      ],
      totalCents: 17000,
      vatCents: 2714,
    });
    const [row, ...others] = await bookingRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      vehicle_id: boat,
      booked_day: DAY,
      start_hour: 10,
      hours: 2,
      extras: ['barbecue', 'captain'],
      price_cents: 17000,
      customer_email: customer.email,
      employee_name: null,
      street: 'Seestraße 12',
      zip_city: '14467 Potsdam',
      adults: 2,
      children: 1,
      lang: 'de',
    });
    // 10:00-12:00 in Berlin summer time is 08:00-10:00 UTC.
    expect((row!.start as Date).toISOString()).toBe('2027-06-09T08:00:00.000Z');
    expect((row!.end as Date).toISOString()).toBe('2027-06-09T10:00:00.000Z');
    const confirmation = await t.mail.waitFor(customer.email, 10_000, /Buchung/);
    expect(confirmation.text).toContain('10:00');
  });

  it('refuses a wrong, reused, expired or foreign code with 422 and stores nothing', async () => {
    const code = await mailedCode();
    const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
    const refused = await book({ code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INVALID_VERIFICATION_CODE');
    expect(refused).toSatisfyApiSpec();
    // Another address's code does not prove this one.
    const otherCode = await mailedCode('someone.else@example.org');
    expect((await book({ code: otherCode })).status).toBe(422);
    expect(await bookingRows()).toEqual([]);
    expect((await book({ code })).status).toBe(201);
    // Used once: a second booking (another time) with the same code is refused.
    expect((await book({ code, startHour: 14 })).status).toBe(422);
    // Expired after 10 minutes.
    const late = await mailedCode();
    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    try {
      expect((await book({ code: late, startHour: 16 })).status).toBe(422);
    } finally {
      t.setNow(NOW);
    }
    expect(await bookingRows()).toHaveLength(1);
  });

  it('allows five wrong tries, then not even the right code', async () => {
    const code = await mailedCode();
    const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await book({ code: wrong })).status).toBe(422);
    }
    expect((await book({ code })).status).toBe(422);
    expect(await bookingRows()).toEqual([]);
  });

  it('refuses a barred customer at the code step and at the booking with 403', async () => {
    await t.db.query(
      `INSERT INTO blacklist_entries (name, name_key, phone, phone_key)
       VALUES ('Someone', 'someone', '0049 30 1234567', '+49301234567')`,
    );
    const response = await post('/verification-codes', pick(customer));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CUSTOMER_BANNED');
    expect(response).toSatisfyApiSpec();
    expect((await book({ code: '12345' })).body.code).toBe('CUSTOMER_BANNED');
    expect(t.mail.messages).toEqual([]);
  });

  it('limits codes per e-mail address (429 with Retry-After)', async () => {
    for (let request = 0; request < 3; request += 1) {
      expect((await post('/verification-codes', pick(customer))).status).toBe(202);
    }
    const limited = await post('/verification-codes', pick(customer));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM verification_codes');
    expect(rows[0]).toEqual({ n: 3 });
  });

  it('limits codes per client address too (10 per 10 minutes)', async () => {
    for (let request = 0; request < 10; request += 1) {
      const email = `visitor${request}@example.org`;
      expect((await post('/verification-codes', { ...pick(customer), email })).status).toBe(202);
    }
    const limited = await post('/verification-codes', {
      ...pick(customer),
      email: 'visitor10@example.org',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM verification_codes');
    expect(rows[0]).toEqual({ n: 10 });
  });

  it('stores codes only as keyed hashes', async () => {
    const code = await mailedCode();
    const { rows } = await t.db.query('SELECT code_hash FROM verification_codes');
    expect((rows[0] as { code_hash: string }).code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((rows[0] as { code_hash: string }).code_hash).not.toContain(code);
  });

  it('refuses closed, blocked, off-season, past and misaligned times with the field named', async () => {
    await t.db.query(`INSERT INTO days (date, blocked) VALUES ('2027-06-10', true)`);
    const cases: Array<[object, string, string]> = [
      [{ startHour: 8 }, 'startHour', 'OUTSIDE_OPENING_HOURS'],
      [{ startHour: 18, hours: 2 }, 'hours', 'OUTSIDE_OPENING_HOURS'],
      [{ day: '2027-06-10' }, 'day', 'DAY_BLOCKED'],
      [{ day: '2027-12-01' }, 'day', 'OFF_SEASON'],
      [{ day: '2027-06-04' }, 'startHour', 'IN_THE_PAST'],
      [{ hours: 1.5 }, 'hours', 'DURATION_STEP'],
      [{ hours: 5 }, 'hours', 'DURATION_NOT_OFFERED'],
      [{ extras: ['binoculars'] }, 'extras', 'EXTRA_NOT_OFFERED'],
      [{ adults: 6, children: 1 }, 'adults', 'TOO_MANY_PERSONS'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await book({ code: '12345', ...overrides });
      expect([response.status, response.body.errors]).toEqual([
        400,
        expect.arrayContaining([expect.objectContaining({ field, code })]),
      ]);
    }
    expect(await bookingRows()).toEqual([]);
  });

  it('validates the customer form on the server with the field named', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'Ab' }, 'name'],
      [{ phone: '12-34' }, 'phone'],
      [{ email: 'erika@example' }, 'email'],
      [{ street: 'Seestraße' }, 'street'],
      [{ zipCity: 'Potsdam' }, 'zipCity'],
      [{ adults: 0 }, 'adults'],
      [{ privacyAccepted: false }, 'privacyAccepted'],
      [{ comment: 'x'.repeat(201) }, 'comment'],
      [{ startHour: 10.25 }, 'startHour'],
      [{ code: '1234' }, 'code'],
    ];
    for (const [overrides, field] of cases) {
      const response = await book({ code: '12345', ...overrides });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await bookingRows()).toEqual([]);
  });

  it('lets adjacent bookings [10,12) and [12,14) both succeed and refuses an overlap with 409', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    expect((await book({ startHour: 10, hours: 2 }, root)).status).toBe(201);
    expect((await book({ startHour: 12, hours: 2 }, root)).status).toBe(201);
    const overlap = await book({ startHour: 13, hours: 1 }, root);
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('ALREADY_BOOKED');
    expect(overlap).toSatisfyApiSpec();
    const rows = await bookingRows();
    expect(rows.map((row) => row.start_hour)).toEqual([10, 12]);
    // Staff book without a code, under their name.
    expect(rows[0]!.employee_name).toBeTruthy();
  });

  it('200 concurrent overlapping bookings: exactly one 201, 199 × 409, no 5xx, one row', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        book({ startHour: 10 + (index % 3), hours: 3 }, root),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => ![201, 409].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    expect(await bookingRows()).toHaveLength(1);
  });

  it('random concurrent batches never leave two overlapping bookings of one vehicle', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const second = await addVehicle(t, { name: 'Motorboat B' });
    const request = fc.record({
      second: fc.boolean(),
      startHour: fc.integer({ min: 9, max: 17 }),
      hours: fc.integer({ min: 1, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 2, maxLength: 12 }), async (batch) => {
        await t.db.query('DELETE FROM bookings');
        const responses = await Promise.all(
          batch.map((item) =>
            book(
              {
                vehicleId: item.second ? second : boat,
                startHour: item.startHour,
                hours: item.hours,
              },
              root,
            ),
          ),
        );
        for (const response of responses) expect([201, 409]).toContain(response.status);
        const { rows } = await t.db.query(
          `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
              ON a.vehicle_id = b.vehicle_id AND a.id < b.id AND a.period && b.period`,
        );
        expect(rows[0]).toEqual({ n: 0 });
        // Every refusal met a booking that was stored.
        const stored = await bookingRows();
        batch.forEach((item, index) => {
          if (responses[index]!.status !== 409) return;
          const vehicle = item.second ? second : boat;
          const end = item.startHour + item.hours;
          expect(
            stored.some(
              (row) =>
                row.vehicle_id === vehicle &&
                (row.start_hour as number) < end &&
                (row.start_hour as number) + (row.hours as number) > item.startHour,
            ),
          ).toBe(true);
        });
      }),
      { numRuns: 15 },
    );
  });

  it('shows the week: 7 days × 48 slots with server states and the booked vehicle', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    expect((await book({ startHour: 10, hours: 2 }, root)).status).toBe(201);
    await t.db.query(`INSERT INTO days (date, blocked) VALUES ('2027-06-11', true)`);
    const response = await visitor.agent.get(
      `/api/v1/availability/week?from=${DAY}&type=motorboats`,
    );
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    const { days, weekStart, vehicleIds } = response.body;
    expect(weekStart).toBe('2027-06-07');
    expect(vehicleIds).toEqual([boat]);
    expect(days).toHaveLength(7);
    const wednesday = days[2];
    expect(wednesday.slots).toHaveLength(48);
    const slot = (hour: number) =>
      wednesday.slots.find((candidate: { hour: number }) => candidate.hour === hour);
    expect(slot(9.5)).toEqual({ hour: 9.5, state: 'free', bookedVehicleIds: [] });
    expect(slot(10)).toEqual({ hour: 10, state: 'full', bookedVehicleIds: [boat] });
    expect(slot(11.5).state).toBe('full');
    expect(slot(12).state).toBe('free');
    expect(slot(8.5).state).toBe('outside');
    expect(slot(19).state).toBe('outside');
    expect(days[0].slots.find((s: { hour: number }) => s.hour === 7).state).toBe('past');
    expect(days[4].slots.find((s: { hour: number }) => s.hour === 10).state).toBe('blocked');
    // The season's own hours: a season-begin week opens at 10, so 9:30 lies outside.
    await t.db.query(
      `UPDATE business_settings SET season_begin_start = '06-10', season_begin_end = '06-30',
              season_begin_opening_hour = 10, season_begin_closing_hour = 18`,
    );
    try {
      const season = await visitor.agent.get(
        `/api/v1/availability/week?from=2027-06-14&type=motorboats`,
      );
      expect(season.body.days[0]).toMatchObject({ openingHour: 10, closingHour: 18 });
      const monday = season.body.days[0].slots;
      expect(monday.find((s: { hour: number }) => s.hour === 9.5).state).toBe('outside');
      expect(monday.find((s: { hour: number }) => s.hour === 10).state).toBe('free');
      expect(monday.find((s: { hour: number }) => s.hour === 17.5).state).toBe('free');
      expect(monday.find((s: { hour: number }) => s.hour === 18).state).toBe('outside');
    } finally {
      await t.db.query(
        `UPDATE business_settings SET season_begin_start = NULL, season_begin_end = NULL`,
      );
    }
    // Another type's week does not see the motorboat's booking.
    const canoes = await visitor.agent.get(`/api/v1/availability/week?from=${DAY}&type=canoes`);
    expect(canoes.body.vehicleIds).toEqual([]);
  });

  it('answers the longest rental per vehicle: until closing or the next booking', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const jetski = await addVehicle(t, {
      name: 'Jet ski A',
      type: 'jetskis',
      prices: { '0.5': 3000, '1': 5000, '1.5': 7000, '2': 9000 },
    });
    expect((await book({ startHour: 14, hours: 2 }, root)).status).toBe(201);
    expect((await book({ vehicleId: jetski, startHour: 11.5, hours: 1 }, root)).status).toBe(201);
    const response = await visitor.agent.get(
      `/api/v1/availability/hours?vehicleIds=${boat}&vehicleIds=${jetski}&day=${DAY}&startHour=10`,
    );
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.items).toEqual([
      { vehicleId: boat, maxHours: 4, durations: [1, 2, 3, 4] },
      { vehicleId: jetski, maxHours: 1.5, durations: [0.5, 1, 1.5] },
    ]);
    const evening = await visitor.agent.get(
      `/api/v1/availability/hours?vehicleIds=${boat}&day=${DAY}&startHour=17`,
    );
    expect(evening.body.items).toEqual([{ vehicleId: boat, maxHours: 2, durations: [1, 2] }]);
    const taken = await visitor.agent.get(
      `/api/v1/availability/hours?vehicleIds=${boat}&day=${DAY}&startHour=15`,
    );
    expect(taken.body.items).toEqual([{ vehicleId: boat, maxHours: 0, durations: [] }]);
  });

  it('quotes the server price with VAT and refuses what the vehicle does not offer', async () => {
    const response = await visitor.agent.get(
      `/api/v1/bookings/quote?vehicleId=${boat}&hours=3&extras=musicBox&extras=captain`,
    );
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      basePriceCents: 14000,
      totalCents: 21000,
      vatCents: 3353,
    });
    const refused = await visitor.agent.get(
      `/api/v1/bookings/quote?vehicleId=${boat}&hours=2&extras=binoculars`,
    );
    expect(refused.status).toBe(400);
  });

  it('queues a reminder for 18:00 business time the day before, conditional on the booking', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const booked = await book({ startHour: 10, hours: 2 }, root);
    expect(booked.status).toBe(201);
    const reminder = `name = 'mail' AND data->>'template' = 'booking-reminder'
                      AND data->'data'->>'bookingId' = $1`;
    const { rows } = await t.db.query(`SELECT start_after FROM pgboss.job WHERE ${reminder}`, [
      booked.body.id,
    ]);
    // 18:00 in Berlin summer time on 8 June.
    expect((rows[0] as { start_after: Date }).start_after.toISOString()).toBe(
      '2027-06-08T16:00:00.000Z',
    );
    // Its send condition asks the booking: active now, so the reminder would go out.
    await t.db.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [booked.body.id]);
    const repository = t.app.get(BookingsRepository);
    expect(await repository.isActive(booked.body.id)).toBe(false);
  });
});

describe('hourly bookings in demo mode', () => {
  let t: TestApp;
  let boat: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await t.db.query(
      `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 19,
              off_season_start = NULL, off_season_end = NULL,
              season_begin_start = NULL, season_begin_end = NULL,
              season_end_start = NULL, season_end_end = NULL`,
    );
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM vehicles');
    boat = await addVehicle(t, { name: 'Motorboat A' });
  });
  afterAll(() => t.close());

  const book = (client: SessionClient, overrides: object = {}) =>
    client.agent
      .post('/api/v1/bookings')
      .set('X-CSRF-Token', client.token)
      .send({ ...customer, vehicleId: boat, day: DAY, startHour: 10, hours: 2, ...overrides });

  it('checks a visitor booking for real, stores nothing and mails an example confirmation', async () => {
    const visitor = await t.session(nextTestIp());
    const requested = await visitor.agent
      .post('/api/v1/verification-codes')
      .set('X-CSRF-Token', visitor.token)
      .send(pick(customer));
    expect(requested.status).toBe(202);
    const code = /\b(\d{5})\b/.exec((await nextMail(t, 0, customer.email, /code/)).text)![1]!;
    const wrong = await book(visitor, { code: code === '00000' ? '00001' : '00000' });
    expect(wrong.status).toBe(422);
    const response = await book(visitor, { code });
    expect(response.status).toBe(201);
    expect(response.body.simulated).toBe(true);
    expect(response.headers['x-demo-simulated']).toBe('1');
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM bookings');
    expect(rows[0]).toEqual({ n: 0 });
    const mail = await t.mail.waitFor(customer.email, 10_000, /Beispielbuchung/);
    expect(mail.subject).toContain('[Beispielbuchung]');
    // The wrong try counted although the booking was rolled back.
    const tries = await t.db.query('SELECT failed_attempts FROM verification_codes');
    expect(tries.rows[0]).toEqual({ failed_attempts: 1 });
  });

  it('detects a conflict for real for the demo account, while root’s booking is stored', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const stored = await book(root, { startHour: 14 });
    expect(stored.status).toBe(201);
    expect(stored.body.simulated).toBeUndefined();
    const demo = await t.loginAsDemo();
    expect((await book(demo, { startHour: 15, hours: 1 })).status).toBe(409);
    const simulated = await book(demo, { startHour: 10 });
    expect(simulated.status).toBe(201);
    expect(simulated.body.simulated).toBe(true);
    const { rows } = await t.db.query('SELECT start_hour FROM bookings');
    expect(rows).toEqual([{ start_hour: 14 }]);
  });

  it('shows root its fixed code and mails it nothing', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const before = t.mail.messages.length;
    const queued = (await mailJobs(t)).length;
    const response = await root.agent
      .post('/api/v1/verification-codes')
      .set('X-CSRF-Token', root.token)
      .send(pick(customer));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ sent: false, validMinutes: 10, shortcutCode: '12345' });
    // A code mail would have been queued before the answer: none was, so none can follow.
    expect((await mailJobs(t)).length).toBe(queued);
    expect(t.mail.messages.length).toBe(before);
  });
});

/** The first mail to `to` with a matching subject after the first `before` messages. */
function nextMail(t: TestApp, before: number, to: string, subject: RegExp) {
  return waitUntil(
    () =>
      t.mail.messages
        .slice(before)
        .find((mail) => mail.to.includes(to) && subject.test(mail.subject)),
    `a mail to ${to} matching ${subject}`,
  );
}

function pick(values: typeof customer) {
  return { name: values.name, phone: values.phone, email: values.email, lang: values.lang };
}
