import { describe, expect, it } from 'vitest';
import {
  customerFieldOfApiField,
  customerFormRules,
  digitsOnly,
  emptyCustomerValues,
  errorKeyOfField,
  orderedErrors,
  phoneCharacters,
  toCustomerRequest,
  type CustomerFormValues,
} from './customer-form-rules';

const valid: CustomerFormValues = {
  name: 'Max Mustermann',
  phone: '+491701234567',
  email: 'max.muster@example.de',
  street: 'Seestraße 12',
  supplement: '',
  zipCity: '15526 Bad Saarow',
  adults: '2',
  children: '',
  childAgeFrom: '',
  childAgeTo: '',
  comment: '',
  privacyAccepted: true,
};

const errorsOf = (changes: Partial<CustomerFormValues>) =>
  customerFormRules({ ...valid, ...changes });

describe('hourly customer form rules', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('wants a name of 5 to 50 characters', () => {
    expect(errorsOf({ name: 'Max' }).name).toBe('name');
    expect(errorsOf({ name: '  Max  ' }).name).toBe('name');
    expect(errorsOf({ name: 'Max M' }).name).toBeUndefined();
    expect(errorsOf({ name: 'x'.repeat(50) }).name).toBeUndefined();
    expect(errorsOf({ name: 'x'.repeat(51) }).name).toBe('name');
  });

  it('wants a phone of 5 to 25 digits with an optional leading plus', () => {
    expect(errorsOf({ phone: '1234' }).phone).toBe('phone');
    expect(errorsOf({ phone: '12345' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '+4917' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '0170 1234' }).phone).toBe('phone');
    expect(errorsOf({ phone: '49+170123' }).phone).toBe('phone');
    expect(errorsOf({ phone: '1'.repeat(25) }).phone).toBeUndefined();
    expect(errorsOf({ phone: '1'.repeat(26) }).phone).toBe('phone');
  });

  it('wants an e-mail address of the spec’s pattern, at most 50 characters', () => {
    expect(errorsOf({ email: 'max@example' }).email).toBe('email');
    expect(errorsOf({ email: 'max@example.toolongtld' }).email).toBe('email');
    expect(errorsOf({ email: 'mäx@example.de' }).email).toBe('email');
    expect(errorsOf({ email: `${'m'.repeat(39)}@example.de` }).email).toBeUndefined();
    expect(errorsOf({ email: `${'m'.repeat(40)}@example.de` }).email).toBe('email');
  });

  it('wants street and zip/city with a letter and a digit, at most 50 characters', () => {
    expect(errorsOf({ street: 'Seestraße' }).street).toBe('street');
    expect(errorsOf({ street: '12' }).street).toBe('street');
    expect(errorsOf({ street: `Weg ${'1'.repeat(47)}` }).street).toBe('street');
    expect(errorsOf({ zipCity: 'Bad Saarow' }).zipCity).toBe('zipCity');
    expect(errorsOf({ zipCity: '15526' }).zipCity).toBe('zipCity');
    expect(errorsOf({ zipCity: 'Ö 1' }).zipCity).toBeUndefined();
  });

  it('lets supplement and comment stay empty but not run long', () => {
    expect(errorsOf({ supplement: 'x'.repeat(50) }).supplement).toBeUndefined();
    expect(errorsOf({ supplement: 'x'.repeat(51) }).supplement).toBe('supplement');
    expect(errorsOf({ comment: 'x'.repeat(200) }).comment).toBeUndefined();
    expect(errorsOf({ comment: 'x'.repeat(201) }).comment).toBe('comment');
  });

  it('wants at least one adult, counts in digits and at most 12 persons', () => {
    expect(errorsOf({ adults: '0' }).adults).toBe('counts');
    expect(errorsOf({ adults: '' }).adults).toBe('counts');
    expect(errorsOf({ adults: '2a' }).adults).toBe('counts');
    expect(errorsOf({ adults: '12' }).adults).toBeUndefined();
    expect(errorsOf({ adults: '13' }).adults).toBe('counts');
    expect(errorsOf({ children: 'zwei' }).children).toBe('counts');
    expect(errorsOf({ adults: '10', children: '3', childAgeFrom: '4', childAgeTo: '9' })).toEqual({
      children: 'counts',
    });
  });

  it('checks the children’s ages only with children: 0 to 17, from not above to', () => {
    expect(errorsOf({ childAgeFrom: 'x' })).toEqual({});
    expect(errorsOf({ children: '1', childAgeFrom: '18' }).childAgeFrom).toBe('counts');
    expect(errorsOf({ children: '1', childAgeFrom: '7', childAgeTo: 'x' })).toEqual({});
    expect(errorsOf({ children: '2', childAgeFrom: '9', childAgeTo: '4' }).childAgeTo).toBe(
      'counts',
    );
    expect(errorsOf({ children: '2', childAgeFrom: '4', childAgeTo: '9' })).toEqual({});
  });

  it('wants the privacy and terms checkbox ticked', () => {
    expect(errorsOf({ privacyAccepted: false }).privacyAccepted).toBe('privacy');
  });

  it('reports errors in the spec’s order: name, phone, e-mail, street, zip/city, adults, privacy', () => {
    const errors = customerFormRules(emptyCustomerValues);
    expect(orderedErrors({ ...errors, adults: 'counts' })).toEqual([
      'name',
      'phone',
      'email',
      'street',
      'zipCity',
      'adults',
      'privacyAccepted',
    ]);
  });
});

describe('typing', () => {
  it('keeps digits only in counts and a leading plus in phone numbers', () => {
    expect(digitsOnly('1a2 ')).toBe('12');
    expect(phoneCharacters('+49 170-12')).toBe('+4917012');
    expect(phoneCharacters('0170+1')).toBe('01701');
  });
});

describe('the request', () => {
  it('trims, turns counts into numbers and leaves empty optional fields out', () => {
    expect(
      toCustomerRequest({ ...valid, name: ' Max Mustermann ', supplement: ' ' }, 'de'),
    ).toEqual({
      name: 'Max Mustermann',
      phone: '+491701234567',
      email: 'max.muster@example.de',
      street: 'Seestraße 12',
      zipCity: '15526 Bad Saarow',
      adults: 2,
      privacyAccepted: true,
      lang: 'de',
    });
  });

  it('sends one age for one child, from and to for more', () => {
    const one = toCustomerRequest(
      { ...valid, children: '1', childAgeFrom: '7', childAgeTo: '9' },
      'en',
    );
    expect(one).toMatchObject({ children: 1, childAgeFrom: 7 });
    expect(one).not.toHaveProperty('childAgeTo');
    const two = toCustomerRequest(
      { ...valid, children: '2', childAgeFrom: '4', childAgeTo: '9', comment: 'Hund' },
      'en',
    );
    expect(two).toMatchObject({ children: 2, childAgeFrom: 4, childAgeTo: 9, comment: 'Hund' });
    expect(toCustomerRequest({ ...valid, childAgeFrom: '5' }, 'de')).not.toHaveProperty(
      'childAgeFrom',
    );
  });

  it('maps the server’s field errors to the form’s fields and messages', () => {
    expect(customerFieldOfApiField('zipCity')).toBe('zipCity');
    expect(customerFieldOfApiField('privacyAccepted')).toBe('privacyAccepted');
    expect(customerFieldOfApiField('vehicleId')).toBeNull();
    expect(errorKeyOfField('childAgeTo')).toBe('counts');
    expect(errorKeyOfField('privacyAccepted')).toBe('privacy');
    expect(errorKeyOfField('email')).toBe('email');
  });
});
