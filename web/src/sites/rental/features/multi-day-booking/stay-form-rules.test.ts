import { describe, expect, it } from 'vitest';
import { customerFormRules } from '../hourly-booking/customer-form-rules';
import { stayFormRules, toStayRequest, type StayFormValues } from './stay-form-rules';
import { emptyStayValues, stayValuesFromDraft } from './stay-form-values';

const valid: StayFormValues = {
  ...emptyStayValues,
  name: 'Max Mustermann',
  phone: '+491701234567',
  email: 'max@example.de',
  street: 'Seestraße 12',
  zipCity: '15526 Bad Saarow',
  privacyAccepted: true,
};

const choice = {
  vehicleId: 'v-seerose',
  startDay: '2030-07-05',
  endDay: '2030-07-08',
  extras: ['barbecue', 'standUpPaddle'] as const,
};

describe('the stay form’s rules', () => {
  it('start with Herr and bank transfer', () => {
    expect(emptyStayValues).toMatchObject({
      salutation: 'mr',
      paymentMethod: 'bank_transfer',
      coupon: '',
      adults: '1',
      privacyAccepted: false,
    });
  });

  it('are the hourly customer rules', () => {
    const broken: StayFormValues = {
      ...emptyStayValues,
      name: 'Max',
      phone: '12',
      email: 'max@',
      street: 'Seestraße',
      zipCity: 'Bad Saarow',
      adults: '0',
      supplement: 'x'.repeat(51),
      comment: 'x'.repeat(201),
    };
    expect(stayFormRules(broken)).toEqual(customerFormRules(broken));
    expect(stayFormRules(broken)).toEqual({
      name: 'name',
      phone: 'phone',
      email: 'email',
      street: 'street',
      supplement: 'supplement',
      zipCity: 'zipCity',
      adults: 'counts',
      comment: 'comment',
      privacyAccepted: 'privacy',
    });
    expect(stayFormRules(valid)).toEqual({});
  });

  it('do not judge the coupon: the server checks it', () => {
    expect(stayFormRules({ ...valid, coupon: '???' })).toEqual({});
  });
});

describe('the stay request', () => {
  it('carries the customer, the stay and the payment, but no price', () => {
    expect(toStayRequest(valid, 'de', choice)).toEqual({
      name: 'Max Mustermann',
      phone: '+491701234567',
      email: 'max@example.de',
      street: 'Seestraße 12',
      zipCity: '15526 Bad Saarow',
      adults: 1,
      privacyAccepted: true,
      lang: 'de',
      salutation: 'mr',
      vehicleId: 'v-seerose',
      startDay: '2030-07-05',
      endDay: '2030-07-08',
      extras: ['barbecue', 'standUpPaddle'],
      paymentMethod: 'bank_transfer',
    });
  });

  it('adds a trimmed coupon code, children and their ages, and the chosen salutation', () => {
    const request = toStayRequest(
      {
        ...valid,
        salutation: 'none',
        paymentMethod: 'paypal',
        coupon: '  SOMMER ',
        children: '2',
        childAgeFrom: '4',
        childAgeTo: '9',
        comment: ' Mit Hund ',
      },
      'en',
      choice,
    );
    expect(request).toMatchObject({
      salutation: 'none',
      paymentMethod: 'paypal',
      couponCode: 'SOMMER',
      children: 2,
      childAgeFrom: 4,
      childAgeTo: 9,
      comment: 'Mit Hund',
      lang: 'en',
    });
  });
});

describe('the kept draft', () => {
  it('comes back as the form’s values', () => {
    expect(
      stayValuesFromDraft({ name: 'Erika Muster', salutation: 'ms', paymentMethod: 'paypal' }),
    ).toEqual({
      ...emptyStayValues,
      name: 'Erika Muster',
      salutation: 'ms',
      paymentMethod: 'paypal',
    });
  });

  it('falls back to the defaults for choices it does not know', () => {
    expect(stayValuesFromDraft({ salutation: 'dr', paymentMethod: 'cash' })).toEqual(
      emptyStayValues,
    );
  });
});
