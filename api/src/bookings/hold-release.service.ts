import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { JobRunner } from '../common/jobs/job-runner';
import { StaysService } from './stays.service';

export const HOLD_RELEASE_QUEUE = 'stay-hold-release';
/** Every minute (pg-boss's finest schedule): a hold outlives its deadline by at most that. */
const HOLD_RELEASE_CRON = '* * * * *';

/**
 * Cancels stays whose PayPal payment did not arrive in time, so their period is free again. A
 * schedule of the job runner: once a minute for the whole cluster, whichever replica is up. Should
 * two rounds ever overlap, the release skips rows another one holds.
 */
@Injectable()
export class HoldReleaseService implements OnApplicationBootstrap {
  private readonly logger = new Logger(HoldReleaseService.name);

  constructor(
    private readonly stays: StaysService,
    private readonly jobs: JobRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(
      HOLD_RELEASE_QUEUE,
      HOLD_RELEASE_CRON,
      async () => {
        await this.release();
      },
      {
        expireInSeconds: 5 * 60,
      },
    );
  }

  /** One round; a database outage is logged and the next round tries again. */
  async release(): Promise<number> {
    try {
      const released = await this.stays.releaseExpiredHolds();
      if (released > 0) this.logger.log({ released }, 'released expired payment holds');
      return released;
    } catch (error) {
      this.logger.warn({ err: error }, 'releasing payment holds failed');
      return 0;
    }
  }
}
