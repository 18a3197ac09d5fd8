import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { JobRunner } from '../common/jobs/job-runner';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailJob, MailTemplateData } from './mail.types';
import { renderMailJob } from './templates/render-template';

const QUEUE = 'mail';

/** With the default 30 s first delay, doubling, twelve retries span more than a day. */
const RETRY_LIMIT = 12;

export interface SendOptions {
  /** Not before this time (e.g. a reminder the day before); the job waits in the queue. */
  startAfter?: Date;
  /**
   * Queue the mail at once, outside any surrounding transaction: it is sent even if that
   * transaction rolls back (e.g. the confirmation of a demo booking that is never stored).
   */
  detached?: boolean;
}

/** Asked right before sending: false drops the mail (e.g. the booking was cancelled meanwhile). */
export type SendCondition<Template extends keyof MailTemplateData = keyof MailTemplateData> = (
  job: MailJob<Template>,
) => Promise<boolean>;

/**
 * Mail goes through a persistent queue in PostgreSQL (pg-boss): a request never waits on SMTP,
 * a mail queued inside a transaction exists only if that transaction commits, and with several
 * replicas each mail is sent by exactly one of them.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly conditions = new Map<keyof MailTemplateData, SendCondition[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly jobs: JobRunner,
  ) {
    this.transport = createTransport(config.mail.smtpUrl);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Retries with exponential backoff, so an SMTP outage loses nothing. One mail per job run: a
    // failure retries only that mail, never resends others.
    await this.jobs.work<MailJob>(
      QUEUE,
      {
        retryLimit: RETRY_LIMIT,
        retryDelay: this.config.mail.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      },
      (job) => this.deliver(job),
    );
  }

  /** After the job runner stopped taking mails (before application shutdown). */
  onApplicationShutdown(): void {
    this.transport.close();
  }

  /**
   * Queues a mail; inside a transaction it is sent only after a commit (unless `detached`).
   * With `startAfter` it is sent at that time at the earliest.
   */
  async send<Template extends keyof MailTemplateData>(
    job: MailJob<Template>,
    options: SendOptions = {},
  ): Promise<void> {
    if (options.startAfter && Number.isNaN(options.startAfter.getTime()))
      throw new RangeError(`mail ${job.template}: invalid startAfter`);
    await this.jobs.send(QUEUE, job, options);
  }

  /**
   * Lets another module veto a queued mail of `template` right before it is sent, e.g. a
   * reminder whose booking was cancelled meanwhile. Every condition of the template must answer
   * true; a false one completes the job without sending, a failing one retries it later.
   * Register during module initialisation, before the worker starts.
   */
  registerSendCondition<Template extends keyof MailTemplateData>(
    template: Template,
    stillWanted: SendCondition<Template>,
  ): void {
    const conditions = this.conditions.get(template) ?? [];
    conditions.push(stillWanted as SendCondition);
    this.conditions.set(template, conditions);
  }

  private async deliver({ id, data: job }: PgBoss.Job<MailJob>): Promise<void> {
    // Logs carry the template and the job id only: never addresses, names or codes.
    for (const stillWanted of this.conditions.get(job.template) ?? []) {
      if (!(await stillWanted(job))) {
        this.logger.log({ template: job.template, jobId: id }, 'mail no longer wanted, not sent');
        return;
      }
    }
    const mail = await renderMailJob(job, this.config.agency);
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: job.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments
        ? {
            attachments: mail.attachments.map((attachment) => ({
              ...attachment,
              // nodemailer takes binary content as a Buffer (a plain Uint8Array would be text).
              content:
                typeof attachment.content === 'string'
                  ? attachment.content
                  : Buffer.from(attachment.content),
            })),
          }
        : {}),
    });
    this.logger.log({ template: job.template, jobId: id }, 'mail sent');
  }
}
