export const SESSION_POOL = Symbol('SESSION_POOL');
export const SESSION_STORE = Symbol('SESSION_STORE');

/** How long a session with a staff or gallery login lives after its last use. */
export const LOGIN_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The scheduled job that deletes expired sessions, once for the cluster. */
export const SESSIONS_CLEANUP_QUEUE = 'sessions-cleanup';
