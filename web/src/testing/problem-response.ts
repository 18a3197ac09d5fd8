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
