import { describe, expect, it } from 'vitest';
import {
  amountEuros,
  couponErrorKeyOf,
  couponFieldOfApiField,
  couponFormRules,
  emptyCouponValues,
  euroDigits,
  orderedCouponErrors,
  toCouponOrderRequest,
  type CouponFormValues,
} from './coupon-form-rules';

const valid: CouponFormValues = {
  ...emptyCouponValues,
  name: 'Greta Geschenk',
  email: 'greta@example.de',
  street: 'Seeweg 12',
  zipCity: '15526 Bad Saarow',
  amount: '75',
  paymentMethod: 'bank_transfer',
  privacyConsent: true,
};

const errorsOf = (overrides: Partial<CouponFormValues>) =>
  couponFormRules({ ...valid, ...overrides });

describe('coupon form rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(couponFormRules(valid)).toEqual({});
  });

  it('wants a name of 5 to 50 characters', () => {
    expect(errorsOf({ name: 'Abcd' })).toEqual({ name: 'name' });
    expect(errorsOf({ name: '  Abcde  ' })).toEqual({});
    expect(errorsOf({ name: 'A'.repeat(51) })).toEqual({ name: 'name' });
  });

  it('wants a valid e-mail of at most 50 characters', () => {
    expect(errorsOf({ email: 'greta@example' })).toEqual({ email: 'email' });
    expect(errorsOf({ email: `${'g'.repeat(40)}@example.de` })).toEqual({ email: 'email' });
  });

  it('wants a letter and a digit in street and zip/city, each at most 50', () => {
    expect(errorsOf({ street: 'Seeweg', zipCity: '15526' })).toEqual({
      street: 'street',
      zipCity: 'zipCity',
    });
    expect(errorsOf({ street: `Seeweg ${'1'.repeat(45)}` })).toEqual({ street: 'street' });
    expect(errorsOf({ street: '1 Harbour Lane', zipCity: 'Brighton BN1 1AA' })).toEqual({});
  });

  it('allows at most 50 for the supplement, 25 for the recipient and 300 for the text', () => {
    expect(errorsOf({ supplement: 'x'.repeat(50), recipient: 'x'.repeat(25) })).toEqual({});
    expect(errorsOf({ text: 'x'.repeat(300) })).toEqual({});
    expect(
      errorsOf({ supplement: 'x'.repeat(51), recipient: 'x'.repeat(26), text: 'x'.repeat(301) }),
    ).toEqual({ supplement: 'supplement', recipient: 'recipient', text: 'text' });
  });

  it('wants whole euros of at least 50 and at most 5,000', () => {
    for (const amount of ['', '0', '49', 'abc', '50.5', '-60']) {
      expect([amount, errorsOf({ amount })]).toEqual([amount, { amount: 'amountMin' }]);
    }
    expect(errorsOf({ amount: '50' })).toEqual({});
    expect(errorsOf({ amount: '5000' })).toEqual({});
    expect(errorsOf({ amount: '5001' })).toEqual({ amount: 'amountMax' });
  });

  it('wants exactly one payment method and the privacy consent', () => {
    expect(errorsOf({ paymentMethod: '', privacyConsent: false })).toEqual({
      paymentMethod: 'payment',
      privacyConsent: 'privacy',
    });
    expect(errorsOf({ paymentMethod: 'paypal' })).toEqual({});
  });

  it('orders the errors as the page shows its fields', () => {
    expect(
      orderedCouponErrors(couponFormRules({ ...emptyCouponValues, recipient: 'x'.repeat(26) })),
    ).toEqual([
      'amount',
      'recipient',
      'name',
      'email',
      'street',
      'zipCity',
      'paymentMethod',
      'privacyConsent',
    ]);
  });
});

describe('the coupon request', () => {
  it('is trimmed, in cents, without empty optional fields', () => {
    expect(
      toCouponOrderRequest(
        {
          ...valid,
          name: ' Greta Geschenk ',
          supplement: '  ',
          recipient: ' Oma ',
          background: '2',
        },
        'en',
      ),
    ).toEqual({
      salutation: 'mr',
      name: 'Greta Geschenk',
      email: 'greta@example.de',
      street: 'Seeweg 12',
      zipCity: '15526 Bad Saarow',
      recipient: 'Oma',
      background: 2,
      amountCents: 7_500,
      paymentMethod: 'bank_transfer',
      privacyConsent: true,
      lang: 'en',
    });
  });

  it('keeps digits of the amount while typing and reads whole euros', () => {
    expect(euroDigits('1.000,50 €')).toBe('100050');
    expect(euroDigits('12345678')).toBe('123456');
    expect(amountEuros(' 75 ')).toBe(75);
    expect(amountEuros('7.5')).toBeNaN();
  });

  it('maps the API’s field errors to the form’s fields and messages', () => {
    expect(couponFieldOfApiField('amountCents')).toBe('amount');
    expect(couponFieldOfApiField('privacyConsent')).toBe('privacyConsent');
    expect(couponFieldOfApiField('constructor')).toBeNull();
    expect(couponFieldOfApiField('priceCents')).toBeNull();
    expect(couponErrorKeyOf('amount', 'TOO_LARGE')).toBe('amountMax');
    expect(couponErrorKeyOf('amount', 'TOO_SMALL')).toBe('amountMin');
    expect(couponErrorKeyOf('paymentMethod')).toBe('payment');
    expect(couponErrorKeyOf('email')).toBe('email');
    expect(couponErrorKeyOf('background')).toBeNull();
  });
});
