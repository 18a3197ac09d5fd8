/**
 * The e-mail rule every form of the spec shares: letters, digits, dot, underscore, hyphen before
 * the @; a domain; a dot; a top-level domain of 2-6 letters. At most 50 characters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
export const EMAIL_MAX = 50;

/** Phone numbers in every form of the spec: digits with an optional leading plus. */
export const PHONE_PATTERN = /^\+?\d+$/;

/** E-mail addresses are compared and stored trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
