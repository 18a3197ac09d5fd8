import { DataSource } from 'typeorm';
import type { ResolvedConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runSeeds } from './seeds/run-seeds';

/** Brings the schema up to date and, in demo mode, seeds demo data once. */
export async function migrateAndSeed(
  config: Pick<
    ResolvedConfig,
    'databaseUrl' | 'database' | 'demoMode' | 'mediaDir' | 'businessTimeZone'
  >,
  log: (line: string) => void,
): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of applied) log(`Applied migration ${migration.name}`);
    if (config.demoMode)
      await runSeeds(
        dataSource,
        { mediaDir: config.mediaDir, timeZone: config.businessTimeZone },
        log,
      );
  } finally {
    await dataSource.destroy();
  }
}
