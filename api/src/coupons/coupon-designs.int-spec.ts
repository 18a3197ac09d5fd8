import jestOpenAPI from 'jest-openapi';
import request from 'supertest';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { couponDesign } from '../mail/coupon-designs.rules';

jestOpenAPI(OPENAPI_FILE);

const DESIGNS = '/api/v1/coupon-orders/designs';

describe('coupon designs (the coupon page’s pictures and palettes)', () => {
  let t: TestApp;
  /** A GET whose body is the SVG's text (supertest would keep an image as bytes). */
  const get = (path: string) =>
    request(t.app.getHttpServer())
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('lists the three designs with the colours the PDF prints their words in', async () => {
    const response = await request(t.app.getHttpServer()).get(DESIGNS);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toEqual({
      items: [1, 2, 3].map((background) => ({
        background,
        palette: couponDesign(background).palette,
      })),
    });
    expect(response.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['1.svg', 'the picture'],
    ['3.svg', 'the picture'],
    ['2/thumbnail.svg', 'the thumbnail'],
  ])('serves %s as an SVG anyone may cache, with a strong ETag', async (file) => {
    const response = await get(`${DESIGNS}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(response.headers['etag']).toMatch(/^"[\w-]{32}"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    // Some 3–6 kB of path data: sent compressed to browsers that take it.
    expect(response.headers['content-encoding']).toBe('gzip');
    const svg = response.body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 595 420"/);
    expect(svg).not.toMatch(/script/i);
    expect(response).toSatisfyApiSpec();

    // Revalidation costs no body.
    const again = await get(`${DESIGNS}/${file}`).set('If-None-Match', response.headers['etag']!);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws each design and view differently', async () => {
    const files = [
      '1.svg',
      '2.svg',
      '3.svg',
      '1/thumbnail.svg',
      '2/thumbnail.svg',
      '3/thumbnail.svg',
    ];
    const tags = await Promise.all(
      files.map(async (file) => (await get(`${DESIGNS}/${file}`)).headers['etag']),
    );
    expect(new Set(tags).size).toBe(files.length);
  });

  it('keeps the security headers: a picture of our origin, never sniffed, never run as a page', async () => {
    const response = await get(`${DESIGNS}/1.svg`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // An <img> of the page's own origin may show it; another site may not embed it.
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Opened on its own, the document could run no script even if it held one.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
  });

  it.each(['4.svg', '0.svg', 'abc.svg', '01.svg', '1.5.svg', '4/thumbnail.svg', '%00.svg'])(
    'answers %s with a 400 naming the design, which no cache keeps',
    async (file) => {
      const response = await request(t.app.getHttpServer()).get(`${DESIGNS}/${file}`);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'design' })]);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response).toSatisfyApiSpec();
    },
  );

  it('has no other files: an unknown name is a 404', async () => {
    for (const path of [`${DESIGNS}/1.png`, `${DESIGNS}/1/picture.svg`, `${DESIGNS}/1`]) {
      const response = await request(t.app.getHttpServer()).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });
});
