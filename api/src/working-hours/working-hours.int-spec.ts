import jestOpenAPI from 'jest-openapi';
import type { Response } from 'supertest';
import { STAY_NOW } from '../../test/stay-fixtures';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

/** Monday 7 June 2027, 08:00 in Berlin. */
const NOW = STAY_NOW;
const TODAY = '2027-06-07';

const ANNA = { email: 'anna.berg@example.com', password: 'anna-pass-1' };
const BERND = { email: 'bernd.kaiser@example.com', password: 'bernd-pass-1' };

const fieldsOf = (response: Response) =>
  ((response.body as { errors?: Array<{ field: string }> }).errors ?? []).map(
    (error) => error.field,
  );

function save(client: SessionClient, employeeId: string, hoursByDate: object) {
  return client.agent
    .put(`/api/v1/working-hours/${employeeId}`)
    .set('X-CSRF-Token', client.token)
    .send({ hoursByDate });
}

describe('working hours', () => {
  let t: TestApp;
  let anna: SessionClient;
  let bernd: SessionClient;
  let root: SessionClient;
  const ids = {} as Record<'anna' | 'bernd', string>;

  async function stored(employeeId: string) {
    const { rows } = await t.db.query<{ day: string; hours: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, hours::text AS hours FROM working_days
        WHERE employee_id = $1 ORDER BY day`,
      [employeeId],
    );
    return rows;
  }

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    ids.anna = await t.createEmployee({ ...ANNA, role: 'employee' });
    ids.bernd = await t.createEmployee({ ...BERND, role: 'admin' });
    await t.db.query(`UPDATE employees SET first_name = 'Anna', last_name = 'Berg' WHERE id = $1`, [
      ids.anna,
    ]);
    await t.db.query(
      `UPDATE employees SET first_name = 'Bernd', last_name = 'Kaiser' WHERE id = $1`,
      [ids.bernd],
    );
    anna = await t.loginAs(ANNA.email, ANNA.password, nextTestIp());
    bernd = await t.loginAs(BERND.email, BERND.password, nextTestIp());
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM working_days'));

  it('lets an employee enter today and the two days before, one decimal, and lists them', async () => {
    const response = await save(anna, ids.anna, {
      [TODAY]: 7.5,
      '2027-06-06': 0,
      '2027-06-05': 24,
    });
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(await stored(ids.anna)).toEqual([
      { day: '2027-06-05', hours: '24.0' },
      { day: '2027-06-06', hours: '0.0' },
      { day: TODAY, hours: '7.5' },
    ]);

    const list = await anna.agent.get('/api/v1/working-hours');
    expect(list.status).toBe(200);
    expect(list).toSatisfyApiSpec();
    expect(list.body).toMatchObject({
      employeeId: ids.anna,
      employeeName: 'Anna Berg',
      from: '2027-04-01',
      to: TODAY,
    });
    expect(list.body.days[0]).toEqual({ date: TODAY, hours: 7.5, editable: true });
    expect(list.body.days[2]).toEqual({ date: '2027-06-05', hours: 24, editable: true });
    expect(list.body.days[3]).toEqual({ date: '2027-06-04', hours: null, editable: false });
    expect(list.body.days.at(-1).date).toBe('2027-04-01');
    expect(list.body.monthTotals).toEqual([
      { month: '2027-06', hours: 31.5 },
      { month: '2027-05', hours: 0 },
      { month: '2027-04', hours: 0 },
    ]);

    const cleared = await save(anna, ids.anna, { [TODAY]: null });
    expect(cleared.status).toBe(200);
    expect((await stored(ids.anna)).map((row) => row.day)).toEqual(['2027-06-05', '2027-06-06']);
  });

  it.each([
    ['a day outside the editable window', { '2027-06-04': 8 }, 'hoursByDate.2027-06-04'],
    ['tomorrow', { '2027-06-08': 8 }, 'hoursByDate.2027-06-08'],
    ['more than 24 hours', { [TODAY]: 24.5 }, `hoursByDate.${TODAY}`],
    ['two decimals', { [TODAY]: 7.25 }, `hoursByDate.${TODAY}`],
    ['negative hours', { [TODAY]: -1 }, `hoursByDate.${TODAY}`],
    ['hours as text', { [TODAY]: '8' }, `hoursByDate.${TODAY}`],
    ['no day', {}, 'hoursByDate'],
    ['a day that does not exist', { '2027-02-30': 8 }, 'hoursByDate.2027-02-30'],
  ])('refuses %s naming the day, storing nothing', async (_, hours, field) => {
    const body = Object.keys(hours).length === 0 ? {} : { '2027-06-06': 6, ...hours };
    const response = await save(anna, ids.anna, body);
    expect(response.status).toBe(400);
    expect(response).toSatisfyApiSpec();
    expect(fieldsOf(response)).toContain(field);
    expect(await stored(ids.anna)).toEqual([]);
  });

  it("refuses writing anyone else's hours — an admin's too (spec §6)", async () => {
    const byEmployee = await save(anna, ids.bernd, { [TODAY]: 8 });
    expect(byEmployee.status).toBe(403);
    const byAdmin = await save(bernd, ids.anna, { [TODAY]: 8 });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin).toSatisfyApiSpec();
    expect(await stored(ids.anna)).toEqual([]);
    expect(await stored(ids.bernd)).toEqual([]);
  });

  it("lets admins read anyone's hours (read-only), employees only their own", async () => {
    await save(anna, ids.anna, { [TODAY]: 6 });
    const byAdmin = await bernd.agent.get(`/api/v1/working-hours?employeeId=${ids.anna}`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.employeeName).toBe('Anna Berg');
    expect(byAdmin.body.days[0]).toEqual({ date: TODAY, hours: 6, editable: false });
    const byEmployee = await anna.agent.get(`/api/v1/working-hours?employeeId=${ids.bernd}`);
    expect(byEmployee.status).toBe(403);
    const rootOwn = await root.agent.get('/api/v1/working-hours');
    expect(rootOwn.body.employeeName).toBe('Admin');
  });

  it('refuses a list reaching before the first of the month two months back, or past today', async () => {
    const early = await anna.agent.get('/api/v1/working-hours?from=2027-03-31');
    expect(early.status).toBe(400);
    expect(fieldsOf(early)).toEqual(['from']);
    const late = await anna.agent.get('/api/v1/working-hours?to=2027-06-08');
    expect(fieldsOf(late)).toEqual(['to']);
    const ok = await anna.agent.get('/api/v1/working-hours?from=2027-04-01&to=2027-04-30');
    expect(ok.status).toBe(200);
    expect(ok.body.days).toHaveLength(30);
  });

  it("exports a month of everyone's hours with sums matching the stored hours", async () => {
    await t.db.query(
      `INSERT INTO working_days (employee_id, day, hours) VALUES
         ($1, '2027-05-02', 7.5), ($1, '2027-05-31', 8.3), ($2, '2027-05-15', 4), ($1, '2027-06-01', 9)`,
      [ids.anna, ids.bernd],
    );
    const response = await root.agent.get('/api/v1/working-hours/month.csv?month=2027-05');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = response.text.slice(1).trimEnd().split('\r\n');
    expect(response.text.startsWith('\uFEFFMitarbeiter;01.05.;02.05.;')).toBe(true);
    expect(header!.split(';')).toHaveLength(33);
    const annaRow = rows[0]!.split(';');
    expect([annaRow[0], annaRow[2], annaRow[31], annaRow[32]]).toEqual([
      'Anna Berg',
      '7,5',
      '8,3',
      '15,8',
    ]);
    expect(rows[1]!.split(';').at(-1)).toBe('4');
    expect(rows).toHaveLength(2);
    const refused = await anna.agent.get('/api/v1/working-hours/month.csv?month=2027-05');
    expect(refused.status).toBe(403);
    const bad = await root.agent.get('/api/v1/working-hours/month.csv?month=2027-13');
    expect(fieldsOf(bad)).toEqual(['month']);
  });
});

describe('own settings (GET/PUT /me)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  const PROFILE = {
    firstName: 'clara',
    lastName: 'meier',
    email: 'Clara.Meier@Example.com',
    phone: '+4917612345',
    street: 'Uferweg 3',
    zipAndCity: '14467 Potsdam',
  };

  function put(client: SessionClient, body: object) {
    return client.agent.put('/api/v1/me').set('X-CSRF-Token', client.token).send(body);
  }

  it('saves names capitalised and the e-mail normalised; clears optional fields left out', async () => {
    await t.createEmployee({ email: 'clara@example.com', password: 'clara-pass' });
    const clara = await t.loginAs('clara@example.com', 'clara-pass', nextTestIp());
    const response = await put(clara, { ...PROFILE, additional: 'Hinterhaus' });
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      sessionsEnded: false,
      profile: { firstName: 'Clara', lastName: 'Meier', email: 'clara.meier@example.com' },
    });
    const again = await put(clara, PROFILE);
    expect(again.body.profile.additional).toBeNull();
    const me = await clara.agent.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me).toSatisfyApiSpec();
    expect(me.body).toMatchObject({ firstName: 'Clara', phone: '+4917612345', additional: null });
    const { rows } = await t.db.query(`SELECT first_name, email FROM employees WHERE email = $1`, [
      'clara.meier@example.com',
    ]);
    expect(rows).toEqual([{ first_name: 'Clara', email: 'clara.meier@example.com' }]);
  });

  it('ends every session of the account, this one included, on a new password', async () => {
    await t.createEmployee({ email: 'dora@example.com', password: 'dora-pass' });
    const here = await t.loginAs('dora@example.com', 'dora-pass', nextTestIp());
    const elsewhere = await t.loginAs('dora@example.com', 'dora-pass', nextTestIp());
    const response = await put(here, {
      ...PROFILE,
      email: 'dora@example.com',
      newPassword: 'neu-pass',
    });
    expect(response.status).toBe(200);
    expect(response.body.sessionsEnded).toBe(true);
    expect((await here.agent.get('/api/v1/me')).status).toBe(401);
    expect((await elsewhere.agent.get('/api/v1/me')).status).toBe(401);
    const fresh = await t.loginAs('dora@example.com', 'neu-pass', nextTestIp());
    expect((await fresh.agent.get('/api/v1/me')).status).toBe(200);
  });

  it.each([
    ['a first name over 25', { firstName: 'x'.repeat(26) }, 'firstName'],
    ['no last name', { lastName: ' ' }, 'lastName'],
    ['an invalid e-mail', { email: 'clara@' }, 'email'],
    ['a phone with letters', { phone: '0176-abc' }, 'phone'],
    ['a street over 50', { street: 's'.repeat(51) }, 'street'],
    ['an additional over 50', { additional: 'a'.repeat(51) }, 'additional'],
    ['a zip/city over 50', { zipAndCity: 'z'.repeat(51) }, 'zipAndCity'],
    ['a password of 3', { newPassword: 'abc' }, 'newPassword'],
    ['a password of 21', { newPassword: 'a'.repeat(21) }, 'newPassword'],
  ])('refuses %s naming the field', async (_, change, field) => {
    await t
      .createEmployee({ email: `e${Date.now()}@example.com`, password: 'pass-1234' })
      .catch(() => undefined);
    const client = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const response = await put(client, { ...PROFILE, email: TEST_ROOT.email, ...change });
    expect(response.status).toBe(400);
    expect(response).toSatisfyApiSpec();
    expect(fieldsOf(response)).toEqual([field]);
  });

  it("answers 409 for another account's e-mail, and keeps root's e-mail and password with the configuration", async () => {
    await t.createEmployee({ email: 'erik@example.com', password: 'erik-pass' });
    await t.createEmployee({ email: 'taken@example.com', password: 'taken-pass' });
    const erik = await t.loginAs('erik@example.com', 'erik-pass', nextTestIp());
    const taken = await put(erik, { ...PROFILE, email: 'TAKEN@example.com' });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual(['email']);

    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
    const refused = await put(root, {
      ...PROFILE,
      email: 'new-root@example.com',
      newPassword: 'neu-pass',
    });
    expect(refused.status).toBe(403);
    expect(fieldsOf(refused)).toEqual(['email', 'newPassword']);
    const names = await put(root, { ...PROFILE, email: TEST_ROOT.email });
    expect(names.status).toBe(200);
  });
});
