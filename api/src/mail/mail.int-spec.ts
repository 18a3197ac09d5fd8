import { TransactionHost } from '../common/database/transaction-host';
import { MailCapture } from '../../test/mail-capture';
import { mailJobs, retryNow } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { MailService } from './mail.service';
import type { BookingMailData } from './mail.types';

const resetMail = (to: string) => ({
  template: 'password-reset' as const,
  to,
  lang: 'de' as const,
  data: { firstName: 'Anna', link: 'http://localhost/x#token=abc', validMinutes: 60 },
});

const codeMail = (to: string) => ({
  template: 'booking-verification-code' as const,
  to,
  lang: 'de' as const,
  data: { name: 'Anna', code: '04817', validMinutes: 15 },
});

const booking: BookingMailData = {
  bookingId: 'b-int-1',
  example: false,
  name: 'Anna Berg',
  email: 'attached@example.de',
  phone: '+49 170 1234567',
  street: 'Seeweg 1',
  supplement: null,
  zipCity: '15526 Bad Saarow',
  vehicleName: 'Motorboat A',
  vehicleType: 'motorboats',
  startsAt: '2026-07-04T08:00:00Z',
  endsAt: '2026-07-04T10:00:00Z',
  timeZone: 'Europe/Berlin',
  hours: 2,
  extras: [],
  basePriceCents: 12000,
  totalCents: 12000,
  vatCents: 1916,
  adults: 2,
  children: 0,
  childAgeFrom: null,
  childAgeTo: null,
  comment: null,
  bookedBy: null,
};

describe('the mail queue', () => {
  let t: TestApp;
  let mail: MailService;
  let transactions: TransactionHost;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_RETRY_DELAY_SECONDS: '1' });
    mail = t.app.get(MailService);
    transactions = t.app.get(TransactionHost);
  });
  afterAll(() => t.close());

  it('sends a queued mail, rendered from its template', async () => {
    await mail.send(resetMail('queued@example.de'));
    const sent = await t.mail.waitFor('queued@example.de');
    expect(sent.subject).toBe('Passwort zurücksetzen');
    expect(sent.from).toContain('Sternsinger Webdesign');
    expect(sent.text).toContain('http://localhost/x#token=abc');
  });

  it('queues nothing when the surrounding transaction rolls back (a simulated write never mails)', async () => {
    await transactions.rolledBack(() => mail.send(resetMail('rolled-back@example.de')));
    await transactions.transaction(() => mail.send(resetMail('committed@example.de')));

    expect(await mailJobs(t, 'rolled-back@example.de')).toEqual([]);
    expect(await mailJobs(t, 'committed@example.de')).toHaveLength(1);
    await t.mail.waitFor('committed@example.de');
  });

  const stateOf = async (to: string) => (await mailJobs(t, to)).map((job) => job.state);

  it('delivers the calendar entry of a booking confirmation as an attachment', async () => {
    await mail.send({
      template: 'booking-confirmation',
      to: 'attached@example.de',
      lang: 'de',
      data: booking,
    });
    const sent = await t.mail.waitFor('attached@example.de');
    expect(sent.subject).toBe('Ihre Buchung bei RentalRevolution');
    expect(sent.attachments).toHaveLength(1);
    const [attachment] = sent.attachments;
    expect(attachment).toMatchObject({
      filename: 'buchung.ics',
      contentType: 'text/calendar',
      method: 'PUBLISH',
    });
    expect(attachment!.content).toContain('UID:b-int-1@rentalrevolution');
    expect(attachment!.content).toContain('DTSTART:20260704T080000Z');
    expect(attachment!.content).toContain('SUMMARY:Motorboot „Motorboat A“ – RentalRevolution');
  });

  it('sends a mail with startAfter not before that time', async () => {
    const later = new Date(Date.now() + 3600_000);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await mail.send(resetMail('tomorrow@example.de'), { startAfter: tomorrow });
    await mail.send(resetMail('later@example.de'), { startAfter: later });
    await mail.send(resetMail('now@example.de'));

    const startAfter = async (to: string) =>
      (
        await t.db.query<{ start_after: Date }>(
          `SELECT start_after FROM pgboss.job WHERE name = 'mail' AND data ->> 'to' = $1`,
          [to],
        )
      ).rows.map((row) => row.start_after.getTime());
    expect(await startAfter('tomorrow@example.de')).toEqual([tomorrow.getTime()]);
    expect(await startAfter('later@example.de')).toEqual([later.getTime()]);
    // The worker has fetched since (it sent the mail queued last): both mails for later wait.
    await t.mail.waitFor('now@example.de');
    expect(await stateOf('later@example.de')).toEqual(['created']);
    expect(t.mail.messages.filter((sent) => sent.to.includes('later@example.de'))).toEqual([]);

    // Its time comes (in the database's clock, which pg-boss goes by): it is sent.
    await t.db.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'mail' AND data ->> 'to' = $1`,
      ['later@example.de'],
    );
    await t.mail.waitFor('later@example.de');
    // The worker has run past it: the mail for tomorrow still waits.
    expect(await stateOf('tomorrow@example.de')).toEqual(['created']);
    expect(t.mail.messages.filter((sent) => sent.to.includes('tomorrow@example.de'))).toEqual([]);
  });

  it('asks the send conditions of a template right before sending, and drops a mail no longer wanted', async () => {
    const asked: string[] = [];
    mail.registerSendCondition('booking-verification-code', async (job) => {
      asked.push(`${job.to} ${job.data.code}`);
      return job.to !== 'unwanted@example.de';
    });
    await mail.send(codeMail('unwanted@example.de'));
    await mail.send(codeMail('wanted@example.de'));

    const sent = await t.mail.waitFor('wanted@example.de');
    expect(sent.subject).toBe('Ihr Bestätigungscode');
    await waitUntil(
      async () => (await stateOf('unwanted@example.de'))[0] === 'completed',
      'the unwanted mail to be dropped',
    );
    expect(t.mail.messages.filter((m) => m.to.includes('unwanted@example.de'))).toEqual([]);
    expect(asked).toEqual(
      expect.arrayContaining(['unwanted@example.de 04817', 'wanted@example.de 04817']),
    );

    // A condition belongs to its template: other mail to the same address is not asked about.
    await mail.send(resetMail('unwanted@example.de'));
    expect((await t.mail.waitFor('unwanted@example.de')).subject).toBe('Passwort zurücksetzen');
    expect(asked).toHaveLength(2);
  });

  it('sends a detached mail although the surrounding transaction rolls back, but not an attached one', async () => {
    await transactions.rolledBack(async () => {
      await mail.send(resetMail('detached@example.de'), { detached: true });
      await mail.send(resetMail('joined@example.de'));
    });

    await t.mail.waitFor('detached@example.de');
    expect(await mailJobs(t, 'joined@example.de')).toEqual([]);
    expect(t.mail.messages.filter((m) => m.to.includes('joined@example.de'))).toEqual([]);
  });

  it('keeps a mail through an SMTP outage and delivers it when the server is back', async () => {
    const port = Number(new URL(t.mail.url).port);
    await t.mail.stop();
    await mail.send(resetMail('patient@example.de'));
    // The first attempt failed: the mail waits for its retry.
    await waitUntil(
      async () => (await stateOf('patient@example.de'))[0] === 'retry',
      'the failed attempt',
    );
    expect(await stateOf('patient@example.de')).toEqual([
      expect.stringMatching(/^(retry|active|created)$/),
    ]);

    const restarted = new MailCapture();
    await restarted.start(port);
    // The server is back: the retry need not sit out its backoff.
    await retryNow(t, 'mail');
    try {
      const delivered = await restarted.waitFor('patient@example.de');
      expect(delivered.subject).toBe('Passwort zurücksetzen');
    } finally {
      await restarted.stop();
      t.mail = restarted;
    }
  });
});

describe('waking this process’s mail worker', () => {
  let t: TestApp;
  let mail: MailService;
  let transactions: TransactionHost;

  // A poll a minute: a mail that arrives within the wait came through the wake-up.
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_INTERVAL_MS: '60000' });
    mail = t.app.get(MailService);
    transactions = t.app.get(TransactionHost);
  });
  afterAll(() => t.close());

  it('sends a mail queued outside a transaction at once', async () => {
    await mail.send(resetMail('at-once@example.de'));
    await t.mail.waitFor('at-once@example.de', 10_000);
  });

  it('sends a mail queued in a transaction once it commits, and a detached one from a rolled-back transaction', async () => {
    await transactions.transaction(() => mail.send(resetMail('after-commit@example.de')));
    await t.mail.waitFor('after-commit@example.de', 10_000);

    await transactions.rolledBack(() =>
      mail.send(resetMail('detached-at-once@example.de'), { detached: true }),
    );
    await t.mail.waitFor('detached-at-once@example.de', 10_000);
  });
});
