import jestOpenAPI from 'jest-openapi';
import { startFakePayPal } from '../../test/fake-paypal';
import type { FakePayPal } from '../../test/fake-paypal';
import type { CapturedMail } from '../../test/mail-capture';
import { clearStayTables, postJson, STAY_NOW } from '../../test/stay-fixtures';
import { createTestApp, nextTestIp, OPENAPI_FILE } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { TransactionHost } from '../common/database/transaction-host';
import { AbandonedOrdersService } from '../payments/abandoned-orders.service';
import { CouponOrdersService } from './coupon-orders.service';

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

/** The business day of STAY_NOW is 2027-06-07: valid through the end of the third year after. */
const VALID_UNTIL = '2030-12-31';
const CODE_PATTERN = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

const ORDER = {
  salutation: 'ms',
  name: 'Greta Geschenk',
  email: 'greta.geschenk@example.net',
  street: 'Seeweg 12',
  supplement: 'Hinterhaus',
  zipCity: '15526 Bad Saarow',
  recipient: 'Oma Inge',
  text: 'Alles Liebe zum Geburtstag!\nEinen sonnigen Tag auf dem See.',
  background: 3,
  amountCents: 7_500,
  paymentMethod: 'bank_transfer',
  privacyConsent: true,
  lang: 'de',
};

async function couponRows(t: TestApp): Promise<Array<Record<string, unknown>>> {
  const { rows } = await t.db.query(
    `SELECT id, code_hash, code_hint, initial_cents, balance_cents, paid, paid_at, buyer_name,
            buyer_email, valid_until::text, example, payment_method, salutation, buyer_street,
            buyer_supplement, buyer_zip_city, recipient, message, background, lang
       FROM coupons ORDER BY created_at`,
  );
  return rows as Array<Record<string, unknown>>;
}

async function paypalOrders(t: TestApp): Promise<Array<Record<string, unknown>>> {
  const { rows } = await t.db.query(
    `SELECT id, booking_id, coupon_id, amount_cents, currency, status, capture_id, refund_id
       FROM paypal_orders ORDER BY created_at`,
  );
  return rows as Array<Record<string, unknown>>;
}

/** Coupon mails of `template` queued for `to` (sent or not yet). */
async function queuedMails(t: TestApp, template: string, to?: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'mail' AND data->>'template' = $1 AND ($2::text IS NULL OR data->>'to' = $2)`,
    [template, to ?? null],
  );
  return rows[0]!.n;
}

/** The code a delivery mail names. */
function codeIn(mail: CapturedMail): string {
  const code = CODE_PATTERN.exec(mail.text)?.[0];
  if (!code) throw new Error('no code in the mail');
  return code;
}

function expectPdfAttached(mail: CapturedMail, filename = 'Gutschein-RentalRevolution.pdf'): void {
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({ filename, contentType: 'application/pdf' });
  expect(mail.attachments[0]!.content.startsWith('%PDF-')).toBe(true);
}

describe('gift coupon orders (DEMO_MODE=false, against a fake PayPal)', () => {
  let t: TestApp;
  let fake: FakePayPal;
  let visitor: SessionClient;

  const order = (overrides: object = {}, client: SessionClient = visitor) =>
    postJson(client, '/coupon-orders', { ...ORDER, ...overrides });
  const payPalOrder = (overrides: object = {}, client: SessionClient = visitor) =>
    postJson(client, '/payments/paypal/coupon-orders', {
      ...ORDER,
      paymentMethod: 'paypal',
      ...overrides,
    });
  const capture = (orderId: string, body: object = {}) =>
    postJson(visitor, `/payments/paypal/coupon-orders/${orderId}/capture`, body);
  const service = () => t.app.get(CouponOrdersService);

  beforeAll(async () => {
    fake = await startFakePayPal();
    t = await createTestApp({
      DEMO_MODE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...fake.env,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(async () => {
    t.setNow(STAY_NOW);
    await clearStayTables(t);
    // Each test counts its own queued mails.
    await t.db.query(`DELETE FROM pgboss.job WHERE name = 'mail'`);
    visitor = await t.session(nextTestIp());
    fake.reset();
  });

  it('stores a bank-transfer order unpaid and mails the bank details, the amount and the reference, not a code', async () => {
    const response = await order();
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    const id = response.body.id as string;
    expect(response.body).toEqual({
      id,
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      amountCents: 7_500,
      paymentReference: `GS-${id.slice(0, 8).toUpperCase()}`,
      validUntil: VALID_UNTIL,
    });
    expect(response.body.simulated).toBeUndefined();
    expect(await couponRows(t)).toEqual([
      {
        id,
        code_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        code_hint: expect.stringMatching(/^[0-9A-Z]{4}$/),
        initial_cents: 7_500,
        balance_cents: 7_500,
        paid: false,
        paid_at: null,
        buyer_name: 'Greta Geschenk',
        buyer_email: 'greta.geschenk@example.net',
        valid_until: VALID_UNTIL,
        example: false,
        payment_method: 'bank_transfer',
        salutation: 'ms',
        buyer_street: 'Seeweg 12',
        buyer_supplement: 'Hinterhaus',
        buyer_zip_city: '15526 Bad Saarow',
        recipient: 'Oma Inge',
        message: 'Alles Liebe zum Geburtstag!\nEinen sonnigen Tag auf dem See.',
        background: 3,
        lang: 'de',
      },
    ]);

    const mail = await t.mail.waitFor(ORDER.email, 10_000, /Gutscheinbestellung/);
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(mail.subject).toBe('Ihre Gutscheinbestellung bei RentalRevolution');
    expect(text).toContain('Sehr geehrte Frau Greta Geschenk,');
    expect(text).toContain('Bitte überweisen Sie 75,00 € auf folgendes Konto:');
    expect(text).toContain('Kontoinhaber: RentalRevolution Bootsverleih');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(text).toContain('BIC: COBADEFFXXX');
    expect(text).toContain(`Verwendungszweck: GS-${id.slice(0, 8).toUpperCase()}`);
    expect(text).toContain('Motiv: Seerosenbucht');
    expect(text).not.toMatch(CODE_PATTERN);
    expect(mail.attachments).toEqual([]);

    // The cash register lists it.
    expect(await service().listUnpaid({ demo: false })).toEqual([
      {
        id,
        buyerName: 'Greta Geschenk',
        buyerEmail: 'greta.geschenk@example.net',
        orderedOn: '2027-06-07',
        amountCents: 7_500,
      },
    ]);
  });

  it('writes the English mail for an English order, without the optional fields', async () => {
    const response = await order({
      lang: 'en',
      salutation: 'none',
      email: 'sam.sailor@example.net',
      supplement: '  ',
      recipient: '',
      text: undefined,
    });
    expect(response.status).toBe(201);
    const [row] = await couponRows(t);
    expect(row).toMatchObject({ buyer_supplement: null, recipient: null, message: null });
    const mail = await t.mail.waitFor('sam.sailor@example.net', 10_000, /gift coupon order/);
    expect(mail.text).toContain('Dear Greta Geschenk,');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Please transfer €75.00 to the following account:',
    );
    expect(mail.text).not.toContain('For:');
  });

  it('is paid at the cash register: a fresh code, the PDF mailed in the same transaction', async () => {
    const id = (await order()).body.id as string;
    await t.mail.waitFor(ORDER.email, 10_000, /Gutscheinbestellung/);
    const [before] = await couponRows(t);
    const transactions = t.app.get(TransactionHost);

    // A checkout that fails after settling leaves the coupon unpaid and queues no mail.
    await expect(
      transactions.transaction(async () => {
        expect(await service().settleAtRegister(id, { demo: false })).not.toBeNull();
        throw new Error('the checkout failed afterwards');
      }),
    ).rejects.toThrow('the checkout failed afterwards');
    expect(await couponRows(t)).toEqual([before]);
    expect(await queuedMails(t, 'coupon-delivery')).toBe(0);

    // The demo account settles only examples.
    expect(await service().settleAtRegister(id, { demo: true })).toBeNull();
    expect(await service().settleAtRegister('not-a-uuid', { demo: false })).toBeNull();

    const settled = await transactions.transaction(() =>
      service().settleAtRegister(id, { demo: false }),
    );
    const [after] = await couponRows(t);
    expect(settled).toEqual({
      id,
      amountCents: 7_500,
      buyerName: 'Greta Geschenk',
      codeHint: after!.code_hint,
    });
    expect(after).toMatchObject({ paid: true, valid_until: VALID_UNTIL, balance_cents: 7_500 });
    expect(after!.paid_at).toEqual(STAY_NOW);
    expect(after!.code_hash).not.toBe(before!.code_hash);
    expect(await queuedMails(t, 'coupon-delivery', ORDER.email)).toBe(1);

    const mail = await t.mail.waitFor(ORDER.email, 10_000, /Ihr Gutschein/);
    expect(mail.text).toContain('Ihre Zahlung ist bei uns eingegangen');
    expect(mail.text).toContain('Gültig bis: 31.12.2030');
    expectPdfAttached(mail);
    const code = codeIn(mail);
    expect(code.slice(-4)).toBe(after!.code_hint);
    const check = await postJson(visitor, '/coupons/check', { code });
    expect(check.body).toEqual({ valid: true, amountCents: 7_500 });

    // Paid once: neither listed nor settled again.
    expect(await service().settleAtRegister(id, { demo: false })).toBeNull();
    expect(await service().listUnpaid({ demo: false })).toEqual([]);
  });

  it('lets two cashiers settle one coupon at once: one wins, one mail', async () => {
    const id = (await order()).body.id as string;
    const transactions = t.app.get(TransactionHost);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        transactions.transaction(() => service().settleAtRegister(id, { demo: false })),
      ),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await queuedMails(t, 'coupon-delivery')).toBe(1);
  });

  it('shows the demo account only example orders', async () => {
    await order();
    await t.db.query(
      `INSERT INTO coupons (code_hash, code_hint, initial_cents, balance_cents, paid, buyer_name,
                            buyer_email, valid_until, example, payment_method, created_at)
       VALUES (repeat('a', 64), 'AAAA', 9000, 9000, false, 'Erika Example',
               'erika@example.com', '2030-12-31', true, 'bank_transfer', '2027-06-08T08:00:00Z')`,
    );
    const all = await service().listUnpaid({ demo: false });
    expect(all.map((coupon) => coupon.buyerName)).toEqual(['Greta Geschenk', 'Erika Example']);
    const demo = await service().listUnpaid({ demo: true });
    expect(demo.map((coupon) => coupon.buyerName)).toEqual(['Erika Example']);
  });

  it('answers every broken rule with 400 naming the field, and stores nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ salutation: 'dr' }, 'salutation', 'NOT_ALLOWED'],
      [{ name: 'Abcd' }, 'name', 'INVALID_LENGTH'],
      [{ name: 'A'.repeat(51) }, 'name', 'INVALID_LENGTH'],
      [{ email: 'greta.example.net' }, 'email', 'INVALID_FORMAT'],
      [{ email: `${'g'.repeat(40)}@example.net` }, 'email', 'TOO_LONG'],
      [{ street: 'Seeweg' }, 'street', 'INVALID_FORMAT'],
      [{ street: `Seeweg ${'1'.repeat(45)}` }, 'street', 'TOO_LONG'],
      [{ zipCity: 'Bad Saarow' }, 'zipCity', 'INVALID_FORMAT'],
      [{ zipCity: '15526' }, 'zipCity', 'INVALID_FORMAT'],
      [{ supplement: 'x'.repeat(51) }, 'supplement', 'TOO_LONG'],
      [{ recipient: 'x'.repeat(26) }, 'recipient', 'TOO_LONG'],
      [{ text: 'x'.repeat(301) }, 'text', 'TOO_LONG'],
      [{ background: 4 }, 'background', 'NOT_ALLOWED'],
      [{ background: '1' }, 'background', 'NOT_ALLOWED'],
      [{ amountCents: 4_900 }, 'amountCents', 'TOO_SMALL'],
      [{ amountCents: 5_050 }, 'amountCents', 'NOT_WHOLE_EUROS'],
      [{ amountCents: 500_100 }, 'amountCents', 'TOO_LARGE'],
      [{ amountCents: 50.5 }, 'amountCents', 'NOT_AN_INTEGER'],
      [{ amountCents: '5000' }, 'amountCents', 'NOT_AN_INTEGER'],
      [{ paymentMethod: 'cash' }, 'paymentMethod', 'NOT_ALLOWED'],
      [{ paymentMethod: 'paypal' }, 'paymentMethod', 'PAYPAL_ORDER_REQUIRED'],
      [{ privacyConsent: false }, 'privacyConsent', 'EQUALS'],
      [{ lang: 'fr' }, 'lang', 'NOT_ALLOWED'],
      [{ priceCents: 1 }, 'priceCents', 'UNKNOWN_FIELD'],
      [{ recipient: 'Oma\u0000Inge' }, 'recipient', 'CONTROL_CHARACTER'],
    ];
    for (const [overrides, field, code] of cases) {
      // A session each: the order form's rate limit counts refused requests too.
      const response = await order(overrides, await t.session(nextTestIp()));
      expect([JSON.stringify(overrides), response.status, response.body.errors]).toEqual([
        JSON.stringify(overrides),
        400,
        [expect.objectContaining({ field, code })],
      ]);
      expect(response).toSatisfyApiSpec();
    }
    // Every field missing: each named.
    const empty = await postJson(visitor, '/coupon-orders', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(
      [
        'amountCents',
        'background',
        'email',
        'lang',
        'name',
        'paymentMethod',
        'privacyConsent',
        'salutation',
        'street',
        'zipCity',
      ].sort(),
    );
    expect(await couponRows(t)).toEqual([]);
    // An order's mail is queued with its row, before the answer: none was.
    expect(await queuedMails(t, 'coupon-order')).toBe(0);
  });

  it('limits orders per client address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await order({ email: `buyer${index}@example.net` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 201));
    const limited = await order();
    expect(limited.status).toBe(429);
    expect(limited).toSatisfyApiSpec();
  });

  it('takes PayPal: the order for the amount, then the capture pays the coupon and mails the PDF at once', async () => {
    const created = await payPalOrder({ email: 'paul.paypal@example.net', lang: 'en' });
    expect(created.status).toBe(201);
    expect(created).toSatisfyApiSpec();
    const { orderId } = created.body;
    expect(created.body).toEqual({ orderId, amountCents: 7_500, currency: 'EUR' });
    const [held] = await couponRows(t);
    expect(held).toMatchObject({ paid: false, payment_method: 'paypal', lang: 'en' });
    expect(fake.orders.get(orderId)).toMatchObject({
      value: '75.00',
      currency: 'EUR',
      referenceId: held!.id,
      requestId: held!.id,
    });
    expect(await paypalOrders(t)).toEqual([
      {
        id: orderId,
        booking_id: null,
        coupon_id: held!.id,
        amount_cents: 7_500,
        currency: 'EUR',
        status: 'created',
        capture_id: null,
        refund_id: null,
      },
    ]);
    // Not paid yet: no mail, and the cash register does not list it.
    expect(await service().listUnpaid({ demo: false })).toEqual([]);
    expect(await service().settleAtRegister(held!.id as string, { demo: false })).toBeNull();
    expect(await queuedMails(t, 'coupon-delivery')).toBe(0);

    const captured = await capture(orderId);
    expect(captured.status).toBe(200);
    expect(captured).toSatisfyApiSpec();
    expect(captured.body).toEqual({
      id: held!.id,
      status: 'paid',
      paymentMethod: 'paypal',
      amountCents: 7_500,
      paymentReference: null,
      validUntil: VALID_UNTIL,
    });
    expect((await couponRows(t))[0]).toMatchObject({ paid: true, paid_at: STAY_NOW });
    expect(await paypalOrders(t)).toEqual([
      expect.objectContaining({ status: 'captured', capture_id: fake.captures[0]!.id }),
    ]);
    const mail = await t.mail.waitFor('paul.paypal@example.net', 10_000, /gift coupon/);
    expect(mail.subject).toBe('Your RentalRevolution gift coupon');
    expect(mail.text).toContain('thank you for paying via PayPal');
    expectPdfAttached(mail, 'Gift-coupon-RentalRevolution.pdf');
    const check = await postJson(visitor, '/coupons/check', { code: codeIn(mail) });
    expect(check.body).toEqual({ valid: true, amountCents: 7_500 });

    // A repeated capture answers the paid coupon again: no second charge, no second mail.
    const again = await capture(orderId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: held!.id, status: 'paid' });
    expect(fake.callsTo(/capture$/)).toHaveLength(1);
    // The register log counts the money taken online, once.
    expect(await registerRowsOf(t, 'sold_coupon_id', held!.id as string)).toEqual([
      {
        cashier: 'PayPal',
        payment_method: 'paypal',
        income_cents: 7_500,
        booking_cents: null,
        sold_coupon_cents: 7_500,
      },
    ]);
    expect(await queuedMails(t, 'coupon-delivery')).toBe(1);
  });

  it('charges once for concurrent captures, and mails once', async () => {
    const { orderId } = (await payPalOrder()).body;
    const responses = await Promise.all(Array.from({ length: 5 }, () => capture(orderId)));
    expect(responses.map((response) => [response.status, response.body.status])).toEqual(
      Array.from({ length: 5 }, () => [200, 'paid']),
    );
    expect(fake.captures).toHaveLength(1);
    expect(await queuedMails(t, 'coupon-delivery')).toBe(1);
  });

  it('forgets a PayPal order broken off for a week with its coupon; a later capture charges nothing', async () => {
    const forget = () => t.app.get(AbandonedOrdersService).forgetAbandonedCouponOrders();
    const old = (await payPalOrder({ email: 'old.abandoned@example.net' })).body.orderId;
    const paidOld = (await payPalOrder({ email: 'old.paid@example.net' })).body.orderId;
    expect((await capture(paidOld)).status).toBe(200);
    const transfer = await order({ email: 'old.transfer@example.net' });
    expect(transfer.status).toBe(201);
    // Eight days ago, by the database's clock that stamped them.
    await t.db.query(`UPDATE paypal_orders SET created_at = now() - interval '8 days'`);
    const recent = (await payPalOrder({ email: 'recent@example.net' })).body.orderId;

    expect(await forget()).toBe(1);
    expect((await paypalOrders(t)).map((row) => row.id).sort()).toEqual([paidOld, recent].sort());
    const coupons = (await couponRows(t)).map((row) => [row.buyer_email, row.paid]);
    expect(coupons.sort()).toEqual([
      ['old.paid@example.net', true],
      ['old.transfer@example.net', false],
      ['recent@example.net', false],
    ]);
    // Nothing is left to pay for: the visitor is not charged.
    const late = await capture(old);
    expect(late.status).toBe(404);
    expect(fake.callsTo(/capture$/)).toHaveLength(1);
    // A second round finds nothing more.
    expect(await forget()).toBe(0);
  });

  it('refunds a capture of another amount or currency: 422 PAYMENT_FAILED, the coupon stays unpaid', async () => {
    for (const knob of [{ value: '1.00' }, { currency: 'USD' }]) {
      await clearStayTables(t);
      fake.reset();
      const { orderId } = (await payPalOrder()).body;
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
        expect.objectContaining({ status: 'refunded', refund_id: fake.refunds[0]!.id }),
      ]);
      expect((await couponRows(t))[0]).toMatchObject({ paid: false });
      // Refunded once and for all: a later capture charges nothing.
      fake.captureKnob = undefined;
      const later = await capture(orderId);
      expect([later.status, later.body.code]).toEqual([422, 'PAYMENT_FAILED']);
      expect(fake.captures).toHaveLength(1);
    }
    expect(await queuedMails(t, 'coupon-delivery')).toBe(0);
  });

  it('answers PayPal’s failure with 502 and stores nothing when PayPal cannot be reached', async () => {
    await fake.stop();
    try {
      const response = await payPalOrder();
      expect([response.status, response.body.code]).toEqual([502, 'PAYMENT_FAILED']);
      expect(response).toSatisfyApiSpec();
    } finally {
      await fake.start();
    }
    expect(await couponRows(t)).toEqual([]);
    expect(await paypalOrders(t)).toEqual([]);
  });

  it('keeps the purposes apart: bank transfer refused at PayPal, ids checked, unknown orders 404', async () => {
    const transfer = await payPalOrder({ paymentMethod: 'bank_transfer' });
    expect(transfer.status).toBe(400);
    expect(transfer.body.errors).toEqual([
      expect.objectContaining({ field: 'paymentMethod', code: 'NOT_PAYPAL' }),
    ]);
    const invalid = await payPalOrder({ name: 'Abcd', amountCents: 10 });
    expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'amountCents',
      'name',
    ]);
    expect(fake.calls).toEqual([]);

    const { orderId } = (await payPalOrder()).body;
    // The stay's capture does not pay a coupon.
    const asStay = await postJson(visitor, `/payments/paypal/orders/${orderId}/capture`, {});
    expect(asStay.status).toBe(404);
    expect((await couponRows(t))[0]).toMatchObject({ paid: false });
    const bad = await capture('abc');
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'id']);
    const unknown = await capture('ABCDEFGH12345678');
    expect(unknown.status).toBe(404);
    expect(unknown).toSatisfyApiSpec();
    // Without demo mode a draft cannot stand in for a stored order.
    const drafted = await capture('ABCDEFGH12345678', {
      couponOrder: { ...ORDER, paymentMethod: 'paypal' },
    });
    expect(drafted.status).toBe(404);
  });

  it('lets the database refuse a PayPal order for both a stay and a coupon, or for neither', async () => {
    await expect(
      t.db.query(
        `INSERT INTO paypal_orders (id, amount_cents, currency, status)
         VALUES ('ABCDEFGH12345678', 100, 'EUR', 'created')`,
      ),
    ).rejects.toThrow(/CHK_paypal_orders_purpose/);
  });
});

describe('gift coupon orders in demo mode', () => {
  let t: TestApp;
  let fake: FakePayPal;

  beforeAll(async () => {
    fake = await startFakePayPal();
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000', ...fake.env });
    t.setNow(STAY_NOW);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('simulates a visitor’s bank-transfer order: checked, nothing stored, the example mailed', async () => {
    const visitor = await t.session(nextTestIp());
    const before = await couponRows(t);
    const response = await postJson(visitor, '/coupon-orders', {
      ...ORDER,
      email: 'demo.transfer@example.org',
    });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(response.body).toMatchObject({
      simulated: true,
      status: 'awaiting_payment',
      amountCents: 7_500,
    });
    expect(await couponRows(t)).toEqual(before);
    const mail = await t.mail.waitFor('demo.transfer@example.org', 10_000, /Beispielbestellung/);
    expect(mail.text).toContain('Dies ist eine Beispielbestellung');
    expect(mail.text).toContain('IBAN');
    // Invalid input is refused for real.
    const invalid = await postJson(visitor, '/coupon-orders', { ...ORDER, amountCents: 4_900 });
    expect(invalid.status).toBe(400);
  });

  it('simulates a PayPal order: PayPal charges, nothing is stored, the example PDF is mailed', async () => {
    const visitor = await t.session(nextTestIp());
    const before = await couponRows(t);
    const draft = { ...ORDER, email: 'demo.paypal@example.org', paymentMethod: 'paypal' };
    const created = await postJson(visitor, '/payments/paypal/coupon-orders', draft);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ simulated: true, amountCents: 7_500 });
    expect(await paypalOrders(t)).toEqual([]);
    const path = `/payments/paypal/coupon-orders/${created.body.orderId}/capture`;
    // Without the order again the simulated order is unknown.
    expect((await postJson(visitor, path, {})).status).toBe(404);
    const captured = await postJson(visitor, path, { couponOrder: draft });
    expect(captured.status).toBe(200);
    expect(captured).toSatisfyApiSpec();
    expect(captured.body).toMatchObject({ simulated: true, status: 'paid' });
    expect(fake.captures).toHaveLength(1);
    expect(await couponRows(t)).toEqual(before);
    const mail = await t.mail.waitFor('demo.paypal@example.org', 10_000, /Beispielbestellung/);
    expect(mail.text).toContain('Dies ist ein Beispielgutschein');
    expectPdfAttached(mail);
    // The example's code was never stored: it pays nothing.
    const check = await postJson(visitor, '/coupons/check', { code: codeIn(mail) });
    expect(check.body).toEqual({ valid: false, amountCents: 0 });
  });
});

describe('gift coupon orders when PayPal is not configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(STAY_NOW);
  });
  afterAll(() => t.close());

  it('answers PayPal orders and captures with 503; bank transfer still works', async () => {
    const visitor = await t.session(nextTestIp());
    const created = await postJson(visitor, '/payments/paypal/coupon-orders', {
      ...ORDER,
      paymentMethod: 'paypal',
    });
    expect([created.status, created.body.code]).toEqual([503, 'PAYMENTS_UNAVAILABLE']);
    expect(created).toSatisfyApiSpec();
    const captured = await postJson(
      visitor,
      '/payments/paypal/coupon-orders/ABCDEFGH12345678/capture',
      {},
    );
    expect([captured.status, captured.body.code]).toEqual([503, 'PAYMENTS_UNAVAILABLE']);
    expect(await couponRows(t)).toEqual([]);
    expect((await postJson(visitor, '/coupon-orders', ORDER)).status).toBe(201);
  });
});
