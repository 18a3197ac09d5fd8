// Starts the built app for the end-to-end run on a fresh embedded database of its own.
//
// A first start initialises PostgreSQL, migrates and seeds the demo data, drawing the fleet's
// and the gallery's pictures: half a minute, and the same every time. So the data directory of a
// first start is made once, the app stopped cleanly, and kept as a template; every run starts on
// a copy of it, in exactly the state a first start leaves. The template is made again whenever
// what a first start writes could differ: another API build or dependency set, other settings,
// another day (the seeds place their examples around today).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'api', 'dist', 'main.js');
const dataDir = process.env.DATA_DIR;

/** Settings that only say where the app listens and keeps its files: not part of what it writes. */
const PLACE = ['DATA_DIR', 'PORT', 'EMBEDDED_PG_PORT', 'MAIL_SINK_SMTP_PORT', 'MAIL_SINK_WEB_PORT'];

/** Everything a first start's data depends on. */
function templateKey() {
  const hash = createHash('sha256');
  const addTree = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) addTree(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  addTree(join(root, 'api', 'dist'));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  // The settings the app reads (every name its configuration mentions), as this run has them.
  const config = readFileSync(join(root, 'api', 'dist', 'config', 'app-config.js'), 'utf8');
  const names = [...new Set(config.match(/'[A-Z][A-Z0-9_]{2,}'/g) ?? [])]
    .map((quoted) => quoted.slice(1, -1))
    .filter((name) => !PLACE.includes(name))
    .sort();
  hash.update(JSON.stringify(names.map((name) => [name, process.env[name] ?? null])));
  // Today where the business is, and in UTC (the coupons' validity starts from the UTC day).
  const now = new Date();
  const zone = process.env.BUSINESS_TZ || 'Europe/Berlin';
  hash.update(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now));
  hash.update(now.toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port nothing listens on right now, for the app that makes the template. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function untilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The template's app exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The template's app was not ready within ${timeoutMs / 1000} s`);
}

/** Runs a first start in `dir` on ports of its own, and stops it cleanly once it is ready. */
async function makeTemplate(dir) {
  const [port, pgPort, smtpPort, webPort] = await Promise.all([0, 0, 0, 0].map(freePort));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      MAIL_SINK_SMTP_PORT: String(smtpPort),
      MAIL_SINK_WEB_PORT: String(webPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await untilReady(`http://127.0.0.1:${port}/api/v1/health/ready`, child, 150_000);
  } finally {
    // SIGTERM: the app closes, then stops its PostgreSQL (a clean shutdown, nothing to recover).
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`The template's app stopped with ${code}`);
}

async function prepareDataDir() {
  const parent = tmpdir();
  const template = join(parent, `showcase-e2e-template-${templateKey()}`);
  if (!existsSync(template)) {
    const building = `${template}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    await makeTemplate(building);
    try {
      renameSync(building, template);
    } catch {
      // Another run made the same template meanwhile: theirs is as good.
      rmSync(building, { recursive: true, force: true });
    }
    // Templates of other builds or days are of no further use, nor what a run that ended
    // half-way through making one left behind.
    for (const name of readdirSync(parent)) {
      const match = /^showcase-e2e-template-[0-9a-f]{16}(?:\.(\d+))?$/.exec(name);
      const stale =
        match && (match[1] ? !isRunning(Number(match[1])) : join(parent, name) !== template);
      if (stale) rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  // cp -a keeps PostgreSQL's files as they must be: owned by its user, private to it.
  execFileSync('cp', ['-a', template, dataDir]);
}

await prepareDataDir();
createRequire(import.meta.url)(main);
