/**
 * Whether an error means "the database is unreachable or overloaded right now" (retryable,
 * answered with 503) rather than a bug or a rule violation.
 */
const UNAVAILABLE_SQLSTATE_PREFIXES = ['08', '53', '57P'];
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // statement timeout
  '3D000', // database does not exist (dropped or not yet created)
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
