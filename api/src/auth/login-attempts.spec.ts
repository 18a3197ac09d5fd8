import { LoginAttempts } from './login-attempts';

describe('LoginAttempts', () => {
  const minute = 60_000;

  it('blocks an account after the limit of failures until the oldest leaves the window', () => {
    const attempts = new LoginAttempts(3, 15 * minute);
    attempts.recordFailure('a@example.com', 0);
    attempts.recordFailure('a@example.com', 1 * minute);
    expect(attempts.retryAfterSeconds('a@example.com', 2 * minute)).toBe(0);
    attempts.recordFailure('a@example.com', 2 * minute);

    expect(attempts.retryAfterSeconds('a@example.com', 2 * minute)).toBe(13 * 60);
    expect(attempts.retryAfterSeconds('other@example.com', 2 * minute)).toBe(0);
    expect(attempts.retryAfterSeconds('a@example.com', 15 * minute + 1)).toBe(0);
  });

  it('forgets failures after a successful login', () => {
    const attempts = new LoginAttempts(1, minute);
    attempts.recordFailure('a@example.com', 0);
    attempts.reset('a@example.com');
    expect(attempts.retryAfterSeconds('a@example.com', 1)).toBe(0);
  });
});
