/**
 * What may reach a log line. Logs are read by operators and shipped to other systems, so they
 * carry the shape of a failure (error class, message, SQLSTATE, the SQL text with its `$1`
 * placeholders) but never its values: a failed INSERT's parameters are names, e-mail and
 * postal addresses and password hashes, and PostgreSQL's `detail` repeats the offending value.
 */
const SAFE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  /** The SQL text of a failed statement: placeholders, not values. */
  query?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  cause?: SafeError | string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An error reduced to its safe fields (TypeORM's wrapper and the driver error merged). */
export function safeError(error: unknown, depth = 0): SafeError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : typeof error;
  const own = error as Error & Record<string, unknown>;
  const driver = isRecord(own.driverError) ? own.driverError : {};
  const safe: SafeError = { type: error.constructor.name, message: error.message };
  if (error.stack) safe.stack = error.stack;
  if (typeof own.query === 'string') safe.query = own.query;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = own[field] ?? driver[field];
    if (value !== undefined) safe[field] = value;
  }
  if (own.cause !== undefined && depth < 3) safe.cause = safeError(own.cause, depth + 1);
  return safe;
}

/**
 * Keys whose values never reach a log, wherever a logged object carries them (pino `redact`
 * paths: the key itself, one and two levels down).
 */
export const SENSITIVE_KEYS = [
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'token',
  'resetToken',
  'verificationCode',
  'parameters',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

export const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => {
  const property = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = property.startsWith('[') ? '' : '.';
  return [property, `*${dot}${property}`, `*.*${dot}${property}`];
});
