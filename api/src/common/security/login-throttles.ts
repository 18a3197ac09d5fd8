import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { LoginThrottle } from './login-throttle';
import type { LoginThrottleLimits } from './login-throttle';
import { PostgresWindowCounter } from './window-counter';

export const RATE_LIMITS_POOL = Symbol('RATE_LIMITS_POOL');

/** Makes login throttles whose counters all replicas share (table rate_limits). */
@Injectable()
export class LoginThrottles {
  constructor(@Inject(RATE_LIMITS_POOL) private readonly pool: Pool) {}

  /** `name` keeps the budgets of different logins (staff, gallery members) apart. */
  create(name: string, limits: LoginThrottleLimits): LoginThrottle {
    return new LoginThrottle(
      name,
      limits,
      (options) => new PostgresWindowCounter(this.pool, options),
    );
  }
}
