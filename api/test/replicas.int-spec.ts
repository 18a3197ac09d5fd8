/**
 * Two API replicas on one database behave as one product (issue 23): a session made on one is
 * valid on the other, a queued mail is sent once although both run mail workers, and a periodic
 * task runs once per period for the cluster, not once per replica. (Shared rate limits:
 * shared-rate-limits.int-spec.ts; migrating once: migrate-once.int-spec.ts.)
 */
import request from 'supertest';
import { HOLD_RELEASE_QUEUE, HoldReleaseService } from '../src/bookings/hold-release.service';
import { ABANDONED_ORDERS_QUEUE } from '../src/payments/abandoned-orders.service';
import { JobRunner } from '../src/common/jobs/job-runner';
import { RATE_LIMITS_CLEANUP_QUEUE } from '../src/common/security/postgres-throttler-storage';
import { SESSIONS_CLEANUP_QUEUE } from '../src/common/session/session.constants';
import { MailService } from '../src/mail/mail.service';
import { MediaSweeper, SWEEP_QUEUE } from '../src/media/media-sweeper.service';
import { createTestApp, TEST_ROOT } from './test-app';
import type { TestApp } from './test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(200);
  }
}

/** The `name=value` parts of a response's Set-Cookie headers. */
const cookiesOf = (headers: Record<string, unknown>): string =>
  ([headers['set-cookie']].flat().filter(Boolean) as string[])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('two API replicas on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ MAIL_RETRY_DELAY_SECONDS: '1' });
    b = await createTestApp({ MAIL_RETRY_DELAY_SECONDS: '1' }, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('accepts a login made on replica A on replica B, and a logout on B ends it on A', async () => {
    const ip = '198.51.100.201';
    const csrf = await request(a.app.getHttpServer())
      .get('/api/v1/csrf')
      .set('X-Forwarded-For', ip)
      .expect(200);
    const login = await request(a.app.getHttpServer())
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookiesOf(csrf.headers))
      .set('X-CSRF-Token', (csrf.body as { token: string }).token)
      .send(TEST_ROOT);
    expect(login.status).toBe(200);
    const cookie = cookiesOf(login.headers);
    expect(cookie).not.toBe('');

    const onB = await request(b.app.getHttpServer())
      .get('/api/v1/auth/me')
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie);
    expect(onB.status).toBe(200);
    expect(onB.body as { username: string; role: string }).toMatchObject({
      username: TEST_ROOT.email,
      role: 'root',
    });

    // The CSRF token belongs to the session, not the replica: B's token works for B's logout.
    const tokenOnB = await request(b.app.getHttpServer())
      .get('/api/v1/csrf')
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie)
      .expect(200);
    await request(b.app.getHttpServer())
      .post('/api/v1/auth/logout')
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', (tokenOnB.body as { token: string }).token)
      .expect(204);
    const onA = await request(a.app.getHttpServer())
      .get('/api/v1/auth/me')
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie);
    expect(onA.status).toBe(401);
  });

  it('sends a mail queued by replica A exactly once while both replicas run mail workers', async () => {
    const sent = () =>
      [...a.mail.messages, ...b.mail.messages].filter((m) => m.to === 'once@example.de');
    for (let i = 0; i < 3; i += 1) {
      await a.app.get(MailService).send({
        template: 'password-reset',
        to: 'once@example.de',
        lang: 'de',
        data: { firstName: `Anna ${i}`, link: 'http://localhost/x#token=abc', validMinutes: 60 },
      });
    }
    await waitFor(() => sent().length >= 3, 20_000);
    // Both workers poll every second: give a second delivery every chance to happen.
    await sleep(3000);
    const mails = sent();
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.text.match(/Anna \d/)?.[0])).size).toBe(3);
    const { rows } = await a.db.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'mail' AND data ->> 'to' = 'once@example.de'`,
    );
    expect(rows.map((row) => row.state)).toEqual(['completed', 'completed', 'completed']);
  });

  it('runs each periodic task once per period for the cluster, whichever replica takes it', async () => {
    const runs = { sweep: [] as number[], release: [] as number[] };
    for (const replica of [a, b]) {
      const sweeper = replica.app.get(MediaSweeper);
      const sweep = sweeper.sweep.bind(sweeper);
      jest.spyOn(sweeper, 'sweep').mockImplementation(async () => {
        runs.sweep.push(Date.now());
        return sweep();
      });
      const holds = replica.app.get(HoldReleaseService);
      const release = holds.release.bind(holds);
      jest.spyOn(holds, 'release').mockImplementation(async () => {
        runs.release.push(Date.now());
        return release();
      });
    }
    const started = new Date();
    // The hourly sweep made due every minute, as an operator changing the stored schedule would.
    await a.db.query(`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = $1`, [
      SWEEP_QUEUE,
    ]);
    // pg-boss checks the schedules every 30 s: both tasks are due within about a minute.
    await waitFor(() => runs.sweep.length >= 1 && runs.release.length >= 1, 90_000);
    // Both replicas poll every 2 s: a second run of the same slot would show up by now.
    await sleep(6000);

    for (const [queue, times] of [
      [SWEEP_QUEUE, runs.sweep],
      [HOLD_RELEASE_QUEUE, runs.release],
    ] as const) {
      // Every run was one job of the schedule …
      const { rows } = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = $1 AND state = 'completed' AND completed_on >= $2`,
        [queue, started],
      );
      expect(rows[0]!.n).toBe(times.length);
      // … and runs of one slot would be seconds apart (one per replica); slots are a minute
      // apart and pg-boss runs a slot within its first ~40 s, so runs of two slots are not.
      const sorted = [...times].sort((x, y) => x - y);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(15_000);
      }
    }
  }, 120_000);

  it('keeps every periodic task as a stored schedule; the cleanups delete only what expired', async () => {
    const { rows } = await a.db.query<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        ABANDONED_ORDERS_QUEUE,
        HOLD_RELEASE_QUEUE,
        RATE_LIMITS_CLEANUP_QUEUE,
        SESSIONS_CLEANUP_QUEUE,
      ]),
    );

    const hourAndMore = 61 * 60 * 1000;
    await a.db.query(
      `INSERT INTO session (sid, sess, expire) VALUES
         ('expired-sid', '{}', now() - interval '1 minute'), ('live-sid', '{}', now() + interval '1 hour')`,
    );
    await a.db.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES ('old-key', 1, $1), ('new-key', 1, $2)`,
      [Date.now() - hourAndMore, Date.now() + 60_000],
    );
    // What the schedules do at their slots: one job each, taken by either replica.
    await b.app.get(JobRunner).send(SESSIONS_CLEANUP_QUEUE, {});
    await b.app.get(JobRunner).send(RATE_LIMITS_CLEANUP_QUEUE, {});
    const left = async () =>
      (
        await a.db.query<{ id: string }>(
          `SELECT sid AS id FROM session WHERE sid IN ('expired-sid', 'live-sid')
           UNION ALL SELECT key FROM rate_limits WHERE key IN ('old-key', 'new-key')`,
        )
      ).rows
        .map((row) => row.id)
        .sort();
    await waitFor(async () => (await left()).length === 2, 20_000);
    expect(await left()).toEqual(['live-sid', 'new-key']);
  }, 60_000);
});
