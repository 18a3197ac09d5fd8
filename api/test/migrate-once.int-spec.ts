import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ApiProcess, apiEnv, freePort } from './faults/harness';
import { databaseUrl, testCluster } from './test-cluster';

/** The one-shot command an operator (or compose's `migrate` service) runs: `npm run migrate`. */
const MIGRATE = join(__dirname, '..', 'dist', 'database', 'migrate.js');
const MIGRATION_COUNT = readdirSync(join(__dirname, '..', 'dist', 'database', 'migrations')).filter(
  (file) => file.endsWith('.js'),
).length;

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database (no template): what a first deployment starts with. */
async function emptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `migrate_${randomUUID().replaceAll('-', '')}`;
  await withClient(testCluster().adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE template0`),
  );
  return { name, url: databaseUrl(testCluster(), name) };
}

async function dropDatabase(name: string): Promise<void> {
  await withClient(testCluster().adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

/** How often each migration and each demo seed was recorded. */
async function recorded(url: string) {
  return withClient(url, async (client) => {
    const migrations = await client.query<{ name: string; times: number }>(
      'SELECT name, count(*)::int AS times FROM migrations GROUP BY name',
    );
    const seeds = await client.query<{ name: string; times: number }>(
      'SELECT name, count(*)::int AS times FROM seed_history GROUP BY name',
    );
    return { migrations: migrations.rows, seeds: seeds.rows };
  });
}

function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MIGRATE], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('migrations run once when replicas start together', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'showcase-migrate-'));
  const databases: string[] = [];
  const processes: ApiProcess[] = [];

  afterAll(async () => {
    await Promise.all(processes.map((api) => api.kill9()));
    for (const name of databases) await dropDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = async (url: string): Promise<Record<string, string>> => ({
    ...apiEnv({ port: await freePort(), databaseUrl: url, dataDir, smtpPort: await freePort() }),
    DEMO_MODE: 'true',
  });

  it('two one-shot `migrate` commands at once: both succeed, each migration and seed once', async () => {
    const db = await emptyDatabase();
    databases.push(db.name);
    const environment = { ...(await env(db.url)), LOG_LEVEL: 'info' };

    const [first, second] = await Promise.all([runMigrate(environment), runMigrate(environment)]);

    expect({ code: first.code, output: first.output }).toEqual({ code: 0, output: first.output });
    expect({ code: second.code, output: second.output }).toEqual({
      code: 0,
      output: second.output,
    });
    // One of them applied everything; the other waited and found nothing left to do.
    const applied = (output: string) => output.match(/^Applied migration /gm)?.length ?? 0;
    expect([applied(first.output), applied(second.output)].sort()).toEqual([0, MIGRATION_COUNT]);
    const { migrations, seeds } = await recorded(db.url);
    expect(migrations).toHaveLength(MIGRATION_COUNT);
    expect(migrations.every((row) => row.times === 1)).toBe(true);
    expect(seeds.length).toBeGreaterThan(0);
    expect(seeds.every((row) => row.times === 1)).toBe(true);

    // Run again later (the next deploy): nothing to do, still fine.
    const again = await runMigrate(environment);
    expect(again.code).toBe(0);
    expect(applied(again.output)).toBe(0);
  }, 120_000);

  it('says what is missing without DATABASE_URL', async () => {
    const environment: Record<string, string> = { ...(await env('postgres://unused/x')) };
    delete environment.DATABASE_URL;
    const result = await runMigrate(environment);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/^Invalid configuration: DATABASE_URL must be set/);
  });

  it('two API replicas starting at once on an empty database: both become ready, each migration once', async () => {
    const db = await emptyDatabase();
    databases.push(db.name);
    const replicas = [await env(db.url), await env(db.url)].map(
      (environment) => new ApiProcess(Number(environment.PORT), environment),
    );
    processes.push(...replicas);

    await Promise.all(replicas.map((api) => api.waitForReady(90_000)));

    const { migrations, seeds } = await recorded(db.url);
    expect(migrations).toHaveLength(MIGRATION_COUNT);
    expect(migrations.every((row) => row.times === 1)).toBe(true);
    expect(seeds.length).toBeGreaterThan(0);
    expect(seeds.every((row) => row.times === 1)).toBe(true);
    const exits = await Promise.all(replicas.map((api) => api.stop(20_000)));
    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
  }, 150_000);
});
