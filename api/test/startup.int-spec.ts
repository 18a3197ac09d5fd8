import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '../src/database/process-alive';

/** The operator's view: the built server (`npm start` runs exactly this file). */
const MAIN = join(__dirname, '..', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(port: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

function postgresPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

describe('server start-up', () => {
  it('stops with one line naming a bad variable', () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "eighty").',
    );
  });

  describe('with the embedded database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showcase-start-'));
    let server: ChildProcess | undefined;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      env = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(await freePort()),
        SERVE_WEB: 'false',
        LOG_LEVEL: 'silent',
      };
    });
    afterAll(() => {
      server?.kill('SIGKILL');
      const pid = postgresPid(dataDir);
      if (pid && isProcessRunning(pid)) process.kill(pid, 'SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = () => {
      server = spawn(process.execPath, [MAIN], { env, stdio: 'ignore' });
      return server;
    };

    it('survives a hard-killed earlier run and shuts PostgreSQL down on SIGTERM', async () => {
      start();
      await waitForReady(Number(env.PORT), 30_000);
      const orphan = postgresPid(dataDir)!;
      server!.kill('SIGKILL');
      await new Promise((resolve) => server!.once('exit', resolve));
      expect(isProcessRunning(orphan)).toBe(true);

      const restarted = start();
      const readyAfterMs = await waitForReady(Number(env.PORT), 15_000);
      expect(readyAfterMs).toBeLessThan(10_000);
      expect(isProcessRunning(orphan)).toBe(false);
      const current = postgresPid(dataDir)!;

      // An idle keep-alive connection outlives Node's 5 s default: reused after 6 s, not reset.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const health = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const request = get(
            { port: Number(env.PORT), host: '127.0.0.1', path: '/api/v1/health', agent },
            (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
              );
            },
          );
          request.on('error', reject);
        });
      expect(await health()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await health()).toEqual({ status: 200, reused: true });
      agent.destroy();

      const exitCode = new Promise((resolve) => restarted.once('exit', resolve));
      restarted.kill('SIGTERM');
      expect(await exitCode).toBe(0);
      expect(isProcessRunning(current)).toBe(false);
    }, 60_000);
  });
});
