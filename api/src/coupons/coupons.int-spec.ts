import jestOpenAPI from 'jest-openapi';
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
  setRentalSeason,
  STAY_CUSTOMER,
  STAY_NOW,
} from '../../test/stay-fixtures';
import { addDays } from '../common/time/business-time';

jestOpenAPI(OPENAPI_FILE);

const START = '2027-06-20';
const END = '2027-06-23';
const PRICE = 3 * NIGHTLY_CENTS;

describe('gift coupons (DEMO_MODE=false)', () => {
  let t: TestApp;
  let visitor: SessionClient;
  let boat: string;

  const check = (code: string, client: SessionClient = visitor) =>
    postJson(client, '/coupons/check', { code });
  const stay = (overrides: object = {}, client: SessionClient = visitor) =>
    postJson(client, '/stays', {
      ...STAY_CUSTOMER,
      vehicleId: boat,
      startDay: START,
      endDay: END,
      paymentMethod: 'bank_transfer',
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(STAY_NOW);
    await setRentalSeason(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearStayTables(t);
    boat = await addHouseboat(t, { name: 'Houseboat A' });
    visitor = await t.session(nextTestIp());
  });

  it('answers a paid coupon’s balance, however the code is typed', async () => {
    const coupon = await insertCoupon(t, { cents: 20_000, balance: 12_345 });
    const response = await check(coupon.code);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual({ valid: true, amountCents: 12_345 });
    const compact = coupon.code.replaceAll('-', '');
    for (const typed of [
      coupon.code.toLowerCase(),
      compact,
      compact.toLowerCase(),
      coupon.code.replaceAll('-', ' '),
      `  ${coupon.code}  `,
      // Look-alikes are read as the digits the alphabet has instead.
      coupon.code.replaceAll('1', 'I').replaceAll('0', 'o'),
      coupon.code.replaceAll('1', 'l'),
    ]) {
      expect([typed, (await check(typed)).body]).toEqual([
        typed,
        { valid: true, amountCents: 12_345 },
      ]);
    }
    // The last day of validity counts (business day 2027-06-07 here).
    const lastDay = await insertCoupon(t, { cents: 1000, validUntil: '2027-06-07' });
    expect((await check(lastDay.code)).body).toEqual({ valid: true, amountCents: 1000 });
  });

  it('answers invalid with 0 for unpaid, expired, used-up, malformed and unknown codes', async () => {
    const unpaid = await insertCoupon(t, { cents: 5000, paid: false });
    const expired = await insertCoupon(t, { cents: 5000, validUntil: '2027-06-06' });
    const usedUp = await insertCoupon(t, { cents: 5000, balance: 0 });
    for (const code of [
      unpaid.code,
      expired.code,
      usedUp.code,
      'ABCD-EFGH',
      'ABCD-EFGH-JKMN-PQRU',
      'ABCD-EFGH-JKMN-PQR!',
      '0000-0000-0000-0000',
    ]) {
      const response = await check(code);
      expect([code, response.status, response.body]).toEqual([
        code,
        200,
        { valid: false, amountCents: 0 },
      ]);
      expect(response).toSatisfyApiSpec();
    }
    // Empty and overlong input is no code at all: 400.
    expect((await check('')).status).toBe(400);
    const overlong = await check('X'.repeat(25));
    expect(overlong.status).toBe(400);
    expect(overlong.body.errors[0]).toMatchObject({ field: 'code' });
  });

  it('limits checks to 20 per client address (429 with Retry-After)', async () => {
    const client = await t.session(nextTestIp());
    for (let index = 0; index < 20; index += 1) {
      expect((await check('ABCD-EFGH-JKMN-PQRS', client)).status).toBe(200);
    }
    const limited = await check('ABCD-EFGH-JKMN-PQRS', client);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited).toSatisfyApiSpec();
    // Another address is not limited by it.
    expect((await check('ABCD-EFGH-JKMN-PQRS')).status).toBe(200);
  });

  it('pays part of a stay: the rest stays on the coupon, the ledger and the booking record the use', async () => {
    const coupon = await insertCoupon(t, { cents: 15_000, balance: 10_000 });
    const response = await stay({ couponCode: coupon.code.toLowerCase() });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body.quote).toMatchObject({
      totalCents: PRICE,
      couponCents: 10_000,
      dueCents: PRICE - 10_000,
    });
    expect(response.body.paymentDueDay).not.toBeNull();
    expect(await couponBalance(t, coupon.id)).toBe(0);
    expect(await couponLedger(t, coupon.id)).toEqual([
      { amount_cents: 10_000, booking_id: response.body.id },
    ]);
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({
      price_cents: PRICE,
      coupon_id: coupon.id,
      coupon_cents: 10_000,
      paid: false,
      payment_method: 'bank_transfer',
    });
    const mail = await mailContaining(t, response.body.id);
    expect(mail.text).toContain('Gutschein');
    expect(mail.text).toContain('260,00');

    // A second coupon with more than the next stay's price: nothing left to pay.
    const big = await insertCoupon(t, { cents: 50_000 });
    const paidUp = await stay({
      couponCode: big.code,
      startDay: '2027-06-24',
      endDay: '2027-06-27',
    });
    expect(paidUp.status).toBe(201);
    expect(paidUp.body.quote).toMatchObject({ couponCents: PRICE, dueCents: 0 });
    expect(paidUp.body.paymentDueDay).toBeNull();
    expect(await couponBalance(t, big.id)).toBe(50_000 - PRICE);
    expect(await couponLedger(t, big.id)).toEqual([
      { amount_cents: PRICE, booking_id: paidUp.body.id },
    ]);
    const rows = await bookingRows(t);
    expect(rows[1]).toMatchObject({ coupon_id: big.id, coupon_cents: PRICE, paid: true });
    // PayPal chosen with something left to pay goes through the PayPal order: nothing is spent.
    const rest = { couponCode: big.code, paymentMethod: 'paypal', startDay: '2027-06-28' };
    const unpaid = await stay({ ...rest, endDay: '2027-06-30' });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.errors).toEqual([
      expect.objectContaining({ field: 'paymentMethod', code: 'PAYPAL_ORDER_REQUIRED' }),
    ]);
    expect(await couponBalance(t, big.id)).toBe(50_000 - PRICE);
    // Fully paid by the coupon, with PayPal chosen: no order is needed for nothing.
    const dinghy = await addHouseboat(t, { name: 'Small Boat', nightlyCents: 5000 });
    const covered = await stay({ ...rest, vehicleId: dinghy, endDay: '2027-06-30' });
    expect(covered.status).toBe(201);
    expect(covered.body).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'paypal',
      paymentDueDay: null,
    });
    expect(covered.body.quote).toMatchObject({ couponCents: 10_000, dueCents: 0 });
    expect(await couponBalance(t, big.id)).toBe(50_000 - PRICE - 10_000);
    expect((await bookingRows(t)).map((row) => row.paid)).toEqual([false, true, true]);
  });

  it('waives a remainder under 0.10 €: the stay is paid, the coupon keeps nothing', async () => {
    const coupon = await insertCoupon(t, { cents: PRICE - 5 });
    const response = await stay({ couponCode: coupon.code });
    expect(response.status).toBe(201);
    expect(response.body.quote).toMatchObject({ couponCents: PRICE - 5, dueCents: 0 });
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({ paid: true, coupon_cents: PRICE - 5, price_cents: PRICE });
    expect(await couponBalance(t, coupon.id)).toBe(0);
  });

  it('refuses a stay with a coupon that cannot pay: 422 COUPON_INVALID, no row, the balance kept', async () => {
    const unpaid = await insertCoupon(t, { cents: 10_000, paid: false });
    const expired = await insertCoupon(t, { cents: 10_000, validUntil: '2027-06-06' });
    const usedUp = await insertCoupon(t, { cents: 10_000, balance: 0 });
    for (const code of [
      unpaid.code,
      expired.code,
      usedUp.code,
      'ABCD-EFGH-JKMN-PQRS',
      'nonsense',
    ]) {
      const response = await stay({ couponCode: code });
      expect([code, response.status, response.body.code]).toEqual([code, 422, 'COUPON_INVALID']);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ field: 'couponCode', code: 'COUPON_INVALID' }),
      ]);
      expect(response).toSatisfyApiSpec();
    }
    expect(await bookingRows(t)).toEqual([]);
    expect(await couponBalance(t, unpaid.id)).toBe(10_000);
    expect(await couponBalance(t, expired.id)).toBe(10_000);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM coupon_redemptions');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('200 concurrent stays with one coupon worth one stay: one is paid by it, 199 × 422, balance 0', async () => {
    // 20 boats × 10 stays of 2 nights, back to back: no two of them overlap.
    const boats = [boat];
    for (let index = 1; index < 20; index += 1) {
      boats.push(await addHouseboat(t, { name: `Houseboat ${index}` }));
    }
    const price = 2 * NIGHTLY_CENTS;
    const coupon = await insertCoupon(t, { cents: price });
    const clients = await Promise.all(Array.from({ length: 200 }, () => t.session(nextTestIp())));
    const responses = await Promise.all(
      clients.map((client, index) => {
        const startDay = addDays('2027-07-01', 2 * Math.floor(index / 20));
        return stay(
          {
            vehicleId: boats[index % 20],
            startDay,
            endDay: addDays(startDay, 2),
            name: `Customer Number ${index}`,
            email: `customer${index}@example.org`,
            phone: `+4930555${String(index).padStart(4, '0')}`,
            couponCode: coupon.code,
          },
          client,
        );
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => ![201, 422].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.body.code === 'COUPON_INVALID')).toHaveLength(
      199,
    );
    const balance = await couponBalance(t, coupon.id);
    expect(balance).toBe(0);
    const winner = responses.find((response) => response.status === 201)!;
    const ledger = await couponLedger(t, coupon.id);
    expect(ledger).toEqual([{ amount_cents: price, booking_id: winner.body.id }]);
    expect(ledger.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(price - balance);
    const rows = await bookingRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ coupon_id: coupon.id, coupon_cents: price, paid: true });
  });

  it('lets 20 concurrent stays share a coupon: the balance never goes below 0, the ledger adds up', async () => {
    const boats = [boat];
    for (let index = 1; index < 20; index += 1) {
      boats.push(await addHouseboat(t, { name: `Houseboat ${index}` }));
    }
    // Worth 3.5 stays: three paid in full, one in part, the rest cannot use it any more.
    const price = PRICE;
    const coupon = await insertCoupon(t, { cents: 3.5 * price });
    const responses = await Promise.all(
      boats.map(async (vehicleId, index) =>
        stay(
          { vehicleId, email: `sharer${index}@example.org`, couponCode: coupon.code },
          await t.session(nextTestIp()),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 422)).toHaveLength(16);
    expect(await couponBalance(t, coupon.id)).toBe(0);
    const ledger = await couponLedger(t, coupon.id);
    expect(ledger.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(3.5 * price);
    expect(ledger.map((entry) => entry.amount_cents).sort((a, b) => a - b)).toEqual([
      0.5 * price,
      price,
      price,
      price,
    ]);
    const { rows } = await t.db.query<{ sum: number }>(
      'SELECT sum(coupon_cents)::int AS sum FROM bookings WHERE coupon_id = $1',
      [coupon.id],
    );
    expect(rows[0]!.sum).toBe(3.5 * price);
  });
});
