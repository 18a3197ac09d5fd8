/**
 * The rows a raw statement returned. TypeORM's `query()` answers `UPDATE … RETURNING` and
 * `DELETE … RETURNING` (a `WITH` ahead of them too) as `[rows, affectedCount]`, every other
 * statement as the rows themselves.
 */
export function returnedRows<Row>(result: unknown): Row[] {
  if (!Array.isArray(result)) return [];
  return (Array.isArray(result[0]) ? result[0] : result) as Row[];
}
