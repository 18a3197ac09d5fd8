import { ProblemException } from '../problem/problem';
import { LoginThrottle } from './login-throttle';
import type { LoginLimiterFactory } from './login-throttle';
import { MemoryWindowCounter } from './window-counter';

const MINUTE = 60_000;

/** The app counts in PostgreSQL (PostgresWindowCounter); the rules are the same in memory. */
const inMemory: LoginLimiterFactory = (options) => new MemoryWindowCounter(options);

/** The status and Retry-After a `begin` threw, or 'allowed'. */
async function outcome(
  run: () => Promise<unknown>,
): Promise<'allowed' | { status: number; retryAfter: string }> {
  try {
    await run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof ProblemException)) throw error;
    return { status: error.problem.status, retryAfter: error.headers['Retry-After']! };
  }
}

describe('LoginThrottle', () => {
  const limits = { perAccount: 3, perDevice: 2, windowMs: 15 * MINUTE };
  const throttle = () => new LoginThrottle('test', limits, inMemory);

  it('counts each attempt when it begins, so the limit holds before any result is known', async () => {
    const login = throttle();
    // Three attempts in flight, none finished: the fourth is refused at once.
    const started = await Promise.all(
      [1, 2, 3].map(() => outcome(() => login.begin('a', undefined, 0))),
    );
    expect(started).toEqual(['allowed', 'allowed', 'allowed']);
    expect(await outcome(() => login.begin('a', undefined, 0))).toEqual({
      status: 429,
      retryAfter: String(15 * 60),
    });
    expect(await outcome(() => login.begin('b', undefined, 0))).toBe('allowed');
  });

  it('allows again when the window of the first attempt has passed, with a shrinking Retry-After', async () => {
    const login = throttle();
    await login.begin('a', undefined, 0);
    await login.begin('a', undefined, 1 * MINUTE);
    await login.begin('a', undefined, 2 * MINUTE);
    expect(await outcome(() => login.begin('a', undefined, 5 * MINUTE))).toEqual({
      status: 429,
      retryAfter: String(10 * 60),
    });
    expect(await outcome(() => login.begin('a', undefined, 15 * MINUTE + 1))).toBe('allowed');
  });

  it('starts the budget afresh after a success, and uncounts a released attempt', async () => {
    const login = throttle();
    await login.begin('a', undefined, 0);
    await login.begin('a', undefined, 0);
    (await login.begin('a', undefined, 0)).succeeded();
    for (let i = 0; i < 2; i += 1) await login.begin('a', undefined, 1);
    (await login.begin('a', undefined, 1)).release();
    expect(await outcome(() => login.begin('a', undefined, 1))).toBe('allowed');
    expect(await outcome(() => login.begin('a', undefined, 1))).not.toBe('allowed');
  });

  it('gives a known device its own budget, untouched by the account lockout', async () => {
    const login = throttle();
    for (let i = 0; i < 3; i += 1) await login.begin('root', undefined, 0);
    expect(await outcome(() => login.begin('root', undefined, 0))).not.toBe('allowed');
    expect(await outcome(() => login.begin('root', 'laptop', 0))).toBe('allowed');
    // Wrong passwords from the device count towards the device's own limit …
    expect(await outcome(() => login.begin('root', 'laptop', 0))).toBe('allowed');
    expect(await outcome(() => login.begin('root', 'laptop', 0))).toEqual({
      status: 429,
      retryAfter: String(15 * 60),
    });
    // … which is its own: another device of the account, and the same device id for another
    // account, are not affected.
    expect(await outcome(() => login.begin('root', 'phone', 0))).toBe('allowed');
    expect(await outcome(() => login.begin('eva', 'laptop', 0))).toBe('allowed');
  });

  it('a success on a device does not give strangers a fresh account budget', async () => {
    const login = throttle();
    for (let i = 0; i < 3; i += 1) await login.begin('root', undefined, 0);
    (await login.begin('root', 'laptop', 0)).succeeded();
    expect(await outcome(() => login.begin('root', undefined, 0))).not.toBe('allowed');
  });

  it('gives each budget of each named throttle its own key prefix in the shared store', () => {
    const prefixes: string[] = [];
    const recording: LoginLimiterFactory = (options) => {
      prefixes.push(options.keyPrefix);
      return inMemory(options);
    };
    new LoginThrottle('staff-login', limits, recording);
    new LoginThrottle('member-login', limits, recording);
    expect(new Set(prefixes).size).toBe(4);
  });
});

describe('MemoryWindowCounter (the insurance during a database outage)', () => {
  it('forgets keys whose window has passed once many are tracked', async () => {
    const counter = new MemoryWindowCounter({ keyPrefix: 't', points: 3, windowMs: 15 * MINUTE });
    for (let i = 0; i < 1000; i += 1) await counter.consume(`guess${i}`, 0);
    expect(counter.size).toBe(1000);
    await counter.consume('late', 16 * MINUTE);
    expect(counter.size).toBe(1);
  });
});
