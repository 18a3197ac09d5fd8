import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { TransactionHost } from '../common/database/transaction-host';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailJob, MailTemplateData } from './mail.types';
import { renderTemplate } from './templates/render-template';

const QUEUE = 'mail';

/** With the default 30 s first delay, doubling, twelve retries span more than a day. */
const RETRY_LIMIT = 12;

/**
 * Mail goes through a persistent queue in PostgreSQL (pg-boss): a request never waits on SMTP,
 * and a mail queued inside a transaction exists only if that transaction commits.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly boss: PgBoss;
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly transactions: TransactionHost,
  ) {
    // pg-boss hands its options to pg's Pool, which also takes the connect timeout.
    const options = {
      connectionString: config.databaseUrl,
      max: 2,
      schedule: false,
      connectionTimeoutMillis: config.database.connectTimeoutMs,
    };
    this.boss = new PgBoss(options as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.logger.warn({ err: error }, 'queue error'));
    this.transport = createTransport(config.mail.smtpUrl);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    // Retries with exponential backoff, so an SMTP outage loses nothing.
    const options = {
      name: QUEUE,
      retryLimit: RETRY_LIMIT,
      retryDelay: this.config.mail.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    };
    await this.boss.createQueue(QUEUE, options);
    await this.boss.updateQueue(QUEUE, options);
    // One mail per job run: a failure retries only that mail, never resends others.
    await this.boss.work<MailJob>(QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, ([job]) =>
      this.deliver(job!.data),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
    this.transport.close();
  }

  /** Queues a mail; inside a transaction it is sent only after a commit. */
  async send<Template extends keyof MailTemplateData>(job: MailJob<Template>): Promise<void> {
    const runner = this.transactions.manager.queryRunner;
    const db = runner?.isTransactionActive
      ? {
          executeSql: async (text: string, values: unknown[]) => ({
            rows: (await runner.query(text, values, true)).records as unknown[],
          }),
        }
      : undefined;
    await this.boss.send(QUEUE, job, db ? { db } : {});
  }

  private async deliver(job: MailJob): Promise<void> {
    const mail = renderTemplate(job, this.config.agency.name);
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: job.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    this.logger.log({ template: job.template }, 'mail sent');
  }
}
