import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { ResolvedConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionHost } from '../database/transaction-host';

/** SQLSTATEs of a transaction PostgreSQL aborted for another's sake: done again, it goes through. */
const CONFLICT_SQLSTATES = new Set(['40P01', '40001']);
const CONFLICT_ATTEMPTS = 5;

/**
 * Runs a queue or schedule definition again when PostgreSQL aborted it in a deadlock: replicas
 * starting together create the same queues (a new queue attaches a partition to pg-boss's job
 * table while the other replica's workers already poll it), and the loser of such a deadlock must
 * not fail its start.
 */
export async function retriedOnConflict(define: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await define();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (
        attempt >= CONFLICT_ATTEMPTS ||
        typeof code !== 'string' ||
        !CONFLICT_SQLSTATES.has(code)
      ) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** A queue's behaviour: retries, backoff and how long one run may take. */
export type QueueSettings = Omit<PgBoss.Queue, 'name'>;

export interface WorkSettings {
  /**
   * How many jobs of the queue this replica runs at once (default 1): one slow job — a webhook
   * receiver that takes its full timeout — then holds up only itself.
   */
  concurrency?: number;
}

export interface SendSettings {
  /** Not before this time. */
  startAfter?: Date;
  /**
   * Queue at once, outside the surrounding transaction: the job exists even if that transaction
   * rolls back. Otherwise the job joins it and exists only if it commits.
   */
  detached?: boolean;
}

/**
 * The one pg-boss instance of this process: every background job and periodic task of the API
 * runs through it. pg-boss coordinates through PostgreSQL, so with several replicas a queued job
 * is handed to exactly one worker, and a schedule's slot is stamped once in the database and run
 * by one replica — never a timer per process, and a replica that is down skips nothing.
 *
 * pg-boss starts with the first use (a module's bootstrap defining its queue), and stops before
 * the application's pools close, letting running jobs finish for a bounded time.
 */
@Injectable()
export class JobRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private started: Promise<PgBoss> | undefined;
  /** JOB_POLL_INTERVAL_MS in the seconds pg-boss takes. */
  private readonly pollingIntervalSeconds: number;
  /** This replica's pg-boss workers of each queue, to wake when it queues a job there. */
  private readonly workers = new Map<string, string[]>();

  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    private readonly transactions: TransactionHost,
  ) {
    this.pollingIntervalSeconds = config.jobs.pollIntervalMs / 1000;
    // pg-boss hands its options to pg's Pool, which also takes the connect timeout.
    const options = {
      connectionString: config.databaseUrl,
      max: 3,
      connectionTimeoutMillis: config.database.connectTimeoutMs,
    };
    this.boss = new PgBoss(options as PgBoss.ConstructorOptions);
    // Without a listener a lost connection would be an unhandled 'error' event: a crash.
    this.boss.on('error', (error) => this.logger.warn({ err: error }, 'job queue error'));
  }

  /**
   * Creates (or updates) a queue and works it on this replica, one job per call of `handle`,
   * asking for work every JOB_POLL_INTERVAL_MS. Each of the `concurrency` workers fetches and
   * settles its own job (pg-boss 10's way to run jobs side by side), so a job's failure and retry
   * never touch another's.
   */
  async work<Data extends object>(
    queue: string,
    settings: QueueSettings,
    handle: (job: PgBoss.Job<Data>) => Promise<void>,
    { concurrency = 1 }: WorkSettings = {},
  ): Promise<void> {
    await this.define(queue, settings, handle, concurrency, this.pollingIntervalSeconds);
  }

  /**
   * Runs `task` once per slot of `cron` (UTC) for the whole cluster. A failed run is not retried:
   * the next slot simply runs again; slots never overlap.
   */
  async every(
    queue: string,
    cron: string,
    task: () => Promise<void>,
    { expireInSeconds }: { expireInSeconds: number },
  ): Promise<void> {
    // A slot is a minute at the finest: asking half as often as the queues is soon enough.
    await this.define(
      queue,
      { policy: 'singleton', retryLimit: 0, expireInSeconds },
      task,
      1,
      this.pollingIntervalSeconds * 2,
    );
    const boss = await this.ready();
    await retriedOnConflict(() => boss.schedule(queue, cron));
  }

  /**
   * Queues a job inside the surrounding transaction (if any, and unless `detached`). This
   * replica's workers of the queue are woken once the job can be seen — at once, or after the
   * commit — instead of at their next poll; other replicas find it by polling.
   */
  async send(
    queue: string,
    data: object,
    { startAfter, detached = false }: SendSettings = {},
  ): Promise<void> {
    const boss = await this.ready();
    const runner = detached ? undefined : this.transactions.manager.queryRunner;
    const db: PgBoss.Db | undefined = runner?.isTransactionActive
      ? {
          executeSql: async (text: string, values: unknown[]) => ({
            rows: (await runner.query(text, values, true)).records as unknown[],
          }),
        }
      : undefined;
    await boss.send(queue, data, { ...(db ? { db } : {}), ...(startAfter ? { startAfter } : {}) });
    // A job for later is found by polling when its time comes.
    if (startAfter && startAfter.getTime() > Date.now()) return;
    const wake = async () => {
      for (const id of this.workers.get(queue) ?? []) boss.notifyWorker(id);
    };
    // A rolled-back transaction drops the wake-up with the job.
    if (db) await this.transactions.afterCommit(wake);
    else await wake();
  }

  /** Stops working `queue` on this replica (others keep working it). */
  async stopWorking(queue: string): Promise<void> {
    this.workers.delete(queue);
    await (await this.ready()).offWork(queue);
  }

  /**
   * Before the pools close: no new jobs are taken, running ones get a few seconds to finish (an
   * unfinished one expires and another replica retries it).
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    await this.started.then(
      (boss) => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
      () => undefined,
    );
  }

  /** Creates the queue and starts this replica's workers of it, remembering them for `send`. */
  private async define<Data extends object>(
    queue: string,
    settings: QueueSettings,
    handle: (job: PgBoss.Job<Data>) => Promise<void>,
    concurrency: number,
    pollingIntervalSeconds: number,
  ): Promise<void> {
    const boss = await this.ready();
    await retriedOnConflict(async () => {
      await boss.createQueue(queue, { name: queue, ...settings });
      await boss.updateQueue(queue, { name: queue, ...settings });
    });
    const ids = this.workers.get(queue) ?? [];
    this.workers.set(queue, ids);
    for (let worker = 0; worker < concurrency; worker += 1) {
      ids.push(
        await boss.work<Data>(queue, { pollingIntervalSeconds, batchSize: 1 }, ([job]) =>
          handle(job!),
        ),
      );
    }
  }

  private ready(): Promise<PgBoss> {
    this.started ??= this.boss.start().catch((error: unknown) => {
      // A failed start (database down at boot) may be retried by the next caller.
      this.started = undefined;
      throw error;
    });
    return this.started;
  }
}
