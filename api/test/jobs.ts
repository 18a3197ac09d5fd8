import type { TestApp } from './test-app';
import { waitUntil } from './wait-until';

export interface JobRow {
  /** pg-boss's state: created, retry, active, completed, cancelled or failed. */
  state: string;
}

export interface MailJobRow extends JobRow {
  to: string;
  template: string;
}

/** States a worker leaves a job in for good. */
const SETTLED = new Set(['completed', 'cancelled', 'failed']);

/** Whether no job of `jobs` is waiting or running any more (none at all: true). */
export function allSettled(jobs: JobRow[]): boolean {
  return jobs.every((job) => SETTLED.has(job.state));
}

/**
 * The mail jobs queued so far (for `to`, if given), sent or not: the mail queue is a table, so
 * what was queued — and what was not — is seen without waiting for the worker.
 */
export async function mailJobs(t: TestApp, to?: string): Promise<MailJobRow[]> {
  const { rows } = await t.db.query<MailJobRow>(
    `SELECT data->>'to' AS "to", data->>'template' AS template, state::text AS state
       FROM pgboss.job
      WHERE name = 'mail' AND ($1::text IS NULL OR data->>'to' = $1)
      ORDER BY created_on, id`,
    [to ?? null],
  );
  return rows;
}

/**
 * The mail jobs for `to` once the worker has settled every one of them. A completed job's mail
 * has been accepted by the capture before the job completed, so from then on `t.mail` holds
 * every mail that went out to `to`: "nothing more was sent" is checked on that, not after a
 * pause.
 */
export function settledMailJobs(t: TestApp, to: string): Promise<MailJobRow[]> {
  return waitUntil(async () => {
    const jobs = await mailJobs(t, to);
    return allSettled(jobs) && jobs;
  }, `the mail jobs for ${to} to be settled`);
}

/**
 * Makes the jobs of `queue` that wait out a retry backoff due now: a test sees a job retried
 * without sitting out the backoff (which pg-boss keeps), at the worker's next poll.
 */
export async function retryNow(t: TestApp, queue: string): Promise<void> {
  await t.db.query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`,
    [queue],
  );
}
