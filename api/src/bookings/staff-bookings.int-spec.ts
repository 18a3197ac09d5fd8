import jestOpenAPI from 'jest-openapi';
import type { Response } from 'supertest';
import {
  addHouseboat,
  BERLIN,
  couponBalance,
  couponLedger,
  insertCoupon,
  postJson,
  setRentalSeason,
  STAY_CUSTOMER,
  STAY_NOW,
} from '../../test/stay-fixtures';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { addDays, businessDay, businessHour, zonedInstant } from '../common/time/business-time';
import { DEMO_ACCOUNT } from '../employees/employee.rules';

jestOpenAPI(OPENAPI_FILE);

/** Monday 7 June 2027, 08:00 in Berlin (CEST, UTC+2): the clock the app sees. */
const NOW = STAY_NOW;
const TODAY = '2027-06-07';
const YESTERDAY = '2027-06-06';
const DAY = '2027-06-09';
const HOUR = 3_600_000;
const at = (day: string, hour: number) => zonedInstant(day, hour, BERLIN);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Role = 'employee' | 'admin' | 'root';

/** The staff the tests act as, with the name their texts are signed with. */
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
const SIGNED_AS: Record<Role, string> = {
  employee: 'Anna Berg',
  admin: 'Bernd Kaiser',
  root: 'Admin',
};

/** A customer of a booking written straight into the database. */
const CUSTOMER = { name: 'Erika Mustermann', email: 'erika@example.org', phone: '+49301234567' };

interface BookingFields {
  vehicleId: string;
  vehicleName?: string;
  start: Date;
  end: Date;
  kind?: 'hourly' | 'stay';
  paid?: boolean;
  example?: boolean;
  cancelled?: boolean;
  createdAt?: Date;
  lang?: 'de' | 'en';
  priceCents?: number;
  name?: string;
  email?: string;
  phone?: string;
}

/** A booking row as the booking services write it (past ones cannot be booked through the API). */
async function insertBooking(t: TestApp, fields: BookingFields): Promise<string> {
  const kind = fields.kind ?? 'hourly';
  const startDay = businessDay(fields.start, BERLIN);
  const endDay = businessDay(fields.end, BERLIN);
  const hourly = kind === 'hourly';
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name, customer_email,
                           customer_phone, booked_day, start_hour, hours, end_day, nights,
                           salutation, price_cents, paid, example, lang, cancelled_at,
                           cancellation_reason, created_at, street, zip_city)
     VALUES ($1, $2, $3, tstzrange($4, $5), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             $17, $18, $19, $20, $21, 'Seestraße 12', '14467 Potsdam')
     RETURNING id`,
    [
      kind,
      fields.vehicleId,
      fields.vehicleName ?? 'Motorboat A',
      fields.start,
      fields.end,
      fields.name ?? CUSTOMER.name,
      fields.email ?? CUSTOMER.email,
      fields.phone ?? CUSTOMER.phone,
      startDay,
      hourly ? businessHour(fields.start, BERLIN) : null,
      hourly ? (fields.end.getTime() - fields.start.getTime()) / HOUR : null,
      hourly ? null : endDay,
      hourly
        ? null
        : Math.round(
            (Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / (24 * HOUR),
          ),
      hourly ? null : 'ms',
      fields.priceCents ?? 10_000,
      fields.paid ?? false,
      fields.example ?? false,
      fields.lang ?? 'de',
      fields.cancelled ? NOW : null,
      fields.cancelled ? 'Früher abgesagt (Abgesagt durch Admin)' : null,
      fields.createdAt ?? NOW,
    ],
  );
  return rows[0]!.id;
}

async function addBoat(t: TestApp, name = 'Motorboat A', blocked = false): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                           extra_music_box, extra_binoculars, captain_cents_per_hour,
                           description_de, description_en, blocked)
     VALUES ('motorboats', $1, 6, $2, 'no', true, true, false, 2000, 'Boot', 'Boat', $3)
     RETURNING id`,
    [name, JSON.stringify({ '1': 5500, '2': 10000, '3': 14000, '4': 18000 }), blocked],
  );
  return rows[0]!.id;
}

/** The columns staff actions change. */
async function stored(t: TestApp, id: string) {
  const { rows } = await t.db.query(
    `SELECT new_price_cents, price_change_reason, comment_history, cancelled_at,
            cancellation_reason, paid, hold_expires_at
       FROM bookings WHERE id = $1`,
    [id],
  );
  return rows[0] as {
    new_price_cents: number | null;
    price_change_reason: string | null;
    comment_history: Array<{ author: string; text: string; at: string }>;
    cancelled_at: Date | null;
    cancellation_reason: string | null;
    paid: boolean;
    hold_expires_at: Date | null;
  };
}

async function auditRows(t: TestApp, bookingId?: string) {
  const { rows } = await t.db.query(
    `SELECT booking_id, action, actor_id, actor_name, before, after FROM booking_audit
      WHERE $1::uuid IS NULL OR booking_id = $1 ORDER BY at, id`,
    [bookingId ?? null],
  );
  return rows as Array<{
    booking_id: string;
    action: string;
    actor_id: string | null;
    actor_name: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>;
}

async function inboxRows(t: TestApp, type?: string) {
  const { rows } = await t.db.query(
    `SELECT type, name, phone, email, body, booking_id, ticked_off_at FROM inbox_items
      WHERE $1::text IS NULL OR type = $1 ORDER BY received_at, id`,
    [type ?? null],
  );
  return rows as Array<Record<string, unknown>>;
}

/** Queued mails of a template (sent or not), with their language and data. */
async function mailJobs(t: TestApp, template: string, bookingId?: string) {
  const { rows } = await t.db.query(
    `SELECT data, state FROM pgboss.job
      WHERE name = 'mail' AND data->>'template' = $1
        AND ($2::text IS NULL OR data->'data'->>'bookingId' = $2)`,
    [template, bookingId ?? null],
  );
  return rows as Array<{
    data: { to: string; lang: string; data: Record<string, unknown> };
    state: string;
  }>;
}

const fieldsOf = (response: Response) =>
  ((response.body as { errors?: Array<{ field: string }> }).errors ?? []).map(
    (error) => error.field,
  );

/** The staff actions on a booking, as the day page sends them. */
const ACTIONS = {
  reprice: { path: 'price-change', body: { newPriceCents: 9000, reason: 'Stammkunde' } },
  comment: { path: 'comments', body: { text: 'Kommt zehn Minuten später' } },
  cancel: { path: 'cancellation', body: { reason: 'Sturmwarnung' } },
} as const;
type Action = keyof typeof ACTIONS;

const act = (client: SessionClient, action: Action, id: string, body?: object) =>
  postJson(client, `/bookings/${id}/${ACTIONS[action].path}`, body ?? ACTIONS[action].body);

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545): a small strict parser, so the feed is checked as a calendar app reads it.

interface IcsComponent {
  name: string;
  properties: Array<{ name: string; params: string; value: string }>;
  components: IcsComponent[];
}

function parseICalendar(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar: the last line must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('iCalendar: bare CR or LF');
  }
  // Unfolding: a line starting with a space or tab continues the one before (RFC 5545 §3.1).
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line)) {
      if (lines.length === 0) throw new Error('iCalendar: folded first line');
      lines[lines.length - 1] += line.slice(1);
    } else {
      lines.push(line);
    }
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`iCalendar: not a content line: ${JSON.stringify(line)}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    const upper = name.toUpperCase();
    if (upper === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: [], components: [] };
      if (stack.length > 0) stack[stack.length - 1]!.components.push(component);
      else if (root) throw new Error('iCalendar: more than one top-level component');
      else root = component;
      stack.push(component);
    } else if (upper === 'END') {
      const open = stack.pop();
      if (!open || open.name !== value) throw new Error(`iCalendar: END:${value} does not match`);
    } else {
      const current = stack[stack.length - 1];
      if (!current) throw new Error(`iCalendar: property outside a component: ${name}`);
      current.properties.push({ name: upper, params, value });
    }
  }
  if (stack.length > 0 || !root) throw new Error('iCalendar: unclosed component');
  if (root.name !== 'VCALENDAR') throw new Error('iCalendar: not a VCALENDAR');
  return root;
}

const prop = (component: IcsComponent, name: string) =>
  component.properties.filter((property) => property.name === name).map((p) => p.value);

/** '20270609T080000Z' → the instant (UTC form only). */
function utcDateTime(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`not a UTC DATE-TIME: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

// ---------------------------------------------------------------------------------------------

describe('staff bookings (DEMO_MODE=false: every action is real)', () => {
  let t: TestApp;
  let boat: string;
  const clients = {} as Record<Role, SessionClient>;
  const staffIds = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await setRentalSeason(t);
    for (const role of ['employee', 'admin'] as const) {
      const account = STAFF[role];
      staffIds[role] = await t.createEmployee({
        email: account.email,
        password: account.password,
        role,
      });
      await t.db.query('UPDATE employees SET first_name = $2, last_name = $3 WHERE id = $1', [
        staffIds[role],
        account.first,
        account.last,
      ]);
      clients[role] = await t.loginAs(account.email, account.password, nextTestIp());
    }
    clients.root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM employees WHERE role = 'root'`,
    );
    staffIds.root = rows[0]!.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM inbox_items');
    await t.db.query('DELETE FROM paypal_orders');
    await t.db.query('DELETE FROM coupon_redemptions');
    await t.db.query('DELETE FROM booking_audit');
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM coupons');
    await t.db.query('DELETE FROM blacklist_entries');
    await t.db.query('DELETE FROM days');
    await t.db.query('DELETE FROM vehicle_log');
    await t.db.query('DELETE FROM vehicles');
    await t.db.query(`DELETE FROM pgboss.job WHERE name = 'mail'`);
    boat = await addBoat(t);
    t.mail.messages.length = 0;
  });

  describe('the day list (GET /bookings?day=)', () => {
    it('lists hourly bookings and stays touching the day, not cancelled, by start, and whether the day is blocked', async () => {
      const houseboat = await addHouseboat(t, { name: 'Houseboat A' });
      const second = await addBoat(t, 'Motorboat B');
      const afternoon = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 14),
        end: at(DAY, 16),
        paid: true,
      });
      const morning = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 10),
        end: at(DAY, 12),
      });
      // A stay from the day before until the day after, and one that returns on the day at 10:00.
      const stay = await insertBooking(t, {
        kind: 'stay',
        vehicleId: houseboat,
        vehicleName: 'Houseboat A',
        start: at(addDays(DAY, -1), 14),
        end: at(addDays(DAY, 1), 10),
      });
      const returning = await insertBooking(t, {
        kind: 'stay',
        vehicleId: second,
        vehicleName: 'Motorboat B',
        start: at(addDays(DAY, -3), 14),
        end: at(DAY, 10),
      });
      // Not on the list: cancelled, the next day, a stay that returned the evening before.
      await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 12),
        end: at(DAY, 14),
        cancelled: true,
      });
      await insertBooking(t, {
        vehicleId: boat,
        start: at(addDays(DAY, 1), 10),
        end: at(addDays(DAY, 1), 12),
      });
      await insertBooking(t, {
        vehicleId: boat,
        start: at(addDays(DAY, -1), 16),
        end: at(addDays(DAY, -1), 18),
      });

      const list = await clients.employee.agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(list.status).toBe(200);
      expect(list).toSatisfyApiSpec();
      expect(list.body.day).toBe(DAY);
      expect(list.body.blocked).toBe(false);
      expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([
        returning,
        stay,
        morning,
        afternoon,
      ]);
      const [, stayItem, morningItem, afternoonItem] = list.body.items;
      expect(morningItem).toMatchObject({
        kind: 'hourly',
        vehicleId: boat,
        vehicleName: 'Motorboat A',
        customerName: CUSTOMER.name,
        customerPhone: CUSTOMER.phone,
        customerEmail: CUSTOMER.email,
        startsAt: '2027-06-09T08:00:00.000Z',
        endsAt: '2027-06-09T10:00:00.000Z',
        day: DAY,
        hours: 2,
        nights: null,
        priceCents: 10_000,
        newPriceCents: null,
        paid: false,
        unpaidAfterEnd: false,
        cancelled: false,
        comments: [],
        history: [],
      });
      expect(afternoonItem).toMatchObject({ paid: true, unpaidAfterEnd: false });
      expect(stayItem).toMatchObject({
        kind: 'stay',
        day: addDays(DAY, -1),
        endDay: addDays(DAY, 1),
        nights: 2,
        hours: null,
      });

      // An admin blocks the day: the list says so; the bookings stay.
      const blocked = await postJsonPut(clients.admin, `/days/${DAY}`, { blocked: true });
      expect(blocked.status).toBe(200);
      expect(blocked).toSatisfyApiSpec();
      const { rows } = await t.db.query(`SELECT date::text, blocked FROM days`);
      expect(rows).toEqual([{ date: DAY, blocked: true }]);
      const again = await clients.employee.agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(again.body.blocked).toBe(true);
      expect(again.body.items).toHaveLength(4);
      // Reading writes nothing.
      expect(await auditRows(t)).toEqual([]);
      expect((await stored(t, morning)).new_price_cents).toBeNull();
    });

    it('marks an ended unpaid booking "unbezahlt" (unpaidAfterEnd), not a paid one or one still running', async () => {
      const ended = await insertBooking(t, {
        vehicleId: boat,
        start: at(TODAY, 5),
        end: at(TODAY, 7),
      });
      const paid = await insertBooking(t, {
        vehicleId: boat,
        start: at(TODAY, 3),
        end: at(TODAY, 5),
        paid: true,
      });
      const running = await insertBooking(t, {
        vehicleId: boat,
        start: at(TODAY, 7.5),
        end: at(TODAY, 9),
      });
      const list = await clients.employee.agent.get(`/api/v1/bookings?day=${TODAY}`);
      expect(list.status).toBe(200);
      expect(list).toSatisfyApiSpec();
      const flags = Object.fromEntries(
        list.body.items.map((item: { id: string; unpaidAfterEnd: boolean }) => [
          item.id,
          item.unpaidAfterEnd,
        ]),
      );
      expect(flags).toEqual({ [ended]: true, [paid]: false, [running]: false });
    });

    it('answers an empty day with no items and refuses a malformed day naming it', async () => {
      const empty = await clients.root.agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ day: DAY, blocked: false, items: [] });
      for (const day of ['2027-02-30', '09.06.2027', '']) {
        const refused = await clients.root.agent.get(`/api/v1/bookings?day=${day}`);
        expect(refused.status).toBe(400);
        expect(refused).toSatisfyApiSpec();
        expect(fieldsOf(refused)).toContain('day');
      }
      const anonymous = await (await t.session()).agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('repricing (POST /bookings/{id}/price-change)', () => {
    it('stores the new price and the signed reason, with an audit row, and answers the booking', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const response = await act(clients.employee, 'reprice', id, {
        newPriceCents: 8550,
        reason: '  Stammkunde ',
      });
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body.simulated).toBeUndefined();
      const reason = 'Stammkunde (Preisanpassung durch Anna Berg)';
      expect(response.body.booking).toMatchObject({
        id,
        priceCents: 10_000,
        newPriceCents: 8550,
        priceChangeReason: reason,
      });
      expect(response.body.booking.history).toEqual([
        expect.objectContaining({
          action: 'reprice',
          actor: 'Anna Berg',
          before: { newPriceCents: null, priceChangeReason: null },
          after: { newPriceCents: 8550, priceChangeReason: reason },
        }),
      ]);
      expect(await stored(t, id)).toMatchObject({
        new_price_cents: 8550,
        price_change_reason: reason,
      });
      expect(await auditRows(t)).toEqual([
        {
          booking_id: id,
          action: 'reprice',
          actor_id: staffIds.employee,
          actor_name: 'Anna Berg',
          before: { newPriceCents: null, priceChangeReason: null },
          after: { newPriceCents: 8550, priceChangeReason: reason },
        },
      ]);

      // A second change keeps the first in the history: before is the first change.
      const second = await act(clients.root, 'reprice', id, { newPriceCents: 0, reason: 'Kulanz' });
      expect(second.status).toBe(200);
      const rootReason = 'Kulanz (Preisanpassung durch Admin)';
      expect(await stored(t, id)).toMatchObject({
        new_price_cents: 0,
        price_change_reason: rootReason,
      });
      const audit = await auditRows(t, id);
      expect(audit).toHaveLength(2);
      expect(audit[1]).toMatchObject({
        actor_id: staffIds.root,
        actor_name: 'Admin',
        before: { newPriceCents: 8550, priceChangeReason: reason },
        after: { newPriceCents: 0, priceChangeReason: rootReason },
      });
      expect(second.body.booking.history.map((entry: { actor: string }) => entry.actor)).toEqual([
        'Anna Berg',
        'Admin',
      ]);
      // The day list shows the new price and its history.
      const list = await clients.employee.agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(list.body.items[0]).toMatchObject({ newPriceCents: 0, priceChangeReason: rootReason });
      expect(list.body.items[0].history).toHaveLength(2);
    });

    it('refuses a bad price or an empty reason, naming the field, and stores nothing', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const cases: Array<[object, string]> = [
        [{ newPriceCents: -1, reason: 'x' }, 'newPriceCents'],
        [{ newPriceCents: 100_000_001, reason: 'x' }, 'newPriceCents'],
        [{ newPriceCents: 12.5, reason: 'x' }, 'newPriceCents'],
        [{ newPriceCents: '12,50', reason: 'x' }, 'newPriceCents'],
        [{ reason: 'x' }, 'newPriceCents'],
        [{ newPriceCents: 9000, reason: '' }, 'reason'],
        [{ newPriceCents: 9000, reason: '   ' }, 'reason'],
        [{ newPriceCents: 9000 }, 'reason'],
        [{ newPriceCents: 9000, reason: 'x'.repeat(201) }, 'reason'],
      ];
      for (const [body, field] of cases) {
        const response = await act(clients.employee, 'reprice', id, body);
        expect([JSON.stringify(body), response.status, fieldsOf(response)]).toEqual([
          JSON.stringify(body),
          400,
          expect.arrayContaining([field]),
        ]);
        expect(response).toSatisfyApiSpec();
      }
      expect(await stored(t, id)).toMatchObject({
        new_price_cents: null,
        price_change_reason: null,
      });
      expect(await auditRows(t)).toEqual([]);
    });

    it('refuses a price below what a gift coupon already paid (400 naming newPriceCents)', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      await t.db.query('UPDATE bookings SET coupon_cents = 4000 WHERE id = $1', [id]);
      const below = await act(clients.admin, 'reprice', id, {
        newPriceCents: 3999,
        reason: 'Rabatt',
      });
      expect(below.status).toBe(400);
      expect(below).toSatisfyApiSpec();
      expect(below.body.errors).toEqual([
        expect.objectContaining({ field: 'newPriceCents', code: 'BELOW_COUPON' }),
      ]);
      expect(await stored(t, id)).toMatchObject({ new_price_cents: null });
      expect(await auditRows(t)).toEqual([]);
      const equal = await act(clients.admin, 'reprice', id, {
        newPriceCents: 4000,
        reason: 'Rabatt',
      });
      expect(equal.status).toBe(200);
      expect((await stored(t, id)).new_price_cents).toBe(4000);
    });

    it('answers 409 BOOKING_PAID, 409 BOOKING_CANCELLED, 404 for an unknown id and 400 for a malformed one', async () => {
      const paid = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 10),
        end: at(DAY, 12),
        paid: true,
      });
      const cancelled = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 12),
        end: at(DAY, 14),
        cancelled: true,
      });
      const paidAnswer = await act(clients.root, 'reprice', paid);
      expect(paidAnswer.status).toBe(409);
      expect(paidAnswer.body.code).toBe('BOOKING_PAID');
      expect(paidAnswer).toSatisfyApiSpec();
      const cancelledAnswer = await act(clients.root, 'reprice', cancelled);
      expect(cancelledAnswer.status).toBe(409);
      expect(cancelledAnswer.body.code).toBe('BOOKING_CANCELLED');
      expect(cancelledAnswer).toSatisfyApiSpec();
      const unknown = await act(clients.root, 'reprice', UNKNOWN_ID);
      expect(unknown.status).toBe(404);
      expect(unknown).toSatisfyApiSpec();
      const malformed = await act(clients.root, 'reprice', 'booking-1');
      expect(malformed.status).toBe(400);
      expect(malformed).toSatisfyApiSpec();
      expect(await stored(t, paid)).toMatchObject({
        new_price_cents: null,
        price_change_reason: null,
      });
      expect(await stored(t, cancelled)).toMatchObject({ new_price_cents: null });
      expect(await auditRows(t)).toEqual([]);
    });
  });

  describe('comments (POST /bookings/{id}/comments)', () => {
    it('appends signed comments to the history, keeps both of two, with an audit row each', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const first = await act(clients.employee, 'comment', id, {
        text: 'Kommt zehn Minuten später',
      });
      expect(first.status).toBe(200);
      expect(first).toSatisfyApiSpec();
      const firstText = 'Kommt zehn Minuten später (Kommentiert von Anna Berg)';
      expect(first.body.booking.comments).toEqual([
        { text: firstText, author: 'Anna Berg', at: NOW.toISOString() },
      ]);
      const second = await act(clients.root, 'comment', id, { text: 'Schwimmwesten für Kinder' });
      expect(second.status).toBe(200);
      const secondText = 'Schwimmwesten für Kinder (Kommentiert von Admin)';
      expect(second.body.booking.comments.map((comment: { text: string }) => comment.text)).toEqual(
        [firstText, secondText],
      );
      expect((await stored(t, id)).comment_history).toEqual([
        { author: 'Anna Berg', text: firstText, at: NOW.toISOString() },
        { author: 'Admin', text: secondText, at: NOW.toISOString() },
      ]);
      expect(await auditRows(t, id)).toEqual([
        {
          booking_id: id,
          action: 'comment',
          actor_id: staffIds.employee,
          actor_name: 'Anna Berg',
          before: { comment: null },
          after: { comment: firstText },
        },
        {
          booking_id: id,
          action: 'comment',
          actor_id: staffIds.root,
          actor_name: 'Admin',
          before: { comment: null },
          after: { comment: secondText },
        },
      ]);
    });

    it('keeps every comment of colleagues commenting at the same time', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          act(index % 2 ? clients.employee : clients.admin, 'comment', id, {
            text: `Notiz ${index}`,
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      const texts = (await stored(t, id)).comment_history.map((entry) => entry.text).sort();
      expect(texts).toHaveLength(8);
      expect(await auditRows(t, id)).toHaveLength(8);
    });

    it('refuses an empty comment (400 naming text) and comments on paid or cancelled bookings (409)', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const paid = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 14),
        end: at(DAY, 16),
        paid: true,
      });
      const cancelled = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 12),
        end: at(DAY, 14),
        cancelled: true,
      });
      for (const body of [{ text: '' }, { text: '  ' }, {}, { text: 'x'.repeat(201) }]) {
        const response = await act(clients.employee, 'comment', id, body);
        expect(response.status).toBe(400);
        expect(response).toSatisfyApiSpec();
        expect(fieldsOf(response)).toContain('text');
      }
      const paidAnswer = await act(clients.employee, 'comment', paid);
      expect([paidAnswer.status, paidAnswer.body.code]).toEqual([409, 'BOOKING_PAID']);
      expect(paidAnswer).toSatisfyApiSpec();
      const cancelledAnswer = await act(clients.employee, 'comment', cancelled);
      expect([cancelledAnswer.status, cancelledAnswer.body.code]).toEqual([
        409,
        'BOOKING_CANCELLED',
      ]);
      expect((await act(clients.employee, 'comment', UNKNOWN_ID)).status).toBe(404);
      expect((await act(clients.employee, 'comment', 'x')).status).toBe(400);
      for (const booking of [id, paid, cancelled]) {
        expect((await stored(t, booking)).comment_history).toEqual([]);
      }
      expect(await auditRows(t)).toEqual([]);
    });
  });

  describe('cancellation (POST /bookings/{id}/cancellation)', () => {
    /** An hourly booking made by staff through the API (so its mails and reminder are queued). */
    async function bookedByStaff(overrides: object = {}) {
      const response = await postJson(clients.root, '/bookings', {
        ...CUSTOMER,
        street: 'Seestraße 12',
        zipCity: '14467 Potsdam',
        adults: 2,
        privacyAccepted: true,
        lang: 'en',
        vehicleId: boat,
        day: DAY,
        startHour: 10,
        hours: 2,
        ...overrides,
      });
      expect(response.status).toBe(201);
      return response.body.id as string;
    }

    it('frees the period, signs the reason, notes it in the inbox, mails the customer in their language and drops the reminder', async () => {
      const id = await bookedByStaff();
      expect(await mailJobs(t, 'booking-reminder', id)).toHaveLength(1);
      await t.mail.waitFor(CUSTOMER.email, 10_000, /booking/i);
      t.mail.messages.length = 0;

      const response = await act(clients.employee, 'cancel', id, { reason: 'Sturmwarnung' });
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      const reason = 'Sturmwarnung (Abgesagt durch Anna Berg)';
      expect(response.body.booking).toMatchObject({
        id,
        cancelled: true,
        cancellationReason: reason,
      });
      const row = await stored(t, id);
      expect(row.cancelled_at).toEqual(NOW);
      expect(row.cancellation_reason).toBe(reason);
      expect(await auditRows(t, id)).toEqual([
        {
          booking_id: id,
          action: 'cancel',
          actor_id: staffIds.employee,
          actor_name: 'Anna Berg',
          before: { cancelled: false, cancellationReason: null },
          after: { cancelled: true, cancellationReason: reason },
        },
      ]);
      // The inbox: the booking's confirmation, then its cancellation with the reason.
      expect(await inboxRows(t)).toEqual([
        expect.objectContaining({ type: 'confirmation', booking_id: id }),
        {
          type: 'cancellation',
          name: CUSTOMER.name,
          phone: CUSTOMER.phone,
          email: CUSTOMER.email,
          body: `Motorboat A, 09.06.2027, 10:00 – 09.06.2027, 12:00: ${reason}`,
          booking_id: id,
          ticked_off_at: null,
        },
      ]);
      // The customer's mail, in English as they booked, with the reason.
      const [job, ...otherJobs] = await mailJobs(t, 'booking-cancellation', id);
      expect(otherJobs).toEqual([]);
      expect(job!.data).toMatchObject({
        to: CUSTOMER.email,
        lang: 'en',
        data: { bookingId: id, kind: 'hourly', reason: 'Sturmwarnung', couponCents: 0 },
      });
      const mail = await t.mail.waitFor(CUSTOMER.email, 10_000, /Cancellation/);
      expect(mail.subject).toBe('Cancellation of your booking: Motorboat A, 9 June 2027');
      expect(mail.text).toContain('Hello Erika Mustermann');
      expect(mail.text).toContain('Sturmwarnung');
      expect(mail.text).toContain(id);
      // The day list no longer shows it; the period is free for a new booking.
      const list = await clients.employee.agent.get(`/api/v1/bookings?day=${DAY}`);
      expect(list.body.items).toEqual([]);
      const hours = await (
        await t.session()
      ).agent.get(`/api/v1/availability/hours?vehicleIds=${boat}&day=${DAY}&startHour=10`);
      expect(hours.body.items[0].maxHours).toBeGreaterThanOrEqual(2);
      const rebooked = await bookedByStaff({ email: 'next.customer@example.org' });
      expect(rebooked).not.toBe(id);

      // Both reminders come due now: the cancelled booking's is dropped, the new one's is sent.
      await t.db.query(
        `UPDATE pgboss.job SET start_after = now()
          WHERE name = 'mail' AND data->>'template' = 'booking-reminder'`,
      );
      await waitUntil(async () => {
        const states = (await mailJobs(t, 'booking-reminder')).map((reminder) => reminder.state);
        return states.length === 2 && states.every((state) => state === 'completed');
      }, 'both reminders to be settled');
      expect((await mailJobs(t, 'booking-reminder', id)).map((r) => r.state)).toEqual([
        'completed',
      ]);
      await t.mail.waitFor('next.customer@example.org', 10_000, /Reminder/);
      expect(
        t.mail.messages.filter((sent) => /Reminder/.test(sent.subject)).map((sent) => sent.to),
      ).toEqual(['next.customer@example.org']);
    });

    it('gives a stay’s gift coupon back what it paid and says so in the German mail', async () => {
      const houseboat = await addHouseboat(t, { name: 'Houseboat A' });
      const coupon = await insertCoupon(t, { cents: 10_000 });
      const visitor = await t.session(nextTestIp());
      const stayBody = {
        ...STAY_CUSTOMER,
        vehicleId: houseboat,
        startDay: '2027-06-20',
        endDay: '2027-06-23',
        paymentMethod: 'bank_transfer',
      };
      const booked = await postJson(visitor, '/stays', { ...stayBody, couponCode: coupon.code });
      expect(booked.status).toBe(201);
      const id = booked.body.id as string;
      expect(await couponBalance(t, coupon.id)).toBe(0);

      const response = await act(clients.admin, 'cancel', id, { reason: 'Motorschaden' });
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body.booking).toMatchObject({
        kind: 'stay',
        couponCents: 10_000,
        cancelled: true,
        cancellationReason: 'Motorschaden (Abgesagt durch Bernd Kaiser)',
      });
      expect(await couponBalance(t, coupon.id)).toBe(10_000);
      expect(await couponLedger(t, coupon.id)).toEqual([
        { amount_cents: 10_000, booking_id: id },
        { amount_cents: -10_000, booking_id: id },
      ]);
      expect(await inboxRows(t, 'cancellation')).toEqual([
        expect.objectContaining({ booking_id: id, email: STAY_CUSTOMER.email }),
      ]);
      const mail = await t.mail.waitFor(STAY_CUSTOMER.email, 10_000, /Stornierung/);
      expect(mail.subject).toBe('Stornierung Ihrer Buchung: Houseboat A, 20. Juni 2027');
      expect(mail.text).toContain('Sehr geehrte Frau Erika Mustermann');
      expect(mail.text).toContain('Motorschaden');
      expect(mail.text).toContain('100,00');
      expect(mail.text).toContain('wieder gutgeschrieben');
      // The stay's nights are free again.
      const again = await postJson(await t.session(nextTestIp()), '/stays', stayBody);
      expect(again.status).toBe(201);
      // Cancelling twice is refused and gives nothing back twice.
      const twice = await act(clients.admin, 'cancel', id);
      expect([twice.status, twice.body.code]).toEqual([409, 'BOOKING_CANCELLED']);
      expect(await couponBalance(t, coupon.id)).toBe(10_000);
      expect(await couponLedger(t, coupon.id)).toHaveLength(2);
    });

    it('refuses an empty reason (400 naming reason) and a paid booking (409 BOOKING_PAID), changing nothing', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const paid = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 14),
        end: at(DAY, 16),
        paid: true,
      });
      for (const body of [{ reason: '' }, { reason: ' ' }, {}, { reason: 'x'.repeat(201) }]) {
        const response = await act(clients.employee, 'cancel', id, body);
        expect(response.status).toBe(400);
        expect(response).toSatisfyApiSpec();
        expect(fieldsOf(response)).toContain('reason');
      }
      const paidAnswer = await act(clients.employee, 'cancel', paid);
      expect([paidAnswer.status, paidAnswer.body.code]).toEqual([409, 'BOOKING_PAID']);
      expect(paidAnswer).toSatisfyApiSpec();
      expect((await act(clients.employee, 'cancel', UNKNOWN_ID)).status).toBe(404);
      for (const booking of [id, paid]) {
        expect(await stored(t, booking)).toMatchObject({
          cancelled_at: null,
          cancellation_reason: null,
        });
      }
      expect(await auditRows(t)).toEqual([]);
      expect(await inboxRows(t)).toEqual([]);
      expect(await mailJobs(t, 'booking-cancellation')).toEqual([]);
    });
  });

  describe.each(['employee', 'admin', 'root'] as const)('as %s: real actions', (role) => {
    const name = SIGNED_AS[role];

    it.each([
      ['reprice', 'price_change_reason', 'Stammkunde (Preisanpassung durch NAME)'],
      ['cancel', 'cancellation_reason', 'Sturmwarnung (Abgesagt durch NAME)'],
    ] as const)(
      '%s is stored, signed with the name, with an audit row',
      async (action, column, text) => {
        const id = await insertBooking(t, {
          vehicleId: boat,
          start: at(DAY, 10),
          end: at(DAY, 12),
        });
        const response = await act(clients[role], action, id);
        expect(response.status).toBe(200);
        expect(response).toSatisfyApiSpec();
        expect(response.body.simulated).toBeUndefined();
        expect(response.headers['x-demo-simulated']).toBeUndefined();
        const expected = text.replace('NAME', name);
        expect((await stored(t, id))[column]).toBe(expected);
        expect(await auditRows(t, id)).toEqual([
          expect.objectContaining({ action, actor_id: staffIds[role], actor_name: name }),
        ]);
      },
    );

    it('comment is stored, signed with the name, with an audit row', async () => {
      const id = await insertBooking(t, { vehicleId: boat, start: at(DAY, 10), end: at(DAY, 12) });
      const response = await act(clients[role], 'comment', id);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect((await stored(t, id)).comment_history).toEqual([
        {
          author: name,
          text: `Kommt zehn Minuten später (Kommentiert von ${name})`,
          at: NOW.toISOString(),
        },
      ]);
      expect(await auditRows(t, id)).toEqual([
        expect.objectContaining({ action: 'comment', actor_id: staffIds[role], actor_name: name }),
      ]);
    });

    it.each(['reprice', 'comment', 'cancel'] as const)(
      '%s of a paid booking is 409 BOOKING_PAID',
      async (action) => {
        const id = await insertBooking(t, {
          vehicleId: boat,
          start: at(DAY, 10),
          end: at(DAY, 12),
          paid: true,
        });
        const before = await stored(t, id);
        const response = await act(clients[role], action, id);
        expect([response.status, response.body.code]).toEqual([409, 'BOOKING_PAID']);
        expect(response).toSatisfyApiSpec();
        expect(await stored(t, id)).toEqual(before);
        expect(await auditRows(t)).toEqual([]);
      },
    );
  });

  describe('unfinished bookings and the menu overview', () => {
    it('lists unpaid bookings that ended within the last 7 days (business time), oldest end first', async () => {
      const other = await addBoat(t, 'Motorboat B');
      // Ended 8 days ago: too old. Ended 7 days ago (31 May, after midnight): listed.
      await insertBooking(t, {
        vehicleId: boat,
        start: at('2027-05-30', 10),
        end: at('2027-05-30', 12),
      });
      const weekAgo = await insertBooking(t, {
        vehicleId: boat,
        start: at('2027-05-31', 0),
        end: at('2027-05-31', 1),
      });
      const yesterday = await insertBooking(t, {
        vehicleId: boat,
        start: at(YESTERDAY, 14),
        end: at(YESTERDAY, 16),
      });
      // Paid, cancelled, or not over yet (08:00 now): not listed.
      await insertBooking(t, {
        vehicleId: boat,
        start: at(YESTERDAY, 10),
        end: at(YESTERDAY, 12),
        paid: true,
      });
      await insertBooking(t, {
        vehicleId: other,
        start: at(YESTERDAY, 14),
        end: at(YESTERDAY, 16),
        cancelled: true,
      });
      await insertBooking(t, { vehicleId: boat, start: at(TODAY, 7), end: at(TODAY, 9) });
      await insertBooking(t, { vehicleId: other, start: at(TODAY, 9), end: at(TODAY, 11) });

      const response = await clients.employee.agent.get('/api/v1/bookings/unfinished');
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([
        weekAgo,
        yesterday,
      ]);
      expect(
        response.body.items.every((item: { unpaidAfterEnd: boolean }) => item.unpaidAfterEnd),
      ).toBe(true);

      // At 9:00 the booking of 7:00-9:00 has ended too.
      t.setNow(new Date(at(TODAY, 9).getTime()));
      try {
        const later = await clients.admin.agent.get('/api/v1/bookings/unfinished');
        expect(later.body.items).toHaveLength(3);
      } finally {
        t.setNow(NOW);
      }
    });

    it('counts open to-dos, open contact messages, blocked vehicles and unfinished bookings, and follows tick-off, block and cancel', async () => {
      await t.db.query(
        `INSERT INTO inbox_items (type, name, body, ticked_off_by, ticked_off_at) VALUES
           ('todo', 'Bojen prüfen', 'Steg 2', NULL, NULL),
           ('todo', 'Westen zählen', 'Vor dem Wochenende', NULL, NULL),
           ('todo', 'Quittungen', 'Juni', 'Anna Berg', now()),
           ('contact', 'Clara Vogel', 'Angeln?', NULL, NULL),
           ('contact', 'Ben Richter', 'Gutscheine?', 'Anna Berg', now()),
           ('confirmation', 'Erika Mustermann', 'Motorboat A', NULL, NULL)`,
      );
      await addBoat(t, 'Motorboat Blocked', true);
      const gone = await addBoat(t, 'Motorboat Gone', true);
      await t.db.query('UPDATE vehicles SET deleted_at = now() WHERE id = $1', [gone]);
      const unfinished = await insertBooking(t, {
        vehicleId: boat,
        start: at(YESTERDAY, 14),
        end: at(YESTERDAY, 16),
      });

      const overview = async () => {
        const response = await clients.employee.agent.get('/api/v1/staff/overview');
        expect(response.status).toBe(200);
        expect(response).toSatisfyApiSpec();
        return response.body;
      };
      expect(await overview()).toEqual({
        openTodos: 2,
        openContactMessages: 1,
        blockedVehicles: 1,
        unfinishedBookings: 1,
      });

      const { rows } = await t.db.query<{ id: string }>(
        `SELECT id FROM inbox_items WHERE type = 'todo' AND ticked_off_at IS NULL LIMIT 1`,
      );
      const tick = await postJson(clients.employee, `/inbox/${rows[0]!.id}/tick-off`, {});
      expect(tick.status).toBe(200);
      const block = await clients.employee.agent
        .patch(`/api/v1/vehicles/${boat}`)
        .set('X-CSRF-Token', clients.employee.token)
        .send({ blocked: true });
      expect(block.status).toBe(200);
      const cancel = await act(clients.employee, 'cancel', unfinished, {
        reason: 'Nicht erschienen',
      });
      expect(cancel.status).toBe(200);
      expect(await overview()).toEqual({
        openTodos: 1,
        openContactMessages: 1,
        blockedVehicles: 2,
        unfinishedBookings: 0,
      });
      expect((await t.db.query('SELECT blocked FROM vehicles WHERE id = $1', [boat])).rows).toEqual(
        [{ blocked: true }],
      );
      expect(await stored(t, unfinished)).toMatchObject({ cancelled_at: NOW });
    });
  });

  describe('the booking log (GET /bookings/log)', () => {
    it('lists bookings made since midnight 14 days ago, cancelled ones too, newest first, paginated; admins only', async () => {
      const since = at(addDays(TODAY, -14), 0);
      const other = await addBoat(t, 'Motorboat B');
      // Made just before the window: not listed.
      await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 9),
        end: at(DAY, 10),
        createdAt: new Date(since.getTime() - 1000),
      });
      const oldest = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 10),
        end: at(DAY, 11),
        createdAt: since,
      });
      const cancelled = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 11),
        end: at(DAY, 12),
        cancelled: true,
        createdAt: new Date(NOW.getTime() - 2 * 24 * HOUR),
      });
      const paid = await insertBooking(t, {
        vehicleId: other,
        start: at(YESTERDAY, 10),
        end: at(YESTERDAY, 12),
        paid: true,
        createdAt: new Date(NOW.getTime() - 24 * HOUR),
      });
      const newest = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 14),
        end: at(DAY, 15),
        createdAt: new Date(NOW.getTime() - HOUR),
      });

      const first = await clients.admin.agent.get('/api/v1/bookings/log?limit=2');
      expect(first.status).toBe(200);
      expect(first).toSatisfyApiSpec();
      expect(first.body.items.map((item: { id: string }) => item.id)).toEqual([newest, paid]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await clients.admin.agent.get(
        `/api/v1/bookings/log?limit=2&cursor=${first.body.nextCursor}`,
      );
      expect(second.status).toBe(200);
      expect(second).toSatisfyApiSpec();
      expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([cancelled, oldest]);
      expect(second.body.nextCursor).toBeNull();
      expect(second.body.items[0]).toMatchObject({
        cancelled: true,
        cancellationReason: 'Früher abgesagt (Abgesagt durch Admin)',
      });
      expect(first.body.items[1]).toMatchObject({ paid: true, cancelled: false });

      const all = await clients.root.agent.get('/api/v1/bookings/log');
      expect(all.body.items).toHaveLength(4);
      const employee = await clients.employee.agent.get('/api/v1/bookings/log');
      expect(employee.status).toBe(403);
      expect(employee.body.code).toBe('FORBIDDEN');
      expect(employee).toSatisfyApiSpec();
      const badCursor = await clients.admin.agent.get('/api/v1/bookings/log?cursor=%%%');
      expect(badCursor.status).toBe(400);
    });
  });

  describe('booking notices in the inbox', () => {
    it('adds a confirmation item for a booking made by staff and for a customer’s stay', async () => {
      const booked = await postJson(clients.employee, '/bookings', {
        ...CUSTOMER,
        street: 'Seestraße 12',
        zipCity: '14467 Potsdam',
        adults: 2,
        privacyAccepted: true,
        lang: 'de',
        vehicleId: boat,
        day: DAY,
        startHour: 10,
        hours: 2,
      });
      expect(booked.status).toBe(201);
      expect(await inboxRows(t)).toEqual([
        {
          type: 'confirmation',
          name: CUSTOMER.name,
          phone: CUSTOMER.phone,
          email: CUSTOMER.email,
          body: 'Motorboat A, 09.06.2027, 10:00 – 09.06.2027, 12:00',
          booking_id: booked.body.id,
          ticked_off_at: null,
        },
      ]);
      const houseboat = await addHouseboat(t, { name: 'Houseboat A' });
      const stay = await postJson(await t.session(nextTestIp()), '/stays', {
        ...STAY_CUSTOMER,
        email: 'stay.guest@example.org',
        vehicleId: houseboat,
        startDay: '2027-06-20',
        endDay: '2027-06-23',
        paymentMethod: 'bank_transfer',
      });
      expect(stay.status).toBe(201);
      expect(await inboxRows(t, 'confirmation')).toEqual([
        expect.objectContaining({ booking_id: booked.body.id }),
        {
          type: 'confirmation',
          name: STAY_CUSTOMER.name,
          phone: STAY_CUSTOMER.phone,
          email: 'stay.guest@example.org',
          body: 'Houseboat A, 20.06.2027, 14:00 – 23.06.2027, 10:00',
          booking_id: stay.body.id,
          ticked_off_at: null,
        },
      ]);
      const listed = await clients.employee.agent.get('/api/v1/inbox?type=confirmation');
      expect(listed.status).toBe(200);
      expect(listed).toSatisfyApiSpec();
      expect(listed.body.items.map((item: { bookingId: string }) => item.bookingId)).toEqual([
        stay.body.id,
        booked.body.id,
      ]);
    });
  });

  describe('the calendar feed (GET /vehicles/{id}/calendar.ics)', () => {
    const feedPath = (vehicleId: string) => `/api/v1/vehicles/${vehicleId}/calendar-feed`;

    it('is created and rotated by admins and lists the vehicle’s active bookings as valid iCalendar', async () => {
      const houseboat = await addHouseboat(t, { name: 'Houseboat A' });
      const none = await clients.admin.agent.get(feedPath(boat));
      expect(none.status).toBe(200);
      expect(none).toSatisfyApiSpec();
      expect(none.body).toEqual({ vehicleId: boat, token: null, path: null });

      const created = await postJson(clients.admin, `/vehicles/${boat}/calendar-feed`, {});
      expect(created.status).toBe(200);
      expect(created).toSatisfyApiSpec();
      const token = created.body.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created.body.path).toBe(`/api/v1/vehicles/${boat}/calendar.ics?token=${token}`);
      const { rows } = await t.db.query('SELECT calendar_token FROM vehicles WHERE id = $1', [
        boat,
      ]);
      expect(rows).toEqual([{ calendar_token: token }]);
      const shown = await clients.root.agent.get(feedPath(boat));
      expect(shown.body).toEqual(created.body);

      const hourly = await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 10),
        end: at(DAY, 12),
      });
      const past = await insertBooking(t, {
        vehicleId: boat,
        start: at(YESTERDAY, 14),
        end: at(YESTERDAY, 16),
        paid: true,
      });
      const stay = await insertBooking(t, {
        kind: 'stay',
        vehicleId: boat,
        start: at('2027-06-20', 14),
        end: at('2027-06-23', 10),
      });
      // Not in the feed: cancelled, another vehicle's, long past.
      await insertBooking(t, {
        vehicleId: boat,
        start: at(DAY, 14),
        end: at(DAY, 16),
        cancelled: true,
      });
      await insertBooking(t, {
        vehicleId: houseboat,
        vehicleName: 'Houseboat A',
        start: at(DAY, 10),
        end: at(DAY, 12),
      });
      await insertBooking(t, {
        vehicleId: boat,
        start: at('2027-04-01', 10),
        end: at('2027-04-01', 12),
      });

      const feed = await (await t.session()).agent.get(created.body.path);
      expect(feed.status).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      const calendar = parseICalendar(feed.text);
      expect(prop(calendar, 'VERSION')).toEqual(['2.0']);
      expect(prop(calendar, 'PRODID')).toHaveLength(1);
      const events = calendar.components.filter((component) => component.name === 'VEVENT');
      expect(calendar.components).toHaveLength(events.length);
      const expected = [
        { id: past, start: at(YESTERDAY, 14), end: at(YESTERDAY, 16) },
        { id: hourly, start: at(DAY, 10), end: at(DAY, 12) },
        { id: stay, start: at('2027-06-20', 14), end: at('2027-06-23', 10) },
      ];
      expect(
        events.map((event) => ({
          uid: prop(event, 'UID'),
          start: utcDateTime(prop(event, 'DTSTART')[0]!),
          end: utcDateTime(prop(event, 'DTEND')[0]!),
          stamps: prop(event, 'DTSTAMP').length,
        })),
      ).toEqual(
        expected.map(({ id, start, end }) => ({
          uid: [`${id}@rentalrevolution`],
          start,
          end,
          stamps: 1,
        })),
      );
      expect(prop(events[1]!, 'SUMMARY')).toEqual(['Motorboat A: Erika Mustermann']);
      // 10:00 Berlin summer time is 08:00 UTC.
      expect(prop(events[1]!, 'DTSTART')).toEqual(['20270609T080000Z']);

      // A wrong token is 404, a missing one 400.
      const wrong = await (
        await t.session()
      ).agent.get(`/api/v1/vehicles/${boat}/calendar.ics?token=${'A'.repeat(43)}`);
      expect(wrong.status).toBe(404);
      expect(wrong).toSatisfyApiSpec();
      const otherVehicle = await (
        await t.session()
      ).agent.get(`/api/v1/vehicles/${houseboat}/calendar.ics?token=${token}`);
      expect(otherVehicle.status).toBe(404);
      const missing = await (await t.session()).agent.get(`/api/v1/vehicles/${boat}/calendar.ics`);
      expect(missing.status).toBe(400);
      expect(missing).toSatisfyApiSpec();

      // Rotating replaces the token: the old address stops working.
      const rotated = await postJson(clients.root, `/vehicles/${boat}/calendar-feed`, {});
      expect(rotated.status).toBe(200);
      expect(rotated.body.token).not.toBe(token);
      expect((await (await t.session()).agent.get(created.body.path)).status).toBe(404);
      const fresh = await (await t.session()).agent.get(rotated.body.path);
      expect(fresh.status).toBe(200);
      expect(parseICalendar(fresh.text).components).toHaveLength(3);
    });

    it('is for admins only: employees get 403 and no token is made; an unknown vehicle is 404', async () => {
      const employeePost = await postJson(clients.employee, `/vehicles/${boat}/calendar-feed`, {});
      expect(employeePost.status).toBe(403);
      expect(employeePost).toSatisfyApiSpec();
      const employeeGet = await clients.employee.agent.get(feedPath(boat));
      expect(employeeGet.status).toBe(403);
      const { rows } = await t.db.query('SELECT calendar_token FROM vehicles WHERE id = $1', [
        boat,
      ]);
      expect(rows).toEqual([{ calendar_token: null }]);
      const unknown = await postJson(clients.admin, `/vehicles/${UNKNOWN_ID}/calendar-feed`, {});
      expect(unknown.status).toBe(404);
      expect(unknown).toSatisfyApiSpec();
      expect((await clients.admin.agent.get(feedPath(UNKNOWN_ID))).status).toBe(404);
      // A vehicle without a feed has no address at all.
      const noFeed = await (
        await t.session()
      ).agent.get(`/api/v1/vehicles/${boat}/calendar.ics?token=${'A'.repeat(43)}`);
      expect(noFeed.status).toBe(404);
    });
  });

  /** A JSON PUT with the client's CSRF token. */
  function postJsonPut(client: SessionClient, path: string, body: object) {
    return client.agent.put(`/api/v1${path}`).set('X-CSRF-Token', client.token).send(body);
  }
});

describe('staff bookings in demo mode (the demo account is simulated)', () => {
  let t: TestApp;
  let boat: string;
  let root: SessionClient;
  let demo: SessionClient;
  let example: string;
  let examplePaid: string;
  let exampleEnded: string;
  let real: string;
  let realEnded: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await setRentalSeason(t);
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM vehicles');
    boat = await addBoat(t);
    const other = await addBoat(t, 'Motorboat B');
    example = await insertBooking(t, {
      vehicleId: boat,
      start: at(DAY, 10),
      end: at(DAY, 12),
      example: true,
      name: 'Lena Hoffmann',
      email: 'lena.hoffmann@example.com',
    });
    examplePaid = await insertBooking(t, {
      vehicleId: boat,
      start: at(DAY, 14),
      end: at(DAY, 16),
      example: true,
      paid: true,
      name: 'Paul Schneider',
      email: 'paul.schneider@example.com',
    });
    exampleEnded = await insertBooking(t, {
      vehicleId: boat,
      start: at(YESTERDAY, 10),
      end: at(YESTERDAY, 12),
      example: true,
    });
    real = await insertBooking(t, { vehicleId: other, start: at(DAY, 10), end: at(DAY, 12) });
    realEnded = await insertBooking(t, {
      vehicleId: other,
      start: at(YESTERDAY, 10),
      end: at(YESTERDAY, 12),
    });
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    demo = await t.loginAsDemo();
  });
  afterAll(() => t.close());

  const demoName = `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`;

  it('shows the demo account example bookings only: day list, unfinished list, log and overview', async () => {
    const day = await demo.agent.get(`/api/v1/bookings?day=${DAY}`);
    expect(day.status).toBe(200);
    expect(day).toSatisfyApiSpec();
    expect(day.body.items.map((item: { id: string }) => item.id)).toEqual([example, examplePaid]);
    expect(JSON.stringify(day.body)).not.toContain(CUSTOMER.email);
    const unfinished = await demo.agent.get('/api/v1/bookings/unfinished');
    expect(unfinished.body.items.map((item: { id: string }) => item.id)).toEqual([exampleEnded]);
    const log = await demo.agent.get('/api/v1/bookings/log');
    expect(log.status).toBe(200);
    expect(log).toSatisfyApiSpec();
    expect(log.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [example, examplePaid, exampleEnded].sort(),
    );
    const overview = await demo.agent.get('/api/v1/staff/overview');
    expect(overview.body.unfinishedBookings).toBe(1);
    // Root sees everything.
    const rootDay = await root.agent.get(`/api/v1/bookings?day=${DAY}`);
    expect(rootDay.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [example, examplePaid, real].sort(),
    );
    expect((await root.agent.get('/api/v1/staff/overview')).body.unfinishedBookings).toBe(2);
    expect(realEnded).toBeDefined();
  });

  it.each(['reprice', 'comment', 'cancel'] as const)(
    '%s by the demo account answers as if done, with the header, and stores nothing',
    async (action) => {
      const before = await stored(t, example);
      const response = await act(demo, action, example);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body.simulated).toBe(true);
      expect(response.headers['x-demo-simulated']).toBe('1');
      const shown = response.body.booking;
      if (action === 'reprice') {
        expect(shown).toMatchObject({
          newPriceCents: 9000,
          priceChangeReason: `Stammkunde (Preisanpassung durch ${demoName})`,
        });
      } else if (action === 'comment') {
        expect(shown.comments[0].text).toBe(
          `Kommt zehn Minuten später (Kommentiert von ${demoName})`,
        );
      } else {
        expect(shown).toMatchObject({
          cancelled: true,
          cancellationReason: `Sturmwarnung (Abgesagt durch ${demoName})`,
        });
      }
      expect(shown.history).toEqual([expect.objectContaining({ action, actor: demoName })]);
      expect(await stored(t, example)).toEqual(before);
      expect(await auditRows(t)).toEqual([]);
      expect(await inboxRows(t)).toEqual([]);
      expect(await mailJobs(t, 'booking-cancellation')).toEqual([]);
    },
  );

  it('runs every check for real for the demo account: a paid example is 409, a real booking 404', async () => {
    const paid = await act(demo, 'reprice', examplePaid);
    expect([paid.status, paid.body.code]).toEqual([409, 'BOOKING_PAID']);
    expect(paid).toSatisfyApiSpec();
    for (const action of ['reprice', 'comment', 'cancel'] as const) {
      const hidden = await act(demo, action, real);
      expect(hidden.status).toBe(404);
      expect(hidden).toSatisfyApiSpec();
    }
    const invalid = await act(demo, 'reprice', example, { newPriceCents: -5, reason: 'x' });
    expect(invalid.status).toBe(400);
    expect(await stored(t, real)).toMatchObject({
      new_price_cents: null,
      comment_history: [],
      cancelled_at: null,
    });
  });

  it('lets root act for real in demo mode', async () => {
    const response = await act(root, 'comment', real, { text: 'Echt gespeichert' });
    expect(response.status).toBe(200);
    expect(response.body.simulated).toBeUndefined();
    expect(response.headers['x-demo-simulated']).toBeUndefined();
    expect((await stored(t, real)).comment_history).toEqual([
      { author: 'Admin', text: 'Echt gespeichert (Kommentiert von Admin)', at: NOW.toISOString() },
    ]);
    expect(await auditRows(t, real)).toEqual([
      expect.objectContaining({ action: 'comment', actor_name: 'Admin' }),
    ]);
  });

  it('never shows the demo account a stored calendar-feed token (the feed lists real customers)', async () => {
    const created = await postJson(root, `/vehicles/${boat}/calendar-feed`, {});
    expect(created.status).toBe(200);
    expect(created.body.token).toEqual(expect.any(String));
    const shown = await demo.agent.get(`/api/v1/vehicles/${boat}/calendar-feed`);
    expect(shown.status).toBe(200);
    expect(shown).toSatisfyApiSpec();
    expect(shown.body).toMatchObject({ vehicleId: boat, token: null, path: null });
    const asRoot = await root.agent.get(`/api/v1/vehicles/${boat}/calendar-feed`);
    expect(asRoot.body.token).toBe(created.body.token);
    await t.db.query('UPDATE vehicles SET calendar_token = NULL WHERE id = $1', [boat]);
  });

  it('simulates the demo account’s calendar-feed rotation', async () => {
    const response = await postJson(demo, `/vehicles/${boat}/calendar-feed`, {});
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.simulated).toBe(true);
    expect(response.headers['x-demo-simulated']).toBe('1');
    const { rows } = await t.db.query('SELECT calendar_token FROM vehicles WHERE id = $1', [boat]);
    expect(rows).toEqual([{ calendar_token: null }]);
    // The simulated token opens nothing.
    const feed = await (await t.session()).agent.get(response.body.path);
    expect(feed.status).toBe(404);
  });
});
