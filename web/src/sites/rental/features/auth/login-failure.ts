import { isApiError } from '@showcase/contracts/fetcher';

/** Seconds a rate-limited login must wait (429 with Retry-After), or null for any other failure. */
export function loginWaitSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = Number(error.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** Whole seconds under two minutes, otherwise whole minutes, rounded up. */
export function waitUnit(seconds: number): { unit: 'seconds' | 'minutes'; amount: number } {
  return seconds < 120
    ? { unit: 'seconds', amount: seconds }
    : { unit: 'minutes', amount: Math.ceil(seconds / 60) };
}
