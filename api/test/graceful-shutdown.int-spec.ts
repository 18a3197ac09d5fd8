import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ApiProcess, apiEnv, call, freePort, MAIN, newSession, sleep } from './faults/harness';
import { databaseUrl, TEMPLATE_DATABASE, testCluster } from './test-cluster';

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: testCluster().adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface HeldRequest {
  request: ClientRequest;
  /** Sends the rest of the body: the server can answer from then on. */
  finish(): void;
  answer: Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;
}

/**
 * A request in flight for as long as the test wants: the headers and half the body go out now,
 * the rest when finish() is called (the server is busy reading it meanwhile).
 */
function holdContactRequest(port: number, session: { cookie: string; token: string }) {
  const payload = JSON.stringify({ sender: 'Anna', email: 'anna@example.de', body: 'Hallo!' });
  const half = Math.floor(payload.length / 2);
  let request!: ClientRequest;
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/contact-requests',
          agent: false,
          headers: {
            Cookie: session.cookie,
            'X-CSRF-Token': session.token,
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(payload)),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.write(payload.slice(0, half));
    },
  );
  // Unhandled until awaited: a cut request must not fail the test run before it is checked.
  answer.catch(() => undefined);
  return { request, finish: () => request.end(payload.slice(half)), answer } as HeldRequest;
}

describe('graceful shutdown (rolling deploys)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'showcase-shutdown-'));
  const databaseName = `shutdown_${randomUUID().replaceAll('-', '')}`;
  const processes: ApiProcess[] = [];

  beforeAll(() => admin(`CREATE DATABASE "${databaseName}" TEMPLATE "${TEMPLATE_DATABASE}"`));
  afterAll(async () => {
    await Promise.all(processes.map((api) => api.kill9()));
    await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startApi(extra: Record<string, string>): Promise<ApiProcess> {
    const port = await freePort();
    const env = {
      ...apiEnv({
        port,
        databaseUrl: databaseUrl(testCluster(), databaseName),
        dataDir,
        smtpPort: await freePort(),
      }),
      ...extra,
    };
    const api = new ApiProcess(port, env);
    processes.push(api);
    await api.waitForReady(30_000);
    return api;
  }

  it('stops with one line naming a bad SHUTDOWN_GRACE_MS or SHUTDOWN_DRAIN_MS', () => {
    for (const [name, value, range] of [
      ['SHUTDOWN_GRACE_MS', '10s', '0 to 600000'],
      ['SHUTDOWN_DRAIN_MS', '-1', '0 to 60000'],
    ]) {
      const result = spawnSync(process.execPath, [MAIN], {
        env: { ...process.env, [name!]: value, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Invalid configuration: ${name} must be an integer from ${range} (got "${value}").`,
      );
    }
  });

  it('turns not-ready at once, finishes the request in flight, refuses new connections, exits 0', async () => {
    const drainMs = 1500;
    const graceMs = 8000;
    const api = await startApi({
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    const session = await newSession(api.port);
    const held = holdContactRequest(api.port, session);
    await sleep(300);

    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    await sleep(100);

    const ready = await call(api.port, 'GET', '/api/v1/health/ready', {}, undefined, 2000);
    expect(ready.status).toBe(503);
    expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 503, code: 'SHUTTING_DOWN' });
    // Liveness stays up: the process is healthy, it only wants no new work.
    const live = await call(api.port, 'GET', '/api/v1/health', {}, undefined, 2000);
    expect(live.status).toBe(200);
    expect(Date.now() - signalledAt).toBeLessThan(drainMs);

    // After the drain window the listener is closed: a new connection is refused outright
    // (a balancer then tries the next replica; nothing was sent, so even a POST is safe to retry).
    await sleep(drainMs + 300 - (Date.now() - signalledAt));
    await expect(
      call(api.port, 'GET', '/api/v1/health', {}, undefined, 2000),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(api.alive).toBe(true);

    // The request that was in flight all along still completes, and its connection is closed.
    held.finish();
    const answer = await held.answer;
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 201,
      body: answer.body,
    });
    expect(answer.headers.connection).toBe('close');

    const exit = await api.stop(graceMs + 15_000);
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(drainMs + graceMs);
  }, 60_000);

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS and still exits 0 soon after', async () => {
    const graceMs = 1500;
    const api = await startApi({ SHUTDOWN_GRACE_MS: String(graceMs) });
    const session = await newSession(api.port);
    const held = holdContactRequest(api.port, session);
    await sleep(300);

    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    // Without a drain window the listener closes at once.
    await sleep(300);
    await expect(
      call(api.port, 'GET', '/api/v1/health', {}, undefined, 2000),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    await expect(held.answer).rejects.toThrow();
    const exit = await api.stop(graceMs + 15_000);
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(graceMs - 100);
    expect(exit.at - signalledAt).toBeLessThan(graceMs + 5000);
  }, 60_000);
});
