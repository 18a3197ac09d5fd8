import { createHash } from 'node:crypto';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** The table the migration 1765756800000-RateLimits creates (rate-limiter-flexible's layout). */
export const RATE_LIMITS_TABLE = 'rate_limits';
/** The scheduled job that deletes expired counters, once for the cluster. */
export const RATE_LIMITS_CLEANUP_QUEUE = 'rate-limits-cleanup';

/**
 * A limiter counting in the shared table, with the same limit in this process's memory as its
 * insurance for database outages (see PostgresThrottlerStorage for why).
 */
export function sharedLimiter(
  pool: Pool,
  options: { keyPrefix: string; points: number; duration: number; blockDuration?: number },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMITS_TABLE,
    // The migration owns the table: no DDL at run time, no race between starting replicas.
    tableCreated: true,
    // Expired rows are deleted by one scheduled job for the cluster (deleteExpired), not by a
    // timer in every replica.
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** What @nestjs/throttler's guard reads from a storage (its `ThrottlerStorageRecord`). */
interface ThrottlerRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

const EXPIRED_MARGIN_MS = 60 * 60 * 1000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * @nestjs/throttler's storage kept in PostgreSQL through rate-limiter-flexible, so that every API
 * replica counts against the same budget: one atomic upsert (`INSERT ... ON CONFLICT DO UPDATE`)
 * per request, no read-modify-write.
 *
 * The library limits fixed windows that open at a key's first hit (not the in-memory sliding
 * window): at most `limit` hits per window, then the key is blocked for `blockDuration` (the guard
 * passes the window length unless a route sets one), so the answers are the same 429 with a
 * Retry-After of the seconds left.
 *
 * During a database outage each limiter falls back to its insurance limiter, the same limits
 * counted in this process's memory: requests still get their normal answer (a route that needs the
 * database then answers 503 by itself), a client cannot use the outage to guess passwords without
 * limit, and the process never crashes on a limiter error. Failing open would lift every limit
 * whenever the database hiccups; answering 503 from the limiter would turn a short blip of the
 * limits table into an outage of routes (cached public reads) that work without it.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  /** One limiter per (limit, window, block) combination; all share the one table. */
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly pool: Pool) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    const limiter = this.limiter(ttl, limit, blockDuration);
    try {
      const res = await limiter.consume(storageKey(key, throttlerName));
      return {
        totalHits: res.consumedPoints,
        timeToExpire: seconds(res.msBeforeNext),
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    } catch (rejection) {
      // Anything else cannot come from the memory insurance; let the error filter answer it.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return {
        totalHits: rejection.consumedPoints,
        timeToExpire: seconds(rejection.msBeforeNext),
        isBlocked: true,
        timeToBlockExpire: seconds(rejection.msBeforeNext),
      };
    }
  }

  /**
   * Deletes rows whose window ended more than an hour ago (the library's own margin); answers how
   * many went.
   */
  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.pool.query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire < $1`, [
      now - EXPIRED_MARGIN_MS,
    ]);
    return result.rowCount ?? 0;
  }

  private limiter(ttl: number, limit: number, blockDuration: number): RateLimiterPostgres {
    const id = `${limit}/${ttl}/${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = sharedLimiter(this.pool, {
        points: limit,
        duration: ttl / 1000,
        blockDuration: blockDuration / 1000,
        // Keys of different limits must not share a row: the prefix is part of the stored key.
        keyPrefix: `t${id}`,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

/**
 * The stored key: a SHA-256 of the guard's key (route, throttler and client address), so rows
 * have a bounded length (the column is varchar(255)) and the table holds no client addresses.
 */
function storageKey(key: string, throttlerName: string): string {
  return createHash('sha256').update(`${throttlerName}\n${key}`).digest('base64url');
}
