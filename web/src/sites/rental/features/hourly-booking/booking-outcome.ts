import { isApiError } from '@showcase/contracts/fetcher';
import {
  customerFieldOfApiField,
  errorKeyOfField,
  type CustomerErrors,
} from './customer-form-rules';

/** Why a code request or a booking did not go through, as the page tells it (spec §4, §8). */
export type RequestFailure =
  | { kind: 'banned' }
  | { kind: 'alreadyBooked' }
  | { kind: 'wrongCode' }
  | { kind: 'rateLimited'; minutes: number | null }
  | { kind: 'invalid'; fields: CustomerErrors }
  | { kind: 'error' };

/** Retry-After as whole minutes, at least one: seconds, or an HTTP date. Null if unreadable. */
export function retryAfterMinutes(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** What an error of the code request or the booking means for the visitor. */
export function failureOf(error: unknown): RequestFailure {
  if (!isApiError(error)) return { kind: 'error' };
  switch (error.code) {
    case 'CUSTOMER_BANNED':
      return { kind: 'banned' };
    case 'ALREADY_BOOKED':
      return { kind: 'alreadyBooked' };
    case 'INVALID_VERIFICATION_CODE':
      return { kind: 'wrongCode' };
    case 'RATE_LIMITED':
      return { kind: 'rateLimited', minutes: retryAfterMinutes(error.headers.get('retry-after')) };
    case 'VALIDATION_FAILED': {
      const fields: CustomerErrors = {};
      for (const problem of error.problem?.errors ?? []) {
        const field = customerFieldOfApiField(problem.field);
        if (field) fields[field] = errorKeyOfField(field);
      }
      return Object.keys(fields).length > 0 ? { kind: 'invalid', fields } : { kind: 'error' };
    }
    default:
      if (error.status === 429) {
        return {
          kind: 'rateLimited',
          minutes: retryAfterMinutes(error.headers.get('retry-after')),
        };
      }
      return { kind: 'error' };
  }
}
