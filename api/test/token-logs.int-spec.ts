/**
 * An API token never reaches a log (issue 24): a real server process logging every request at
 * debug level is given a token's whole life — made, used, refused for a missing scope, used
 * wrongly, revoked — and neither the token, nor its SHA-256, nor the Authorization header's value
 * appears anywhere in what it wrote.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { apiEnv, call, freePort, MAIN, sleep, staffSession } from './faults/harness';
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

describe('API tokens and the logs', () => {
  const name = `tokenlogs_${randomUUID().replaceAll('-', '')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'showcase-token-logs-'));

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes neither the token nor its hash, wherever the request goes', async () => {
    await admin(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
    const port = await freePort();
    const env = {
      ...apiEnv({
        port,
        databaseUrl: databaseUrl(testCluster(), name),
        dataDir,
        smtpPort: await freePort(),
      }),
      // Every request logged, with its headers as the logger sees them.
      LOG_LEVEL: 'trace',
    };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let hash: string | undefined;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      for (let i = 0; i < 300; i += 1) {
        const ready = await call(port, 'GET', '/api/v1/health/ready', {}, undefined, 2000).catch(
          () => undefined,
        );
        if (ready?.status === 200) break;
        await sleep(100);
      }
      const root = await staffSession(port);
      const staff = { Cookie: root.cookie, 'X-CSRF-Token': root.token };
      const created = await call(
        port,
        'POST',
        '/api/v1/api-tokens',
        staff,
        { name: 'Log-Probe', scopes: ['bookings:read'] },
        10_000,
      );
      expect(created.status).toBe(201);
      const { id, token } = JSON.parse(created.body) as { id: string; token: string };
      const bearer = { Authorization: `Bearer ${token}` };
      hash = createHash('sha256').update(token).digest('hex');

      const day = '2027-06-09';
      expect(
        (await call(port, 'GET', `/api/v1/bookings?day=${day}`, bearer, undefined, 5000)).status,
      ).toBe(200);
      expect((await call(port, 'GET', '/api/v1/employees', bearer, undefined, 5000)).status).toBe(
        403,
      );
      expect(
        (await call(port, 'POST', '/api/v1/bookings', bearer, { vehicleId: 'x' }, 5000)).status,
      ).toBe(403);
      const wrong = { Authorization: `Bearer ${token.slice(0, -2)}xx` };
      expect(
        (await call(port, 'GET', `/api/v1/bookings?day=${day}`, wrong, undefined, 5000)).status,
      ).toBe(401);
      expect(
        (await call(port, 'DELETE', `/api/v1/api-tokens/${id}`, staff, undefined, 5000)).status,
      ).toBe(200);
      expect(
        (await call(port, 'GET', `/api/v1/bookings?day=${day}`, bearer, undefined, 5000)).status,
      ).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }

    // The logger did log these requests (else the check below proves nothing) …
    expect(output).toContain('/api/v1/api-tokens');
    expect(output).toContain('/api/v1/bookings');
    // … and none of the secrets.
    const secrets = [...output.matchAll(/rr_[A-Za-z0-9_-]{20,}/g)].map((match) => match[0]);
    expect(secrets).toEqual([]);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(output).not.toContain(hash);
  }, 120_000);
});
