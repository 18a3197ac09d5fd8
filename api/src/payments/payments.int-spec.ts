import jestOpenAPI from 'jest-openapi';
import { startFakePayPal } from '../../test/fake-paypal';
import type { FakePayPal } from '../../test/fake-paypal';
import { createTestApp, nextTestIp, OPENAPI_FILE } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import {
  addHouseboat,
  bookingRows,
  clearStayTables,
  couponBalance,
  couponLedger,
  insertCoupon,
  mailContaining,
  NIGHTLY_CENTS,
  postJson,
  queuedConfirmations,
  setRentalSeason,
  STAY_CUSTOMER,
  STAY_NOW,
} from '../../test/stay-fixtures';
import { HOLD_RELEASE_QUEUE, HoldReleaseService } from '../bookings/hold-release.service';
import { JobRunner } from '../common/jobs/job-runner';
import { HOLD_EXPIRED_REASON } from '../bookings/stays.service';

jestOpenAPI(OPENAPI_FILE);

/** What the register log holds for a booking or coupon paid online (cashier PayPal). */
async function registerRowsOf(t: TestApp, column: 'booking_id' | 'sold_coupon_id', id: string) {
  const { rows } = await t.db.query(
    `SELECT cashier, payment_method, income_cents, booking_cents, sold_coupon_cents
       FROM cashregister_log WHERE ${column} = $1`,
    [id],
  );
  return rows;
}

const START = '2027-06-20';
const END = '2027-06-23';
const PRICE = 3 * NIGHTLY_CENTS;
const MINUTE = 60_000;
const HOLD_UNTIL = new Date(STAY_NOW.getTime() + 15 * MINUTE);

async function paypalOrders(t: TestApp): Promise<Array<Record<string, unknown>>> {
  const { rows } = await t.db.query(
    `SELECT id, booking_id, amount_cents, currency, status, capture_id, refund_id, captured_at
       FROM paypal_orders ORDER BY created_at`,
  );
  return rows as Array<Record<string, unknown>>;
}

describe('PayPal payments (DEMO_MODE=false, against a fake PayPal)', () => {
  let t: TestApp;
  let fake: FakePayPal;
  let visitor: SessionClient;
  let boat: string;

  const draft = (overrides: object = {}) => ({
    ...STAY_CUSTOMER,
    vehicleId: boat,
    startDay: START,
    endDay: END,
    paymentMethod: 'paypal',
    ...overrides,
  });
  const createOrder = (overrides: object = {}, client: SessionClient = visitor) =>
    postJson(client, '/payments/paypal/orders', { stay: draft(overrides) });
  const capture = (orderId: string, body: object = {}, client: SessionClient = visitor) =>
    postJson(client, `/payments/paypal/orders/${orderId}/capture`, body);
  const releaseJob = () => t.app.get(HoldReleaseService).release();

  /** A held stay with its order; the order id and the stay's id. */
  async function heldStay(overrides: object = {}): Promise<{ orderId: string; stayId: string }> {
    const response = await createOrder(overrides);
    expect(response.status).toBe(201);
    return { orderId: response.body.orderId as string, stayId: response.body.stay.id as string };
  }

  beforeAll(async () => {
    fake = await startFakePayPal();
    t = await createTestApp({
      DEMO_MODE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...fake.env,
    });
    await setRentalSeason(t);
    // The job's own schedule stays out of the way: each test runs its rounds itself.
    await t.app.get(JobRunner).stopWorking(HOLD_RELEASE_QUEUE);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(async () => {
    t.setNow(STAY_NOW);
    await clearStayTables(t);
    boat = await addHouseboat(t, { name: 'Houseboat A' });
    visitor = await t.session(nextTestIp());
    fake.reset();
  });

  it('tells the page PayPal is on, with the public client id', async () => {
    const response = await visitor.agent.get('/api/v1/payments/paypal/config');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual({ enabled: true, clientId: fake.clientId, currency: 'EUR' });
  });

  it('creates the order for what is left after the coupon and holds the stay for 15 minutes', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    const response = await createOrder({ couponCode: coupon.code });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    const { orderId, stay } = response.body;
    expect(orderId).toMatch(/^[A-Z0-9]{17}$/);
    expect(response.body).toMatchObject({ amountCents: PRICE - 10_000, currency: 'EUR' });
    expect(stay).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'paypal',
      holdExpiresAt: HOLD_UNTIL.toISOString(),
      paymentDueDay: null,
      quote: { totalCents: PRICE, couponCents: 10_000, dueCents: PRICE - 10_000 },
    });
    const [row, ...others] = await bookingRows(t);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: stay.id,
      kind: 'stay',
      payment_method: 'paypal',
      paid: false,
      cancelled_at: null,
      price_cents: PRICE,
      coupon_id: coupon.id,
      coupon_cents: 10_000,
    });
    expect((row!.hold_expires_at as Date).toISOString()).toBe(HOLD_UNTIL.toISOString());
    expect(await paypalOrders(t)).toEqual([
      {
        id: orderId,
        booking_id: stay.id,
        amount_cents: PRICE - 10_000,
        currency: 'EUR',
        status: 'created',
        capture_id: null,
        refund_id: null,
        captured_at: null,
      },
    ]);
    // PayPal got EUR and the amount as a decimal string, keyed by the stay for retries.
    expect(fake.orders.get(orderId)).toMatchObject({
      value: '260.00',
      currency: 'EUR',
      referenceId: stay.id,
      requestId: stay.id,
    });
    expect(fake.callsTo(/oauth2\/token/).length).toBeLessThanOrEqual(1);
    // The coupon is spent while the stay is held.
    expect(await couponBalance(t, coupon.id)).toBe(0);
    // No confirmation before the money is there.
    expect(await queuedConfirmations(t, { bookingId: stay.id })).toBe(0);
  });

  it('captures: the stay is confirmed and paid, the order captured, the mail sent; a repeat charges nothing', async () => {
    const { orderId, stayId } = await heldStay();
    const response = await capture(orderId);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      id: stayId,
      status: 'confirmed',
      holdExpiresAt: null,
      paymentMethod: 'paypal',
      quote: { dueCents: PRICE },
    });
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({ paid: true, hold_expires_at: null, cancelled_at: null });
    expect(fake.captures).toHaveLength(1);
    const [order] = await paypalOrders(t);
    expect(order).toMatchObject({ status: 'captured', capture_id: fake.captures[0]!.id });
    expect(order!.captured_at).toEqual(STAY_NOW);
    const mail = await mailContaining(t, stayId);
    expect(mail.to).toContain(STAY_CUSTOMER.email);
    expect(mail.text).toContain('Bezahlt über PayPal');
    expect(mail.text).not.toContain('IBAN');

    const again = await capture(orderId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: stayId, status: 'confirmed' });
    expect(fake.callsTo(/capture$/)).toHaveLength(1);
    expect(fake.captures).toHaveLength(1);
    expect(fake.refunds).toEqual([]);
    // The register log counts the money taken online, once.
    expect(await registerRowsOf(t, 'booking_id', stayId)).toEqual([
      {
        cashier: 'PayPal',
        payment_method: 'paypal',
        income_cents: PRICE,
        booking_cents: PRICE,
        sold_coupon_cents: null,
      },
    ]);
    expect(await queuedConfirmations(t, { bookingId: stayId })).toBe(1);
  });

  it('charges once for concurrent captures of one order, and mails once', async () => {
    const { orderId, stayId } = await heldStay();
    const responses = await Promise.all(Array.from({ length: 5 }, () => capture(orderId)));
    expect(responses.map((response) => [response.status, response.body.id])).toEqual(
      Array.from({ length: 5 }, () => [200, stayId]),
    );
    expect(fake.captures).toHaveLength(1);
    expect(fake.refunds).toEqual([]);
    expect(await paypalOrders(t)).toEqual([
      expect.objectContaining({ status: 'captured', capture_id: fake.captures[0]!.id }),
    ]);
    expect(await queuedConfirmations(t, { bookingId: stayId })).toBe(1);
  });

  it('refunds a capture of another amount or currency: 422 PAYMENT_FAILED, the stay stays unconfirmed', async () => {
    for (const knob of [{ value: '1.00' }, { currency: 'USD' }]) {
      await clearStayTables(t);
      boat = await addHouseboat(t, { name: 'Houseboat A' });
      fake.reset();
      const { orderId, stayId } = await heldStay();
      fake.captureKnob = knob;
      const response = await capture(orderId);
      expect([JSON.stringify(knob), response.status, response.body.code]).toEqual([
        JSON.stringify(knob),
        422,
        'PAYMENT_FAILED',
      ]);
      expect(response).toSatisfyApiSpec();
      expect(fake.refunds).toEqual([expect.objectContaining({ captureId: fake.captures[0]!.id })]);
      expect(await paypalOrders(t)).toEqual([
        expect.objectContaining({
          status: 'refunded',
          capture_id: fake.captures[0]!.id,
          refund_id: fake.refunds[0]!.id,
        }),
      ]);
      const [row] = await bookingRows(t);
      expect(row).toMatchObject({ id: stayId, paid: false, cancelled_at: null });
      expect(row!.hold_expires_at).not.toBeNull();
      expect(await queuedConfirmations(t, { bookingId: stayId })).toBe(0);
    }
  });

  it('answers an uncompleted capture with 422 and PayPal’s failure with 502; the stay can still be paid', async () => {
    const { orderId, stayId } = await heldStay();
    // PayPal marks the order COMPLETED even then: the capture's own status counts.
    for (const status of ['DECLINED', 'PENDING']) {
      fake.captureKnob = { status };
      const uncompleted = await capture(orderId);
      expect([status, uncompleted.status, uncompleted.body.code]).toEqual([
        status,
        422,
        'PAYMENT_FAILED',
      ]);
      expect(uncompleted).toSatisfyApiSpec();
    }
    fake.captureKnob = { httpStatus: 422 };
    const refused = await capture(orderId);
    expect([refused.status, refused.body.code]).toEqual([422, 'PAYMENT_FAILED']);
    fake.captureKnob = { httpStatus: 500 };
    const broken = await capture(orderId);
    expect(broken.status).toBe(502);
    expect(broken).toSatisfyApiSpec();
    expect(fake.refunds).toEqual([]);
    expect(await paypalOrders(t)).toEqual([expect.objectContaining({ status: 'created' })]);
    expect((await bookingRows(t))[0]).toMatchObject({ paid: false, cancelled_at: null });

    fake.captureKnob = undefined;
    const paid = await capture(orderId);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: stayId, status: 'confirmed' });
  });

  it('lets a customer who broke off the payment start again: their own hold gives way, another customer’s does not', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    const first = await heldStay({ couponCode: coupon.code });
    // The same customer again (e.g. closed PayPal's window), now without the coupon.
    const again = await heldStay({ email: STAY_CUSTOMER.email.toUpperCase() });
    expect(again.stayId).not.toBe(first.stayId);
    const rows = await bookingRows(t);
    expect(rows.find((row) => row.id === first.stayId)).toMatchObject({
      cancellation_reason: HOLD_EXPIRED_REASON,
    });
    expect(rows.find((row) => row.id === again.stayId)).toMatchObject({ cancelled_at: null });
    // The coupon's use by the given-up hold came back.
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    // Someone else cannot free the period by starting a payment for it.
    const other = await createOrder({ email: 'someone.else@example.org', name: 'Otto Anders' });
    expect(other.status).toBe(409);
    expect((await bookingRows(t)).find((row) => row.id === again.stayId)).toMatchObject({
      cancelled_at: null,
    });
  });

  it('releases expired holds in the job: cancelled with the reason, the coupon’s use given back', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    const { stayId } = await heldStay({ couponCode: coupon.code });
    expect(await couponBalance(t, coupon.id)).toBe(0);
    t.setNow(new Date(STAY_NOW.getTime() + 14 * MINUTE));
    expect(await releaseJob()).toBe(0);
    t.setNow(new Date(STAY_NOW.getTime() + 16 * MINUTE));
    expect(await releaseJob()).toBe(1);
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({
      id: stayId,
      cancellation_reason: HOLD_EXPIRED_REASON,
      paid: false,
    });
    expect((row!.cancelled_at as Date).toISOString()).toBe(
      new Date(STAY_NOW.getTime() + 16 * MINUTE).toISOString(),
    );
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    expect(await couponLedger(t, coupon.id)).toEqual([
      { amount_cents: 10_000, booking_id: stayId },
      { amount_cents: -10_000, booking_id: stayId },
    ]);
    // Released once: the next round finds nothing.
    expect(await releaseJob()).toBe(0);
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    // The period is free again.
    expect(
      (await postJson(visitor, '/stays', { ...draft(), paymentMethod: 'bank_transfer' })).status,
    ).toBe(201);
  });

  it('refunds a late payment for a period taken meanwhile (409), and takes a free one up again', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    const late = await heldStay({ couponCode: coupon.code });
    t.setNow(new Date(STAY_NOW.getTime() + 16 * MINUTE));
    expect(await releaseJob()).toBe(1);
    const other = await postJson(visitor, '/stays', {
      ...draft({ email: 'quicker@example.org' }),
      paymentMethod: 'bank_transfer',
    });
    expect(other.status).toBe(201);
    const taken = await capture(late.orderId);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ALREADY_BOOKED');
    expect(taken).toSatisfyApiSpec();
    expect(fake.refunds).toEqual([expect.objectContaining({ captureId: fake.captures[0]!.id })]);
    expect(await paypalOrders(t)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    const rows = await bookingRows(t);
    expect(rows.find((row) => row.id === late.stayId)).toMatchObject({
      cancellation_reason: HOLD_EXPIRED_REASON,
      paid: false,
    });
    expect(rows.find((row) => row.id === other.body.id)).toMatchObject({ cancelled_at: null });
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    // Asked again, the refunded order stays refused.
    expect((await capture(late.orderId)).status).toBe(409);
    expect(fake.captures).toHaveLength(1);

    // A released stay whose period is still free is taken up again by its late payment.
    t.setNow(STAY_NOW);
    const free = await heldStay({
      startDay: '2027-07-01',
      endDay: '2027-07-04',
      couponCode: coupon.code,
    });
    expect(await couponBalance(t, coupon.id)).toBe(0);
    t.setNow(new Date(STAY_NOW.getTime() + 20 * MINUTE));
    expect(await releaseJob()).toBe(1);
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    const retaken = await capture(free.orderId);
    expect(retaken.status).toBe(200);
    expect(retaken.body).toMatchObject({
      id: free.stayId,
      status: 'confirmed',
      holdExpiresAt: null,
    });
    const row = (await bookingRows(t)).find((candidate) => candidate.id === free.stayId);
    expect(row).toMatchObject({
      cancelled_at: null,
      cancellation_reason: null,
      hold_expires_at: null,
      paid: true,
      coupon_cents: 10_000,
    });
    expect(await couponBalance(t, coupon.id)).toBe(0);
    const ledger = await couponLedger(t, coupon.id);
    expect(ledger.filter((entry) => entry.booking_id === free.stayId)).toEqual([
      { amount_cents: 10_000, booking_id: free.stayId },
      { amount_cents: -10_000, booking_id: free.stayId },
      { amount_cents: 10_000, booking_id: free.stayId },
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(10_000);
    await mailContaining(t, free.stayId);
  });

  it('refunds a late payment whose coupon was spent meanwhile (422 COUPON_INVALID)', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    const late = await heldStay({ couponCode: coupon.code });
    t.setNow(new Date(STAY_NOW.getTime() + 16 * MINUTE));
    expect(await releaseJob()).toBe(1);
    // The balance given back pays part of another stay meanwhile.
    const other = await postJson(visitor, '/stays', {
      ...draft({ startDay: '2027-07-01', endDay: '2027-07-04', couponCode: coupon.code }),
      paymentMethod: 'bank_transfer',
    });
    expect(other.status).toBe(201);
    expect(await couponBalance(t, coupon.id)).toBe(0);
    const response = await capture(late.orderId);
    expect([response.status, response.body.code]).toEqual([422, 'COUPON_INVALID']);
    expect(fake.refunds).toEqual([expect.objectContaining({ captureId: fake.captures[0]!.id })]);
    expect(await paypalOrders(t)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    const row = (await bookingRows(t)).find((candidate) => candidate.id === late.stayId);
    expect(row).toMatchObject({ cancellation_reason: HOLD_EXPIRED_REASON, paid: false });
    expect(await couponBalance(t, coupon.id)).toBe(0);
  });

  it('answers 502 when PayPal cannot be reached for the capture; the order can be captured later', async () => {
    const { orderId, stayId } = await heldStay();
    await fake.stop();
    try {
      const response = await capture(orderId);
      expect([response.status, response.body.code]).toEqual([502, 'PAYMENT_FAILED']);
    } finally {
      await fake.start();
    }
    expect(await paypalOrders(t)).toEqual([expect.objectContaining({ status: 'created' })]);
    const paid = await capture(orderId);
    expect(paid.body).toMatchObject({ id: stayId, status: 'confirmed' });
  });

  it('confirms a stay the coupon pays in full at once: no PayPal order', async () => {
    const coupon = await insertCoupon(t, { cents: 50_000 });
    const response = await createOrder({ couponCode: coupon.code });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      orderId: null,
      amountCents: 0,
      currency: 'EUR',
      stay: {
        status: 'confirmed',
        holdExpiresAt: null,
        quote: { couponCents: PRICE, dueCents: 0 },
      },
    });
    expect(fake.callsTo(/checkout\/orders/)).toEqual([]);
    expect(await paypalOrders(t)).toEqual([]);
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({ paid: true, hold_expires_at: null, coupon_cents: PRICE });
    expect(await couponBalance(t, coupon.id)).toBe(50_000 - PRICE);
    await mailContaining(t, response.body.stay.id);
  });

  it('refuses bank transfer at the orders endpoint and PayPal with money due at POST /stays', async () => {
    const transfer = await createOrder({ paymentMethod: 'bank_transfer' });
    expect(transfer.status).toBe(400);
    expect(transfer).toSatisfyApiSpec();
    expect(transfer.body.errors).toEqual([
      expect.objectContaining({ field: 'stay.paymentMethod' }),
    ]);
    const direct = await postJson(visitor, '/stays', draft());
    expect(direct.status).toBe(400);
    expect(direct.body.errors).toEqual([
      expect.objectContaining({ field: 'paymentMethod', code: 'PAYPAL_ORDER_REQUIRED' }),
    ]);
    // The stay inside the order is checked like POST /stays, its fields named by their path.
    const invalid = await createOrder({ name: 'Abcd', priceCents: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'stay.name',
      'stay.priceCents',
    ]);
    expect((await postJson(visitor, '/payments/paypal/orders', {})).status).toBe(400);
    const short = await createOrder({ endDay: '2027-06-21' });
    expect(short.body.errors).toEqual([
      expect.objectContaining({ field: 'endDay', code: 'MIN_NIGHTS' }),
    ]);
    expect(await bookingRows(t)).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('answers 400 for an order id PayPal cannot have issued and 404 for an unknown one, never 5xx', async () => {
    for (const id of [
      'abcdefgh12345678',
      'A'.repeat(37),
      'ABC',
      '..%2Fx',
      'ABCD%20EFGH1234',
      '%00',
    ]) {
      const response = await capture(id);
      expect([id, response.status]).toEqual([id, 400]);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
    }
    const traversal = await capture('../x');
    expect(traversal.status).toBeLessThan(500);
    const unknown = await capture('ABCDEFGH12345678');
    expect(unknown.status).toBe(404);
    expect(unknown).toSatisfyApiSpec();
    expect(fake.calls).toEqual([]);
  });

  it('gives the hold up at once when PayPal cannot be reached (502), with its coupon', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    await fake.stop();
    try {
      const response = await createOrder({ couponCode: coupon.code });
      expect(response.status).toBe(502);
      expect(response).toSatisfyApiSpec();
      expect(response.body.code).toBe('PAYMENT_FAILED');
    } finally {
      await fake.start();
    }
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({ cancellation_reason: HOLD_EXPIRED_REASON, paid: false });
    expect((row!.cancelled_at as Date).toISOString()).toBe(STAY_NOW.toISOString());
    expect(await paypalOrders(t)).toEqual([]);
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    expect(await couponLedger(t, coupon.id)).toEqual([
      { amount_cents: 10_000, booking_id: row!.id },
      { amount_cents: -10_000, booking_id: row!.id },
    ]);
    // PayPal back: the period can be held again.
    expect((await createOrder()).status).toBe(201);
  });
});

describe('PayPal payments when PayPal is not configured', () => {
  let t: TestApp;
  let boat: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(STAY_NOW);
    await setRentalSeason(t);
    await clearStayTables(t);
    boat = await addHouseboat(t, { name: 'Houseboat A' });
  });
  afterAll(() => t.close());

  it('shows PayPal as off and answers orders and captures with 503, storing nothing', async () => {
    const visitor = await t.session(nextTestIp());
    const config = await visitor.agent.get('/api/v1/payments/paypal/config');
    expect(config.status).toBe(200);
    expect(config).toSatisfyApiSpec();
    expect(config.body).toEqual({ enabled: false, clientId: null, currency: 'EUR' });
    const order = await postJson(visitor, '/payments/paypal/orders', {
      stay: {
        ...STAY_CUSTOMER,
        vehicleId: boat,
        startDay: START,
        endDay: END,
        paymentMethod: 'paypal',
      },
    });
    expect(order.status).toBe(503);
    expect(order.body.code).toBe('PAYMENTS_UNAVAILABLE');
    expect(order).toSatisfyApiSpec();
    const captured = await postJson(
      visitor,
      '/payments/paypal/orders/ABCDEFGH12345678/capture',
      {},
    );
    expect([captured.status, captured.body.code]).toEqual([503, 'PAYMENTS_UNAVAILABLE']);
    expect(await bookingRows(t)).toEqual([]);
    // Bank transfer still works.
    const transfer = await postJson(visitor, '/stays', {
      ...STAY_CUSTOMER,
      vehicleId: boat,
      startDay: START,
      endDay: END,
      paymentMethod: 'bank_transfer',
    });
    expect(transfer.status).toBe(201);
  });
});

describe('PayPal payments in demo mode', () => {
  let t: TestApp;
  let fake: FakePayPal;
  let boat: string;

  beforeAll(async () => {
    fake = await startFakePayPal();
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000', ...fake.env });
    t.setNow(STAY_NOW);
    await setRentalSeason(t);
    await clearStayTables(t);
    boat = await addHouseboat(t, { name: 'Houseboat A' });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('simulates a visitor’s PayPal stay: the order and capture run, nothing is stored, an example is mailed', async () => {
    const visitor = await t.session(nextTestIp());
    const stay = {
      ...STAY_CUSTOMER,
      email: 'demo.paypal@example.org',
      vehicleId: boat,
      startDay: START,
      endDay: END,
      paymentMethod: 'paypal',
    };
    const order = await postJson(visitor, '/payments/paypal/orders', { stay });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ simulated: true, amountCents: PRICE });
    expect(order.headers['x-demo-simulated']).toBe('1');
    expect(await bookingRows(t)).toEqual([]);
    expect(await paypalOrders(t)).toEqual([]);
    // Without the stay again the simulated order is unknown.
    expect(
      (await postJson(visitor, `/payments/paypal/orders/${order.body.orderId}/capture`, {})).status,
    ).toBe(404);
    const captured = await postJson(
      visitor,
      `/payments/paypal/orders/${order.body.orderId}/capture`,
      { stay },
    );
    expect(captured.status).toBe(200);
    expect(captured).toSatisfyApiSpec();
    expect(captured.body).toMatchObject({ simulated: true, status: 'confirmed' });
    expect(fake.captures).toHaveLength(1);
    expect(await bookingRows(t)).toEqual([]);
    const mail = await t.mail.waitFor('demo.paypal@example.org', 10_000, /Beispielbuchung/);
    expect(mail.text).toContain('Bezahlt über PayPal');
  });
});

describe('the fake PayPal itself', () => {
  let fake: FakePayPal;

  beforeAll(async () => {
    fake = await startFakePayPal();
  });
  afterAll(() => fake.stop());

  const call = (path: string, init: { headers?: Record<string, string>; body?: string }) =>
    fetch(`${fake.url}${path}`, { method: 'POST', ...init });

  async function token(): Promise<string> {
    const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
    const response = await call('/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it('checks the client’s credentials and the bearer token', async () => {
    const wrong = Buffer.from(`${fake.clientId}:nope`).toString('base64');
    const refused = await call('/v1/oauth2/token', {
      headers: { authorization: `Basic ${wrong}` },
      body: 'grant_type=client_credentials',
    });
    expect(refused.status).toBe(401);
    const anonymous = await call('/v2/checkout/orders', { body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(await token()).toMatch(/^A21AA/);
  });

  it('answers a repeated request id with the same order, capture and refund', async () => {
    const headers = {
      authorization: `Bearer ${await token()}`,
      'content-type': 'application/json',
    };
    const order = JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '12.34' } }],
    });
    const create = async (requestId: string) =>
      (await (
        await call('/v2/checkout/orders', {
          headers: { ...headers, 'PayPal-Request-Id': requestId },
          body: order,
        })
      ).json()) as { id: string };
    const first = await create('request-1');
    expect((await create('request-1')).id).toBe(first.id);
    expect((await create('request-2')).id).not.toBe(first.id);
    expect(fake.orders.get(first.id)).toMatchObject({ value: '12.34', currency: 'EUR' });

    const capture = async (requestId: string) => {
      const response = await call(`/v2/checkout/orders/${first.id}/capture`, {
        headers: { ...headers, 'PayPal-Request-Id': requestId },
        body: '{}',
      });
      const body = (await response.json()) as {
        purchase_units: Array<{ payments: { captures: Array<{ id: string }> } }>;
      };
      return { status: response.status, body };
    };
    const captured = await capture('capture-1');
    expect(captured.status).toBe(201);
    const captureId = captured.body.purchase_units[0]!.payments.captures[0]!.id;
    expect((await capture('capture-1')).body).toEqual(captured.body);
    // Another request id would capture again: PayPal refuses that.
    expect((await capture('capture-2')).status).toBe(422);
    expect(fake.captures).toHaveLength(1);

    const refund = async () =>
      (await (
        await call(`/v2/payments/captures/${captureId}/refund`, {
          headers: { ...headers, 'PayPal-Request-Id': 'refund-1' },
          body: '{}',
        })
      ).json()) as { id: string };
    expect((await refund()).id).toBe((await refund()).id);
    expect(fake.refunds).toHaveLength(1);
  });
});
