import { ProblemException } from '../problem/problem';
import { LoginThrottle } from './login-throttle';

const WINDOW = 15 * 60 * 1000;
const throttle = () => new LoginThrottle({ perAccount: 3, perDevice: 2, windowMs: WINDOW });

function refused(run: () => unknown): ProblemException {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemException) return error;
  }
  throw new Error('expected a 429');
}

describe('LoginThrottle', () => {
  it('counts an attempt when it begins, so the limit holds before any check finishes', () => {
    const limits = throttle();
    for (let i = 0; i < 3; i += 1) limits.begin('ada@example.de', undefined, 1000);
    const problem = refused(() => limits.begin('ada@example.de', undefined, 1000));
    expect(problem.problem).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(problem.headers['Retry-After']).toBe(String(WINDOW / 1000));
  });

  it('opens again once the window has passed, and after a success', () => {
    const limits = throttle();
    for (let i = 0; i < 3; i += 1) limits.begin('ada@example.de', undefined, 0);
    expect(() => limits.begin('ada@example.de', undefined, WINDOW + 1)).not.toThrow();
    const other = throttle();
    other.begin('eva@example.de', undefined, 0);
    other.begin('eva@example.de', undefined, 0).succeeded();
    for (let i = 0; i < 3; i += 1) other.begin('eva@example.de', undefined, 1);
  });

  it('gives a known device its own budget: strangers cannot lock its owner out', () => {
    const limits = throttle();
    for (let i = 0; i < 3; i += 1) limits.begin('root@example.com', undefined, 0);
    expect(() => limits.begin('root@example.com', undefined, 0)).toThrow(ProblemException);
    expect(() => limits.begin('root@example.com', 'device-1', 0)).not.toThrow();
    limits.begin('root@example.com', 'device-1', 0);
    expect(() => limits.begin('root@example.com', 'device-1', 0)).toThrow(ProblemException);
    expect(() => limits.begin('root@example.com', 'device-2', 0)).not.toThrow();
  });

  it('takes back an attempt whose check never ran (database down)', () => {
    const limits = throttle();
    for (let i = 0; i < 3; i += 1) limits.begin('ada@example.de', undefined, 5).release();
    expect(() => limits.begin('ada@example.de', undefined, 5)).not.toThrow();
  });
});
