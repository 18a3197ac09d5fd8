import type TestAgent from 'supertest/lib/agent';

/** The body of every cursor-paginated list (`{items, nextCursor}`). */
export interface PageBody<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Follows `nextCursor` from the first page to the last one, checking each answer against the
 * contract, and gives back every page's body in order.
 */
export async function collectPages<T>(
  agent: TestAgent,
  url: string,
  limit: number,
): Promise<Array<PageBody<T>>> {
  const pages: Array<PageBody<T>> = [];
  let cursor: string | null = null;
  do {
    const response = await agent.get(url).query({ limit, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    const page = response.body as PageBody<T>;
    pages.push(page);
    cursor = page.nextCursor;
    // A list that never ends would be a bug, not a long list.
    expect(pages.length).toBeLessThan(100);
  } while (cursor !== null);
  return pages;
}

const cursorOf = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString(
    'base64url',
  );
const SOME_ID = '3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c';

/** Page queries every list must refuse with 400 VALIDATION_FAILED naming the field. */
export const BAD_PAGE_QUERIES: Array<[string, Record<string, string>, 'limit' | 'cursor']> = [
  ['a limit of 0', { limit: '0' }, 'limit'],
  ['a limit over 100', { limit: '101' }, 'limit'],
  ['a limit that is no number', { limit: 'ten' }, 'limit'],
  ['a fractional limit', { limit: '2.5' }, 'limit'],
  ['an empty cursor', { cursor: '' }, 'cursor'],
  ['a cursor with characters outside base64url', { cursor: 'not a cursor!' }, 'cursor'],
  ['an over-long cursor', { cursor: 'A'.repeat(201) }, 'cursor'],
  ['a cursor that is no JSON', { cursor: cursorOf('{"half') }, 'cursor'],
  ['a cursor with one key too few', { cursor: cursorOf([SOME_ID]) }, 'cursor'],
  [
    'a cursor with a day that does not exist',
    { cursor: cursorOf(['2026-02-30T10:00:00.000000Z', SOME_ID]) },
    'cursor',
  ],
  [
    'a cursor whose id is no UUID',
    { cursor: cursorOf(['2026-03-01T10:00:00.000000Z', "1' OR '1'='1"]) },
    'cursor',
  ],
];
