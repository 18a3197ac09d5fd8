import { rateLimitedProblem } from '../problem/problem';

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

/** Below this many tracked keys stale ones are left to expire lazily. */
const SWEEP_AT_LEAST = 1000;

/**
 * Attempt times per key in a sliding window. `reserve` checks and counts in one synchronous step,
 * so concurrent requests cannot all pass the check before any of them is counted.
 */
class SlidingWindow {
  private readonly attempts = new Map<string, number[]>();
  private sweepAt = SWEEP_AT_LEAST;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt at `now`, or answers the seconds to wait when the window is full. */
  reserve(key: string, now: number): { waitSeconds: number } | undefined {
    this.sweepIfLarge(now);
    const recent = this.recent(key, now);
    if (recent.length >= this.limit) {
      return { waitSeconds: Math.ceil((recent[0]! + this.windowMs - now) / 1000) };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return undefined;
  }

  release(key: string, at: number): void {
    const times = this.attempts.get(key);
    const index = times?.indexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
    if (times?.length === 0) this.attempts.delete(key);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  get size(): number {
    return this.attempts.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  /** Guessing many names must not grow memory without end: forget keys whose window passed. */
  private sweepIfLarge(now: number): void {
    if (this.attempts.size < this.sweepAt) return;
    for (const [key, times] of this.attempts) {
      if (!times.some((at) => at > now - this.windowMs)) this.attempts.delete(key);
    }
    this.sweepAt = Math.max(SWEEP_AT_LEAST, this.attempts.size * 2);
  }
}

/**
 * Per-account login throttling with OWASP's device cookies ("Slow Down Online Guessing Attacks
 * with Device Cookies"): clients without a valid device cookie share one budget per account, so
 * guessing a password is slow; a device the account logged in from before brings a device cookie
 * and draws on a budget of its own, so strangers who use up the account's budget cannot lock its
 * owner out. Every attempt is counted before the (deliberately slow) password hash runs: counting
 * after it let 20 concurrent guesses all pass a limit of 5.
 *
 * The counters live in this process's memory: one API process serves the product today; a later
 * issue moves rate limits to PostgreSQL so that replicas share them.
 */
export class LoginThrottle {
  private readonly accounts: SlidingWindow;
  private readonly devices: SlidingWindow;

  constructor(limits: LoginThrottleLimits) {
    this.accounts = new SlidingWindow(limits.perAccount, limits.windowMs);
    this.devices = new SlidingWindow(limits.perDevice, limits.windowMs);
  }

  /**
   * Counts an attempt on `account`, from a known device when `device` is the id of a valid device
   * cookie for this account. Throws 429 RATE_LIMITED (with Retry-After) when the budget is used up.
   */
  begin(account: string, device: string | undefined, now: number): LoginAttempt {
    const [window, key] =
      device === undefined ? [this.accounts, account] : [this.devices, `${account}\n${device}`];
    const full = window.reserve(key, now);
    if (full) throw rateLimitedProblem(full.waitSeconds);
    return {
      succeeded: () => window.reset(key),
      release: () => window.release(key, now),
    };
  }

  /** How many accounts and devices are tracked (for tests of the memory bound). */
  get trackedKeys(): number {
    return this.accounts.size + this.devices.size;
  }
}
