import { ApiError } from '@showcase/contracts/fetcher';
import { describe, expect, it } from 'vitest';
import { loginWaitSeconds, waitUnit } from './login-failure';

const problem = (status: number, code: string) => ({
  type: 'about:blank',
  title: code,
  status,
  detail: code,
  code,
});

describe('loginWaitSeconds', () => {
  it('reads Retry-After of a 429 answer', () => {
    const error = new ApiError(
      429,
      problem(429, 'RATE_LIMITED'),
      new Headers({ 'Retry-After': '42' }),
    );
    expect(loginWaitSeconds(error)).toBe(42);
  });

  it('has no wait time for other failures or a missing header', () => {
    expect(loginWaitSeconds(new ApiError(401, problem(401, 'LOGIN_FAILED'), new Headers()))).toBe(
      null,
    );
    expect(loginWaitSeconds(new ApiError(429, problem(429, 'RATE_LIMITED'), new Headers()))).toBe(
      null,
    );
    expect(loginWaitSeconds(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('waitUnit', () => {
  it('counts seconds below two minutes and whole minutes, rounded up, above', () => {
    expect(waitUnit(1)).toEqual({ unit: 'seconds', amount: 1 });
    expect(waitUnit(119)).toEqual({ unit: 'seconds', amount: 119 });
    expect(waitUnit(120)).toEqual({ unit: 'minutes', amount: 2 });
    expect(waitUnit(121)).toEqual({ unit: 'minutes', amount: 3 });
    expect(waitUnit(900)).toEqual({ unit: 'minutes', amount: 15 });
  });
});
