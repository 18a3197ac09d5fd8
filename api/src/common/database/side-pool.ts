import { Pool } from 'pg';
import type { ResolvedConfig } from '../../config/app-config';

/**
 * A small pool beside the application's, for work that must not wait behind busy requests
 * (sessions, rate limits), with the same connect and statement timeouts. Its owner closes it on
 * shutdown, before the database goes away.
 */
export function createSidePool(config: ResolvedConfig): Pool {
  const pool = new Pool({
    connectionString: config.databaseUrl,
    max: 3,
    connectionTimeoutMillis: config.database.connectTimeoutMs,
    statement_timeout: config.database.statementTimeoutMs,
  });
  // Without a listener an idle client's error (database restart) would crash the process.
  pool.on('error', () => undefined);
  return pool;
}
