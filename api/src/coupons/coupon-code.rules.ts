import { createHash, randomInt } from 'node:crypto';

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or typed
 * from paper cannot be mistaken; I and L are read as 1, O as 0 (see normaliseCouponCode).
 */
export const COUPON_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of 32 = 80 bits of randomness, far beyond guessing at any request rate. */
export const COUPON_CODE_LENGTH = 16;
const GROUP = 4;

/** What a visitor may type: the groups with or without dashes or spaces (at most 24 characters). */
export const COUPON_INPUT_MAX = 24;

/** A new code from the operating system's random source, grouped for reading: XXXX-XXXX-XXXX-XXXX. */
export function generateCouponCode(): string {
  let code = '';
  for (let index = 0; index < COUPON_CODE_LENGTH; index++) {
    code += COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)];
  }
  return formatCouponCode(code);
}

export function formatCouponCode(normalised: string): string {
  return normalised.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? '';
}

/**
 * The code as stored and compared: upper case, separators dropped, look-alikes mapped; null when
 * it cannot be a code at all (then it is not looked up).
 */
export function normaliseCouponCode(input: string): string | null {
  // Checked before upper-casing, which turns 'ß' into 'SS' and 'ı' into 'I'.
  if (!/^[0-9A-Za-z\s-]*$/.test(input)) return null;
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (compact.length !== COUPON_CODE_LENGTH) return null;
  for (const character of compact) {
    if (!COUPON_ALPHABET.includes(character)) return null;
  }
  return compact;
}

/**
 * Codes are stored only as their hash: a copy of the database does not hand out money. 80 random
 * bits need no salt or slow hash to withstand guessing.
 */
export function couponCodeHash(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}

/** The last characters, which staff may see to recognise a coupon. */
export function couponCodeHint(normalised: string): string {
  return normalised.slice(-GROUP);
}

/**
 * Vouchers fall under the German standard limitation period: three years from the end of the
 * year they were issued in, so valid through 31 December of the third following year.
 */
export function couponValidUntil(issuedOn: string): string {
  return `${Number(issuedOn.slice(0, 4)) + 3}-12-31`;
}

/**
 * How much of a coupon's balance a price uses, and what is left to pay. Never below 0; a
 * remainder under 10 cents is waived (spec §9), and then the coupon covers the whole price.
 */
export function applyCoupon(
  priceCents: number,
  balanceCents: number,
): { couponCents: number; dueCents: number } {
  const couponCents = Math.min(priceCents, Math.max(0, balanceCents));
  const remainder = priceCents - couponCents;
  if (remainder < WAIVED_REMAINDER_CENTS) return { couponCents, dueCents: 0 };
  return { couponCents, dueCents: remainder };
}

export const WAIVED_REMAINDER_CENTS = 10;
