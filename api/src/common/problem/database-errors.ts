/**
 * Whether an error means "the database is unreachable or overloaded right now" (retryable,
 * answered with 503) rather than a bug or a rule violation.
 */
const UNAVAILABLE_SQLSTATE_PREFIXES = ['08', '53', '57P'];
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // statement timeout
  '3D000', // database does not exist (dropped or not yet created)
  // Two transactions waited on each other (a deadlock) or could not be serialised: PostgreSQL
  // aborted this one; the same request a moment later goes through.
  '40P01',
  '40001',
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Query read timeout',
  // TypeORM's QueryRunnerAlreadyReleasedError: the connection under a transaction was lost (and
  // the runner released) before its COMMIT; nothing was committed.
  'Query runner already released',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const withCodes = error as Error & { code?: unknown; driverError?: unknown; cause?: unknown };
  const code = typeof withCodes.code === 'string' ? withCodes.code : undefined;
  if (code !== undefined) {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (
      /^[0-9A-Z]{5}$/.test(code) &&
      UNAVAILABLE_SQLSTATE_PREFIXES.some((p) => code.startsWith(p))
    ) {
      return true;
    }
  }
  if (UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message))) return true;
  return isDatabaseUnavailable(withCodes.driverError) || isDatabaseUnavailable(withCodes.cause);
}

/** PostgreSQL SQLSTATE codes the services turn into answers (a rule broken, not a bug). */
export const SqlState = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  EXCLUSION_VIOLATION: '23P01',
  DEADLOCK_DETECTED: '40P01',
} as const;
export type SqlState = (typeof SqlState)[keyof typeof SqlState];

/**
 * The SQLSTATE of a failed statement: TypeORM wraps the driver's error (`driverError`), the
 * driver's own error carries `code` directly; anything else has none.
 */
export function sqlStateOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { driverError, code } = error as Error & { driverError?: unknown; code?: unknown };
  if (driverError !== undefined) return sqlStateOf(driverError);
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The constraint a violation names, so a caller that expects one constraint (an e-mail unique
 * index) does not mistake another one's violation for it.
 */
function constraintOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { driverError, constraint } = error as Error & {
    driverError?: unknown;
    constraint?: unknown;
  };
  if (driverError !== undefined) return constraintOf(driverError);
  return typeof constraint === 'string' ? constraint : undefined;
}

function violates(error: unknown, state: SqlState, constraint?: string): boolean {
  if (sqlStateOf(error) !== state) return false;
  return constraint === undefined || constraintOf(error) === constraint;
}

/** A unique index refused the row (optionally: this index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, SqlState.UNIQUE_VIOLATION, constraint);
}

/** An exclusion constraint refused the row, e.g. two bookings of one vehicle overlapping. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return violates(error, SqlState.EXCLUSION_VIOLATION, constraint);
}

/** A foreign key refused the row: the row it refers to is gone (or is still referred to). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return violates(error, SqlState.FOREIGN_KEY_VIOLATION, constraint);
}
