import jestOpenAPI from 'jest-openapi';
import { postJson } from '../../test/stay-fixtures';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from '../employees/employee.rules';

jestOpenAPI(OPENAPI_FILE);

const URL = '/api/v1/inbox/contact-messages';
const valid = {
  sender: 'Jonas Berg',
  email: 'jonas.berg@example.de',
  body: 'Haben Sie am Samstag noch ein Kanu frei?',
};

const send = (client: SessionClient, payload: object) =>
  client.agent.post(URL).set('X-CSRF-Token', client.token).send(payload);

const inboxRows = async (t: TestApp) =>
  (await t.db.query('SELECT type, name, email, body, phone FROM inbox_items')).rows;

describe('rental contact messages (POST /inbox/contact-messages)', () => {
  describe('with DEMO_MODE=false: a working business', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DEMO_MODE: 'false' });
    });
    afterAll(() => t.close());
    beforeEach(() => t.db.query('DELETE FROM inbox_items'));

    it('stores the message in the staff inbox as a contact item', async () => {
      const response = await send(await t.session(), { ...valid, sender: '  Jonas Berg ' });
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ sender: 'Jonas Berg', email: valid.email });
      expect(response.body.simulated).toBeUndefined();
      expect(await inboxRows(t)).toEqual([
        { type: 'contact', name: 'Jonas Berg', email: valid.email, body: valid.body, phone: null },
      ]);
    });

    it.each([
      ['an invalid e-mail', { email: 'jonas@' }, 'email'],
      ['a name over 50 characters', { sender: 'J'.repeat(51) }, 'sender'],
      ['a message over 2000 characters', { body: 'x'.repeat(2001) }, 'body'],
      ['an empty message', { body: '   ' }, 'body'],
    ])('rejects %s, naming the field, and stores nothing', async (_, change, field) => {
      const response = await send(await t.session(), { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field }));
      expect(await inboxRows(t)).toEqual([]);
    });

    it('tells pages that the site is not in demo mode', async () => {
      const response = await (await t.session()).agent.get('/api/v1/agency/site-mode');
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toEqual({ demoMode: false });
    });
  });

  describe('in demo mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DEMO_MODE: 'true' });
    });
    afterAll(() => t.close());

    it('checks the message, answers as if sent, and stores nothing', async () => {
      const response = await send(await t.session(), valid);
      expect(response.status).toBe(201);
      expect(response.body.simulated).toBe(true);
      expect(response.headers['x-demo-simulated']).toBe('1');
      expect(await inboxRows(t)).toEqual([]);
      expect((await send(await t.session(), { ...valid, email: 'x' })).status).toBe(400);
    });

    it('tells pages that the site is in demo mode', async () => {
      const response = await (await t.session()).agent.get('/api/v1/agency/site-mode');
      expect(response.body).toEqual({ demoMode: true });
    });
  });
});

/** Monday 7 June 2027, 08:00 in Berlin (CEST). */
const NOW = new Date('2027-06-07T06:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface ItemRow {
  id: string;
  type: string;
  name: string;
  body: string;
  created_by: string | null;
  ticked_off_by: string | null;
  ticked_off_at: Date | null;
}

const itemRows = async (t: TestApp) =>
  (
    await t.db.query<ItemRow>(
      `SELECT id, type, name, body, created_by, ticked_off_by, ticked_off_at FROM inbox_items
        ORDER BY received_at, id`,
    )
  ).rows;

/** An inbox item written straight into the table, received `minutesAgo` before the real now. */
async function insertItem(
  t: TestApp,
  fields: {
    type: string;
    name: string;
    minutesAgo: number;
    tickedOffBy?: string;
    tickedOffAt?: Date;
    example?: boolean;
  },
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO inbox_items (type, name, body, received_at, ticked_off_by, ticked_off_at, example)
     VALUES ($1, $2, 'Text', now() - make_interval(mins => $3::int), $4, $5, $6) RETURNING id`,
    [
      fields.type,
      fields.name,
      fields.minutesAgo,
      fields.tickedOffBy ?? null,
      fields.tickedOffAt ?? null,
      fields.example ?? false,
    ],
  );
  return rows[0]!.id;
}

const idsOf = (response: { body: { items: Array<{ id: string }> } }) =>
  response.body.items.map((item) => item.id);

describe('the staff inbox: to-dos, messages, tick-off (DEMO_MODE=false)', () => {
  let t: TestApp;
  let employee: SessionClient;
  let admin: SessionClient;
  let root: SessionClient;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    const employeeId = await t.createEmployee({
      email: 'anna.berg@example.com',
      password: 'anna-pass-1',
    });
    const adminId = await t.createEmployee({
      email: 'bernd.kaiser@example.com',
      password: 'bernd-pass-1',
      role: 'admin',
    });
    await t.db.query(
      `UPDATE employees SET first_name = CASE id WHEN $1 THEN 'Anna' ELSE 'Bernd' END,
                            last_name = CASE id WHEN $1 THEN 'Berg' ELSE 'Kaiser' END
        WHERE id IN ($1, $2)`,
      [employeeId, adminId],
    );
    employee = await t.loginAs('anna.berg@example.com', 'anna-pass-1', nextTestIp());
    admin = await t.loginAs('bernd.kaiser@example.com', 'bernd-pass-1', nextTestIp());
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM inbox_items');
    t.setNow(NOW);
  });

  it('lists open items of one type newest first, paginated (GET /inbox?type=&state=open)', async () => {
    const oldest = await insertItem(t, { type: 'todo', name: 'Bojen prüfen', minutesAgo: 30 });
    const middle = await insertItem(t, { type: 'todo', name: 'Westen zählen', minutesAgo: 20 });
    const newest = await insertItem(t, { type: 'todo', name: 'Tank füllen', minutesAgo: 10 });
    await insertItem(t, {
      type: 'todo',
      name: 'Erledigt',
      minutesAgo: 5,
      tickedOffBy: 'Anna Berg',
      tickedOffAt: NOW,
    });
    const contact = await insertItem(t, { type: 'contact', name: 'Clara Vogel', minutesAgo: 1 });

    const first = await employee.agent.get('/api/v1/inbox?type=todo&state=open&limit=2');
    expect(first.status).toBe(200);
    expect(first).toSatisfyApiSpec();
    expect(idsOf(first)).toEqual([newest, middle]);
    expect(first.body.items[0]).toMatchObject({
      type: 'todo',
      name: 'Tank füllen',
      tickedOff: null,
      tickedOffAt: null,
    });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await employee.agent.get(
      `/api/v1/inbox?type=todo&state=open&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.status).toBe(200);
    expect(second).toSatisfyApiSpec();
    expect(idsOf(second)).toEqual([oldest]);
    expect(second.body.nextCursor).toBeNull();
    // state defaults to open; each type lists only its own.
    expect(idsOf(await employee.agent.get('/api/v1/inbox?type=todo'))).toEqual([
      newest,
      middle,
      oldest,
    ]);
    expect(idsOf(await employee.agent.get('/api/v1/inbox?type=contact'))).toEqual([contact]);
    for (const query of ['', '?type=letter', '?type=todo&state=all', '?type=todo&limit=101']) {
      const refused = await employee.agent.get(`/api/v1/inbox${query}`);
      expect(refused.status).toBe(400);
      expect(refused).toSatisfyApiSpec();
    }
  });

  it('lists ticked-off items for admins, most recently ticked off first; employees get 403', async () => {
    const early = await insertItem(t, {
      type: 'contact',
      name: 'Früh',
      minutesAgo: 5,
      tickedOffBy: 'Anna Berg',
      tickedOffAt: new Date('2027-06-05T10:00:00Z'),
    });
    const late = await insertItem(t, {
      type: 'contact',
      name: 'Spät',
      minutesAgo: 50,
      tickedOffBy: 'Admin',
      tickedOffAt: new Date('2027-06-06T22:30:00Z'),
    });
    await insertItem(t, { type: 'contact', name: 'Offen', minutesAgo: 1 });

    const refused = await employee.agent.get('/api/v1/inbox?type=contact&state=done');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(refused).toSatisfyApiSpec();
    for (const client of [admin, root]) {
      const log = await client.agent.get('/api/v1/inbox?type=contact&state=done');
      expect(log.status).toBe(200);
      expect(log).toSatisfyApiSpec();
      expect(idsOf(log)).toEqual([late, early]);
      // 22:30 UTC on 6 June is 00:30 on 7 June in Berlin.
      expect(log.body.items.map((item: { tickedOff: string }) => item.tickedOff)).toEqual([
        'Abgehakt von Admin (07.06.2027)',
        'Abgehakt von Anna Berg (05.06.2027)',
      ]);
    }
    const page = await admin.agent.get('/api/v1/inbox?type=contact&state=done&limit=1');
    expect(idsOf(page)).toEqual([late]);
    const next = await admin.agent.get(
      `/api/v1/inbox?type=contact&state=done&limit=1&cursor=${page.body.nextCursor}`,
    );
    expect(idsOf(next)).toEqual([early]);
    expect(next.body.nextCursor).toBeNull();
  });

  it('adds a to-do with its author (POST /inbox/todos)', async () => {
    const response = await postJson(employee, '/inbox/todos', {
      name: ' Bojen prüfen ',
      body: 'Die Bojen am Steg 2 auf Risse prüfen.',
    });
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body.simulated).toBeUndefined();
    expect(response.body.item).toMatchObject({
      type: 'todo',
      name: 'Bojen prüfen',
      body: 'Die Bojen am Steg 2 auf Risse prüfen.',
      createdBy: 'Anna Berg',
      tickedOff: null,
      bookingId: null,
    });
    const byRoot = await postJson(root, '/inbox/todos', { name: 'Westen', body: 'Zählen' });
    expect(byRoot.status).toBe(201);
    expect(await itemRows(t)).toEqual([
      expect.objectContaining({
        id: response.body.item.id,
        type: 'todo',
        name: 'Bojen prüfen',
        created_by: 'Anna Berg',
        ticked_off_by: null,
        ticked_off_at: null,
      }),
      expect.objectContaining({ name: 'Westen', created_by: 'Admin' }),
    ]);
    const listed = await employee.agent.get('/api/v1/inbox?type=todo');
    expect(idsOf(listed)).toEqual([byRoot.body.item.id, response.body.item.id]);
  });

  it('refuses a to-do without a title or text, or too long, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ body: 'Text' }, 'name'],
      [{ name: '  ', body: 'Text' }, 'name'],
      [{ name: 'T'.repeat(61), body: 'Text' }, 'name'],
      [{ name: 'Titel' }, 'body'],
      [{ name: 'Titel', body: 'x'.repeat(2001) }, 'body'],
      [{ name: 'Titel', body: 'Text', type: 'contact' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const response = await postJson(employee, '/inbox/todos', body);
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(
        (response.body.errors as Array<{ field: string }>).map((error) => error.field),
      ).toContain(field);
    }
    expect(await itemRows(t)).toEqual([]);
  });

  it('ticks an item off once, dated by the business day; twice is 409, unknown 404', async () => {
    const todo = await insertItem(t, { type: 'todo', name: 'Bojen prüfen', minutesAgo: 10 });
    // 23:30 UTC on 7 June is already 8 June in Berlin.
    const late = new Date('2027-06-07T23:30:00Z');
    t.setNow(late);
    // A login of that evening (the shared one would be older than the 14 hours staff get).
    const evening = await t.loginAs('anna.berg@example.com', 'anna-pass-1', nextTestIp());
    const response = await postJson(evening, `/inbox/${todo}/tick-off`, {});
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.item).toMatchObject({
      id: todo,
      tickedOff: 'Abgehakt von Anna Berg (08.06.2027)',
      tickedOffAt: late.toISOString(),
    });
    expect(await itemRows(t)).toEqual([
      expect.objectContaining({ id: todo, ticked_off_by: 'Anna Berg', ticked_off_at: late }),
    ]);
    // It left the open list and is in the admins' log.
    expect(idsOf(await evening.agent.get('/api/v1/inbox?type=todo'))).toEqual([]);
    expect(idsOf(await admin.agent.get('/api/v1/inbox?type=todo&state=done'))).toEqual([todo]);

    const twice = await postJson(admin, `/inbox/${todo}/tick-off`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_TICKED_OFF');
    expect(twice).toSatisfyApiSpec();
    expect(await itemRows(t)).toEqual([
      expect.objectContaining({ id: todo, ticked_off_by: 'Anna Berg', ticked_off_at: late }),
    ]);
    const unknown = await postJson(admin, `/inbox/${UNKNOWN_ID}/tick-off`, {});
    expect(unknown.status).toBe(404);
    expect(unknown).toSatisfyApiSpec();
    const malformed = await postJson(admin, '/inbox/item-1/tick-off', {});
    expect(malformed.status).toBe(400);
    expect(malformed).toSatisfyApiSpec();
  });

  it('signs root’s tick-off as Admin; of two colleagues at once exactly one wins', async () => {
    const message = await insertItem(t, { type: 'contact', name: 'Clara Vogel', minutesAgo: 10 });
    const byRoot = await postJson(root, `/inbox/${message}/tick-off`, {});
    expect(byRoot.body.item.tickedOff).toBe('Abgehakt von Admin (07.06.2027)');
    expect((await itemRows(t))[0]).toMatchObject({ ticked_off_by: 'Admin', ticked_off_at: NOW });

    const todo = await insertItem(t, { type: 'todo', name: 'Westen', minutesAgo: 5 });
    const answers = await Promise.all(
      [employee, admin, root, employee].map((client) =>
        postJson(client, `/inbox/${todo}/tick-off`, {}),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('refuses visitors with 401', async () => {
    const visitor = await t.session();
    expect((await visitor.agent.get('/api/v1/inbox?type=todo')).status).toBe(401);
    const todo = await postJson(visitor, '/inbox/todos', { name: 'x', body: 'y' });
    expect(todo.status).toBe(401);
    expect(todo).toSatisfyApiSpec();
    expect(await itemRows(t)).toEqual([]);
  });
});

describe('the staff inbox in demo mode (the demo account is simulated)', () => {
  let t: TestApp;
  let demo: SessionClient;
  let root: SessionClient;
  let exampleTodo: string;
  let exampleDone: string;
  let realTodo: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    t.setNow(NOW);
    await t.db.query('DELETE FROM inbox_items');
    exampleTodo = await insertItem(t, {
      type: 'todo',
      name: 'Beispiel',
      minutesAgo: 20,
      example: true,
    });
    exampleDone = await insertItem(t, {
      type: 'todo',
      name: 'Beispiel erledigt',
      minutesAgo: 30,
      tickedOffBy: 'Jonas Krüger',
      tickedOffAt: NOW,
      example: true,
    });
    realTodo = await insertItem(t, { type: 'todo', name: 'Echte Aufgabe', minutesAgo: 10 });
    await insertItem(t, { type: 'contact', name: 'Echte Person', minutesAgo: 10 });
    demo = await t.loginAsDemo();
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(() => t.close());

  const demoName = `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`;

  it('shows the demo account example items only, in lists and counts', async () => {
    const open = await demo.agent.get('/api/v1/inbox?type=todo');
    expect(open.status).toBe(200);
    expect(open).toSatisfyApiSpec();
    expect(idsOf(open)).toEqual([exampleTodo]);
    // The demo account is an admin: it may read the log, of examples.
    expect(idsOf(await demo.agent.get('/api/v1/inbox?type=todo&state=done'))).toEqual([
      exampleDone,
    ]);
    expect(idsOf(await demo.agent.get('/api/v1/inbox?type=contact'))).toEqual([]);
    const overview = await demo.agent.get('/api/v1/staff/overview');
    expect(overview.body).toMatchObject({ openTodos: 1, openContactMessages: 0 });
    expect(idsOf(await root.agent.get('/api/v1/inbox?type=todo'))).toEqual([realTodo, exampleTodo]);
    expect((await root.agent.get('/api/v1/staff/overview')).body).toMatchObject({
      openTodos: 2,
      openContactMessages: 1,
    });
  });

  it('simulates the demo account’s to-do and tick-off: answered, nothing stored', async () => {
    const before = await itemRows(t);
    const todo = await postJson(demo, '/inbox/todos', { name: 'Demo', body: 'Nur zum Zeigen' });
    expect(todo.status).toBe(201);
    expect(todo).toSatisfyApiSpec();
    expect(todo.body.simulated).toBe(true);
    expect(todo.headers['x-demo-simulated']).toBe('1');
    expect(todo.body.item.createdBy).toBe(demoName);

    const tick = await postJson(demo, `/inbox/${exampleTodo}/tick-off`, {});
    expect(tick.status).toBe(200);
    expect(tick).toSatisfyApiSpec();
    expect(tick.body.simulated).toBe(true);
    expect(tick.headers['x-demo-simulated']).toBe('1');
    expect(tick.body.item.tickedOff).toBe(`Abgehakt von ${demoName} (07.06.2027)`);
    expect(await itemRows(t)).toEqual(before);

    // The checks are real: a real item is not found, a ticked-off example is 409.
    expect((await postJson(demo, `/inbox/${realTodo}/tick-off`, {})).status).toBe(404);
    const done = await postJson(demo, `/inbox/${exampleDone}/tick-off`, {});
    expect([done.status, done.body.code]).toEqual([409, 'ALREADY_TICKED_OFF']);
    expect(await itemRows(t)).toEqual(before);
  });

  it('lets root tick off for real in demo mode', async () => {
    const response = await postJson(root, `/inbox/${realTodo}/tick-off`, {});
    expect(response.status).toBe(200);
    expect(response.body.simulated).toBeUndefined();
    const { rows } = await t.db.query('SELECT ticked_off_by FROM inbox_items WHERE id = $1', [
      realTodo,
    ]);
    expect(rows).toEqual([{ ticked_off_by: 'Admin' }]);
  });
});
