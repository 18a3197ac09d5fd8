import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { ResolvedConfig } from '../config/app-config';

/** One definition of the TypeORM connection for the app, the migration runner and the tests. */
export function dataSourceOptions(
  config: Pick<ResolvedConfig, 'databaseUrl' | 'database'>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: config.database.poolMax,
      connectionTimeoutMillis: config.database.connectTimeoutMs,
      statement_timeout: config.database.statementTimeoutMs,
      idle_in_transaction_session_timeout: config.database.statementTimeoutMs * 2,
    },
  };
}
