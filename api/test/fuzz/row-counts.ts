import type { Pool } from 'pg';

export type RowCounts = Record<string, number>;

/**
 * Counts the rows of every table in the public schema except `session` and `rate_limits` (every
 * request touches them; pg-boss keeps its own schema, so it is not counted either), in one
 * statement.
 */
export async function rowCounter(db: Pool): Promise<() => Promise<RowCounts>> {
  const tables = (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('session', 'rate_limits')
        ORDER BY table_name`,
    )
  ).rows.map((row) => row.table_name);
  const sql = `SELECT ${tables
    .map((table, index) => `(SELECT count(*) FROM public."${table}")::int AS c${index}`)
    .join(', ')}`;
  return async () => {
    const row = (await db.query<Record<string, number>>(sql)).rows[0]!;
    return Object.fromEntries(tables.map((table, index) => [table, row[`c${index}`]!]));
  };
}

/** The tables whose count differs, with the difference (after − before). */
export function rowDelta(before: RowCounts, after: RowCounts): RowCounts {
  const delta: RowCounts = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = (after[table] ?? 0) - (before[table] ?? 0);
    if (change !== 0) delta[table] = change;
  }
  return delta;
}

export function addDelta(total: RowCounts, delta: RowCounts): void {
  for (const [table, change] of Object.entries(delta)) {
    total[table] = (total[table] ?? 0) + change;
    if (total[table] === 0) delete total[table];
  }
}

export const showDelta = (delta: RowCounts): string =>
  Object.entries(delta)
    .map(([table, change]) => `${table} ${change > 0 ? '+' : ''}${change}`)
    .join(', ');
