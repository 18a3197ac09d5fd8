import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

const URL = '/api/v1/contact-requests';
const valid = {
  sender: 'Anna Schmidt',
  email: 'anna.schmidt@example.de',
  body: 'Guten Tag, ich hätte gern ein Angebot.',
};

describe('POST /contact-requests', () => {
  let t: TestApp;
  let client: SessionClient;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM contact_requests');
    client = await t.session();
  });

  const rows = async () =>
    (await t.db.query('SELECT sender, email, body, seen, sent_at FROM contact_requests'))
      .rows as Array<{
      sender: string;
      email: string;
      body: string;
      seen: boolean;
      sent_at: Date;
    }>;
  const send = (payload: object, c: SessionClient = client) =>
    c.agent.post(URL).set('X-CSRF-Token', c.token).send(payload);

  it('stores exactly one row, trimmed, unseen, with the sent time, and answers 201 per the contract', async () => {
    const before = Date.now();
    const response = await send({
      sender: '  Anna Schmidt ',
      email: ' anna.schmidt@example.de ',
      body: valid.body,
    });

    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      sender: 'Anna Schmidt',
      email: 'anna.schmidt@example.de',
      seen: false,
    });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      sender: 'Anna Schmidt',
      email: 'anna.schmidt@example.de',
      body: valid.body,
      seen: false,
    });
    expect(stored[0]!.sent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored[0]!.sent_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('accepts values exactly at the limits', async () => {
    const email = `${'a'.repeat(38)}@example.de`.padStart(50, 'b');
    const response = await send({ sender: 'N'.repeat(50), email, body: 'x'.repeat(2000) });
    expect(response.status).toBe(201);
    expect(email).toHaveLength(50);
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ['a six-letter top-level domain', 'max@example.museum'],
    ['underscores, dots and hyphens before the @', 'max_m.muster-mann@ex-ample.co.uk'],
  ])('accepts an e-mail with %s', async (_, email) => {
    expect((await send({ ...valid, email })).status).toBe(201);
  });

  const invalid: Array<[string, object, string, string]> = [
    ['missing name', { email: valid.email, body: valid.body }, 'sender', 'REQUIRED'],
    ['blank name', { ...valid, sender: '   ' }, 'sender', 'REQUIRED'],
    ['name of 51 characters', { ...valid, sender: 'N'.repeat(51) }, 'sender', 'TOO_LONG'],
    ['name that is not text', { ...valid, sender: 42 }, 'sender', 'NOT_A_STRING'],
    ['missing e-mail', { sender: valid.sender, body: valid.body }, 'email', 'REQUIRED'],
    ['e-mail without @', { ...valid, email: 'anna.example.de' }, 'email', 'INVALID_FORMAT'],
    [
      'e-mail with a one-letter TLD',
      { ...valid, email: 'anna@example.d' },
      'email',
      'INVALID_FORMAT',
    ],
    [
      'e-mail with a seven-letter TLD',
      { ...valid, email: 'anna@example.website' },
      'email',
      'INVALID_FORMAT',
    ],
    [
      'e-mail with a space inside',
      { ...valid, email: 'an na@example.de' },
      'email',
      'INVALID_FORMAT',
    ],
    [
      'e-mail of 51 characters',
      { ...valid, email: `${'a'.repeat(40)}@example.de` },
      'email',
      'TOO_LONG',
    ],
    ['missing message', { sender: valid.sender, email: valid.email }, 'body', 'REQUIRED'],
    ['message of 2001 characters', { ...valid, body: 'x'.repeat(2001) }, 'body', 'TOO_LONG'],
    ['unknown field', { ...valid, phone: '0301234' }, 'phone', 'UNKNOWN_FIELD'],
  ];

  it.each(invalid)(
    'rejects input with %s: 400 naming the field, and stores nothing',
    async (_, payload, field, code) => {
      const response = await send(payload);

      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual([expect.objectContaining({ field, code })]);
      expect(await rows()).toHaveLength(0);
    },
  );

  it('reports one entry per bad field when several are bad', async () => {
    const response = await send({ sender: '', email: 'nope', body: 'x'.repeat(2001) });
    expect(response.status).toBe(400);
    expect((response.body.errors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
      'body',
      'email',
      'sender',
    ]);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a request without a CSRF token with 403 CSRF_INVALID', async () => {
    const response = await client.agent.post(URL).send(valid);
    expect(response.status).toBe(403);
    expect(response).toSatisfyApiSpec();
    expect(response.body.code).toBe('CSRF_INVALID');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a wrong CSRF token', async () => {
    const response = await client.agent.post(URL).set('X-CSRF-Token', 'f'.repeat(64)).send(valid);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_INVALID');
    expect(await rows()).toHaveLength(0);
  });

  it("refuses another session's CSRF token", async () => {
    const other = await t.session();
    const response = await client.agent.post(URL).set('X-CSRF-Token', other.token).send(valid);
    expect(response.status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a cross-site request even with a valid token', async () => {
    const response = await send(valid).set('Sec-Fetch-Site', 'cross-site');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_INVALID');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 413 problem+json for a body over the limit and stores nothing', async () => {
    const response = await send({ ...valid, body: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await client.agent
      .post(URL)
      .set('X-CSRF-Token', client.token)
      .set('Content-Type', 'application/json')
      .send('{"sender": ');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(await rows()).toHaveLength(0);
  });

  it('rate-limits per client IP: the sixth request in 15 minutes gets 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).status).toBe(201);
    const limited = await send(valid);

    expect(limited.status).toBe(429);
    expect(limited).toSatisfyApiSpec();
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(5);

    const otherVisitor = await t.session();
    expect((await send(valid, otherVisitor)).status).toBe(201);
  });
});
