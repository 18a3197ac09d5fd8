import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createPino } from './logger';
import { requestLog } from './request-log';

/** A server that answers `status` through the middleware; the lines it logs. */
async function serve(status: number, level: 'info' | 'silent' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const middleware = requestLog(createPino(level, stream), (url) =>
    url.startsWith('/api/v1/health'),
  );
  const ids: unknown[] = [];
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      ids.push((req as typeof req & { id?: unknown }).id);
      res.statusCode = status;
      res.end('{}');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { lines, ids, base, close: () => new Promise((resolve) => server.close(resolve)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('request log', () => {
  it('writes one line per request: id, method, url, status and time', async () => {
    const { lines, ids, base, close } = await serve(200);
    const response = await fetch(`${base}/api/v1/vehicles?type=motorboats`);
    await settle();
    await close();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids).toEqual([id]);
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(String),
        req: { id, method: 'GET', url: '/api/v1/vehicles?type=motorboats' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    expect(Object.keys(lines[0]!)).toEqual(['level', 'time', 'req', 'res', 'responseTime', 'msg']);
  });

  it('keeps a well-formed request id the caller sent, and replaces a malformed one', async () => {
    const { lines, base, close } = await serve(200);
    const kept = await fetch(`${base}/x`, { headers: { 'X-Request-Id': 'trace-123' } });
    const replaced = await fetch(`${base}/x`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    await settle();
    await close();
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => (line.req as { id: string }).id)).toEqual([
      'trace-123',
      replaced.headers.get('x-request-id'),
    ]);
  });

  it('marks server errors as errored', async () => {
    const { lines, base, close } = await serve(500);
    await fetch(`${base}/api/v1/boom`);
    await settle();
    await close();
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request errored',
        res: { statusCode: 500 },
        err: expect.objectContaining({ message: 'failed with status code 500' }),
      }),
    ]);
  });

  it('skips the liveness route and logs nothing when the level is above info', async () => {
    const quiet = await serve(200);
    await fetch(`${quiet.base}/api/v1/health`);
    await settle();
    await quiet.close();
    expect(quiet.lines).toEqual([]);
    const silent = await serve(200, 'silent');
    const response = await fetch(`${silent.base}/api/v1/vehicles`);
    await settle();
    await silent.close();
    expect(silent.lines).toEqual([]);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
