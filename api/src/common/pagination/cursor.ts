import { validationProblem } from '../problem/problem';
import type { ProblemException } from '../problem/problem';

/** The kinds of sort key a cursor can carry; each is checked before it reaches SQL. */
export type KeyType = 'timestamptz' | 'uuid';

/**
 * A timestamp as `keysetPage` selects it: UTC with all six fractional digits. PostgreSQL keeps
 * microseconds and a JavaScript Date only milliseconds, so a cursor rounded to milliseconds
 * could skip rows written in the same millisecond.
 */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{3})\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether PostgreSQL will read `value` as this type: a bad value must be a 400, never a 500. */
function isKeyValue(type: KeyType, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (type === 'uuid') return UUID.test(value);
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  // A real moment: '2026-02-30T…' matches the pattern but is no date.
  const millis = `${match[1]}.${match[2]}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

export function invalidCursorProblem(): ProblemException {
  return validationProblem([
    {
      field: 'cursor',
      code: 'INVALID_CURSOR',
      message: 'Not a cursor of this list; ask for the first page without one.',
    },
  ]);
}

/** The sort keys of a page's last row, as the opaque `nextCursor` (base64url of JSON). */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * The sort keys in `cursor`, checked against the list's key types; anything else (not base64url,
 * not JSON, the wrong number or kind of keys) is a 400 naming `cursor`.
 */
export function decodeCursor(cursor: string, types: readonly KeyType[]): string[] {
  let values: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursorProblem();
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursorProblem();
  }
  if (
    !Array.isArray(values) ||
    values.length !== types.length ||
    !values.every((value, index) => isKeyValue(types[index]!, value))
  ) {
    throw invalidCursorProblem();
  }
  return values as string[];
}
