import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from './employee.rules';

jestOpenAPI(OPENAPI_FILE);

const valid = {
  firstName: 'eva',
  lastName: 'müller',
  email: 'Eva.Mueller@Example.de',
  password: 'eva-pass',
  phone: '+49301234567',
  street: 'Seeweg 3',
  additional: 'Hinterhaus',
  zipAndCity: '14467 Potsdam',
};

describe('registering staff (POST /employees)', () => {
  let t: TestApp;
  let root: SessionClient;

  beforeAll(async () => {
    t = await createTestApp();
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query(`DELETE FROM employees WHERE role = 'employee'`));

  const stored = async () =>
    (
      await t.db.query(
        `SELECT first_name, last_name, email, phone, street, additional, zip_and_city, role, active, demo, password_hash FROM employees WHERE role = 'employee'`,
      )
    ).rows;
  const register = (client: SessionClient, body: object) =>
    client.agent.post('/api/v1/employees').set('X-CSRF-Token', client.token).send(body);

  it('lets root register an employee for real: capitalised names, lower-cased e-mail, hashed password', async () => {
    const response = await register(root, valid);

    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.headers['x-demo-simulated']).toBeUndefined();
    expect(response.body.simulated).toBeUndefined();
    const rows = await stored();
    expect(rows).toEqual([
      expect.objectContaining({
        first_name: 'Eva',
        last_name: 'Müller',
        email: 'eva.mueller@example.de',
        phone: '+49301234567',
        street: 'Seeweg 3',
        additional: 'Hinterhaus',
        zip_and_city: '14467 Potsdam',
        role: 'employee',
        active: true,
        demo: false,
      }),
    ]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);

    const newcomer = await t.loginAs('eva.mueller@example.de', 'eva-pass');
    expect((await newcomer.agent.get('/api/v1/auth/me')).body.firstName).toBe('Eva');
  });

  it('stores optional fields left empty as absent', async () => {
    const response = await register(root, {
      ...valid,
      phone: '',
      street: '  ',
      additional: undefined,
    });
    expect(response.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ phone: null, street: null, additional: null });
  });

  it('answers 409 EMAIL_TAKEN for an address that exists in another case, storing nothing new', async () => {
    expect((await register(root, valid)).status).toBe(201);
    const duplicate = await register(root, { ...valid, email: 'EVA.MUELLER@example.DE' });
    expect(duplicate.status).toBe(409);
    expect(duplicate).toSatisfyApiSpec();
    expect(duplicate.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: [expect.objectContaining({ field: 'email' })],
    });
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an employee (403) and an anonymous visitor (401)', async () => {
    await t.createEmployee({ email: 'staff@example.de', password: 'staff-pass' });
    const employee = await t.loginAs('staff@example.de', 'staff-pass');
    const forbidden = await register(employee, { ...valid, email: 'x@example.de' });
    expect(forbidden.status).toBe(403);
    expect(forbidden).toSatisfyApiSpec();

    const anonymous = await t.session();
    expect((await register(anonymous, { ...valid, email: 'y@example.de' })).status).toBe(401);
    expect((await stored()).map((row) => row.email)).toEqual(['staff@example.de']);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName', 'REQUIRED'],
    ['a first name of 26 characters', { firstName: 'a'.repeat(26) }, 'firstName', 'TOO_LONG'],
    ['a blank last name', { lastName: '  ' }, 'lastName', 'REQUIRED'],
    ['a last name of 26 characters', { lastName: 'b'.repeat(26) }, 'lastName', 'TOO_LONG'],
    ['an invalid e-mail', { email: 'eva@example' }, 'email', 'INVALID_FORMAT'],
    ['an e-mail of 51 characters', { email: `${'e'.repeat(40)}@example.de` }, 'email', 'TOO_LONG'],
    ['a password of 3 characters', { password: 'abc' }, 'password', 'INVALID_LENGTH'],
    ['a password of 21 characters', { password: 'p'.repeat(21) }, 'password', 'INVALID_LENGTH'],
    ['a phone number with spaces', { phone: '030 1234' }, 'phone', 'INVALID_FORMAT'],
    ['a phone number with an inner plus', { phone: '49+301234' }, 'phone', 'INVALID_FORMAT'],
    ['a phone number of 26 digits', { phone: '1'.repeat(26) }, 'phone', 'TOO_LONG'],
    ['a street of 51 characters', { street: 's'.repeat(51) }, 'street', 'TOO_LONG'],
    ['an addition of 51 characters', { additional: 'a'.repeat(51) }, 'additional', 'TOO_LONG'],
    ['a zip and city of 51 characters', { zipAndCity: 'z'.repeat(51) }, 'zipAndCity', 'TOO_LONG'],
    ['a role (not for the form to decide)', { role: 'admin' }, 'role', 'UNKNOWN_FIELD'],
  ])('rejects %s with 400 naming the field, storing nothing', async (_, change, field, code) => {
    const response = await register(root, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response).toSatisfyApiSpec();
    expect(response.body.errors).toEqual([expect.objectContaining({ field, code })]);
    expect(await stored()).toHaveLength(0);
  });

  it('accepts the limits exactly', async () => {
    const response = await register(root, {
      ...valid,
      firstName: 'a'.repeat(25),
      lastName: 'b'.repeat(25),
      password: 'p'.repeat(20),
      phone: `+${'1'.repeat(24)}`,
      street: 's'.repeat(50),
    });
    expect(response.status).toBe(201);
  });
});

describe('demo mode simulation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const employees = async () =>
    (await t.db.query(`SELECT email FROM employees WHERE role = 'employee'`)).rows;

  it('runs a demo admin write fully and rolls it back: same body plus simulated, no row', async () => {
    const demo = await t.loginAs(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await demo.agent
      .post('/api/v1/employees')
      .set('X-CSRF-Token', demo.token)
      .send(valid);

    expect(response.status).toBe(201);
    expect(response.headers['x-demo-simulated']).toBe('1');
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      firstName: 'Eva',
      email: 'eva.mueller@example.de',
      role: 'employee',
      simulated: true,
    });
    expect(response.body.id).toEqual(expect.any(String));
    expect(await employees()).toHaveLength(0);
  });

  it('still detects conflicts for real while simulating', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    expect(
      (await root.agent.post('/api/v1/employees').set('X-CSRF-Token', root.token).send(valid))
        .status,
    ).toBe(201);

    const demo = await t.loginAs(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const duplicate = await demo.agent
      .post('/api/v1/employees')
      .set('X-CSRF-Token', demo.token)
      .send(valid);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('EMAIL_TAKEN');
    expect(await employees()).toHaveLength(1);
  });

  it('simulates a demo deactivation: the account stays active and keeps its session', async () => {
    // The demo account's own record: it sees no real staff (demo-visibility.int-spec.ts).
    const { id } = (await t.db.query(`SELECT id FROM employees WHERE demo`)).rows[0];
    const demo = await t.loginAs(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await demo.agent
      .patch(`/api/v1/employees/${id}`)
      .set('X-CSRF-Token', demo.token)
      .send({ active: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, active: false, simulated: true });
    expect(
      (await t.db.query(`SELECT active FROM employees WHERE id = $1`, [id])).rows[0].active,
    ).toBe(true);
    expect((await demo.agent.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('refuses logins, sessions and password resets of example staff (demo seeds)', async () => {
    const id = await t.createEmployee({ email: 'example@example.com', password: 'example-1' });
    const employee = await t.loginAs('example@example.com', 'example-1');
    await t.db.query(`UPDATE employees SET example = true WHERE id = $1`, [id]);
    expect((await employee.agent.get('/api/v1/auth/me')).status).toBe(401);
    await expect(t.loginAs('example@example.com', 'example-1')).rejects.toThrow(
      /login failed: 401/,
    );
    const visitor = await t.session();
    const reset = await visitor.agent
      .post('/api/v1/auth/password-recovery')
      .set('X-CSRF-Token', visitor.token)
      .send({ email: 'example@example.com', lang: 'de' });
    expect(reset.status).toBe(202);
    expect(
      (await t.db.query(`SELECT 1 FROM password_reset_tokens WHERE employee_id = $1`, [id])).rows,
    ).toHaveLength(0);
  });
});

describe('deactivating staff (PATCH /employees/{id})', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends the sessions of a deactivated employee at once', async () => {
    const id = await t.createEmployee({ email: 'gone@example.de', password: 'gone-pass' });
    const employee = await t.loginAs('gone@example.de', 'gone-pass');
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);

    const response = await root.agent
      .patch(`/api/v1/employees/${id}`)
      .set('X-CSRF-Token', root.token)
      .send({ active: false });
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(
      (await t.db.query(`SELECT 1 FROM session WHERE (sess -> 'staff' ->> 'id') = $1`, [id])).rows,
    ).toHaveLength(0);
    expect((await employee.agent.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('lists the staff for admins', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const response = await root.agent.get('/api/v1/employees');
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.items.map((e: { email: string }) => e.email)).toEqual(
      expect.arrayContaining([TEST_ROOT.email, DEMO_ACCOUNT.email]),
    );
  });

  it('refuses to deactivate root', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const { id } = (await t.db.query(`SELECT id FROM employees WHERE role = 'root'`)).rows[0];
    const response = await root.agent
      .patch(`/api/v1/employees/${id}`)
      .set('X-CSRF-Token', root.token)
      .send({ active: false });
    expect(response.status).toBe(403);
  });
});
