export {
  EMAIL_MAX as PRAWN_EMAIL_MAX,
  EMAIL_PATTERN as PRAWN_EMAIL_PATTERN,
} from '../common/http/patterns';

/** The delivery form's maxima (spec §5 "Prawn and art pages"). */
export const PRAWN_ORDER_LIMITS = {
  firstName: 25,
  lastName: 25,
  street: 50,
  additional: 50,
  postal: 10,
  city: 30,
  country: 20,
} as const;

/** Per client IP: a household ordering again is fine, a script filling the table is not. */
export const PRAWN_ORDER_RATE_LIMIT = { limit: 5, ttl: 15 * 60 * 1000 };

/**
 * What is sold, priced here on the server: the order stores the price it was placed at, so a
 * later price change never rewrites an order.
 */
export const PRAWN_OFFER = {
  name: 'Prawn box, 1 kg',
  description:
    'Hand-peeled North Sea prawns, caught and cooked on board the same morning, delivered chilled.',
  priceCents: 3490,
} as const;

/** 'aDA' → 'Ada': the first letter upper case, the rest lower case (spec). */
export function capitaliseName(name: string): string {
  const lower = name.toLocaleLowerCase('en-GB');
  return lower.charAt(0).toLocaleUpperCase('en-GB') + lower.slice(1);
}
