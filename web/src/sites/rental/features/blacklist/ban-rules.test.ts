import type { ProblemDto } from '@showcase/contracts/generated/model/problemDto';
import { describe, expect, it } from 'vitest';
import {
  banFormRules,
  banProblemErrors,
  bannedCustomerLabel,
  emptyBanValues,
  toBanRequest,
  type BanFormValues,
} from './ban-rules';

const values = (overrides: Partial<BanFormValues>): BanFormValues => ({
  ...emptyBanValues,
  reason: 'Boot beschädigt',
  ...overrides,
});

describe('banFormRules', () => {
  it('needs at least one of name, phone and e-mail', () => {
    expect(banFormRules(values({}))).toEqual({ name: 'identityRequired' });
    expect(banFormRules(values({ name: '  ', phone: ' ', email: '' }))).toEqual({
      name: 'identityRequired',
    });
    expect(banFormRules(values({ name: 'Max Muster' }))).toEqual({});
    expect(banFormRules(values({ phone: '+4917612345678' }))).toEqual({});
    expect(banFormRules(values({ email: 'max@example.com' }))).toEqual({});
  });

  it('needs a reason of at most 200 characters', () => {
    expect(banFormRules(values({ name: 'Max', reason: ' ' }))).toEqual({
      reason: 'reasonRequired',
    });
    expect(banFormRules(values({ name: 'Max', reason: 'r'.repeat(200) }))).toEqual({});
    expect(banFormRules(values({ name: 'Max', reason: 'r'.repeat(201) }))).toEqual({
      reason: 'reasonTooLong',
    });
  });

  it('takes a name of at most 50 characters', () => {
    expect(banFormRules(values({ name: 'n'.repeat(50) }))).toEqual({});
    expect(banFormRules(values({ name: 'n'.repeat(51) }))).toEqual({ name: 'nameTooLong' });
  });

  it('takes a phone of digits with an optional leading + and at most 25 characters', () => {
    expect(banFormRules(values({ phone: '017612345678' }))).toEqual({});
    expect(banFormRules(values({ phone: `+${'1'.repeat(24)}` }))).toEqual({});
    expect(banFormRules(values({ phone: '1'.repeat(26) }))).toEqual({ phone: 'phoneTooLong' });
    for (const phone of ['0176 123', '49+176', '++49', '+', '0176-123', 'abc']) {
      expect(banFormRules(values({ phone })), phone).toEqual({ phone: 'phoneInvalid' });
    }
  });

  it('takes a valid e-mail address of at most 50 characters', () => {
    expect(banFormRules(values({ email: 'max.muster@example.com' }))).toEqual({});
    for (const email of ['max', 'max@', 'max@example', 'max muster@example.com', 'm@x.c']) {
      expect(banFormRules(values({ email })), email).toEqual({ email: 'emailInvalid' });
    }
    const long = `${'m'.repeat(39)}@example.com`;
    expect(long).toHaveLength(51);
    expect(banFormRules(values({ email: long }))).toEqual({ email: 'emailTooLong' });
    expect(banFormRules(values({ email: long.slice(1) }))).toEqual({});
  });

  it('reports every broken field at once', () => {
    expect(banFormRules({ name: 'n'.repeat(51), phone: 'x', email: 'y', reason: '' })).toEqual({
      name: 'nameTooLong',
      phone: 'phoneInvalid',
      email: 'emailInvalid',
      reason: 'reasonRequired',
    });
  });
});

describe('toBanRequest', () => {
  it('trims and leaves out empty identity fields', () => {
    expect(toBanRequest({ name: ' Max ', phone: ' ', email: '', reason: ' Grund ' })).toEqual({
      name: 'Max',
      reason: 'Grund',
    });
  });
});

describe('banProblemErrors', () => {
  const problem = (errors: ProblemDto['errors']): ProblemDto => ({
    type: 'about:blank',
    title: 'Validation failed',
    status: 400,
    detail: 'Invalid input',
    code: 'VALIDATION_FAILED',
    errors,
  });

  it("maps the server's field problems to the form's messages", () => {
    expect(
      banProblemErrors(
        problem([
          { field: 'name', code: 'IDENTITY_REQUIRED', message: '…' },
          { field: 'phone', code: 'INVALID_FORMAT', message: '…' },
          { field: 'email', code: 'TOO_LONG', message: '…' },
          { field: 'reason', code: 'REQUIRED', message: '…' },
          { field: 'bookingId', code: 'INVALID_FORMAT', message: '…' },
        ]),
      ),
    ).toEqual({
      name: 'identityRequired',
      phone: 'phoneInvalid',
      email: 'emailTooLong',
      reason: 'reasonRequired',
    });
    expect(banProblemErrors(problem([{ field: 'name', code: 'TOO_LONG', message: '…' }]))).toEqual({
      name: 'nameTooLong',
    });
    expect(banProblemErrors(undefined)).toEqual({});
  });
});

describe('bannedCustomerLabel', () => {
  it('names the customer by name, else e-mail, else phone', () => {
    expect(bannedCustomerLabel({ name: 'Max', email: 'm@x.de', phone: '1' }, '?')).toBe('Max');
    expect(bannedCustomerLabel({ name: null, email: 'm@x.de', phone: '1' }, '?')).toBe('m@x.de');
    expect(bannedCustomerLabel({ name: null, email: null, phone: '1' }, '?')).toBe('1');
    expect(bannedCustomerLabel({ name: null, email: null, phone: null }, '?')).toBe('?');
  });
});
