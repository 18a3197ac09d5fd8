import jestOpenAPI from 'jest-openapi';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import {
  addHouseboat,
  BERLIN,
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
import { addDays, businessDay } from '../common/time/business-time';
import { includedVatCents } from './rules/price.rules';

jestOpenAPI(OPENAPI_FILE);

const START = '2027-06-20';
const END = '2027-06-23';
/** 14:00 and 10:00 in Berlin summer time. */
const CHECK_IN = '2027-06-20T12:00:00.000Z';
const RETURN = '2027-06-23T08:00:00.000Z';
const ALL_EXTRAS = ['barbecue', 'musicBox', 'binoculars', 'standUpPaddle'];
/** Grill 30 €, music box 10 €, binoculars 5 €, paddle board 50 €: flat per stay. */
const ALL_EXTRAS_CENTS = 3000 + 1000 + 500 + 5000;

/** '2. Dezember 2026', as the German mails write a day. */
const germanDay = (day: string) =>
  new Intl.DateTimeFormat('de-DE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

type Problem = { code: string; errors?: Array<{ field: string; code: string }> };

describe('stays (DEMO_MODE=false: every stay is real)', () => {
  let t: TestApp;
  let visitor: SessionClient;
  let boat: string;

  const stay = (overrides: object = {}, client: SessionClient = visitor) =>
    postJson(client, '/stays', {
      ...STAY_CUSTOMER,
      vehicleId: boat,
      startDay: START,
      endDay: END,
      paymentMethod: 'bank_transfer',
      ...overrides,
    });
  const hourly = (client: SessionClient, overrides: object) =>
    postJson(client, '/bookings', {
      ...STAY_CUSTOMER,
      salutation: undefined,
      vehicleId: boat,
      day: '2027-06-21',
      startHour: 11,
      hours: 2,
      ...overrides,
    });
  const root = () => t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  const fieldsOf = (body: Problem) => (body.errors ?? []).map(({ field, code }) => [field, code]);

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

  it('books 3 nights by bank transfer: 201, the server price, one row from 14:00 to 10:00, the mail with the account', async () => {
    const response = await stay({ extras: ALL_EXTRAS });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    const total = 3 * NIGHTLY_CENTS + ALL_EXTRAS_CENTS;
    expect(response.body).toMatchObject({
      vehicleId: boat,
      vehicleName: 'Houseboat A',
      startDay: START,
      endDay: END,
      nights: 3,
      startsAt: CHECK_IN,
      endsAt: RETURN,
      paymentMethod: 'bank_transfer',
      status: 'confirmed',
      holdExpiresAt: null,
      quote: {
        vehicleId: boat,
        nights: 3,
        nightlyCents: NIGHTLY_CENTS,
        basePriceCents: 3 * NIGHTLY_CENTS,
        extras: [
          { extra: 'barbecue', priceCents: 3000 },
          { extra: 'musicBox', priceCents: 1000 },
          { extra: 'binoculars', priceCents: 500 },
          { extra: 'standUpPaddle', priceCents: 5000 },
        ],
        totalCents: total,
        vatCents: includedVatCents(total),
        couponCents: 0,
        dueCents: total,
      },
    });
    expect(response.body.simulated).toBeUndefined();
    const [row, ...others] = await bookingRows(t);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: response.body.id,
      kind: 'stay',
      vehicle_id: boat,
      booked_day: START,
      end_day: END,
      nights: 3,
      extras: ALL_EXTRAS,
      price_cents: total,
      payment_method: 'bank_transfer',
      paid: false,
      coupon_id: null,
      coupon_cents: 0,
      hold_expires_at: null,
      cancelled_at: null,
      salutation: 'ms',
      customer_email: STAY_CUSTOMER.email,
      employee_name: null,
      adults: 2,
      children: 1,
      child_age_from: 7,
      lang: 'de',
    });
    expect((row!.start as Date).toISOString()).toBe(CHECK_IN);
    expect((row!.end as Date).toISOString()).toBe(RETURN);
    // Due 5 days after the day it was booked (the row's own creation day, in business time).
    const dueDay = addDays(businessDay(row!.created_at as Date, BERLIN), 5);
    expect(response.body.paymentDueDay).toBe(dueDay);

    expect(await queuedConfirmations(t, { bookingId: response.body.id })).toBe(1);
    const mail = await mailContaining(t, response.body.id);
    expect(mail.to).toContain(STAY_CUSTOMER.email);
    expect(mail.subject).toBe(
      `Ihre Buchung: Houseboat A vom ${germanDay(START)} bis ${germanDay(END)}`,
    );
    expect(mail.text).toContain('Sehr geehrte Frau Erika Mustermann');
    expect(mail.text).toContain('DE89 3704 0044 0532 0130 00');
    expect(mail.text).toContain('COBADEFFXXX');
    expect(mail.text).toContain((response.body.id as string).slice(0, 8).toUpperCase());
    expect(mail.text).toContain(`bis spätestens ${germanDay(dueDay)}`);
    expect(mail.text).toContain('455,00');
    expect(mail.attachments.map((attachment) => attachment.contentType)).toContain('text/calendar');
  });

  it('keeps check-in 14:00 and return 10:00 in local time across the autumn clock change', async () => {
    // Summer time ends on 31 October 2027: check-in at 14:00 CEST, return at 10:00 CET.
    const response = await stay({ startDay: '2027-10-29', endDay: '2027-10-31' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      nights: 2,
      startsAt: '2027-10-29T12:00:00.000Z',
      endsAt: '2027-10-31T09:00:00.000Z',
    });
    const [row] = await bookingRows(t);
    expect((row!.end as Date).toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });

  it('quotes the price with its extras, a coupon amount and what is left to pay', async () => {
    const quote = (query: string) =>
      visitor.agent.get(`/api/v1/stays/quote?vehicleId=${boat}&startDay=${START}&${query}`);
    const response = await quote(
      `endDay=${END}&extras=barbecue&extras=standUpPaddle&couponCents=10000`,
    );
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual({
      vehicleId: boat,
      nights: 3,
      nightlyCents: NIGHTLY_CENTS,
      basePriceCents: 36_000,
      extras: [
        { extra: 'barbecue', priceCents: 3000 },
        { extra: 'standUpPaddle', priceCents: 5000 },
      ],
      totalCents: 44_000,
      vatCents: includedVatCents(44_000),
      couponCents: 10_000,
      dueCents: 34_000,
      checkInHour: 14,
      returnHour: 10,
      // Everything this boat offers, with the flat price the page shows beside each toggle.
      offeredExtras: [
        { extra: 'barbecue', priceCents: 3000 },
        { extra: 'musicBox', priceCents: 1000 },
        { extra: 'binoculars', priceCents: 500 },
        { extra: 'standUpPaddle', priceCents: 5000 },
      ],
    });
    // A day's use (staff): the day's opening hours instead of 14:00 and 10:00.
    expect((await quote(`endDay=${START}`)).body).toMatchObject({
      nights: 0,
      basePriceCents: NIGHTLY_CENTS,
      checkInHour: 9,
      returnHour: 19,
    });
    // A coupon worth more than the stay: nothing left to pay; 5 cents left are waived.
    expect((await quote(`endDay=${END}&couponCents=50000`)).body).toMatchObject({
      totalCents: 36_000,
      couponCents: 36_000,
      dueCents: 0,
    });
    expect((await quote(`endDay=${END}&couponCents=35995`)).body).toMatchObject({
      couponCents: 35_995,
      dueCents: 0,
    });
    const backwards = await quote(`endDay=2027-06-19`);
    expect(backwards.status).toBe(400);
    expect(backwards).toSatisfyApiSpec();
    expect(fieldsOf(backwards.body)).toEqual([['endDay', 'END_BEFORE_START']]);
    const plain = await addHouseboat(t, { name: 'Houseboat B', binoculars: false, captain: null });
    const notOffered = await visitor.agent.get(
      `/api/v1/stays/quote?vehicleId=${plain}&startDay=${START}&endDay=${END}&extras=binoculars&extras=standUpPaddle`,
    );
    expect(notOffered.status).toBe(400);
    // Without binoculars and a captain's rate, the boat offers neither binoculars nor a paddle.
    const plainOffer = await visitor.agent.get(
      `/api/v1/stays/quote?vehicleId=${plain}&startDay=${START}&endDay=${END}`,
    );
    expect(plainOffer.body.offeredExtras).toEqual([
      { extra: 'barbecue', priceCents: 3000 },
      { extra: 'musicBox', priceCents: 1000 },
    ]);
    expect(fieldsOf(notOffered.body)).toEqual([
      ['extras', 'EXTRA_NOT_OFFERED'],
      ['extras', 'EXTRA_NOT_OFFERED'],
    ]);
    const unknownExtra = await quote(`endDay=${END}&extras=captain`);
    expect(unknownExtra.status).toBe(400);
  });

  it('asks customers for 2 nights at least, lets staff book a day’s use or 1 night', async () => {
    const short = await stay({ endDay: '2027-06-21' });
    expect(short.status).toBe(400);
    expect(short).toSatisfyApiSpec();
    expect(fieldsOf(short.body)).toEqual([['endDay', 'MIN_NIGHTS']]);
    expect((await stay({ endDay: START })).body.errors).toContainEqual(
      expect.objectContaining({ field: 'endDay', code: 'MIN_NIGHTS' }),
    );
    expect(await bookingRows(t)).toEqual([]);

    const staff = await root();
    const dayUse = await stay({ startDay: '2027-06-15', endDay: '2027-06-15' }, staff);
    expect(dayUse.status).toBe(201);
    expect(dayUse).toSatisfyApiSpec();
    // The day's opening hours, 9:00-19:00 in summer time; priced as one night.
    expect(dayUse.body).toMatchObject({
      nights: 0,
      startsAt: '2027-06-15T07:00:00.000Z',
      endsAt: '2027-06-15T17:00:00.000Z',
      quote: { nights: 0, basePriceCents: NIGHTLY_CENTS, totalCents: NIGHTLY_CENTS },
    });
    const oneNight = await stay({ startDay: '2027-06-16', endDay: '2027-06-17' }, staff);
    expect(oneNight.status).toBe(201);
    // Staff may enter a stay beginning today (a walk-in); yesterday is past for them too.
    expect((await stay({ startDay: '2027-06-07', endDay: '2027-06-07' }, staff)).status).toBe(201);
    const yesterday = await stay({ startDay: '2027-06-06', endDay: '2027-06-08' }, staff);
    expect(fieldsOf(yesterday.body)).toEqual([['startDay', 'IN_THE_PAST']]);
    const rows = await bookingRows(t);
    expect(rows.map((row) => [row.booked_day, row.end_day, row.nights, row.price_cents])).toEqual([
      ['2027-06-07', '2027-06-07', 0, NIGHTLY_CENTS],
      ['2027-06-15', '2027-06-15', 0, NIGHTLY_CENTS],
      ['2027-06-16', '2027-06-17', 1, NIGHTLY_CENTS],
    ]);
    expect(rows[1]).toMatchObject({ employee_name: 'Admin Account' });
    expect((rows[1]!.start as Date).toISOString()).toBe('2027-06-15T07:00:00.000Z');
    expect((rows[1]!.end as Date).toISOString()).toBe('2027-06-15T17:00:00.000Z');
  });

  it('refuses off-season, blocked and past days, too long stays and the party’s rules, naming the field', async () => {
    await t.db.query(`INSERT INTO days (date, blocked) VALUES ('2027-06-21', true)`);
    await t.db.query(`INSERT INTO days (date, blocked) VALUES ('2027-07-01', true)`);
    const cases: Array<[object, string, string]> = [
      [{ startDay: '2027-10-30', endDay: '2027-11-02' }, 'endDay', 'OFF_SEASON'],
      [{ startDay: '2027-11-02', endDay: '2027-11-05' }, 'startDay', 'OFF_SEASON'],
      [{ startDay: '2027-06-19', endDay: '2027-06-22' }, 'endDay', 'DAY_BLOCKED'],
      [{ startDay: '2027-07-01', endDay: '2027-07-03' }, 'startDay', 'DAY_BLOCKED'],
      [{ startDay: '2027-06-05', endDay: '2027-06-08' }, 'startDay', 'IN_THE_PAST'],
      [{ startDay: '2027-07-02', endDay: '2027-10-01' }, 'endDay', 'TOO_LONG'],
      [{ endDay: '2027-06-19' }, 'endDay', 'END_BEFORE_START'],
      [{ adults: 6, children: 1 }, 'adults', 'TOO_MANY_PERSONS'],
      [{ children: 0, childAgeFrom: 5 }, 'childAgeFrom', 'NO_CHILDREN'],
      [{ children: 1, childAgeFrom: 5, childAgeTo: 7 }, 'childAgeTo', 'ONE_CHILD_ONE_AGE'],
      [{ children: 2, childAgeFrom: 9, childAgeTo: 4 }, 'childAgeTo', 'AGE_RANGE'],
      [{ vehicleId: '00000000-0000-4000-8000-000000000000' }, 'vehicleId', 'VEHICLE_UNAVAILABLE'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await stay({ startDay: '2027-06-24', endDay: '2027-06-27', ...overrides });
      expect([JSON.stringify(overrides), response.status, fieldsOf(response.body)]).toEqual([
        JSON.stringify(overrides),
        400,
        expect.arrayContaining([[field, code]]),
      ]);
      expect(response).toSatisfyApiSpec();
    }
    // Children with their ages as the rules want them are fine.
    const family = await stay({
      startDay: '2027-06-24',
      endDay: '2027-06-27',
      children: 3,
      childAgeFrom: 4,
      childAgeTo: 9,
      adults: 3,
    });
    expect(family.status).toBe(201);
    expect(await bookingRows(t)).toHaveLength(1);
  });

  it('checks every rule of the form on the server, naming the field, and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'Abcd' }, 'name'],
      [{ phone: 'call me' }, 'phone'],
      [{ email: 'erika@example' }, 'email'],
      [{ street: 'Seestraße' }, 'street'],
      [{ zipCity: '14467' }, 'zipCity'],
      [{ zipCity: 'Potsdam' }, 'zipCity'],
      [{ supplement: 'x'.repeat(51) }, 'supplement'],
      [{ adults: 0 }, 'adults'],
      [{ children: 13 }, 'children'],
      [{ childAgeFrom: 18 }, 'childAgeFrom'],
      [{ comment: 'x'.repeat(201) }, 'comment'],
      [{ privacyAccepted: false }, 'privacyAccepted'],
      [{ paymentMethod: undefined }, 'paymentMethod'],
      [{ paymentMethod: 'cash' }, 'paymentMethod'],
      [{ salutation: 'dr' }, 'salutation'],
      [{ lang: 'fr' }, 'lang'],
      [{ vehicleId: 'boat-1' }, 'vehicleId'],
      [{ startDay: '2027-02-30' }, 'startDay'],
      [{ endDay: '23.06.2027' }, 'endDay'],
      [{ extras: ['captain'] }, 'extras'],
      [{ couponCode: 'X'.repeat(25) }, 'couponCode'],
    ];
    for (const [overrides, field] of cases) {
      const response = await stay(overrides);
      expect([JSON.stringify(overrides), response.status]).toEqual([
        JSON.stringify(overrides),
        400,
      ]);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(response).toSatisfyApiSpec();
    }
    expect(await bookingRows(t)).toEqual([]);
  });

  it('takes no price from the client: a price field is refused, the stored price is the server’s', async () => {
    for (const overrides of [{ priceCents: 1 }, { totalCents: 1 }, { quote: { totalCents: 1 } }]) {
      const response = await stay(overrides);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({
        field: Object.keys(overrides)[0],
        code: 'UNKNOWN_FIELD',
      });
    }
    expect(await bookingRows(t)).toEqual([]);
    expect((await stay()).status).toBe(201);
    const [row] = await bookingRows(t);
    expect(row!.price_cents).toBe(3 * NIGHTLY_CENTS);
  });

  it('refuses a barred customer with 403 CUSTOMER_BANNED and mails nothing', async () => {
    await t.db.query(
      `INSERT INTO blacklist_entries (name, name_key, phone, phone_key)
       VALUES ('Someone', 'someone', '0049 30 1234567', '+49301234567')`,
    );
    const response = await stay({ email: 'banned.stay@example.org' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CUSTOMER_BANNED');
    expect(response).toSatisfyApiSpec();
    expect(await bookingRows(t)).toEqual([]);
    expect(await queuedConfirmations(t, { to: 'banned.stay@example.org' })).toBe(0);
  });

  it('refuses a stay over an hourly booking and an hourly booking inside a stay (409 both ways)', async () => {
    const staff = await root();
    const lesson = await hourly(staff, { day: '2027-06-21', startHour: 11, hours: 2 });
    expect(lesson.status).toBe(201);
    const over = await stay();
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('ALREADY_BOOKED');
    expect(over).toSatisfyApiSpec();
    expect((await bookingRows(t)).map((row) => row.kind)).toEqual(['hourly']);

    // The stay after it fits, and then no hourly booking fits inside the stay.
    const later = await stay({ startDay: '2027-06-24', endDay: '2027-06-27' });
    expect(later.status).toBe(201);
    const inside = await hourly(staff, { day: '2027-06-25', startHour: 10, hours: 1 });
    expect(inside.status).toBe(409);
    expect(inside.body.code).toBe('ALREADY_BOOKED');
    // Its check-in day is free until 14:00, its return day from 10:00.
    expect((await hourly(staff, { day: '2027-06-24', startHour: 12, hours: 2 })).status).toBe(201);
    expect((await hourly(staff, { day: '2027-06-27', startHour: 10, hours: 2 })).status).toBe(201);
    expect((await hourly(staff, { day: '2027-06-24', startHour: 13, hours: 2 })).status).toBe(409);
    expect((await bookingRows(t)).map((row) => [row.kind, row.booked_day])).toEqual([
      ['hourly', '2027-06-21'],
      ['hourly', '2027-06-24'],
      ['stay', '2027-06-24'],
      ['hourly', '2027-06-27'],
    ]);
  });

  it('lets two stays touch: one returns at 10:00 on the day the next checks in at 14:00', async () => {
    expect((await stay()).status).toBe(201);
    const next = await stay({ startDay: END, endDay: '2027-06-26', email: 'next@example.org' });
    expect(next.status).toBe(201);
    const overlapping = await stay({ startDay: '2027-06-22', endDay: '2027-06-24' });
    expect(overlapping.status).toBe(409);
    const rows = await bookingRows(t);
    expect(rows.map((row) => [row.booked_day, row.end_day])).toEqual([
      [START, END],
      [END, '2027-06-26'],
    ]);
    expect((rows[0]!.end as Date).getTime()).toBeLessThan((rows[1]!.start as Date).getTime());
  });

  it('200 concurrent overlapping stays of different customers: exactly one 201, 199 × 409, one row', async () => {
    const clients = await Promise.all(Array.from({ length: 200 }, () => t.session(nextTestIp())));
    const responses = await Promise.all(
      clients.map((client, index) =>
        stay(
          {
            name: `Customer Number ${index}`,
            email: `customer${index}@example.org`,
            phone: `+4930555${String(index).padStart(4, '0')}`,
            startDay: addDays('2027-07-01', index % 3),
            endDay: addDays('2027-07-04', index % 3),
          },
          client,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => ![201, 409].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const rows = await bookingRows(t);
    expect(rows).toHaveLength(1);
    const winner = responses.find((response) => response.status === 201)!;
    expect(rows[0]!.id).toBe(winner.body.id);
  });

  it('shows the calendar: taken halves of stays and hourly bookings, blocked, off-season, past', async () => {
    const staff = await root();
    expect((await stay()).status).toBe(201);
    expect((await hourly(staff, { day: '2027-06-25', startHour: 11, hours: 2 })).status).toBe(201);
    await t.db.query(`INSERT INTO days (date, blocked) VALUES ('2027-06-27', true)`);
    const calendar = (from: string, to: string, vehicleId = boat) =>
      visitor.agent.get(
        `/api/v1/availability/calendar?vehicleId=${vehicleId}&from=${from}&to=${to}`,
      );
    const response = await calendar('2027-06-05', '2027-06-28');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      vehicleId: boat,
      from: '2027-06-05',
      to: '2027-06-28',
      timeZone: BERLIN,
      checkInHour: 14,
      returnHour: 10,
    });
    const days = response.body.days as Array<Record<string, unknown>>;
    expect(days).toHaveLength(24);
    const day = (date: string) => days.find((entry) => entry.day === date);
    const taken = (date: string) => {
      const entry = day(date)!;
      return [entry.morningTaken, entry.middayTaken, entry.afternoonTaken];
    };
    expect(day('2027-06-06')).toMatchObject({ past: true, blocked: false, offSeason: false });
    expect(day('2027-06-07')).toMatchObject({ past: false });
    expect(taken('2027-06-19')).toEqual([false, false, false]);
    expect(taken(START)).toEqual([false, false, true]);
    expect(taken('2027-06-21')).toEqual([true, true, true]);
    expect(taken('2027-06-22')).toEqual([true, true, true]);
    expect(taken(END)).toEqual([true, false, false]);
    expect(taken('2027-06-25')).toEqual([false, true, false]);
    expect(day('2027-06-27')).toMatchObject({ blocked: true, past: false });
    expect(day('2027-06-28')).toMatchObject({ blocked: false });

    const autumn = await calendar('2027-10-30', '2027-11-02');
    expect(
      (autumn.body.days as Array<{ day: string; offSeason: boolean }>).map((entry) => [
        entry.day,
        entry.offSeason,
      ]),
    ).toEqual([
      ['2027-10-30', false],
      ['2027-10-31', false],
      ['2027-11-01', true],
      ['2027-11-02', true],
    ]);
    // 100 days at most.
    const longest = await calendar('2027-06-07', addDays('2027-06-07', 99));
    expect(longest.status).toBe(200);
    expect(longest.body.days).toHaveLength(100);
    const tooLong = await calendar('2027-06-07', addDays('2027-06-07', 100));
    expect(tooLong.status).toBe(400);
    expect(tooLong).toSatisfyApiSpec();
    expect(fieldsOf(tooLong.body)).toEqual([['to', 'RANGE']]);
    expect((await calendar('2027-06-10', '2027-06-09')).status).toBe(400);
    const unknown = await calendar(
      '2027-06-07',
      '2027-06-10',
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(unknown).toSatisfyApiSpec();
    expect((await calendar('2027-06-07', '2027-06-10', 'not-a-uuid')).status).toBe(400);
  });

  it('spends nothing of a coupon when the stay is refused for its period', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    expect((await stay({ email: 'first@example.org' })).status).toBe(201);
    const refused = await stay({ couponCode: coupon.code });
    expect(refused.status).toBe(409);
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    expect(await couponLedger(t, coupon.id)).toEqual([]);
    expect(await bookingRows(t)).toHaveLength(1);
  });
});

describe('stays in demo mode', () => {
  let t: TestApp;
  let boat: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(STAY_NOW);
    await setRentalSeason(t);
    await clearStayTables(t);
    boat = await addHouseboat(t, { name: 'Houseboat A' });
  });
  afterAll(() => t.close());

  it('checks a visitor’s stay for real, stores nothing, spends no coupon and mails an example', async () => {
    const coupon = await insertCoupon(t, { cents: 10_000 });
    const visitor = await t.session(nextTestIp());
    const response = await postJson(visitor, '/stays', {
      ...STAY_CUSTOMER,
      email: 'demo.stay@example.org',
      vehicleId: boat,
      startDay: START,
      endDay: END,
      paymentMethod: 'bank_transfer',
      couponCode: coupon.code,
    });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body.simulated).toBe(true);
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(response.body.quote).toMatchObject({ couponCents: 10_000, dueCents: 26_000 });
    expect(await bookingRows(t)).toEqual([]);
    expect(await couponBalance(t, coupon.id)).toBe(10_000);
    expect(await couponLedger(t, coupon.id)).toEqual([]);
    const mail = await t.mail.waitFor('demo.stay@example.org', 10_000, /Beispielbuchung/);
    expect(mail.subject).toMatch(/^\[Beispielbuchung\] Ihre Buchung: Houseboat A/);
    expect(mail.text).toContain('Beispielbuchung');
    // The rules still run: a 1-night stay is refused for the visitor too.
    const short = await postJson(visitor, '/stays', {
      ...STAY_CUSTOMER,
      vehicleId: boat,
      startDay: START,
      endDay: '2027-06-21',
      paymentMethod: 'bank_transfer',
    });
    expect(short.status).toBe(400);
  });
});
