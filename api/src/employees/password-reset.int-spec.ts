import jestOpenAPI from 'jest-openapi';
import { mailJobs, settledMailJobs } from '../../test/jobs';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from './employee.rules';

jestOpenAPI(OPENAPI_FILE);

const tokenFrom = (text: string) => /#token=([\w-]+)/.exec(text)?.[1];

describe('password recovery and reset', () => {
  let t: TestApp;
  let visitor: SessionClient;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://boote.example.de' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    visitor = await t.session();
  });

  const recover = (email: string, lang = 'de', client = visitor) =>
    client.agent
      .post('/api/v1/auth/password-recovery')
      .set('X-CSRF-Token', client.token)
      .send({ email, lang });
  const reset = (token: string, password: string, client = visitor) =>
    client.agent
      .post('/api/v1/auth/password-reset')
      .set('X-CSRF-Token', client.token)
      .send({ token, password });
  const login = async (email: string, password: string) => {
    const client = await t.session();
    return (
      await client.agent
        .post('/api/v1/auth/login')
        .set('X-CSRF-Token', client.token)
        .send({ email, password })
    ).status;
  };

  it('mails a German single-use link; the reset works once, ends old sessions, and the new password logs in', async () => {
    await t.createEmployee({ email: 'anna@example.de', password: 'old-pass' });
    const oldSession = await t.loginAs('anna@example.de', 'old-pass');

    const response = await recover('Anna@Example.de');
    expect(response.status).toBe(202);
    expect(response).toSatisfyApiSpec();
    const mail = await t.mail.waitFor('anna@example.de');
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Test,');
    expect(mail.text).toContain(
      'http://boote.example.de/RentalRevolution/Passwort-zuruecksetzen#token=',
    );
    expect(mail.html).toContain('Neues Passwort vergeben');
    const token = tokenFrom(mail.text)!;
    const stored = (await t.db.query(`SELECT token_hash FROM password_reset_tokens`)).rows;
    expect(stored.map((row: { token_hash: string }) => row.token_hash)).not.toContain(token);

    const first = await reset(token, 'new-pass');
    expect(first.status).toBe(204);
    expect((await oldSession.agent.get('/api/v1/auth/me')).status).toBe(401);
    expect(await login('anna@example.de', 'new-pass')).toBe(200);
    expect(await login('anna@example.de', 'old-pass')).toBe(401);

    const second = await reset(token, 'other-pass');
    expect(second.status).toBe(400);
    expect(second).toSatisfyApiSpec();
    expect(second.body.code).toBe('RESET_TOKEN_INVALID');
    expect(await login('anna@example.de', 'other-pass')).toBe(401);
  });

  it('writes the English mail and link when asked', async () => {
    await t.createEmployee({ email: 'ben@example.de', password: 'ben-pass' });
    await recover('ben@example.de', 'en');
    const mail = await t.mail.waitFor('ben@example.de');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('/RentalRevolution/reset-password#token=');
  });

  it('answers 202 for unknown, inactive and demo accounts alike and sends nothing', async () => {
    await t.createEmployee({ email: 'inactive@example.de', password: 'x-pass', active: false });
    for (const email of ['nobody@example.de', 'inactive@example.de', DEMO_ACCOUNT.email]) {
      expect((await recover(email)).status).toBe(202);
    }
    // A mail is queued before the answer (with its token, in one transaction): none was, so
    // none can follow.
    expect((await mailJobs(t)).filter((job) => /nobody|inactive|demo@/.test(job.to))).toEqual([]);
    expect(t.mail.messages.filter((m) => /nobody|inactive|demo@/.test(m.to))).toEqual([]);
    expect(
      (
        await t.db.query(
          `SELECT 1 FROM password_reset_tokens t JOIN employees e ON e.id = t.employee_id WHERE e.email <> ALL($1)`,
          [['anna@example.de', 'ben@example.de']],
        )
      ).rows,
    ).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    await t.createEmployee({ email: 'late@example.de', password: 'late-pass' });
    await recover('late@example.de');
    const token = tokenFrom((await t.mail.waitFor('late@example.de')).text)!;
    t.setNow(new Date(Date.now() + 61 * 60 * 1000));
    try {
      const response = await reset(token, 'new-pass');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('RESET_TOKEN_INVALID');
    } finally {
      t.setNow(undefined);
    }
  });

  it('rejects a new password outside 4-20 characters, keeping the link usable', async () => {
    await t.createEmployee({ email: 'short@example.de', password: 'short-pass' });
    await recover('short@example.de');
    const token = tokenFrom((await t.mail.waitFor('short@example.de')).text)!;
    const response = await reset(token, 'abc');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'password' })]);
    expect((await reset(token, 'long-enough')).status).toBe(204);
  });

  it('sends at most three mails per account and hour', async () => {
    await t.createEmployee({ email: 'many@example.de', password: 'many-pass' });
    for (let i = 0; i < 4; i += 1) {
      const client = await t.session();
      expect((await recover('many@example.de', 'de', client)).status).toBe(202);
    }
    await t.mail.waitFor('many@example.de');
    expect((await settledMailJobs(t, 'many@example.de')).map((job) => job.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect(t.mail.messages.filter((m) => m.to.includes('many@example.de'))).toHaveLength(3);
  });

  it('rate-limits recovery requests per client address (429)', async () => {
    const client = await t.session();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await recover(`x${i}@example.de`, 'de', client)).status);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});
