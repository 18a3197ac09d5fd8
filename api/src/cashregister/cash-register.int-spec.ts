import jestOpenAPI from 'jest-openapi';
import type { Response } from 'supertest';
import { couponBalance, insertCoupon, setRentalSeason, STAY_NOW } from '../../test/stay-fixtures';
import type { TestCoupon } from '../../test/stay-fixtures';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { addDays, zonedInstant } from '../common/time/business-time';

jestOpenAPI(OPENAPI_FILE);

const BERLIN = 'Europe/Berlin';
/** Monday 7 June 2027, 08:00 in Berlin: the clock the app sees. */
const NOW = STAY_NOW;
const TODAY = '2027-06-07';
const at = (day: string, hour: number) => zonedInstant(day, hour, BERLIN);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const EMPLOYEE = { email: 'anna.berg@example.com', password: 'anna-pass-1' };

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

function checkout(client: SessionClient, body: object, key: string | null = newKey()) {
  const call = client.agent
    .post('/api/v1/cashregister/checkouts')
    .set('X-CSRF-Token', client.token);
  return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
}

const fieldsOf = (response: Response) =>
  ((response.body as { errors?: Array<{ field: string }> }).errors ?? []).map(
    (error) => error.field,
  );

async function addBoat(t: TestApp, name = 'Seeadler'): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                           extra_music_box, extra_binoculars, captain_cents_per_hour,
                           description_de, description_en)
     VALUES ('motorboats', $1, 6, $2, 'no', true, true, false, 2000, 'Boot', 'Boat')
     RETURNING id`,
    [name, JSON.stringify({ '1': 5500, '2': 10000, '3': 14000, '4': 18000 })],
  );
  return rows[0]!.id;
}

interface BookingFields {
  start: Date;
  hours?: number;
  priceCents?: number;
  newPriceCents?: number | null;
  couponCents?: number;
  paid?: boolean;
  cancelled?: boolean;
  held?: boolean;
  example?: boolean;
  name?: string;
}

async function insertBooking(t: TestApp, vehicleId: string, fields: BookingFields) {
  const hours = fields.hours ?? 2;
  const end = new Date(fields.start.getTime() + hours * 3_600_000);
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name, customer_email,
                           customer_phone, booked_day, start_hour, hours, price_cents,
                           new_price_cents, coupon_cents, paid, cancelled_at, hold_expires_at,
                           example)
     VALUES ('hourly', $1, 'Seeadler', tstzrange($2, $3), $4, 'erika@example.org', '+4930123',
             to_char($2::timestamptz AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD')::date,
             extract(hour FROM $2::timestamptz AT TIME ZONE 'Europe/Berlin'), $5, $6, $7, $8, $9,
             $10, $11, $12)
     RETURNING id`,
    [
      vehicleId,
      fields.start,
      end,
      fields.name ?? 'Erika Mustermann',
      hours,
      fields.priceCents ?? 10_000,
      fields.newPriceCents ?? null,
      fields.couponCents ?? 0,
      fields.paid ?? false,
      fields.cancelled ? NOW : null,
      fields.held ? new Date(NOW.getTime() + 600_000) : null,
      fields.example ?? false,
    ],
  );
  return rows[0]!.id;
}

async function insertProduct(
  t: TestApp,
  name: string,
  priceCents: number,
  stock: number | null,
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO products (type, name, price_cents, actual_stock, target_stock, changed_by)
     VALUES ($1, $2, $3, $4, $4, 'Admin') RETURNING id`,
    [stock === null ? 'services' : 'drinks', name, priceCents, stock],
  );
  return rows[0]!.id;
}

async function stockOf(t: TestApp, id: string): Promise<number | null> {
  const { rows } = await t.db.query<{ actual_stock: number | null }>(
    'SELECT actual_stock FROM products WHERE id = $1',
    [id],
  );
  return rows[0]!.actual_stock;
}

async function logRows(t: TestApp) {
  const { rows } = await t.db.query<{
    id: string;
    receipt_number: number;
    register_day: string;
    cashier: string;
    payment_method: string;
    booking_id: string | null;
    booking_cents: number | null;
    products: Array<{ name: string; quantity: number; totalCents: number }>;
    coupon_cents: number;
    income_cents: number;
    received_cents: number | null;
    change_cents: number | null;
    vat_cents: number;
    previous_hash: string;
    hash: string;
  }>(
    `SELECT id, receipt_number, to_char(register_day, 'YYYY-MM-DD') AS register_day, cashier,
            payment_method, booking_id, booking_cents, products, coupon_cents, income_cents,
            received_cents, change_cents, vat_cents, previous_hash, hash
       FROM cashregister_log ORDER BY receipt_number`,
  );
  return rows;
}

async function positionOf(t: TestApp, day: string): Promise<number> {
  const { rows } = await t.db.query<{ cents: string | null }>(
    `SELECT sum(income_cents)::text AS cents FROM cash_positions WHERE register_day = $1`,
    [day],
  );
  return Number(rows[0]!.cents ?? 0);
}

async function ledgerOf(t: TestApp, couponId: string) {
  const { rows } = await t.db.query<{ amount_cents: number; checkout_id: string | null }>(
    'SELECT amount_cents, checkout_id FROM coupon_redemptions WHERE coupon_id = $1',
    [couponId],
  );
  return rows;
}

async function clearRegister(t: TestApp): Promise<void> {
  // TRUNCATE passes the append-only trigger (it guards rows, not the table's owner).
  await t.db.query('TRUNCATE cashregister_log, cash_positions, coupon_redemptions');
  await t.db.query('DELETE FROM bookings');
  await t.db.query('DELETE FROM coupons');
  await t.db.query('DELETE FROM products');
}

describe('cash register (DEMO_MODE=false: every checkout is real)', () => {
  let t: TestApp;
  let root: SessionClient;
  let employee: SessionClient;
  let boat: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await setRentalSeason(t);
    const id = await t.createEmployee({ ...EMPLOYEE, role: 'employee' });
    await t.db.query(`UPDATE employees SET first_name = 'Anna', last_name = 'Berg' WHERE id = $1`, [
      id,
    ]);
    employee = await t.loginAs(EMPLOYEE.email, EMPLOYEE.password, nextTestIp());
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearRegister(t);
    await t.db.query('DELETE FROM vehicles');
    boat = await addBoat(t);
  });

  describe('GET /cashregister/open-items', () => {
    it("lists the day's unpaid bookings with what is due, and the unpaid coupons", async () => {
      const late = await insertBooking(t, boat, { start: at(TODAY, 15), priceCents: 14_000 });
      const early = await insertBooking(t, boat, {
        start: at(TODAY, 10),
        priceCents: 10_000,
        newPriceCents: 9_000,
        couponCents: 2_500,
      });
      await insertBooking(t, boat, { start: at(TODAY, 12), hours: 1, paid: true });
      await insertBooking(t, boat, { start: at(TODAY, 13), hours: 1, cancelled: true });
      await insertBooking(t, boat, { start: at(TODAY, 17), hours: 1, held: true });
      await insertBooking(t, boat, { start: at(addDays(TODAY, 1), 10) });
      await insertCoupon(t, { cents: 5_000, paid: false });
      await insertCoupon(t, { cents: 7_000, paid: true });
      await t.db.query(`INSERT INTO days (date, blocked) VALUES ($1, true)`, [TODAY]);

      const response = await employee.agent.get(`/api/v1/cashregister/open-items?day=${TODAY}`);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body.blocked).toBe(true);
      expect(response.body.bookings.map((booking: { id: string }) => booking.id)).toEqual([
        early,
        late,
      ]);
      expect(response.body.bookings[0]).toMatchObject({
        vehicleName: 'Seeadler',
        customerName: 'Erika Mustermann',
        hours: 2,
        priceCents: 9_000,
        couponCents: 2_500,
        dueCents: 6_500,
        day: TODAY,
      });
      expect(response.body.coupons).toEqual([
        expect.objectContaining({ buyerName: 'Greta Geschenk', amountCents: 5_000 }),
      ]);
    });

    it.each([['2027-02-30'], ['heute'], ['']])('refuses the day %j naming day', async (day) => {
      const response = await employee.agent.get(`/api/v1/cashregister/open-items?day=${day}`);
      expect(response.status).toBe(400);
      expect(fieldsOf(response)).toEqual(['day']);
    });
  });

  describe('POST /cashregister/checkouts', () => {
    it('settles a booking and two drinks, a coupon paying part, cash with change — all stored together', async () => {
      const booking = await insertBooking(t, boat, { start: at(TODAY, 10), priceCents: 10_000 });
      const cola = await insertProduct(t, 'Cola 0,33 l', 280, 10);
      const coupon = await insertCoupon(t, { cents: 5_000 });

      const response = await checkout(root, {
        bookingId: booking,
        items: [{ productId: cola, quantity: 2 }],
        couponCode: coupon.code.toLowerCase(),
        paymentMethod: 'cash',
        receivedCents: 6_000,
        expectedTotalCents: 5_560,
      });
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      expect(response.body.couponBalanceCents).toBe(0);
      expect(response.body.checkout).toMatchObject({
        receiptNumber: 1,
        registerDay: TODAY,
        cashier: 'Admin',
        paymentMethod: 'cash',
        booking: { id: booking, vehicleName: 'Seeadler', day: TODAY, hours: 2, priceCents: 10_000 },
        items: [
          { productId: cola, name: 'Cola 0,33 l', quantity: 2, priceCents: 280, totalCents: 560 },
        ],
        subtotalCents: 10_560,
        couponCents: 5_000,
        couponHint: coupon.code.slice(-4),
        incomeCents: 5_560,
        receivedCents: 6_000,
        changeCents: 440,
        // 19 % included in 105.60 €.
        vatCents: 1_686,
      });

      const { rows: bookings } = await t.db.query('SELECT paid FROM bookings WHERE id = $1', [
        booking,
      ]);
      expect(bookings[0].paid).toBe(true);
      const { rows: audit } = await t.db.query(
        `SELECT action, actor_name FROM booking_audit WHERE booking_id = $1`,
        [booking],
      );
      expect(audit).toEqual([{ action: 'paid', actor_name: 'Admin' }]);
      expect(await stockOf(t, cola)).toBe(8);
      expect(await couponBalance(t, coupon.id)).toBe(0);
      const [entry] = await logRows(t);
      expect(entry).toMatchObject({ income_cents: 5_560, coupon_cents: 5_000, change_cents: 440 });
      expect(await ledgerOf(t, coupon.id)).toEqual([
        { amount_cents: 5_000, checkout_id: entry!.id },
      ]);
      expect(await positionOf(t, TODAY)).toBe(5_560);
    });

    it('records a coupon that pays everything as paid by coupon, with no income', async () => {
      const water = await insertProduct(t, 'Wasser', 250, 5);
      const coupon = await insertCoupon(t, { cents: 5_000 });
      const response = await checkout(employee, {
        items: [{ productId: water, quantity: 2 }],
        couponCode: coupon.code,
        paymentMethod: 'card',
      });
      expect(response.status).toBe(201);
      expect(response.body.checkout).toMatchObject({
        paymentMethod: 'coupon',
        couponCents: 500,
        incomeCents: 0,
        cashier: 'Anna Berg',
      });
      expect(response.body.couponBalanceCents).toBe(4_500);
      expect(await couponBalance(t, coupon.id)).toBe(4_500);
      expect(await positionOf(t, TODAY)).toBe(0);
    });

    it('sells an unpaid gift coupon to its buyer (no VAT on a voucher)', async () => {
      const coupon = await insertCoupon(t, { cents: 7_500, paid: false });
      const response = await checkout(employee, { soldCouponId: coupon.id, paymentMethod: 'card' });
      expect(response.status).toBe(201);
      expect(response.body.checkout).toMatchObject({
        soldCoupon: { id: coupon.id, amountCents: 7_500 },
        incomeCents: 7_500,
        vatCents: 0,
        paymentMethod: 'card',
        receivedCents: null,
      });
      const { rows } = await t.db.query('SELECT paid FROM coupons WHERE id = $1', [coupon.id]);
      expect(rows[0].paid).toBe(true);
      const again = await checkout(employee, { soldCouponId: coupon.id, paymentMethod: 'card' });
      expect(again.status).toBe(404);
      expect(fieldsOf(again)).toEqual(['soldCouponId']);
    });

    it('takes the money for a gift coupon ordered by bank transfer, and the buyer gets the PDF', async () => {
      const visitor = await t.session(nextTestIp());
      const ordered = await visitor.agent
        .post('/api/v1/coupon-orders')
        .set('X-CSRF-Token', visitor.token)
        .send({
          salutation: 'ms',
          name: 'Greta Geschenk',
          email: 'greta.kasse@example.net',
          street: 'Seeweg 12',
          zipCity: '15526 Bad Saarow',
          recipient: 'Oma Inge',
          text: 'Alles Liebe!',
          background: 2,
          amountCents: 6_000,
          paymentMethod: 'bank_transfer',
          privacyConsent: true,
          lang: 'de',
        });
      expect(ordered.status).toBe(201);
      const open = await employee.agent.get(`/api/v1/cashregister/open-items?day=${TODAY}`);
      expect(open.body.coupons).toEqual([
        expect.objectContaining({ id: ordered.body.id, amountCents: 6_000 }),
      ]);

      const sold = await checkout(employee, {
        soldCouponId: ordered.body.id,
        paymentMethod: 'cash',
        receivedCents: 10_000,
      });
      expect(sold.status).toBe(201);
      expect(sold.body.checkout).toMatchObject({ incomeCents: 6_000, changeCents: 4_000 });
      const mail = await t.mail.waitFor('greta.kasse@example.net', 10_000, /Ihr Gutschein/);
      expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual([
        'application/pdf',
      ]);
      const after = await employee.agent.get(`/api/v1/cashregister/open-items?day=${TODAY}`);
      expect(after.body.coupons).toEqual([]);
    });

    it('answers a replay with the same key with the first checkout and moves nothing', async () => {
      const cola = await insertProduct(t, 'Cola', 280, 5);
      const key = newKey();
      const body = { items: [{ productId: cola, quantity: 1 }], paymentMethod: 'cash' };
      const first = await checkout(employee, body, key);
      const replay = await checkout(employee, body, key);
      expect(first.status).toBe(201);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(await stockOf(t, cola)).toBe(4);
      expect(await logRows(t)).toHaveLength(1);
      expect(await positionOf(t, TODAY)).toBe(280);

      const other = await checkout(employee, { ...body, paymentMethod: 'card' }, key);
      expect(other.status).toBe(422);
      expect(other).toSatisfyApiSpec();
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      const colleague = await checkout(root, body, key);
      expect(colleague.status).toBe(422);
      expect(await logRows(t)).toHaveLength(1);
    });

    it('lets only one of two cashiers sell the last piece; the stock never goes below 0', async () => {
      const cola = await insertProduct(t, 'Cola', 280, 1);
      const responses = await Promise.all([
        checkout(employee, { items: [{ productId: cola, quantity: 1 }], paymentMethod: 'cash' }),
        checkout(root, { items: [{ productId: cola, quantity: 1 }], paymentMethod: 'cash' }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.status === 409)!;
      expect(refused).toSatisfyApiSpec();
      expect(refused.body.code).toBe('OUT_OF_STOCK');
      expect(fieldsOf(refused)).toEqual(['items[0].productId']);
      expect(await stockOf(t, cola)).toBe(0);
      expect(await logRows(t)).toHaveLength(1);
    });

    it('changes nothing when one product of the cart is sold out', async () => {
      const booking = await insertBooking(t, boat, { start: at(TODAY, 10) });
      const cola = await insertProduct(t, 'Cola', 280, 5);
      const chips = await insertProduct(t, 'Chips', 200, 1);
      const response = await checkout(employee, {
        bookingId: booking,
        items: [
          { productId: cola, quantity: 2 },
          { productId: chips, quantity: 2 },
        ],
        paymentMethod: 'cash',
      });
      expect(response.status).toBe(409);
      expect(fieldsOf(response)).toEqual(['items[1].productId']);
      expect(await stockOf(t, cola)).toBe(5);
      expect(await stockOf(t, chips)).toBe(1);
      const { rows } = await t.db.query('SELECT paid FROM bookings WHERE id = $1', [booking]);
      expect(rows[0].paid).toBe(false);
      expect(await logRows(t)).toHaveLength(0);
      expect(await positionOf(t, TODAY)).toBe(0);
    });

    it('keeps a coupon redeemed by 200 checkouts at once from going negative; the ledger adds up', async () => {
      const service = await insertProduct(t, 'Bootsreinigung', 1_000, null);
      const coupon = await insertCoupon(t, { cents: 5_000 });
      const responses = await Promise.all(
        Array.from({ length: 200 }, () =>
          checkout(employee, {
            items: [{ productId: service, quantity: 1 }],
            couponCode: coupon.code,
            paymentMethod: 'cash',
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 422)).toHaveLength(195);
      expect(statuses.some((status) => status >= 500)).toBe(false);
      expect(await couponBalance(t, coupon.id)).toBe(0);
      const ledger = await ledgerOf(t, coupon.id);
      expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(5_000);
      const entries = await logRows(t);
      expect(entries.map((entry) => entry.receipt_number)).toEqual([1, 2, 3, 4, 5]);
      expect(entries.reduce((sum, entry) => sum + entry.coupon_cents, 0)).toBe(5_000);
      const verify = await root.agent.get('/api/v1/cashregister/log/verify');
      expect(verify.body).toEqual({
        intact: true,
        checked: 5,
        firstBrokenReceipt: null,
        positionMismatchDays: [],
      });
    });

    it('refuses a paid, cancelled or unknown booking with nothing changed', async () => {
      const paid = await insertBooking(t, boat, { start: at(TODAY, 10), paid: true });
      const cancelled = await insertBooking(t, boat, { start: at(TODAY, 13), cancelled: true });
      const answers = [
        [await checkout(employee, { bookingId: paid, paymentMethod: 'cash' }), 409, 'ALREADY_PAID'],
        [
          await checkout(employee, { bookingId: cancelled, paymentMethod: 'cash' }),
          409,
          'BOOKING_CANCELLED',
        ],
        [
          await checkout(employee, { bookingId: UNKNOWN_ID, paymentMethod: 'cash' }),
          404,
          'NOT_FOUND',
        ],
      ] as const;
      for (const [response, status, code] of answers) {
        expect(response.status).toBe(status);
        expect(response).toSatisfyApiSpec();
        expect(response.body.code).toBe(code);
      }
      expect(await logRows(t)).toHaveLength(0);
    });

    it('refuses a total other than the cashier saw (a price changed meanwhile)', async () => {
      const cola = await insertProduct(t, 'Cola', 280, 5);
      const response = await checkout(employee, {
        items: [{ productId: cola, quantity: 1 }],
        paymentMethod: 'cash',
        expectedTotalCents: 250,
      });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('TOTAL_CHANGED');
      expect(await stockOf(t, cola)).toBe(5);
      expect(await logRows(t)).toHaveLength(0);
    });

    it('refuses an unusable coupon naming couponCode, with nothing changed', async () => {
      const cola = await insertProduct(t, 'Cola', 280, 5);
      const unpaid: TestCoupon = await insertCoupon(t, { cents: 5_000, paid: false });
      for (const code of ['ABCD-EFGH-JKMN-PQRS', unpaid.code]) {
        const response = await checkout(employee, {
          items: [{ productId: cola, quantity: 1 }],
          couponCode: code,
          paymentMethod: 'cash',
        });
        expect(response.status).toBe(422);
        expect(response.body.code).toBe('COUPON_INVALID');
        expect(fieldsOf(response)).toEqual(['couponCode']);
      }
      expect(await stockOf(t, cola)).toBe(5);
    });

    it.each([
      [
        'no Idempotency-Key',
        null,
        { items: [{ productId: UNKNOWN_ID, quantity: 1 }], paymentMethod: 'cash' },
        'Idempotency-Key',
      ],
      [
        'a key with spaces',
        'not a key!',
        { items: [{ productId: UNKNOWN_ID, quantity: 1 }], paymentMethod: 'cash' },
        'Idempotency-Key',
      ],
      ['an empty checkout', 'empty-checkout-1', { paymentMethod: 'cash' }, 'items'],
      [
        'a quantity of 0',
        'zero-quantity-1',
        { items: [{ productId: UNKNOWN_ID, quantity: 0 }], paymentMethod: 'cash' },
        'items.0.quantity',
      ],
      [
        'an unknown payment method',
        'bad-method-1',
        { items: [{ productId: UNKNOWN_ID, quantity: 1 }], paymentMethod: 'cheque' },
        'paymentMethod',
      ],
      [
        'a coupon paid with a coupon',
        'coupon-coupon-1',
        { soldCouponId: UNKNOWN_ID, couponCode: 'ABCD-EFGH-JKMN-PQRS', paymentMethod: 'cash' },
        'couponCode',
      ],
    ])('refuses %s naming the field', async (_, key, body, field) => {
      const response = await checkout(employee, body, key);
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(fieldsOf(response)).toContain(field);
    });

    it('refuses a checkout above the largest amount, with nothing changed', async () => {
      const yacht = await insertProduct(t, 'Yachtcharter', 100_000_000, null);
      const response = await checkout(employee, {
        items: [{ productId: yacht, quantity: 999 }],
        paymentMethod: 'card',
      });
      expect(response.status).toBe(400);
      expect(fieldsOf(response)).toEqual(['items']);
      expect(await logRows(t)).toHaveLength(0);
    });

    it('refuses cash received below the total', async () => {
      const cola = await insertProduct(t, 'Cola', 280, 5);
      const response = await checkout(employee, {
        items: [{ productId: cola, quantity: 1 }],
        paymentMethod: 'cash',
        receivedCents: 200,
      });
      expect(response.status).toBe(400);
      expect(fieldsOf(response)).toEqual(['receivedCents']);
      expect(await stockOf(t, cola)).toBe(5);
    });
  });

  describe('logs', () => {
    async function sellOne(client: SessionClient, priceCents = 280) {
      const product = await insertProduct(t, `Ware ${priceCents}`, priceCents, null);
      const response = await checkout(client, {
        items: [{ productId: product, quantity: 1 }],
        paymentMethod: 'cash',
      });
      expect(response.status).toBe(201);
      return response.body.checkout as { id: string; receiptNumber: number };
    }

    it('lists the last 14 days newest first for admins only, paginated', async () => {
      t.setNow(at(addDays(TODAY, -20), 12));
      await sellOne(root, 100);
      t.setNow(NOW);
      const second = await sellOne(root, 200);
      t.setNow(new Date(NOW.getTime() + 60_000));
      const third = await sellOne(employee, 300);
      t.setNow(NOW);

      const page = await root.agent.get('/api/v1/cashregister/log?limit=1');
      expect(page.status).toBe(200);
      expect(page).toSatisfyApiSpec();
      expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([third.id]);
      const next = await root.agent.get(
        `/api/v1/cashregister/log?limit=5&cursor=${encodeURIComponent(page.body.nextCursor)}`,
      );
      expect(next.body.items.map((item: { id: string }) => item.id)).toEqual([second.id]);
      expect(next.body.nextCursor).toBeNull();

      const refused = await employee.agent.get('/api/v1/cashregister/log');
      expect(refused.status).toBe(403);
    });

    it('detects a log row edited in the database, even with the trigger switched off', async () => {
      await sellOne(root, 100);
      const second = await sellOne(root, 200);
      await sellOne(root, 300);
      expect((await root.agent.get('/api/v1/cashregister/log/verify')).body).toEqual({
        intact: true,
        checked: 3,
        firstBrokenReceipt: null,
        positionMismatchDays: [],
      });

      await expect(
        t.db.query('UPDATE cashregister_log SET income_cents = 20 WHERE id = $1', [second.id]),
      ).rejects.toThrow(/cannot be changed/);
      await expect(
        t.db.query('DELETE FROM cashregister_log WHERE id = $1', [second.id]),
      ).rejects.toThrow(/cannot be changed/);

      await t.db.query('ALTER TABLE cashregister_log DISABLE TRIGGER USER');
      await t.db.query('UPDATE cashregister_log SET income_cents = 20 WHERE id = $1', [second.id]);
      await t.db.query('ALTER TABLE cashregister_log ENABLE TRIGGER USER');
      const verify = await root.agent.get('/api/v1/cashregister/log/verify');
      expect(verify.status).toBe(200);
      expect(verify).toSatisfyApiSpec();
      expect(verify.body).toMatchObject({
        intact: false,
        firstBrokenReceipt: second.receiptNumber,
      });
    });

    it("detects a removed row: in the middle by its gap, the newest by the day's takings", async () => {
      await sellOne(root, 100);
      const second = await sellOne(root, 200);
      const third = await sellOne(root, 300);
      await t.db.query('ALTER TABLE cashregister_log DISABLE TRIGGER USER');
      await t.db.query('DELETE FROM cashregister_log WHERE id = $1', [second.id]);
      // Even with the next row's link rewritten to skip the gap, the numbering gives it away.
      await t.db.query(
        `UPDATE cashregister_log SET previous_hash =
           (SELECT hash FROM cashregister_log WHERE receipt_number = 1) WHERE id = $1`,
        [third.id],
      );
      await t.db.query('ALTER TABLE cashregister_log ENABLE TRIGGER USER');
      const middle = await root.agent.get('/api/v1/cashregister/log/verify');
      expect(middle.body).toMatchObject({ intact: false, firstBrokenReceipt: 3 });

      await clearRegister(t);
      await sellOne(root, 100);
      const newest = await sellOne(root, 200);
      await t.db.query('ALTER TABLE cashregister_log DISABLE TRIGGER USER');
      await t.db.query('DELETE FROM cashregister_log WHERE id = $1', [newest.id]);
      await t.db.query('ALTER TABLE cashregister_log ENABLE TRIGGER USER');
      const tail = await root.agent.get('/api/v1/cashregister/log/verify');
      expect(tail.body).toEqual({
        intact: false,
        checked: 1,
        firstBrokenReceipt: null,
        positionMismatchDays: [TODAY],
      });
    });

    it('sums the takings per day, month and year', async () => {
      t.setNow(at('2026-12-30', 12));
      await sellOne(root, 1_000);
      t.setNow(at('2027-05-31', 12));
      await sellOne(root, 2_000);
      t.setNow(NOW);
      await sellOne(root, 300);
      await sellOne(employee, 400);

      const days = await root.agent.get('/api/v1/cashregister/positions?period=day');
      expect(days.status).toBe(200);
      expect(days).toSatisfyApiSpec();
      expect(days.body).toEqual({
        period: 'day',
        items: [
          { period: TODAY, incomeCents: 700 },
          { period: '2027-05-31', incomeCents: 2_000 },
          { period: '2026-12-30', incomeCents: 1_000 },
        ],
      });
      const months = await root.agent.get('/api/v1/cashregister/positions?period=month');
      expect(months.body.items).toEqual([
        { period: '2027-06', incomeCents: 700 },
        { period: '2027-05', incomeCents: 2_000 },
        { period: '2026-12', incomeCents: 1_000 },
      ]);
      const years = await root.agent.get('/api/v1/cashregister/positions?period=year');
      expect(years.body.items).toEqual([
        { period: '2027', incomeCents: 2_700 },
        { period: '2026', incomeCents: 1_000 },
      ]);
      const bad = await root.agent.get('/api/v1/cashregister/positions?period=week');
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad)).toEqual(['period']);
    });

    it('exports both logs as CSV for a German spreadsheet (BOM, semicolons, decimal commas)', async () => {
      const booking = await insertBooking(t, boat, { start: at(TODAY, 10), priceCents: 12_345 });
      const response = await checkout(root, { bookingId: booking, paymentMethod: 'card' });
      expect(response.status).toBe(201);

      const log = await root.agent.get('/api/v1/cashregister/log.csv').buffer(true);
      expect(log.status).toBe(200);
      expect(log.headers['content-type']).toMatch(/^text\/csv/);
      const text = log.text;
      expect(text.startsWith('\uFEFFBeleg;Kassentag;')).toBe(true);
      const [, row] = text.slice(1).split('\r\n');
      expect(row).toBe(
        '1;07.06.2027;08:00;Seeadler;2;;07.06.2027;123,45;;;;0,00;123,45;19,71;Karte;Admin',
      );

      const positions = await root.agent.get('/api/v1/cashregister/positions.csv?period=month');
      expect(positions.text).toBe('\uFEFFMonat;Einnahmen (€)\r\n06.2027;123,45\r\n');
    });

    it('serves the receipt as a PDF', async () => {
      const cola = await insertProduct(t, 'Cola', 280, 5);
      const response = await checkout(employee, {
        items: [{ productId: cola, quantity: 2 }],
        paymentMethod: 'cash',
        receivedCents: 1_000,
      });
      const pdf = await employee.agent
        .get(`/api/v1/cashregister/checkouts/${response.body.checkout.id}/receipt.pdf`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      const missing = await employee.agent.get(
        `/api/v1/cashregister/checkouts/${UNKNOWN_ID}/receipt.pdf`,
      );
      expect(missing.status).toBe(404);
    });
  });
});

describe('cash register in demo mode (the demo account is simulated)', () => {
  let t: TestApp;
  let demo: SessionClient;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    demo = await t.loginAsDemo();
  });
  afterAll(() => t.close());

  it("simulates the demo account's checkout: the answer shows it, nothing is stored", async () => {
    await clearRegister(t);
    const boat = await addBoat(t, 'Demoboot');
    const example = await insertBooking(t, boat, { start: at(TODAY, 10), example: true });
    const real = await insertBooking(t, boat, { start: at(TODAY, 14), name: 'Echte Person' });
    const cola = await insertProduct(t, 'Cola', 280, 5);

    const open = await demo.agent.get(`/api/v1/cashregister/open-items?day=${TODAY}`);
    expect(open.body.bookings.map((booking: { id: string }) => booking.id)).toEqual([example]);

    const response = await checkout(demo, {
      bookingId: example,
      items: [{ productId: cola, quantity: 1 }],
      paymentMethod: 'cash',
    });
    expect(response.status).toBe(201);
    expect(response.body.simulated).toBe(true);
    expect(response.body.checkout.incomeCents).toBe(10_280);
    expect(await stockOf(t, cola)).toBe(5);
    expect(await logRows(t)).toHaveLength(0);
    const { rows } = await t.db.query('SELECT paid FROM bookings WHERE id = $1', [example]);
    expect(rows[0].paid).toBe(false);

    const hidden = await checkout(demo, { bookingId: real, paymentMethod: 'cash' });
    expect(hidden.status).toBe(404);
  });
});
