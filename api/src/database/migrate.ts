import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config';
import type { ResolvedConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { mediaStorageFor } from '../media/media.service';
import { runSeeds } from './seeds/run-seeds';

/**
 * The advisory lock every migration run holds (an arbitrary fixed 64-bit key, "showcase
 * migrations"). Replicas starting together would otherwise both see a migration as pending and
 * both apply it (the second fails on "already exists"), or seed the demo data twice.
 */
export const MIGRATION_LOCK_KEY = '7305872394856220001';

type MigrateConfig = Pick<
  ResolvedConfig,
  'databaseUrl' | 'database' | 'demoMode' | 'mediaDir' | 'mediaStorage' | 'businessTimeZone'
>;

/**
 * Holds the lock on a connection of its own: a session-level advisory lock belongs to one
 * connection, and TypeORM's pool hands out whichever is free. Ending that connection (also when
 * this process dies) releases the lock, so a crashed run never blocks the next one.
 */
async function withMigrationLock<T>(
  config: MigrateConfig,
  log: (line: string) => void,
  run: () => Promise<T>,
): Promise<T> {
  const lock = new Client({
    connectionString: config.databaseUrl,
    connectionTimeoutMillis: config.database.connectTimeoutMs,
  });
  // A lost lock connection must surface as the failed query below, not as an unhandled error.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    const free = await lock.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [MIGRATION_LOCK_KEY],
    );
    if (!free.rows[0]?.locked) {
      log('Waiting for another instance to finish migrating');
      await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
    try {
      return await run();
    } finally {
      // Ending the connection below releases it too; a failed unlock must not hide run()'s error.
      await lock
        .query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/**
 * Brings the schema up to date and, in demo mode, seeds demo data once. One instance at a time:
 * whoever comes second finds nothing pending and the seeds already there.
 */
export async function migrateAndSeed(
  config: MigrateConfig,
  log: (line: string) => void,
): Promise<void> {
  await withMigrationLock(config, log, async () => {
    const dataSource = new DataSource(dataSourceOptions(config));
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of applied) log(`Applied migration ${migration.name}`);
      if (config.demoMode)
        await runSeeds(
          dataSource,
          // The pictures go where the API serves them from: MEDIA_DIR or the S3 bucket.
          { mediaDir: mediaStorageFor(config), timeZone: config.businessTimeZone },
          log,
        );
    } finally {
      await dataSource.destroy();
    }
  });
}

/**
 * The one-shot `npm run migrate -w api` (`node dist/database/migrate.js`): migrates (and seeds in
 * demo mode) with the same environment as the API, then exits, so a deployment can run it once
 * before starting replicas. Needs DATABASE_URL: the embedded database migrates when the API starts.
 */
async function migrateCommand(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error(
      'Invalid configuration: DATABASE_URL must be set for the migrate command (the embedded database migrates when the API starts).',
    );
    process.exit(1);
  }
  const quiet = config.logLevel === 'silent';
  await migrateAndSeed({ ...config, databaseUrl: config.databaseUrl }, (line) => {
    if (!quiet) console.log(line);
  });
  if (!quiet) console.log('Database is up to date.');
}

if (require.main === module) {
  migrateCommand().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
