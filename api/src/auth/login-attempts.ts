/**
 * Failed logins per account in a sliding window, checked before any password hashing (hashing is
 * deliberately slow, so unthrottled attempts would be a denial-of-service lever). Kept in memory:
 * one API process serves the product.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until another attempt is allowed, or 0. */
  retryAfterSeconds(account: string, now: number): number {
    const recent = this.recent(account, now);
    if (recent.length < this.limit) return 0;
    return Math.ceil((recent[0]! + this.windowMs - now) / 1000);
  }

  recordFailure(account: string, now: number): void {
    this.failures.set(account, [...this.recent(account, now), now]);
  }

  reset(account: string): void {
    this.failures.delete(account);
  }

  private recent(account: string, now: number): number[] {
    const kept = (this.failures.get(account) ?? []).filter((at) => at > now - this.windowMs);
    if (kept.length === 0) this.failures.delete(account);
    return kept;
  }
}
