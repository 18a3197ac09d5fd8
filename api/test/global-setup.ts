import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import type { EmbeddedDatabase } from '../src/database/embedded-postgres';
import { migrateAndSeed } from '../src/database/migrate';
import { CLUSTER_ENV, databaseUrl, TEMPLATE_DATABASE } from './test-cluster';
import type { TestClusterInfo } from './test-cluster';

declare global {
  var __TEST_CLUSTER__: { db: EmbeddedDatabase; dataDir: string } | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One throw-away cluster per Jest run (however many of its projects need one); a migrated template database each test file clones. */
export default async function globalSetup(): Promise<void> {
  // The integration and process projects share this set-up: one cluster serves both.
  if (globalThis.__TEST_CLUSTER__) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'showcase-test-pg-'));
  const port = await freePort();
  const db = await startEmbeddedPostgres({
    dataDir,
    port,
    database: TEMPLATE_DATABASE,
    settings: {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '200',
    },
  });
  await migrateAndSeed(
    {
      databaseUrl: db.url,
      demoMode: false,
      // Without demo mode no seed runs, so no picture is written anywhere.
      mediaDir: '/nonexistent',
      mediaStorage: { driver: 'local' },
      businessTimeZone: 'Europe/Berlin',
      database: { poolMax: 2, connectTimeoutMs: 2000, statementTimeoutMs: 10000 },
    },
    () => undefined,
  );
  // pg-boss installs its schema on first start; doing it once here keeps every clone quick.
  const boss = new PgBoss({ connectionString: db.url, schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  const info: TestClusterInfo = {
    adminUrl: databaseUrl({ adminUrl: db.url, port, dataDir }, 'postgres'),
    port,
    dataDir,
  };
  process.env[CLUSTER_ENV] = JSON.stringify(info);
  globalThis.__TEST_CLUSTER__ = { db, dataDir };
}
