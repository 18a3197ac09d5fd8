import {
  loginBodyEmailMax,
  loginBodyPasswordMax,
  loginBodyPasswordMin,
} from '@showcase/contracts/generated/zod/auth/auth.zod';
import { describe, expect, it } from 'vitest';
import {
  credentialLimits,
  loginFormRules,
  newPasswordFormRules,
  readResetToken,
  recoverFormRules,
  toLoginRequest,
  toPasswordResetRequest,
  toRecoveryRequest,
} from './credential-rules';

const valid = { email: 'erika@example.de', password: 'geheim' };

describe('loginFormRules', () => {
  it('takes its limits from the contract', () => {
    expect(credentialLimits).toEqual({
      emailMax: loginBodyEmailMax,
      passwordMin: loginBodyPasswordMin,
      passwordMax: loginBodyPasswordMax,
    });
    expect(credentialLimits).toEqual({ emailMax: 50, passwordMin: 4, passwordMax: 20 });
  });

  it('accepts a valid address and password', () => {
    expect(loginFormRules(valid)).toEqual({});
  });

  it.each(['', 'erika', 'erika@', 'erika@example', 'erika@example.d', 'er ika@example.de'])(
    'rejects the address %j',
    (email) => {
      expect(loginFormRules({ ...valid, email })).toEqual({ email: 'emailInvalid' });
    },
  );

  it('accepts an address of exactly 50 characters and rejects 51', () => {
    const fifty = `${'e'.repeat(39)}@example.de`;
    expect(fifty).toHaveLength(50);
    expect(loginFormRules({ ...valid, email: fifty })).toEqual({});
    expect(loginFormRules({ ...valid, email: `e${fifty}` })).toEqual({ email: 'emailInvalid' });
  });

  it('trims the address before checking and sending it', () => {
    expect(loginFormRules({ ...valid, email: '  erika@example.de ' })).toEqual({});
    expect(toLoginRequest({ email: ' erika@example.de ', password: ' pw pw ' })).toEqual({
      email: 'erika@example.de',
      password: ' pw pw ',
    });
  });

  it.each([
    ['abc', 'passwordLength'],
    ['abcd', undefined],
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), 'passwordLength'],
  ])('checks the password %j to be 4 to 20 characters', (password, expected) => {
    expect(loginFormRules({ ...valid, password }).password).toBe(expected);
  });
});

describe('recoverFormRules', () => {
  it('accepts a valid address and sends it trimmed with the language', () => {
    expect(recoverFormRules({ email: ' erika@example.de ' })).toEqual({});
    expect(toRecoveryRequest({ email: ' erika@example.de ' }, 'de')).toEqual({
      email: 'erika@example.de',
      lang: 'de',
    });
  });

  it('rejects an invalid or too long address', () => {
    expect(recoverFormRules({ email: 'erika@' })).toEqual({ email: 'emailInvalid' });
    expect(recoverFormRules({ email: `${'e'.repeat(40)}@example.de` })).toEqual({
      email: 'emailInvalid',
    });
  });
});

describe('newPasswordFormRules', () => {
  it('accepts a 4 to 20 character password repeated exactly', () => {
    expect(newPasswordFormRules({ password: 'neu-1234', passwordRepeat: 'neu-1234' })).toEqual({});
  });

  it('reports a too short or too long password', () => {
    expect(newPasswordFormRules({ password: 'abc', passwordRepeat: 'abc' })).toEqual({
      password: 'passwordLength',
    });
    const long = 'a'.repeat(21);
    expect(newPasswordFormRules({ password: long, passwordRepeat: long })).toEqual({
      password: 'passwordLength',
    });
  });

  it('reports a repeat that differs', () => {
    expect(newPasswordFormRules({ password: 'neu-1234', passwordRepeat: 'neu-1235' })).toEqual({
      passwordRepeat: 'passwordMismatch',
    });
  });

  it('sends the token with the password', () => {
    expect(toPasswordResetRequest('t0k3n', { password: 'neu', passwordRepeat: 'neu' })).toEqual({
      token: 't0k3n',
      password: 'neu',
    });
  });
});

describe('readResetToken', () => {
  it('reads the token from the fragment', () => {
    expect(readResetToken('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(readResetToken('token=abc')).toBe('abc');
  });

  it('returns null without a usable token', () => {
    expect(readResetToken('')).toBeNull();
    expect(readResetToken('#')).toBeNull();
    expect(readResetToken('#token=')).toBeNull();
    expect(readResetToken('#other=abc')).toBeNull();
    expect(readResetToken(`#token=${'a'.repeat(101)}`)).toBeNull();
  });
});
