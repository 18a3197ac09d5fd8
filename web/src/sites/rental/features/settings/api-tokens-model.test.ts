import { describe, expect, it } from 'vitest';
import { isDay } from '../hourly-booking/booking-dates';
import {
  curlExample,
  endOfBusinessDay,
  expiryDayRange,
  lastUseOf,
  orderedScopes,
  toCreateApiTokenRequest,
  tokenFieldOfProblem,
  tokenFormRules,
  tokenStatus,
  withoutSecret,
} from './api-tokens-model';

const NOW = Date.parse('2030-07-12T10:00:00Z');

describe('tokenStatus', () => {
  it('is active without revocation and before the expiry', () => {
    expect(tokenStatus({ revokedAt: null, expiresAt: null }, NOW)).toBe('active');
    expect(tokenStatus({ revokedAt: null, expiresAt: '2030-07-12T10:00:01Z' }, NOW)).toBe('active');
  });

  it('is expired from the expiry on, and revoked wins over expired', () => {
    expect(tokenStatus({ revokedAt: null, expiresAt: '2030-07-12T10:00:00Z' }, NOW)).toBe(
      'expired',
    );
    expect(
      tokenStatus({ revokedAt: '2030-07-01T08:00:00Z', expiresAt: '2030-07-02T00:00:00Z' }, NOW),
    ).toBe('revoked');
  });
});

describe('lastUseOf', () => {
  it('says never, just now, minutes and hours within a day, then the date', () => {
    expect(lastUseOf(null, NOW)).toEqual({ kind: 'never' });
    expect(lastUseOf('2030-07-12T09:59:30Z', NOW)).toEqual({ kind: 'justNow' });
    expect(lastUseOf('2030-07-12T09:55:00Z', NOW)).toEqual({ kind: 'minutes', count: 5 });
    expect(lastUseOf('2030-07-12T07:30:00Z', NOW)).toEqual({ kind: 'hours', count: 2 });
    expect(lastUseOf('2030-07-11T09:00:00Z', NOW)).toEqual({
      kind: 'date',
      iso: '2030-07-11T09:00:00Z',
    });
  });
});

describe('endOfBusinessDay', () => {
  it('is 23:59:59 in Berlin, summer and winter time alike', () => {
    expect(endOfBusinessDay('2030-07-12')).toBe('2030-07-12T21:59:59.000Z');
    expect(endOfBusinessDay('2030-01-15')).toBe('2030-01-15T22:59:59.000Z');
  });

  it('handles the days of the clock changes', () => {
    // 2030-03-31: clocks go forward at 02:00; 2030-10-27: back at 03:00.
    expect(endOfBusinessDay('2030-03-31')).toBe('2030-03-31T21:59:59.000Z');
    expect(endOfBusinessDay('2030-10-27')).toBe('2030-10-27T22:59:59.000Z');
  });
});

describe('expiry days', () => {
  it('knows real days', () => {
    expect(isDay('2032-02-29')).toBe(true);
    expect(isDay('2030-02-29')).toBe(false);
    expect(isDay('2030-13-01')).toBe(false);
    expect(isDay('12.07.2030')).toBe(false);
  });

  it('offers today to a year ahead', () => {
    expect(expiryDayRange('2030-07-12')).toEqual({ min: '2030-07-12', max: '2031-07-12' });
  });
});

describe('tokenFormRules', () => {
  const valid = { name: 'Buchhaltung', scopes: ['bookings:read' as const], expiresOn: '' };

  it('accepts a name, a scope and no expiry', () => {
    expect(tokenFormRules(valid, '2030-07-12')).toEqual({});
    expect(tokenFormRules({ ...valid, expiresOn: '2031-07-12' }, '2030-07-12')).toEqual({});
  });

  it('wants a name of 1 to 60 characters, a scope and an expiry within a year', () => {
    expect(
      tokenFormRules({ name: '  ', scopes: [], expiresOn: '2030-07-11' }, '2030-07-12'),
    ).toEqual({ name: 'nameInvalid', scopes: 'scopesRequired', expiresOn: 'expiryInvalid' });
    expect(tokenFormRules({ ...valid, name: 'x'.repeat(61) }, '2030-07-12')).toEqual({
      name: 'nameInvalid',
    });
    expect(tokenFormRules({ ...valid, expiresOn: '2031-07-13' }, '2030-07-12')).toEqual({
      expiresOn: 'expiryInvalid',
    });
  });
});

describe('toCreateApiTokenRequest', () => {
  it('trims the name, orders the scopes and sends the end of the day in business time', () => {
    expect(
      toCreateApiTokenRequest({
        name: ' Buchhaltung ',
        scopes: ['cashregister:read', 'vehicles:read'],
        expiresOn: '2030-07-12',
      }),
    ).toEqual({
      name: 'Buchhaltung',
      scopes: ['vehicles:read', 'cashregister:read'],
      expiresAt: '2030-07-12T21:59:59.000Z',
    });
  });

  it('leaves the expiry out without a day', () => {
    expect(
      toCreateApiTokenRequest({ name: 'Portal', scopes: ['bookings:read'], expiresOn: '' }),
    ).toEqual({ name: 'Portal', scopes: ['bookings:read'] });
  });
});

describe('tokenFieldOfProblem', () => {
  it('maps the API fields to the form', () => {
    expect(tokenFieldOfProblem({ field: 'name', code: 'TOO_LONG' })).toEqual({
      field: 'name',
      key: 'nameInvalid',
    });
    expect(tokenFieldOfProblem({ field: 'scopes', code: 'ARRAY_MIN_SIZE' })).toEqual({
      field: 'scopes',
      key: 'scopesRequired',
    });
    expect(tokenFieldOfProblem({ field: 'scopes.1', code: 'NOT_ALLOWED' })).toEqual({
      field: 'scopes',
      key: 'scopesInvalid',
    });
    expect(tokenFieldOfProblem({ field: 'expiresAt', code: 'INVALID_EXPIRY' })).toEqual({
      field: 'expiresOn',
      key: 'expiryInvalid',
    });
    expect(tokenFieldOfProblem({ field: 'other', code: 'UNKNOWN_FIELD' })).toBeNull();
  });
});

describe('after creating', () => {
  it('keeps the secret out of the list entry', () => {
    const listed = withoutSecret({
      id: 't1',
      name: 'Portal',
      prefix: 'rr_abcdefgh',
      scopes: ['bookings:read'],
      createdByName: 'Admin',
      createdAt: '2030-07-12T10:00:00Z',
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
      demo: false,
      token: 'rr_secret',
    });
    expect(listed).not.toHaveProperty('token');
    expect(listed.prefix).toBe('rr_abcdefgh');
  });

  it('builds a curl call for today', () => {
    expect(curlExample('rr_x', 'https://example.de', '2030-07-12')).toBe(
      'curl -H "Authorization: Bearer rr_x" https://example.de/api/v1/bookings?day=2030-07-12',
    );
  });

  it('orders scopes as the form does', () => {
    expect(orderedScopes(['products:read', 'vehicles:read', 'bookings:write'])).toEqual([
      'vehicles:read',
      'bookings:write',
      'products:read',
    ]);
  });
});
