import { csrfSync } from 'csrf-sync';

/** Synchronizer tokens kept in the server session; clients send them as `X-CSRF-Token`. */
export const csrf = csrfSync({
  size: 32,
  getTokenFromRequest: (req) => {
    const header = req.headers['x-csrf-token'];
    return typeof header === 'string' ? header : undefined;
  },
});

export const CSRF_SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
