import { useCallback, useMemo, useRef } from 'react';

/**
 * A new Idempotency-Key (the API takes 8–64 of A–Z a–z 0–9 _ -). randomUUID exists only in
 * secure contexts; a register opened over plain http on the shop's network still gets a key
 * from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * One key per checkout attempt: the same request body (a retry after a lost answer or a
 * server error) sends the same key, so the server answers the first checkout again instead of
 * taking the money twice; any change to the cart, coupon, payment or amounts makes a new key,
 * and so does a finished checkout (`forget`).
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const keyFor = useCallback((body: unknown) => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  }, []);

  const forget = useCallback(() => {
    attempt.current = null;
  }, []);

  return useMemo(() => ({ keyFor, forget }), [keyFor, forget]);
}
