import { Global, Inject, Module } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { createSidePool } from '../database/side-pool';
import { JobRunner } from '../jobs/job-runner';
import { APP_CONFIG } from '../../config/config.module';
import { LoginThrottles, RATE_LIMITS_POOL } from './login-throttles';
import { PostgresThrottlerStorage, RATE_LIMITS_CLEANUP_QUEUE } from './postgres-throttler-storage';

/**
 * The rate-limit counters every replica shares, in PostgreSQL. A small pool of its own: a request
 * that waits for a busy application pool must still be counted (and refused) at once, and shutdown
 * closes it before the database goes away. Global: the login throttles of several modules use it.
 */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMITS_POOL,
      inject: [APP_CONFIG],
      useFactory: createSidePool,
    },
    {
      provide: PostgresThrottlerStorage,
      inject: [RATE_LIMITS_POOL],
      useFactory: (pool: Pool) => new PostgresThrottlerStorage(pool),
    },
    LoginThrottles,
  ],
  exports: [PostgresThrottlerStorage, LoginThrottles],
})
export class RateLimitsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(RATE_LIMITS_POOL) private readonly pool: Pool,
    private readonly storage: PostgresThrottlerStorage,
    private readonly jobs: JobRunner,
  ) {}

  /** Expired counters go every 15 minutes, once for the cluster. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(
      RATE_LIMITS_CLEANUP_QUEUE,
      '7,22,37,52 * * * *',
      async () => {
        await this.storage.deleteExpired();
      },
      { expireInSeconds: 5 * 60 },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
