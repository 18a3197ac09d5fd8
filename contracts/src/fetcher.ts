/**
 * The one hand-written piece of the client: every generated hook calls this function.
 * It sends the session cookie, adds the CSRF token to unsafe requests (fetching it on demand and
 * again after the session changed), and turns problem+json answers into a typed ApiError.
 */

import type { ProblemDto } from './generated/model/problemDto';

/** RFC 9457 problem details as the API sends them (the type comes from the contract). */
export type Problem = ProblemDto;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly headers: Headers,
  ) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The machine code (e.g. `VALIDATION_FAILED`), if the server sent problem details. */
  get code(): string | undefined {
    return this.problem?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CSRF_PATH = '/api/v1/csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Logging in or out regenerates the server session, and with it the CSRF token. */
const SESSION_CHANGING_PATHS = /\/auth\/(login|logout|register)$/;

let csrfToken: Promise<string> | undefined;

type ApiErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Called with every ApiError any request produces, e.g. so a site can react to a
 * `SESSION_EXPIRED` wherever it happens. Returns the unsubscribe function.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Forget the cached CSRF token; the next unsafe request fetches a fresh one. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
}

function absolute(url: string): string {
  const origin = globalThis.location?.origin;
  return origin ? new URL(url, origin).toString() : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

function asProblem(body: unknown): Problem | undefined {
  return body !== null && typeof body === 'object' && 'code' in body && 'status' in body
    ? (body as Problem)
    : undefined;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(absolute(CSRF_PATH), {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, asProblem(body), response.headers);
  return (body as { token: string }).token;
}

function currentCsrfToken(): Promise<string> {
  csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
    csrfToken = undefined;
    throw error;
  });
  return csrfToken;
}

export async function customFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const unsafe = UNSAFE_METHODS.has(method);

  const send = async (): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json, application/problem+json');
    if (unsafe) headers.set('x-csrf-token', await currentCsrfToken());
    return fetch(absolute(url), { ...init, headers, credentials: 'same-origin' });
  };

  let response = await send();
  let body = await readBody(response);
  // The session may have expired since the token was fetched: fetch a new one and retry once.
  if (unsafe && response.status === 403 && asProblem(body)?.code === 'CSRF_INVALID') {
    resetCsrfToken();
    response = await send();
    body = await readBody(response);
  }
  if (
    unsafe &&
    response.ok &&
    SESSION_CHANGING_PATHS.test(new URL(absolute(url), 'http://x').pathname)
  ) {
    resetCsrfToken();
  }
  if (!response.ok) {
    const error = new ApiError(response.status, asProblem(body), response.headers);
    errorListeners.forEach((listener) => listener(error));
    throw error;
  }
  // Only the body: non-2xx answers were thrown above, and what a caller needs from a success
  // is in the body too (a simulated demo write carries `simulated: true` besides its header).
  return body as T;
}

/** orval types every hook's error with this: what customFetch actually throws. */
export type ErrorType<_Problem> = ApiError;
