import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/common/http/configure-app';
import { createTestApp, TEST_ROOT } from './test-app';
import type { TestApp } from './test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (nothing decoded). */
  bytes: Buffer;
}

const GALLERY = '/api/v1/gallery/items';

/** A plain GET, with exactly these headers and no decoding. */
const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });

async function listen(app: TestApp): Promise<number> {
  const server = app.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Compressed answers: brotli for clients that take it, gzip for the others, identity else. */
describe('compressed API answers', () => {
  let t: TestApp;
  let mediaDir: string;
  let port: number;

  const raw = (path: string, headers: Record<string, string> = {}) => rawGet(port, path, headers);

  /** A visitor's session, as GET /csrf starts it. */
  const sessionCookie = async () => {
    const answer = await raw('/api/v1/csrf');
    expect(answer.status).toBe(200);
    return answer.headers['set-cookie']![0]!.split(';')[0]!;
  };

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'compression-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir });
    // About 30 artworks: a list of several kilobytes.
    await t.db.query(
      `INSERT INTO gallery_items (image_id, uploader_name, uploaded_at)
       SELECT lpad(to_hex(n), 32, 'c'), 'Artist ' || n, now() - make_interval(hours => n)
       FROM generate_series(1, 30) n`,
    );
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it.each([
    ['a client without a session (cached answer)', false],
    ['a client with a session (answer from the database)', true],
  ])('sends a large JSON answer to %s as brotli, gzip or identity', async (_, withSession) => {
    const cookie: Record<string, string> = withSession ? { Cookie: await sessionCookie() } : {};
    const identity = await raw(GALLERY, cookie);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toMatch(/Accept-Encoding/);
    expect(identity.bytes.length).toBeGreaterThan(4 * COMPRESSION_THRESHOLD_BYTES);
    const json: unknown = JSON.parse(identity.bytes.toString('utf8'));

    const brotli = await raw(GALLERY, { ...cookie, 'Accept-Encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotli.bytes.length).toBeLessThan(identity.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(json);

    // Brotli wins whatever order the client lists equally acceptable encodings in.
    const reordered = await raw(GALLERY, { ...cookie, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reordered.headers['content-encoding']).toBe('br');

    const gzip = await raw(GALLERY, { ...cookie, 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(json);

    const refused = await raw(GALLERY, { ...cookie, 'Accept-Encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.bytes.equals(identity.bytes)).toBe(true);
  });

  it('keeps the ETag of the identity answer for its compressed forms, and a 304 empty', async () => {
    const identity = await raw(GALLERY);
    const brotli = await raw(GALLERY, { 'Accept-Encoding': 'br' });
    expect(brotli.headers['etag']).toBe(identity.headers['etag']);
    const notModified = await raw(GALLERY, {
      'Accept-Encoding': 'br, gzip',
      'If-None-Match': identity.headers['etag'] as string,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.bytes.length).toBe(0);
  });

  it('leaves small answers alone: the liveness route and a problem+json error', async () => {
    const health = await raw('/api/v1/health', { 'Accept-Encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.bytes.toString('utf8'))).toEqual({ status: 'ok' });

    const problem = await raw('/api/v1/vehicles?type=yachts', { 'Accept-Encoding': 'br, gzip' });
    expect(problem.status).toBe(400);
    expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(problem.bytes.toString('utf8'))).toMatchObject({ status: 400 });
  });

  it('never compresses pictures under /api/v1/media', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    // Noise: a picture of many kilobytes even as WebP.
    const bytes = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#336699',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const uploaded = await root.agent
      .post('/api/v1/media/images')
      .set('X-CSRF-Token', root.token)
      .attach('file', bytes, 'picture.png');
    expect(uploaded.status).toBe(201);
    const picture = await raw(uploaded.body.largeUrl as string, { 'Accept-Encoding': 'br, gzip' });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(picture.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

/** The web client's files carry their own precompressed copies (serve-web.ts). */
describe('web files next to compressed API answers', () => {
  let t: TestApp;
  let distDir: string;
  let port: number;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  const page = `<!doctype html><html><body>${'<p>Hello</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'compression-web-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'assets', 'app.js'), script);
    await writeFile(join(distDir, 'assets', 'app.js.br'), brotliCompressSync(script));
    await writeFile(join(distDir, 'assets', 'app.js.gz'), gzipSync(script));
    await writeFile(join(distDir, 'index.html'), page);
    await writeFile(
      join(distDir, 'pages.json'),
      JSON.stringify({
        shell: 'index.html',
        pages: { '/': { file: 'index.html', status: 200 } },
        clientOnly: [],
        notFound: [{ root: '/', file: 'index.html' }],
      }),
    );
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: distDir });
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the precompressed copy as it is, never compressed a second time', async () => {
    const brotli = await rawGet(port, '/assets/app.js', { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString('utf8')).toBe(script);
    const gzip = await rawGet(port, '/assets/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(script);
  });

  it('leaves pages without a precompressed copy as they are', async () => {
    const answer = await rawGet(port, '/', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.toString('utf8')).toBe(page);
  });
});
