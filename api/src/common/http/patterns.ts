/**
 * The e-mail rule every form of the spec shares: letters, digits, dot, underscore, hyphen before
 * the @; a domain; a dot; a top-level domain of 2-6 letters. At most 50 characters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
export const EMAIL_MAX = 50;
