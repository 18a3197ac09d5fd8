import { ProblemException } from '../problem/problem';
import { LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

/** The status and Retry-After a `begin` threw, or 'allowed'. */
function outcome(run: () => unknown): 'allowed' | { status: number; retryAfter: string } {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof ProblemException)) throw error;
    return { status: error.problem.status, retryAfter: error.headers['Retry-After']! };
  }
}

describe('LoginThrottle', () => {
  const limits = { perAccount: 3, perDevice: 2, windowMs: 15 * MINUTE };

  it('counts each attempt when it begins, so the limit holds before any result is known', () => {
    const throttle = new LoginThrottle(limits);
    // Three attempts in flight, none finished: the fourth is refused at once.
    for (let i = 0; i < 3; i += 1)
      expect(outcome(() => throttle.begin('a', undefined, 0))).toBe('allowed');
    expect(outcome(() => throttle.begin('a', undefined, 0))).toEqual({
      status: 429,
      retryAfter: String(15 * 60),
    });
    expect(outcome(() => throttle.begin('b', undefined, 0))).toBe('allowed');
  });

  it('allows again when the oldest attempt leaves the window, with a shrinking Retry-After', () => {
    const throttle = new LoginThrottle(limits);
    throttle.begin('a', undefined, 0);
    throttle.begin('a', undefined, 1 * MINUTE);
    throttle.begin('a', undefined, 2 * MINUTE);
    expect(outcome(() => throttle.begin('a', undefined, 5 * MINUTE))).toEqual({
      status: 429,
      retryAfter: String(10 * 60),
    });
    expect(outcome(() => throttle.begin('a', undefined, 15 * MINUTE + 1))).toBe('allowed');
  });

  it('starts the budget afresh after a success, and uncounts a released attempt', () => {
    const throttle = new LoginThrottle(limits);
    throttle.begin('a', undefined, 0);
    throttle.begin('a', undefined, 0);
    throttle.begin('a', undefined, 0).succeeded();
    for (let i = 0; i < 2; i += 1) throttle.begin('a', undefined, 1);
    throttle.begin('a', undefined, 1).release();
    expect(outcome(() => throttle.begin('a', undefined, 1))).toBe('allowed');
    expect(outcome(() => throttle.begin('a', undefined, 1))).not.toBe('allowed');
  });

  it('gives a known device its own budget, untouched by the account lockout', () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 3; i += 1) throttle.begin('root', undefined, 0);
    expect(outcome(() => throttle.begin('root', undefined, 0))).not.toBe('allowed');
    expect(outcome(() => throttle.begin('root', 'laptop', 0))).toBe('allowed');
    // Wrong passwords from the device count towards the device's own limit …
    expect(outcome(() => throttle.begin('root', 'laptop', 0))).toBe('allowed');
    expect(outcome(() => throttle.begin('root', 'laptop', 0))).toEqual({
      status: 429,
      retryAfter: String(15 * 60),
    });
    // … which is its own: another device of the account, and the same device id for another
    // account, are not affected.
    expect(outcome(() => throttle.begin('root', 'phone', 0))).toBe('allowed');
    expect(outcome(() => throttle.begin('eva', 'laptop', 0))).toBe('allowed');
  });

  it('a success on a device does not give strangers a fresh account budget', () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 3; i += 1) throttle.begin('root', undefined, 0);
    throttle.begin('root', 'laptop', 0).succeeded();
    expect(outcome(() => throttle.begin('root', undefined, 0))).not.toBe('allowed');
  });

  it('forgets accounts whose window has passed once many are tracked', () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 1000; i += 1) throttle.begin(`guess${i}`, undefined, 0);
    expect(throttle.trackedKeys).toBe(1000);
    throttle.begin('late', undefined, 16 * MINUTE);
    expect(throttle.trackedKeys).toBe(1);
  });
});
