import { createHash } from 'node:crypto';
import { rateLimitedProblem } from '../problem/problem';
import type { WindowCounter, WindowCounterOptions } from './window-counter';

/** How many login attempts a window allows: per account for unknown clients, per known device. */
export interface LoginThrottleLimits {
  /** Attempts per account from clients without a valid device cookie. */
  perAccount: number;
  /** Attempts per device cookie: a device the account logged in from before has its own budget. */
  perDevice: number;
  windowMs: number;
}

/** One attempt, counted before the password is checked. */
export interface LoginAttempt {
  /** The password was right: the budget this attempt drew from starts afresh. */
  succeeded(): void;
  /** The check never ran (e.g. the database was down): the attempt was no guess, uncount it. */
  release(): void;
}

/**
 * Makes the counter of one budget. In the app one in PostgreSQL shared by all replicas
 * (LoginThrottles), in unit tests one in memory.
 */
export type LoginLimiterFactory = (options: WindowCounterOptions) => WindowCounter;

/**
 * Per-account login throttling with OWASP's device cookies ("Slow Down Online Guessing Attacks
 * with Device Cookies"): clients without a valid device cookie share one budget per account, so
 * guessing a password is slow; a device the account logged in from before brings a device cookie
 * and draws on a budget of its own, so strangers who use up the account's budget cannot lock its
 * owner out. Every attempt is counted before the (deliberately slow) password hash runs: counting
 * after it let 20 concurrent guesses all pass a limit of 5. The count is one atomic increment in
 * the limiter's store, so concurrent attempts on several replicas cannot all pass the check.
 *
 * A window opens at a budget's first attempt and lasts `windowMs` (as rate-limiter-flexible's
 * fixed windows); Retry-After is the time left of it. Time is the app's Clock.
 */
export class LoginThrottle {
  private readonly accounts: WindowCounter;
  private readonly devices: WindowCounter;

  constructor(name: string, limits: LoginThrottleLimits, counter: LoginLimiterFactory) {
    const { windowMs } = limits;
    this.accounts = counter({ keyPrefix: `${name}-account`, points: limits.perAccount, windowMs });
    this.devices = counter({ keyPrefix: `${name}-device`, points: limits.perDevice, windowMs });
  }

  /**
   * Counts an attempt on `account`, from a known device when `device` is the id of a valid device
   * cookie for this account. Throws 429 RATE_LIMITED (with Retry-After) when the budget is used up.
   */
  async begin(account: string, device: string | undefined, now: number): Promise<LoginAttempt> {
    const [counter, key] =
      device === undefined
        ? [this.accounts, hashed(account)]
        : [this.devices, hashed(`${account}\n${device}`)];
    const counted = await counter.consume(key, now);
    if (!counted.allowed) throw rateLimitedProblem(counted.msBeforeNext / 1000);
    // Best effort: a lost reset or uncount only leaves the budget smaller until the window ends.
    return {
      succeeded: () => void counter.delete(key).catch(() => undefined),
      release: () => void counter.reward(key, now).catch(() => undefined),
    };
  }
}

/** Stored keys are hashes: e-mail addresses and member names are personal data. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
