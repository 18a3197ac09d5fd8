// Starts the built product (api/dist/main.js) for the benchmark on a throw-away data directory with
// its own embedded PostgreSQL and mail inbox on free ports, and stops all of it again.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function distinctFreePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.charAt(0) !== 'Z';
  } catch {
    return true;
  }
}

async function waitUntil(condition, timeoutMs) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(100)) {
    if (condition()) return true;
  }
  return condition();
}

/** Variables of the caller's shell that would point the product elsewhere than the fresh set-up. */
const INHERITED_SETTINGS = [
  'DATABASE_URL',
  'SMTP_URL',
  'MEDIA_DIR',
  'SESSION_SECRET',
  'ROOT_PASSWORD',
  'ART_ADMIN_USERNAMES',
  'MAIL_FROM',
];

/**
 * Starts the product and resolves once `/api/v1/health/ready` answers 200. The returned `stop()`
 * ends the API (which stops its PostgreSQL and mail inbox) and removes the data directory; it is
 * handed to `onStarted` as soon as the process runs, so an interrupted start is cleaned up too.
 */
export async function startProduct({ root, rateLimitPerMinute, logLevel, onStarted }) {
  const [port, pgPort, smtpPort, inboxPort] = await distinctFreePorts(4);
  // From here to onStarted() nothing awaits: whatever is created is also cleaned up.
  const dataDir = mkdtempSync(join(tmpdir(), 'showcase-bench-'));
  // A copy of the built web client: a rebuild in the working tree during the run (someone else's
  // `npm start` or tests) cannot swap the files under the measured pages.
  const webDistDir = join(dataDir, 'web-dist');
  cpSync(join(root, 'web', 'dist'), webDistDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const name of INHERITED_SETTINGS) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SERVE_WEB: 'true',
    WEB_DIST_DIR: webDistDir,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    MAIL_SINK_SMTP_PORT: String(smtpPort),
    MAIL_SINK_WEB_PORT: String(inboxPort),
    DEMO_MODE: 'true',
    // Every client of the run comes from 127.0.0.1; the write sends X-Forwarded-For addresses.
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
    LOG_LEVEL: logLevel,
  });
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  // Its own process group: a Ctrl-C in the terminal reaches only this script, which then stops
  // the API in order (API, mail inbox, PostgreSQL) instead of everything dying at once.
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  closeSync(logFd);
  let exited = false;
  child.on('exit', () => (exited = true));

  const logTail = (lines = 30) => {
    try {
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no server log)';
    }
  };

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (!exited && child.pid) {
        process.kill(child.pid, 'SIGTERM');
        if (!(await waitUntil(() => exited, 15_000))) {
          // The API did not finish its shutdown: end its process group (it and its PostgreSQL).
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          await waitUntil(() => exited, 5_000);
        }
      }
      // A PostgreSQL left behind by a hard-killed API: stop it by the id in its pid file.
      const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
          process.kill(pid, 'SIGINT');
          if (!(await waitUntil(() => !isRunning(pid), 10_000))) process.kill(pid, 'SIGKILL');
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    })());
  onStarted(stop);

  const becomesReady = async () => {
    for (const end = Date.now() + 120_000; Date.now() < end && !exited; await sleep(250)) {
      try {
        const response = await fetch(`${baseUrl}/api/v1/health/ready`);
        if (response.status === 200) return true;
      } catch {
        // not listening yet
      }
    }
    return false;
  };
  try {
    if (!(await becomesReady())) {
      throw new Error(
        `The API did not become ready${exited ? ' (it exited)' : ' within 120 s'}. Its log:\n${logTail()}`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/showcase`,
    pid: child.pid,
    logTail,
    isRunning: () => !exited,
    stop,
  };
}
