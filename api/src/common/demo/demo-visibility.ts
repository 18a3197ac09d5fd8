import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Who is reading, as far as the demo rule cares: a StaffPrincipal fits. Visitors and gallery
 * logins have no demo flag and pass `undefined`.
 */
export interface DemoViewer {
  /** The public demo account (its credentials are pre-filled on the login form). */
  readonly demo: boolean;
}

/**
 * The column every table of personal data has (prawn orders, contact requests, inbox items,
 * employees; later bookings and stays): `true` only for rows the demo seeds wrote.
 */
export const EXAMPLE_COLUMN = 'example';

/**
 * Whether `viewer` may see seeded examples only. Anyone can log in as the demo account, so it
 * must never read a real person's data. The rule follows the account, not DEMO_MODE: a demo
 * account left over from a demo-mode start keeps its public password, so it stays restricted.
 *
 * Root and real admins see everything, examples included: examples exist only where the demo
 * seeds ran (DEMO_MODE=true), they use reserved example.com/example.org addresses, and the people
 * who run the showcase should see (and can tidy up) what its visitors see through the demo
 * account. Hiding them would only make root's view of the showcase incomplete.
 */
export function seesExamplesOnly(viewer: DemoViewer | null | undefined): boolean {
  return viewer?.demo === true;
}

export interface VisibilityOptions {
  /** The alias of the table to restrict; the query's main alias unless given. */
  alias?: string;
  /**
   * Further boolean columns of that table that also make a row visible to the demo account,
   * e.g. `demo` on employees: the fixed demo accounts are no real person's data.
   */
  alsoVisible?: readonly string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  // Interpolated into SQL: code constants only, never input.
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/**
 * Narrows `query` to the rows `viewer` may see: for the demo account it adds
 * `AND (<alias>.example OR <alias>.<alsoVisible>...)`; for everyone else the query is unchanged.
 * Use it for every list, count and read by id of personal data, so a real row is simply not
 * found (404, the same as a row that does not exist) and counts cover what the list shows.
 */
export function visibleTo<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  viewer: DemoViewer | null | undefined,
  options: VisibilityOptions = {},
): SelectQueryBuilder<Entity> {
  if (!seesExamplesOnly(viewer)) return query;
  const alias = identifier(options.alias ?? query.alias);
  const columns = [EXAMPLE_COLUMN, ...(options.alsoVisible ?? [])].map(
    (column) => `${alias}.${identifier(column)}`,
  );
  return query.andWhere(`(${columns.join(' OR ')})`);
}
