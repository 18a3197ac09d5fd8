import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, customFetch, onApiError, resetCsrfToken } from './fetcher';

const ORIGIN = 'http://localhost:3000';
const server = setupServer();
let tokensIssued = 0;
let sentTokens: Array<string | null> = [];

beforeAll(() => {
  // The fetcher resolves relative API paths against the page's origin.
  Object.defineProperty(globalThis, 'location', { value: { origin: ORIGIN }, configurable: true });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  resetCsrfToken();
  tokensIssued = 0;
  sentTokens = [];
  server.use(
    http.get(`${ORIGIN}/api/v1/csrf`, () => {
      tokensIssued += 1;
      return HttpResponse.json({ token: `token-${tokensIssued}` });
    }),
  );
});

const problem = (status: number, code: string) =>
  HttpResponse.json(
    { type: 'urn:x', title: 't', status, detail: 'd', code },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

describe('customFetch', () => {
  it('returns the parsed body of a success', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/health`, () => HttpResponse.json({ status: 'ok' })));
    const result = await customFetch<{ status: string }>('/api/v1/health');
    expect(result).toEqual({ status: 'ok' });
    expect(tokensIssued).toBe(0);
  });

  it('returns undefined for an answer without a body', async () => {
    server.use(
      http.delete(`${ORIGIN}/api/v1/things/1`, () => new HttpResponse(null, { status: 204 })),
    );
    await expect(customFetch('/api/v1/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('sends the CSRF token on unsafe requests, fetching it once', async () => {
    server.use(
      http.post(`${ORIGIN}/api/v1/things`, ({ request }) => {
        sentTokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await customFetch('/api/v1/things', { method: 'POST', body: '{}' });
    await customFetch('/api/v1/things', { method: 'POST', body: '{}' });
    expect(sentTokens).toEqual(['token-1', 'token-1']);
    expect(tokensIssued).toBe(1);
  });

  it('fetches a new token and retries once when the server says CSRF_INVALID', async () => {
    server.use(
      http.post(`${ORIGIN}/api/v1/things`, ({ request }) => {
        const token = request.headers.get('x-csrf-token');
        sentTokens.push(token);
        return token === 'token-1'
          ? problem(403, 'CSRF_INVALID')
          : HttpResponse.json({ created: true }, { status: 201 });
      }),
    );
    const result = await customFetch<{ created: boolean }>('/api/v1/things', { method: 'POST' });
    expect(result).toEqual({ created: true });
    expect(sentTokens).toEqual(['token-1', 'token-2']);
  });

  it('fetches a new token after login or logout (the session was regenerated)', async () => {
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/login`, ({ request }) => {
        sentTokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({});
      }),
      http.post(`${ORIGIN}/api/v1/things`, ({ request }) => {
        sentTokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await customFetch('/api/v1/auth/login', { method: 'POST' });
    await customFetch('/api/v1/things', { method: 'POST' });
    expect(sentTokens).toEqual(['token-1', 'token-2']);
  });

  it('throws an ApiError carrying the problem details for a non-2xx answer', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/things`, () => problem(400, 'VALIDATION_FAILED')));
    const error = await customFetch('/api/v1/things', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('VALIDATION_FAILED');
  });

  it('throws an ApiError without problem details for a plain server error', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/broken`, () => new HttpResponse('oops', { status: 502 })),
    );
    const error = await customFetch('/api/v1/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).problem).toBeUndefined();
  });

  it('tells subscribers about every ApiError until they unsubscribe', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/me`, () => problem(401, 'SESSION_EXPIRED')));
    const seen: string[] = [];
    const unsubscribe = onApiError((error) => seen.push(error.code ?? ''));
    await customFetch('/api/v1/me').catch(() => undefined);
    unsubscribe();
    await customFetch('/api/v1/me').catch(() => undefined);
    expect(seen).toEqual(['SESSION_EXPIRED']);
  });

  it('passes network errors on as rejections', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/down`, () => HttpResponse.error()));
    await expect(customFetch('/api/v1/down')).rejects.toThrow();
  });
});
