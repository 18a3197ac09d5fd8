import { HttpException } from '@nestjs/common';

/** Stable machine codes; the web maps them to texts. Add new ones here, never rename. */
export const ProblemCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_AUTHENTICATED: 'NOT_AUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  CSRF_INVALID: 'CSRF_INVALID',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  DB_UNAVAILABLE: 'DB_UNAVAILABLE',
  BAD_REQUEST: 'BAD_REQUEST',
  CONFLICT: 'CONFLICT',
  LOGIN_FAILED: 'LOGIN_FAILED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  ALREADY_BOOKED: 'ALREADY_BOOKED',
  CUSTOMER_BANNED: 'CUSTOMER_BANNED',
  INVALID_VERIFICATION_CODE: 'INVALID_VERIFICATION_CODE',
  COUPON_INVALID: 'COUPON_INVALID',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  PAYMENTS_UNAVAILABLE: 'PAYMENTS_UNAVAILABLE',
  BOOKING_PAID: 'BOOKING_PAID',
  BOOKING_CANCELLED: 'BOOKING_CANCELLED',
  ALREADY_TICKED_OFF: 'ALREADY_TICKED_OFF',
  ADMIN_ONLY_CHANGE: 'ADMIN_ONLY_CHANGE',
  NOT_COUNTED: 'NOT_COUNTED',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  TOTAL_CHANGED: 'TOTAL_CHANGED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  ALREADY_PAID: 'ALREADY_PAID',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_SCOPE_MISSING: 'TOKEN_SCOPE_MISSING',
  TOKEN_LIMIT_REACHED: 'TOKEN_LIMIT_REACHED',
} as const;
export type ProblemCode = (typeof ProblemCode)[keyof typeof ProblemCode];

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** RFC 9457 problem details as this API sends them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode | string;
  errors?: FieldProblem[];
  instance?: string;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problem(
  status: number,
  code: ProblemCode | string,
  title: string,
  detail: string,
  errors?: FieldProblem[],
): Problem {
  return {
    type: `urn:showcase:problem:${code.toLowerCase().replaceAll('_', '-')}`,
    title,
    status,
    detail,
    code,
    ...(errors ? { errors } : {}),
  };
}

/** Throw from services when a rule fails; the filter writes it as problem+json. */
export class ProblemException extends HttpException {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem, problem.status);
  }
}

/** 401: no (or no longer a valid) staff session. */
export function notAuthenticatedProblem(
  code: ProblemCode = ProblemCode.NOT_AUTHENTICATED,
  detail = 'Please log in first.',
): ProblemException {
  return new ProblemException(problem(401, code, 'Not logged in', detail));
}

/** 404: no `what` with that id (or none this caller may see): 'No such vehicle.' */
export function notFoundProblem(what: string): ProblemException {
  return new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', `No such ${what}.`));
}

export function validationProblem(errors: FieldProblem[]): ProblemException {
  const fields = [...new Set(errors.map((error) => error.field))].join(', ');
  return new ProblemException(
    problem(
      400,
      ProblemCode.VALIDATION_FAILED,
      'Invalid input',
      `Invalid fields: ${fields}`,
      errors,
    ),
  );
}

export const DB_RETRY_AFTER_SECONDS = 5;

export function databaseUnavailableProblem(): ProblemException {
  return new ProblemException(
    problem(
      503,
      ProblemCode.DB_UNAVAILABLE,
      'Database unavailable',
      'The database cannot be reached right now. Please try again shortly.',
    ),
    { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) },
  );
}

export function rateLimitedProblem(retryAfterSeconds: number): ProblemException {
  return new ProblemException(
    problem(429, ProblemCode.RATE_LIMITED, 'Too many requests', 'Please wait and try again.'),
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}
