import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from '../employees/employee.rules';

jestOpenAPI(OPENAPI_FILE);

const SETTINGS_URL = '/api/v1/settings/business';

const valid = {
  hiring: true,
  generalOpeningHour: 8,
  generalClosingHour: 20,
  offSeasonStart: '11-01',
  offSeasonEnd: '02-29',
  seasonBeginStart: '03-01',
  seasonBeginEnd: '04-30',
  seasonBeginOpeningHour: 10,
  seasonBeginClosingHour: 17,
  seasonEndStart: null,
  seasonEndEnd: null,
  seasonEndOpeningHour: null,
  seasonEndClosingHour: null,
};

const defaults = {
  hiring: false,
  general_opening_hour: 9,
  general_closing_hour: 18,
  off_season_start: null,
  off_season_end: null,
  season_begin_start: null,
  season_begin_opening_hour: null,
};

describe('business settings', () => {
  let t: TestApp;
  let root: SessionClient;

  beforeAll(async () => {
    t = await createTestApp();
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
  });
  afterAll(() => t.close());
  beforeEach(() =>
    t.db.query(
      `UPDATE business_settings SET hiring = false, general_opening_hour = 9, general_closing_hour = 18,
        off_season_start = NULL, off_season_end = NULL, season_begin_start = NULL, season_begin_end = NULL,
        season_begin_opening_hour = NULL, season_begin_closing_hour = NULL, season_end_start = NULL,
        season_end_end = NULL, season_end_opening_hour = NULL, season_end_closing_hour = NULL`,
    ),
  );

  const stored = async () =>
    (await t.db.query(`SELECT * FROM business_settings`)).rows as Record<string, unknown>[];
  const put = (payload: object, client: SessionClient = root) =>
    client.agent.put(SETTINGS_URL).set('X-CSRF-Token', client.token).send(payload);

  it('are public to read, one row with the installation defaults', async () => {
    const visitor = await t.session();
    const response = await visitor.agent.get(SETTINGS_URL);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      hiring: false,
      generalOpeningHour: 9,
      generalClosingHour: 18,
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(defaults);
  });

  it('are replaced by root, and the row holds exactly the new values', async () => {
    const response = await put(valid);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject(valid);
    expect((await stored())[0]).toMatchObject({
      hiring: true,
      general_opening_hour: 8,
      general_closing_hour: 20,
      off_season_start: '11-01',
      off_season_end: '02-29',
      season_begin_start: '03-01',
      season_begin_end: '04-30',
      season_begin_opening_hour: 10,
      season_begin_closing_hour: 17,
      season_end_start: null,
    });
  });

  it('may be changed by an admin but not by an employee or a visitor', async () => {
    await t.createEmployee({ email: 'chefin@example.de', password: 'chefin-pass', role: 'admin' });
    await t.createEmployee({ email: 'mitarbeiter@example.de', password: 'mitarbeiter-pass' });
    const adminClient = await t.loginAs('chefin@example.de', 'chefin-pass');
    const employee = await t.loginAs('mitarbeiter@example.de', 'mitarbeiter-pass');
    const visitor = await t.session();

    expect((await put(valid, visitor)).status).toBe(401);
    expect((await put(valid, employee)).status).toBe(403);
    expect((await stored())[0]).toMatchObject(defaults);
    expect((await put(valid, adminClient)).status).toBe(200);
  });

  it.each([
    ['an incomplete off-season', { offSeasonEnd: null }, 'offSeasonEnd', 'INCOMPLETE_PERIOD'],
    ['a day that does not exist', { offSeasonStart: '02-30' }, 'offSeasonStart', 'INVALID_DATE'],
    [
      'a full date instead of a month-day',
      { offSeasonStart: '2026-11-01' },
      'offSeasonStart',
      'INVALID_FORMAT',
    ],
    [
      'a dated season without hours',
      { seasonBeginOpeningHour: null },
      'seasonBeginOpeningHour',
      'REQUIRED',
    ],
    [
      'season hours without dates',
      { seasonEndOpeningHour: 9 },
      'seasonEndOpeningHour',
      'PERIOD_REQUIRED',
    ],
    [
      'opening after closing',
      { generalOpeningHour: 21 },
      'generalOpeningHour',
      'NOT_BEFORE_CLOSING',
    ],
    [
      'a season opening at its closing hour',
      { seasonBeginOpeningHour: 17 },
      'seasonBeginOpeningHour',
      'NOT_BEFORE_CLOSING',
    ],
    ['an hour past midnight', { generalClosingHour: 25 }, 'generalClosingHour', 'TOO_LARGE'],
    ['a fractional hour', { generalOpeningHour: 8.5 }, 'generalOpeningHour', 'NOT_AN_INTEGER'],
    ['a missing hour', { generalOpeningHour: undefined }, 'generalOpeningHour', 'REQUIRED'],
    ['a missing season field', { seasonEndEnd: undefined }, 'seasonEndEnd', 'REQUIRED'],
  ])('rejects %s, naming the field, and stores nothing', async (_, change, field, code) => {
    const response = await put({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response).toSatisfyApiSpec();
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field, code }));
    expect((await stored())[0]).toMatchObject(defaults);
  });

  it('simulates the demo account’s change in demo mode and keeps the row', async () => {
    const demo = await t.loginAs(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await put(valid, demo);
    expect(response.status).toBe(200);
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(response.body).toMatchObject({ ...valid, simulated: true });
    expect((await stored())[0]).toMatchObject(defaults);
  });
});

describe('blocked days', () => {
  let t: TestApp;
  let root: SessionClient;

  beforeAll(async () => {
    t = await createTestApp();
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM days'));

  const block = (date: string, blocked: unknown, client: SessionClient = root) =>
    client.agent.put(`/api/v1/days/${date}`).set('X-CSRF-Token', client.token).send({ blocked });
  const rows = async () =>
    (
      await t.db.query(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, blocked FROM days ORDER BY date`,
      )
    ).rows;

  it('are blocked and freed again by an admin; the row follows', async () => {
    const response = await block('2026-07-14', true);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({ date: '2026-07-14', blocked: true });
    expect(await rows()).toEqual([{ date: '2026-07-14', blocked: true }]);

    expect((await block('2026-07-14', false)).status).toBe(200);
    expect(await rows()).toEqual([{ date: '2026-07-14', blocked: false }]);
  });

  it('are listed publicly for a range: only blocked days, in order', async () => {
    await block('2026-07-20', true);
    await block('2026-07-14', true);
    await block('2026-07-15', false);
    await block('2026-09-01', true);
    const visitor = await t.session();
    const response = await visitor.agent.get('/api/v1/days?from=2026-07-01&to=2026-07-31');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.items).toEqual([
      { date: '2026-07-14', blocked: true },
      { date: '2026-07-20', blocked: true },
    ]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from', 'INVALID_DATE'],
    ['from=0000-01-01&to=0000-01-02', 'from', 'INVALID_FORMAT'],
    ['from=2026-01-01%00&to=2026-01-02', 'from', 'CONTROL_CHARACTER'],
    ['from=2026-03-01&to=2026-02-01', 'to', 'BEFORE_FROM'],
    ['from=2026-01-01&to=2027-12-31', 'to', 'RANGE_TOO_LONG'],
    ['from=2026-01-01', 'to', 'REQUIRED'],
  ])('rejects the range %s', async (query, field, code) => {
    const visitor = await t.session();
    const response = await visitor.agent.get(`/api/v1/days?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('rejects impossible days and non-boolean values, storing nothing', async () => {
    // '0000-01-01' is a day to JavaScript but not to PostgreSQL: it gave a 500.
    for (const day of ['2026-02-30', '0000-01-01', '9999-12-31', '2026-07-14%00']) {
      const impossible = await block(day, true);
      expect({ day, status: impossible.status }).toEqual({ day, status: 400 });
      expect(impossible.body.errors).toContainEqual(expect.objectContaining({ field: 'date' }));
    }
    const notBoolean = await block('2026-07-14', 'yes');
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toContainEqual(
      expect.objectContaining({ field: 'blocked', code: 'NOT_A_BOOLEAN' }),
    );
    expect(await rows()).toEqual([]);
  });

  it('may not be blocked by an employee', async () => {
    await t.createEmployee({ email: 'mitarbeiter@example.de', password: 'mitarbeiter-pass' });
    const employee = await t.loginAs('mitarbeiter@example.de', 'mitarbeiter-pass');
    expect((await block('2026-07-14', true, employee)).status).toBe(403);
    expect(await rows()).toEqual([]);
  });
});
