import { TransactionHost } from '../common/database/transaction-host';
import { MailCapture } from '../../test/mail-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { MailService } from './mail.service';

const resetMail = (to: string) => ({
  template: 'password-reset' as const,
  to,
  lang: 'de' as const,
  data: { firstName: 'Anna', link: 'http://localhost/x#token=abc', validMinutes: 60 },
});

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

  const queued = async (to: string) =>
    (
      await t.db.query(`SELECT state FROM pgboss.job WHERE name = 'mail' AND data ->> 'to' = $1`, [
        to,
      ])
    ).rows;

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

    expect(await queued('rolled-back@example.de')).toEqual([]);
    expect(await queued('committed@example.de')).toHaveLength(1);
    await t.mail.waitFor('committed@example.de');
  });

  it('keeps a mail through an SMTP outage and delivers it when the server is back', async () => {
    const port = Number(new URL(t.mail.url).port);
    await t.mail.stop();
    await mail.send(resetMail('patient@example.de'));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await queued('patient@example.de')).map((row: { state: string }) => row.state)).toEqual(
      [expect.stringMatching(/^(retry|active|created)$/)],
    );

    const restarted = new MailCapture();
    await restarted.start(port);
    try {
      const delivered = await restarted.waitFor('patient@example.de', 20_000);
      expect(delivered.subject).toBe('Passwort zurücksetzen');
    } finally {
      await restarted.stop();
      t.mail = restarted;
    }
  }, 30_000);
});
