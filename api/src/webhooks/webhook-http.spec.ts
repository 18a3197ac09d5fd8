import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { postWebhook } from './webhook-http';

/** A local receiver answering each request as `respond` says; records what reached it. */
async function receiver(respond: (res: import('node:http').ServerResponse) => void): Promise<{
  server: Server;
  port: number;
  seen: Array<{ headers: IncomingHttpHeaders; body: string }>;
  connections: () => number;
}> {
  const seen: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let connections = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      respond(res);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    seen,
    connections: () => connections,
  };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('postWebhook', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
  });

  it('connects to the address it checked: a second DNS answer cannot swap it (rebinding)', async () => {
    const target = await receiver((res) => res.writeHead(204).end());
    servers.push(target.server);
    const lookups: string[] = [];
    // `rebind.invalid` exists in no DNS: any lookup but ours would fail.
    const resolve = async (name: string): Promise<LookupAddress[]> => {
      lookups.push(name);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const outcome = await postWebhook(
      `http://rebind.invalid:${target.port}/hook?x=1`,
      { 'content-type': 'application/json', 'webhook-id': 'evt_1' },
      '{"a":1}',
      { allowPrivate: true, timeoutMs: 5000, resolve },
    );
    expect(outcome).toMatchObject({ status: 204, error: null, connected: true });
    expect(lookups).toEqual(['rebind.invalid']);
    expect(target.seen).toEqual([
      {
        headers: expect.objectContaining({
          host: `rebind.invalid:${target.port}`,
          'webhook-id': 'evt_1',
          'content-length': '7',
        }),
        body: '{"a":1}',
      },
    ]);
  });

  it('refuses a name when any of its addresses is private, before connecting', async () => {
    const target = await receiver((res) => res.writeHead(200).end());
    servers.push(target.server);
    const outcome = await postWebhook(`https://mixed.invalid:${target.port}/`, {}, '{}', {
      allowPrivate: false,
      timeoutMs: 5000,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    expect(outcome).toEqual({
      status: null,
      responseTimeMs: null,
      error: 'refused: mixed.invalid resolves to a loopback address (127.0.0.1)',
      connected: false,
    });
    expect(target.connections()).toBe(0);
  });

  it('refuses http:// and literal private addresses unless private targets are allowed', async () => {
    const target = await receiver((res) => res.writeHead(200).end());
    servers.push(target.server);
    const plain = await postWebhook(`http://127.0.0.1:${target.port}/`, {}, '{}', {
      allowPrivate: false,
      timeoutMs: 5000,
    });
    expect(plain.error).toBe('refused: not https');
    const literal = await postWebhook(`https://[::ffff:127.0.0.1]:${target.port}/`, {}, '{}', {
      allowPrivate: false,
      timeoutMs: 5000,
    });
    expect(literal.error).toBe('refused: ::ffff:7f00:1 is a loopback address');
    expect(target.connections()).toBe(0);
  });

  it('does not follow redirects and keeps nothing of the answer but its status', async () => {
    const target = await receiver((res) =>
      res
        .writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' })
        .end('secret body'),
    );
    servers.push(target.server);
    const outcome = await postWebhook(`http://127.0.0.1:${target.port}/`, {}, '{}', {
      allowPrivate: true,
      timeoutMs: 5000,
    });
    expect(outcome).toMatchObject({ status: 302, error: 'HTTP 302: redirect not followed' });
    expect(JSON.stringify(outcome)).not.toContain('secret body');
    expect(target.seen).toHaveLength(1);
  });

  it('gives up after the timeout when the receiver does not answer', async () => {
    const target = await receiver(() => undefined);
    servers.push(target.server);
    const started = Date.now();
    const outcome = await postWebhook(`http://127.0.0.1:${target.port}/`, {}, '{}', {
      allowPrivate: true,
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(outcome).toMatchObject({ status: null, error: 'timeout after 300 ms', connected: true });
  });

  it('reports a refused connection as a failed attempt', async () => {
    const target = await receiver((res) => res.writeHead(200).end());
    const { port } = target;
    await close(target.server);
    const outcome = await postWebhook(`http://127.0.0.1:${port}/`, {}, '{}', {
      allowPrivate: true,
      timeoutMs: 5000,
    });
    expect(outcome.status).toBeNull();
    expect(outcome.error).toMatch(/ECONNREFUSED/);
  });
});
