import type { Pool } from 'pg';
import { RATE_LIMITS_TABLE } from './postgres-throttler-storage';

/** A budget of `points` attempts per window; a window opens at a key's first attempt. */
export interface WindowCounterOptions {
  keyPrefix: string;
  points: number;
  windowMs: number;
}

/** Whether an attempt fitted the budget, and how long until the key's window ends. */
export interface CountResult {
  allowed: boolean;
  msBeforeNext: number;
}

/**
 * Attempts per key in fixed windows, counted at a time the caller gives (the app's Clock), which
 * rate-limiter-flexible cannot take: it reads Date.now() itself.
 */
export interface WindowCounter {
  /** Counts one attempt and answers whether it fitted the budget, in one atomic step. */
  consume(key: string, now: number): Promise<CountResult>;
  /** Uncounts one attempt (it was no guess). */
  reward(key: string, now: number): Promise<void>;
  /** Starts the key's budget afresh. */
  delete(key: string): Promise<void>;
}

/** Below this many keys stale ones are left to expire lazily. */
const SWEEP_AT_LEAST = 1000;

/** In this process's memory: unit tests, and the insurance while the database is away. */
export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, { points: number; expire: number }>();
  private sweepAt = SWEEP_AT_LEAST;

  constructor(private readonly options: WindowCounterOptions) {}

  consume(key: string, now: number): Promise<CountResult> {
    this.sweepIfLarge(now);
    let window = this.windows.get(key);
    if (!window || window.expire <= now) {
      window = { points: 0, expire: now + this.options.windowMs };
      this.windows.set(key, window);
    }
    window.points += 1;
    return Promise.resolve({
      allowed: window.points <= this.options.points,
      msBeforeNext: window.expire - now,
    });
  }

  reward(key: string, now: number): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.expire > now && window.points > 0) window.points -= 1;
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  get size(): number {
    return this.windows.size;
  }

  /** Guessing many names must not grow memory without end: forget keys whose window passed. */
  private sweepIfLarge(now: number): void {
    if (this.windows.size < this.sweepAt) return;
    for (const [key, { expire }] of this.windows) if (expire <= now) this.windows.delete(key);
    this.sweepAt = Math.max(SWEEP_AT_LEAST, this.windows.size * 2);
  }
}

/**
 * In the shared table `rate_limits` (rate-limiter-flexible's layout, whose sweep also removes
 * these rows once expired): one conditional upsert per attempt, so attempts on several replicas
 * are counted atomically. While the database is away the insurance counts in memory: a login
 * still gets a clear answer (the password check then answers 503 itself) and guessing stays
 * limited per replica.
 */
export class PostgresWindowCounter implements WindowCounter {
  constructor(
    private readonly pool: Pool,
    private readonly options: WindowCounterOptions,
    private readonly insurance: WindowCounter = new MemoryWindowCounter(options),
  ) {}

  async consume(key: string, now: number): Promise<CountResult> {
    try {
      const { rows } = await this.pool.query<{ points: number; expire: string }>(
        `INSERT INTO "${RATE_LIMITS_TABLE}" (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN "${RATE_LIMITS_TABLE}".expire <= $2::bigint THEN 1
                         ELSE "${RATE_LIMITS_TABLE}".points + 1 END,
           expire = CASE WHEN "${RATE_LIMITS_TABLE}".expire <= $2::bigint THEN $2::bigint + $3::bigint
                         ELSE "${RATE_LIMITS_TABLE}".expire END
         RETURNING points, expire`,
        [this.key(key), now, this.options.windowMs],
      );
      const row = rows[0]!;
      return { allowed: row.points <= this.options.points, msBeforeNext: Number(row.expire) - now };
    } catch {
      return this.insurance.consume(key, now);
    }
  }

  async reward(key: string, now: number): Promise<void> {
    try {
      await this.pool.query(
        `UPDATE "${RATE_LIMITS_TABLE}" SET points = points - 1
         WHERE key = $1 AND points > 0 AND expire > $2::bigint`,
        [this.key(key), now],
      );
    } catch {
      await this.insurance.reward(key, now);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.pool.query(`DELETE FROM "${RATE_LIMITS_TABLE}" WHERE key = $1`, [this.key(key)]);
    } catch {
      await this.insurance.delete(key);
    }
  }

  private key(key: string): string {
    return `${this.options.keyPrefix}:${key}`;
  }
}
