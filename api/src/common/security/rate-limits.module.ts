import { Global, Inject, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { createSidePool } from '../database/side-pool';
import { APP_CONFIG } from '../../config/config.module';
import { LoginThrottles, RATE_LIMITS_POOL } from './login-throttles';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

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
export class RateLimitsModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMITS_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
