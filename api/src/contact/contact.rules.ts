/** The agency contact form's limits (spec: agency §5, §9); the DTO and thus the contract use them. */
export const CONTACT_SENDER_MAX = 50;
export const CONTACT_EMAIL_MAX = 50;
export const CONTACT_BODY_MAX = 2000;
/** Letters, digits, dot, underscore, hyphen before the @; a domain; a dot; a 2-6 letter TLD. */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
/** Per client IP: enough for a person correcting a typo, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { limit: 5, ttl: 15 * 60 * 1000 };
