import { HttpResponse } from 'msw';

/** An RFC 9457 answer as the API sends it, for `server.use` overrides of single endpoints. */
export function problemResponse(
  status: number,
  code: string,
  headers: Record<string, string> = {},
) {
  return HttpResponse.json(
    { type: 'about:blank', title: code, status, detail: code, code },
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}

/** A problem naming fields (`errors`), as a refused form gets it; each message is its code. */
export function fieldProblemResponse(
  status: number,
  code: string,
  errors: { field: string; code: string }[],
) {
  return HttpResponse.json(
    {
      type: 'about:blank',
      title: code,
      status,
      detail: code,
      code,
      errors: errors.map((error) => ({ ...error, message: error.code })),
    },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}
