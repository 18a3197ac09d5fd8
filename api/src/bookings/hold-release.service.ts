import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { StaysService } from './stays.service';

const RELEASE_INTERVAL_MS = 60_000;

/**
 * Every minute, cancels stays whose PayPal payment did not arrive in time, so their period is
 * free again. Several replicas may run it at once: the release skips rows another one holds.
 */
@Injectable()
export class HoldReleaseService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HoldReleaseService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly stays: StaysService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.releaseSafely(), RELEASE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One round; a database outage is logged and the next round tries again. */
  async releaseSafely(): Promise<number> {
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
