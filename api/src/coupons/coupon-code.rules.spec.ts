import {
  applyCoupon,
  COUPON_ALPHABET,
  COUPON_CODE_LENGTH,
  COUPON_INPUT_MAX,
  couponCodeHash,
  couponCodeHint,
  couponValidUntil,
  formatCouponCode,
  generateCouponCode,
  normaliseCouponCode,
  WAIVED_REMAINDER_CENTS,
} from './coupon-code.rules';

const CODE = 'SEE7-BADE-TAG5-0050';
const COMPACT = 'SEE7BADETAG50050';

describe('coupon codes', () => {
  it('are 16 characters of Crockford’s base 32 in four dashed groups', () => {
    expect(COUPON_ALPHABET).toHaveLength(32);
    expect(COUPON_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = Array.from({ length: 200 }, generateCouponCode);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(code.replaceAll('-', '')).toHaveLength(COUPON_CODE_LENGTH);
      expect(code.length).toBeLessThanOrEqual(COUPON_INPUT_MAX);
      expect(normaliseCouponCode(code)).toBe(code.replaceAll('-', ''));
    }
    // Random: no two alike.
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('formats a normalised code in groups of four', () => {
    expect(formatCouponCode(COMPACT)).toBe(CODE);
    expect(formatCouponCode('ABCDE')).toBe('ABCD-E');
    expect(formatCouponCode('')).toBe('');
  });

  it('normalises what is typed: case, dashes and spaces do not matter', () => {
    for (const typed of [
      CODE,
      COMPACT,
      CODE.toLowerCase(),
      'see7 bade tag5 0050',
      ' SEE7-bade TAG5 - 0050\t',
      'S-E-E-7-B-A-D-E-T-A-G-5-0-0-5-0',
    ]) {
      expect([typed, normaliseCouponCode(typed)]).toEqual([typed, COMPACT]);
    }
  });

  it('reads the look-alikes I and L as 1 and O as 0, in either case', () => {
    expect(normaliseCouponCode('SEE7-BADE-TAG5-OO5O')).toBe(COMPACT);
    expect(normaliseCouponCode('see7-bade-tag5-oo5o')).toBe(COMPACT);
    expect(normaliseCouponCode('1111-2222-3333-4444')).toBe('1111222233334444');
    expect(normaliseCouponCode('IiLl-2222-3333-4444')).toBe('1111222233334444');
  });

  it('is no code at all with a wrong length or a character outside the alphabet', () => {
    for (const typed of [
      '',
      'SEE7-BADE-TAG5',
      'SEE7-BADE-TAG5-00500',
      'SEE7-BADE-TAG5-005U',
      'SEE7-BADE-TAG5-005!',
      'SEE7_BADE_TAG5_0050',
      'SEE7.BADE.TAG5.0050',
      'SEE7-BADE-TAG5-005Ä',
      // Characters whose capitals are Latin letters must not sneak in: ß is SS, ı is I, ﬀ is FF.
      'SEE7-BADE-TAG5-00ß',
      'SEE7-BADE-TAG5-005ı',
      'SEE7-BADE-TAG5-00ﬀ',
      'ＳEE7-BADE-TAG5-0050',
    ]) {
      expect([typed, normaliseCouponCode(typed)]).toEqual([typed, null]);
    }
  });

  it('is stored as a SHA-256 hash, recognised by staff from its last four characters', () => {
    expect(couponCodeHash(COMPACT)).toMatch(/^[0-9a-f]{64}$/);
    expect(couponCodeHash(COMPACT)).toBe(couponCodeHash(normaliseCouponCode(CODE.toLowerCase())!));
    expect(couponCodeHash(COMPACT)).not.toBe(couponCodeHash('SEE7BADETAG50051'));
    expect(couponCodeHint(COMPACT)).toBe('0050');
  });
});

describe('couponValidUntil', () => {
  it('is 31 December of the third year after the year of issue', () => {
    expect(couponValidUntil('2026-01-01')).toBe('2029-12-31');
    expect(couponValidUntil('2026-12-31')).toBe('2029-12-31');
    expect(couponValidUntil('2028-02-29')).toBe('2031-12-31');
  });
});

describe('applyCoupon', () => {
  it('with no balance leaves the whole price to pay', () => {
    expect(applyCoupon(36_000, 0)).toEqual({ couponCents: 0, dueCents: 36_000 });
    expect(applyCoupon(36_000, -500)).toEqual({ couponCents: 0, dueCents: 36_000 });
  });

  it('pays part of the price with a smaller balance', () => {
    expect(applyCoupon(36_000, 10_000)).toEqual({ couponCents: 10_000, dueCents: 26_000 });
  });

  it('pays exactly the price with an equal balance', () => {
    expect(applyCoupon(36_000, 36_000)).toEqual({ couponCents: 36_000, dueCents: 0 });
  });

  it('pays no more than the price with a larger balance: the rest stays on the coupon', () => {
    expect(applyCoupon(36_000, 50_000)).toEqual({ couponCents: 36_000, dueCents: 0 });
  });

  it('waives a remainder under 0.10 €, not one of 0.10 €', () => {
    expect(WAIVED_REMAINDER_CENTS).toBe(10);
    expect(applyCoupon(36_000, 35_991)).toEqual({ couponCents: 35_991, dueCents: 0 });
    expect(applyCoupon(36_000, 35_999)).toEqual({ couponCents: 35_999, dueCents: 0 });
    expect(applyCoupon(36_000, 35_990)).toEqual({ couponCents: 35_990, dueCents: 10 });
  });
});
