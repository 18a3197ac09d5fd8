export {
  EMAIL_MAX as CONTACT_EMAIL_MAX,
  EMAIL_PATTERN as CONTACT_EMAIL_PATTERN,
} from '../common/http/patterns';

/** The agency contact form's limits (spec: agency §5, §9); the DTO and thus the contract use them. */
export const CONTACT_SENDER_MAX = 50;
export const CONTACT_BODY_MAX = 2000;
/** Per client IP: enough for a person correcting a typo, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { limit: 5, ttl: 15 * 60 * 1000 };
