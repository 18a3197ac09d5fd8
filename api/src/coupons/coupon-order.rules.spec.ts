import fc from 'fast-check';
import {
  COUPON_LETTER_AND_DIGIT_PATTERN,
  COUPON_MAX_CENTS,
  COUPON_MIN_CENTS,
  couponAmountProblem,
  couponPaymentReference,
  wellFormedText,
} from './coupon-order.rules';

describe('coupon order rules', () => {
  it('takes whole euros from 50 € to 5,000 €', () => {
    expect(couponAmountProblem(5_000)).toBeNull();
    expect(couponAmountProblem(12_300)).toBeNull();
    expect(couponAmountProblem(500_000)).toBeNull();
    expect(couponAmountProblem(4_900)).toBe('TOO_SMALL');
    expect(couponAmountProblem(0)).toBe('TOO_SMALL');
    expect(couponAmountProblem(-5_000)).toBe('TOO_SMALL');
    expect(couponAmountProblem(500_100)).toBe('TOO_LARGE');
    expect(couponAmountProblem(5_050)).toBe('NOT_WHOLE_EUROS');
    expect(couponAmountProblem(5_001)).toBe('NOT_WHOLE_EUROS');
    expect(couponAmountProblem(4_999)).toBe('TOO_SMALL');
    for (const value of [50.5, Number.NaN, Infinity, '5000', null, undefined]) {
      expect([value, couponAmountProblem(value)]).toEqual([value, 'NOT_AN_INTEGER']);
    }
    // Integers beyond any range, however they divide.
    expect(couponAmountProblem(2 ** 53)).toBe('TOO_LARGE');
    expect(couponAmountProblem(1e308)).toBe('TOO_LARGE');
    expect(couponAmountProblem(-1e308)).toBe('TOO_SMALL');
  });

  it('accepts exactly the multiples of 100 cents in the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (cents) => {
        const ok = cents % 100 === 0 && cents >= COUPON_MIN_CENTS && cents <= COUPON_MAX_CENTS;
        return (couponAmountProblem(cents) === null) === ok;
      }),
    );
  });

  it('wants a letter and a digit in street and zip/city, in either order', () => {
    for (const valid of ['Seeweg 1', '1 Harbour Lane', '15526 Bad Saarow', 'Straße 7b', 'Ü1']) {
      expect([valid, COUPON_LETTER_AND_DIGIT_PATTERN.test(valid)]).toEqual([valid, true]);
    }
    for (const invalid of ['Seeweg', '15526', '', '-- 12 --']) {
      expect([invalid, COUPON_LETTER_AND_DIGIT_PATTERN.test(invalid)]).toEqual([invalid, false]);
    }
  });

  it('matches a text exactly when one line of it holds a letter and a digit (property)', () => {
    const letter = /[A-Za-zÀ-ÖØ-öø-ÿ]/;
    const lineBreak = /[\n\r\u2028\u2029]/;
    const text = fc
      .array(
        fc.constantFrom(
          'a',
          'Z',
          'é',
          'ÿ',
          'Ö',
          'Ø',
          '×',
          '÷',
          '1',
          '0',
          '٣',
          ' ',
          '-',
          '\n',
          '\r',
          '\u2028',
        ),
        {
          maxLength: 14,
        },
      )
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ unit: 'binary', maxLength: 20 })), (value) => {
        const expected = letter.test(value) && /\d/.test(value) && !lineBreak.test(value);
        return COUPON_LETTER_AND_DIGIT_PATTERN.test(value) === expected;
      }),
      { numRuns: 5000 },
    );
  });

  it('answers a long text at once (no backtracking over the same characters twice)', () => {
    // With two overlapping `.*` these took seconds each: over the test's time limit together.
    for (const value of ['a'.repeat(200_000), '-'.repeat(200_000), `${'1'.repeat(200_000)}-`]) {
      expect(COUPON_LETTER_AND_DIGIT_PATTERN.test(value)).toBe(false);
    }
    expect(COUPON_LETTER_AND_DIGIT_PATTERN.test(`${'a'.repeat(200_000)}1`)).toBe(true);
  });

  it('writes the transfer reference from the order id, never from a code', () => {
    expect(couponPaymentReference('3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b')).toBe('GS-3F2A9C1B');
  });

  it('replaces lone surrogates, which neither UTF-8 nor PostgreSQL JSON can hold', () => {
    expect(wellFormedText('Oma\ud800 Inge')).toBe('Oma\ufffd Inge');
    expect(wellFormedText('\udc00x\ud800')).toBe('\ufffdx\ufffd');
    expect(wellFormedText('Ahoi \u{1F6A4} ß')).toBe('Ahoi \u{1F6A4} ß');
  });
});
