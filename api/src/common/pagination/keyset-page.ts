import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { decodeCursor, encodeCursor } from './cursor';
import type { KeyType } from './cursor';

/** One sort key: an SQL expression of the query (`item.uploaded_at`) and its type. */
export interface KeysetKey {
  expression: string;
  type: KeyType;
}

/**
 * A list's order: keys that together are unique (end with the id, so equal timestamps still
 * have one order), all in one direction so a composite index on the keys serves the query.
 */
export interface Keyset {
  keys: readonly KeysetKey[];
  direction: 'ASC' | 'DESC';
}

export interface PageRequest {
  limit: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The key as text with nothing lost, so the cursor finds the row it came from exactly. */
function keyAsText({ expression, type }: KeysetKey): string {
  return type === 'timestamptz'
    ? `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : `(${expression})::text`;
}

/**
 * One page of `query` in keyset order: the rows after the cursor's keys, `limit` of them, and
 * the next cursor when more follow (one extra row is fetched to know). A bad cursor is a 400
 * naming `cursor` before any SQL runs.
 *
 * `query` must give one row per entity (no joins to many); its own WHERE stays in force.
 */
export async function keysetPage<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  keyset: Keyset,
  { limit, cursor }: PageRequest,
): Promise<Page<Entity>> {
  const { keys, direction } = keyset;
  if (cursor !== undefined) {
    const values = decodeCursor(
      cursor,
      keys.map((key) => key.type),
    );
    // A row comparison is the whole keyset in one condition, and PostgreSQL reads it from a
    // composite index on the same columns.
    const after = direction === 'DESC' ? '<' : '>';
    const columns = keys.map((key) => key.expression).join(', ');
    const params = keys.map((key, index) => `CAST(:keyset_${index} AS ${key.type})`).join(', ');
    query.andWhere(
      `(${columns}) ${after} (${params})`,
      Object.fromEntries(values.map((value, index) => [`keyset_${index}`, value])),
    );
  }
  keys.forEach((key, index) => {
    query.addSelect(keyAsText(key), `keyset_${index}`);
    if (index === 0) query.orderBy(key.expression, direction);
    else query.addOrderBy(key.expression, direction);
  });
  const { entities, raw } = await query.limit(limit + 1).getRawAndEntities();
  if (entities.length <= limit) return { items: entities, nextCursor: null };
  const last = raw[limit - 1] as Record<string, string>;
  return {
    items: entities.slice(0, limit),
    nextCursor: encodeCursor(keys.map((_, index) => last[`keyset_${index}`]!)),
  };
}
