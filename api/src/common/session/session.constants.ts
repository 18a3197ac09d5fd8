export const SESSION_POOL = Symbol('SESSION_POOL');
export const SESSION_STORE = Symbol('SESSION_STORE');
