import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

const styleDirectiveOf = (policy: string | undefined) =>
  policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('style-src '));

/** Pre-rendered pages carry their styles inline; the policy allows exactly those (serve-web.ts). */
describe('content security policy of pre-rendered pages', () => {
  let t: TestApp;
  let distDir: string;
  const HASH = 'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'web-pages-'));
    await mkdir(join(distDir, 'assets'));
    await mkdir(join(distDir, 'page'));
    await writeFile(join(distDir, 'assets', 'app.css'), '.a{color:red}');
    await writeFile(
      join(distDir, 'page', 'index.html'),
      '<style>.a{color:red}</style><h1>Page</h1>',
    );
    await writeFile(join(distDir, '404.html'), '<h1>Not found</h1>');
    await writeFile(join(distDir, 'app-shell.html'), '<div id="root"></div>');
    await writeFile(
      join(distDir, 'pages.json'),
      JSON.stringify({
        shell: 'app-shell.html',
        pages: { '/page': { file: 'page/index.html', status: 200 } },
        clientOnly: ['/app'],
        notFound: [{ root: '/', file: '404.html' }],
        styleHashes: { 'page/index.html': HASH, '404.html': 'sha256-notfound' },
      }),
    );
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('allows the page’s own inline styles by their hash, and nothing else inline', async () => {
    const answer = await request(t.app.getHttpServer()).get('/page').expect(200);
    expect(styleDirectiveOf(answer.headers['content-security-policy'])).toBe(
      `style-src 'self' '${HASH}'`,
    );
    // The rest of the policy is untouched.
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['content-security-policy']).toContain("style-src-attr 'unsafe-inline'");
  });

  it('gives a not-found page its own hash, with status 404', async () => {
    const answer = await request(t.app.getHttpServer()).get('/missing').expect(404);
    expect(styleDirectiveOf(answer.headers['content-security-policy'])).toBe(
      "style-src 'self' 'sha256-notfound'",
    );
  });

  it('allows no inline styles on the app shell', async () => {
    const answer = await request(t.app.getHttpServer()).get('/app').expect(200);
    expect(styleDirectiveOf(answer.headers['content-security-policy'])).toBe("style-src 'self'");
  });
});
