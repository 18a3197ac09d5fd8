import { describe, expect, it } from 'vitest';
import { emptyOrderValues, orderLimits, orderRequestBody, orderRules } from './order-rules';

const valid = {
  payment: 'card' as const,
  firstName: 'ada',
  lastName: 'LOVELACE',
  email: 'ada@example.org',
  street: 'Hafenstraße 1',
  additional: 'none',
  postal: '25813',
  city: 'Husum',
  country: 'Germany',
};

describe('orderRules', () => {
  it('accepts a complete order', () => {
    expect(orderRules(valid, 'submit')).toEqual({});
  });

  it('asks for the payment tile and every field on submit only', () => {
    expect(orderRules(emptyOrderValues, 'typing')).toEqual({});
    expect(orderRules(emptyOrderValues, 'submit')).toEqual({
      payment: 'payment',
      firstName: 'firstNameEmpty',
      lastName: 'lastNameEmpty',
      email: 'emailEmpty',
      street: 'streetEmpty',
      additional: 'additionalEmpty',
      postal: 'postalEmpty',
      city: 'cityEmpty',
      country: 'countryEmpty',
    });
  });

  it('has the spec maxima', () => {
    expect(orderLimits).toEqual({
      firstName: 25,
      lastName: 25,
      email: 50,
      street: 50,
      additional: 50,
      postal: 10,
      city: 30,
      country: 20,
    });
  });

  it('flags every field one over its maximum, while typing too, and allows the maximum', () => {
    for (const [field, max] of Object.entries(orderLimits)) {
      const at = {
        ...valid,
        [field]: field === 'email' ? `${'a'.repeat(max - 12)}@example.org` : 'x'.repeat(max),
      };
      expect(orderRules(at, 'submit')).toEqual({});
      const over = { ...valid, [field]: 'x'.repeat(max + 1) };
      expect(orderRules(over, 'typing')).toEqual({ [field]: `${field}TooLong` });
    }
  });

  it('rejects an invalid e-mail address on submit', () => {
    expect(orderRules({ ...valid, email: 'ada@example' }, 'submit')).toEqual({
      email: 'emailInvalid',
    });
    expect(orderRules({ ...valid, email: 'ada@example' }, 'typing')).toEqual({});
  });
});

describe('orderRequestBody', () => {
  it('capitalises the names, trims, and leaves the payment tile out', () => {
    expect(orderRequestBody({ ...valid, city: ' Husum ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      street: 'Hafenstraße 1',
      additional: 'none',
      postal: '25813',
      city: 'Husum',
      country: 'Germany',
    });
  });
});
