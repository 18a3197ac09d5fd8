import {
  couponCodeHash,
  couponCodeHint,
  generateCouponCode,
  normaliseCouponCode,
} from '../src/coupons/coupon-code.rules';
import type { CapturedMail } from './mail-capture';
import type { SessionClient, TestApp } from './test-app';
import { waitUntil } from './wait-until';

/** What the stays, coupons and payments integration tests share. */

export const BERLIN = 'Europe/Berlin';

/** A Monday in summer (CEST, UTC+2), 08:00 in Berlin; the business opens 9-19 (see below). */
export const STAY_NOW = new Date('2027-06-07T06:00:00Z');

/** The price per night of the test houseboat (its `price1h`). */
export const NIGHTLY_CENTS = 12_000;

/** A customer form that passes every rule; tests override single fields. */
export const STAY_CUSTOMER = {
  salutation: 'ms',
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
} as const;

/** Opening hours 9-19 all season, closed from 1 November to the end of February. */
export async function setRentalSeason(t: TestApp): Promise<void> {
  await t.db.query(
    `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 19,
            off_season_start = '11-01', off_season_end = '02-29',
            season_begin_start = NULL, season_begin_end = NULL,
            season_end_start = NULL, season_end_end = NULL`,
  );
}

/** Empties every table these tests write to. */
export async function clearStayTables(t: TestApp): Promise<void> {
  await t.db.query('DELETE FROM paypal_orders');
  await t.db.query('DELETE FROM coupon_redemptions');
  await t.db.query('DELETE FROM bookings');
  await t.db.query('DELETE FROM coupons');
  await t.db.query('DELETE FROM blacklist_entries');
  await t.db.query('DELETE FROM days');
  await t.db.query('DELETE FROM vehicles');
}

/**
 * A houseboat for 6 persons with every stay extra (the paddle board comes with a captain
 * price) and a price table that serves hourly bookings too.
 */
export async function addHouseboat(
  t: TestApp,
  fields: {
    name: string;
    nightlyCents?: number;
    binoculars?: boolean;
    captain?: number | null;
  },
): Promise<string> {
  const nightly = fields.nightlyCents ?? NIGHTLY_CENTS;
  const prices = { '1': nightly, '2': nightly * 2, '3': nightly * 3, '4': nightly * 4 };
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO vehicles (type, name, passengers, price_cents, deposit_cents, licence,
                           extra_barbecue, extra_music_box, extra_binoculars,
                           captain_cents_per_hour, description_de, description_en)
     VALUES ('houseboats', $1, 6, $2, 50000, 'no', true, true, $3, $4, 'Hausboot', 'Houseboat')
     RETURNING id`,
    [
      fields.name,
      JSON.stringify(prices),
      fields.binoculars ?? true,
      fields.captain === undefined ? 2000 : fields.captain,
    ],
  );
  return rows[0]!.id;
}

export interface TestCoupon {
  id: string;
  /** As printed: XXXX-XXXX-XXXX-XXXX. */
  code: string;
}

/** A coupon written straight into the database (buying one is not part of these endpoints). */
export async function insertCoupon(
  t: TestApp,
  fields: { cents: number; balance?: number; paid?: boolean; validUntil?: string },
): Promise<TestCoupon> {
  const code = generateCouponCode();
  const normalised = normaliseCouponCode(code)!;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO coupons (code_hash, code_hint, initial_cents, balance_cents, paid, buyer_name,
                          valid_until)
     VALUES ($1, $2, $3, $4, $5, 'Greta Geschenk', $6) RETURNING id`,
    [
      couponCodeHash(normalised),
      couponCodeHint(normalised),
      fields.cents,
      fields.balance ?? fields.cents,
      fields.paid ?? true,
      fields.validUntil ?? '2029-12-31',
    ],
  );
  return { id: rows[0]!.id, code };
}

export async function couponBalance(t: TestApp, id: string): Promise<number> {
  const { rows } = await t.db.query<{ balance_cents: number }>(
    'SELECT balance_cents FROM coupons WHERE id = $1',
    [id],
  );
  return rows[0]!.balance_cents;
}

/** The coupon's ledger, oldest first. */
export async function couponLedger(
  t: TestApp,
  id: string,
): Promise<Array<{ amount_cents: number; booking_id: string | null }>> {
  const { rows } = await t.db.query<{ amount_cents: number; booking_id: string | null }>(
    `SELECT amount_cents, booking_id FROM coupon_redemptions WHERE coupon_id = $1
      ORDER BY created_at, amount_cents DESC`,
    [id],
  );
  return rows;
}

/** Every booking row (stays and hourly), earliest period first. */
export async function bookingRows(t: TestApp): Promise<Array<Record<string, unknown>>> {
  const { rows } = await t.db.query(
    `SELECT id, kind, vehicle_id, booked_day::text, end_day::text, nights, extras, price_cents,
            payment_method, paid, coupon_id, coupon_cents, hold_expires_at, cancelled_at,
            cancellation_reason, salutation, customer_email, employee_name, adults, children,
            child_age_from, child_age_to, lang, created_at,
            lower(period) AS start, upper(period) AS end
       FROM bookings ORDER BY lower(period), created_at`,
  );
  return rows as Array<Record<string, unknown>>;
}

/** A JSON POST with the client's CSRF token. */
export function postJson(client: SessionClient, path: string, body: object) {
  return client.agent.post(`/api/v1${path}`).set('X-CSRF-Token', client.token).send(body);
}

/**
 * How many stay confirmations were queued for the booking (sent or not yet): the mail queue is
 * a table, so a mail that must not go out is checked without waiting for it.
 */
export async function queuedConfirmations(
  t: TestApp,
  match: { bookingId?: string; to?: string },
): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'mail' AND data->>'template' = 'stay-confirmation'
        AND ($1::text IS NULL OR data->'data'->>'bookingId' = $1)
        AND ($2::text IS NULL OR data->>'to' = $2)`,
    [match.bookingId ?? null, match.to ?? null],
  );
  return rows[0]!.n;
}

/** The mails so far whose text contains `needle` (a booking id, say). */
export function mailsContaining(t: TestApp, needle: string): CapturedMail[] {
  return t.mail.messages.filter((mail) => mail.text.includes(needle));
}

/** The first mail whose text contains `needle`, waiting for the queue to send it. */
export function mailContaining(t: TestApp, needle: string): Promise<CapturedMail> {
  return waitUntil(() => mailsContaining(t, needle)[0], `a mail containing ${needle}`);
}
