import { describe, expect, it } from 'vitest';
import {
  capitalise,
  emptyRegisterValues,
  registerFormRules,
  registerLimits,
  toCreateEmployeeRequest,
  type RegisterFormValues,
} from './register-rules';

const valid: RegisterFormValues = {
  ...emptyRegisterValues,
  firstName: 'anna',
  lastName: 'von see',
  email: 'anna@example.de',
  password: 'segeln-24',
  passwordRepeat: 'segeln-24',
};

describe('registerFormRules', () => {
  it('takes its limits from the contract', () => {
    expect(registerLimits).toEqual({
      firstName: 25,
      lastName: 25,
      email: 50,
      passwordMin: 4,
      passwordMax: 20,
      phone: 25,
      street: 50,
      additional: 50,
      zipAndCity: 50,
    });
  });

  it('accepts the required fields alone and all fields at their limits', () => {
    expect(registerFormRules(valid)).toEqual({});
    expect(
      registerFormRules({
        ...valid,
        firstName: 'a'.repeat(25),
        lastName: 'b'.repeat(25),
        phone: `+${'1'.repeat(24)}`,
        street: 's'.repeat(50),
        additional: 'z'.repeat(50),
        zipAndCity: 'o'.repeat(50),
      }),
    ).toEqual({});
  });

  it('reports every invalid field with its own key', () => {
    expect(
      registerFormRules({
        firstName: ' ',
        lastName: 'b'.repeat(26),
        email: 'anna@',
        password: 'abc',
        passwordRepeat: 'abcd',
        phone: '0171 123',
        street: 's'.repeat(51),
        additional: 'z'.repeat(51),
        zipAndCity: 'o'.repeat(51),
      }),
    ).toEqual({
      firstName: 'firstNameInvalid',
      lastName: 'lastNameInvalid',
      email: 'emailInvalid',
      password: 'passwordLength',
      passwordRepeat: 'passwordMismatch',
      phone: 'phoneInvalid',
      street: 'streetTooLong',
      additional: 'additionalTooLong',
      zipAndCity: 'zipAndCityTooLong',
    });
  });

  it.each(['+4917112345', '017112345'])('accepts the phone number %j', (phone) => {
    expect(registerFormRules({ ...valid, phone })).toEqual({});
  });

  it.each(['0171-123', '++49171', '49+171', 'abc', `+${'1'.repeat(25)}`])(
    'rejects the phone number %j',
    (phone) => {
      expect(registerFormRules({ ...valid, phone })).toEqual({ phone: 'phoneInvalid' });
    },
  );

  it('reports a repeat that differs even when the password itself is valid', () => {
    expect(registerFormRules({ ...valid, passwordRepeat: 'segeln-25' })).toEqual({
      passwordRepeat: 'passwordMismatch',
    });
  });
});

describe('toCreateEmployeeRequest', () => {
  it('capitalises and trims the names, trims the rest and leaves out empty optional fields', () => {
    expect(toCreateEmployeeRequest({ ...valid, email: ' anna@example.de ' })).toEqual({
      firstName: 'Anna',
      lastName: 'Von see',
      email: 'anna@example.de',
      password: 'segeln-24',
    });
  });

  it('sends filled optional fields trimmed, and the password untouched', () => {
    expect(
      toCreateEmployeeRequest({
        ...valid,
        password: ' pw ',
        passwordRepeat: ' pw ',
        phone: ' +4917112345 ',
        street: ' Seeweg 1 ',
        additional: ' Steg 3 ',
        zipAndCity: ' 12345 Seedorf ',
      }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Von see',
      email: 'anna@example.de',
      password: ' pw ',
      phone: '+4917112345',
      street: 'Seeweg 1',
      additional: 'Steg 3',
      zipAndCity: '12345 Seedorf',
    });
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter and keeps the rest as typed', () => {
    expect(capitalise('anna')).toBe('Anna');
    expect(capitalise('äNNE')).toBe('ÄNNE');
    expect(capitalise('mcKay')).toBe('McKay');
    expect(capitalise('')).toBe('');
  });
});
