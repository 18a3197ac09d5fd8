import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Every public page the build pre-rendered, as the sitemap lists them (paths, percent-encoded). */
async function prerenderedPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname,
  );
  // The agency, PresentationPro (both languages), the rental, ParallaxPrawns, ArtAlley.
  expect(paths.length).toBeGreaterThan(40);
  return paths;
}

/** Messages that mean the page and its markup disagree, or something broke while hydrating. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser reports expected 4xx answers (ArtAlley asks who is logged in) as errors.
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const NOT_FOUND = [
  { path: '/gibt-es-nicht', heading: 'Page not found' },
  { path: '/PresentationPro/gibt-es-nicht', heading: 'Seite nicht gefunden' },
  { path: '/RentalRevolution/gibt-es-nicht', heading: 'Diese Seite ist leider abgetrieben.' },
  { path: '/ParallaxPrawns/nope', heading: 'This page swam away.' },
  { path: '/ArtAlley/nope', heading: /^Page not found/ },
  // A vehicle type the rental does not have is no page either.
  {
    path: '/RentalRevolution/%C3%9Cbersicht/Flugzeuge',
    heading: 'Diese Seite ist leider abgetrieben.',
  },
] as const;

test.describe('pre-rendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every pre-rendered page shows its main heading and names itself', async ({
      page,
      request,
    }) => {
      // 54 pages, one after the other: on a loaded two-core machine a second each.
      test.setTimeout(180_000);
      for (const path of await prerenderedPaths(request)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page, path).toHaveTitle(/\S/);
        expect(await page.locator('html').getAttribute('lang'), path).toMatch(/^(de|en)$/);
        // Styled from the first paint without a further request: the page's styles are in its
        // HTML, allowed by the policy (a refused <style> has no rules), no stylesheet to fetch.
        // (The disabled links only tell the scripts which stylesheets the page already holds.)
        const styles = await page.evaluate(() => ({
          links: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
          rules: [...document.querySelectorAll('head style')].map(
            (style) => (style as HTMLStyleElement).sheet?.cssRules.length ?? 0,
          ),
        }));
        expect(styles.links, path).toBe(0);
        expect(styles.rules.length, path).toBe(1);
        expect(styles.rules[0], path).toBeGreaterThan(100);
      }
    });

    test('an unknown path answers 404 with its site’s not-found page', async ({ page }) => {
      for (const { path, heading } of NOT_FOUND) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      }
    });
  });

  test('every pre-rendered page hydrates without an error or warning', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const problems = collectProblems(page);
    for (const path of await prerenderedPaths(request)) {
      await page.goto(path);
      // A moment for effects that run after hydration (media queries, stored state).
      await page.waitForTimeout(150);
      expect(problems, path).toEqual([]);
    }
  });

  test('the homes do not move while they load and hydrate on a slow phone', async ({
    page,
    context,
  }) => {
    // Lighthouse's mobile CPU: a slow phone paints half-parsed pages, which a layout must survive.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          state.layoutShift += (entry as unknown as { value: number }).value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [
      '/',
      '/PresentationPro',
      '/RentalRevolution',
      '/ParallaxPrawns',
      '/ArtAlley',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      // The goal for cumulative layout shift is 0.02 (summed here, stricter than its windows).
      expect(shift, path).toBeLessThan(0.02);
    }
  });

  test('a page hydrates without errors when the browser remembers things the server cannot know', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/RentalRevolution');
    // A remembered map consent and a closed hiring note change what the page shows.
    await page.evaluate(() => {
      localStorage.setItem('mapsConsent', 'true');
      sessionStorage.setItem('rental.hiringDismissed', '1');
    });
    await page.reload();
    await expect(page.locator('[role="region"][data-status]').first()).toBeAttached();
    expect(problems).toEqual([]);
  });

  test('pages and scripts arrive compressed, with the encoding the browser takes', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toBe('br');
    expect(home.headers()['vary']).toMatch(/Accept-Encoding/i);
    // The app's entry, which the page's loader starts after the first paint.
    const listed = /<script type="application\/json" id="page-scripts">([^<]+)</.exec(
      await home.text(),
    )?.[1];
    const script = listed && (JSON.parse(listed) as { entry: string }).entry;
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);

    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['content-type']).toMatch(/javascript/);
    expect(brotli.headers()['cache-control']).toContain('immutable');
    // Pages carry the document policies; the build's files only what applies to them.
    expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers()['content-security-policy']).toBeUndefined();

    const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).toString()).toBe((await brotli.body()).toString());
  });

  test('search engines find a sitemap and robots rules at the root', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /RentalRevolution/Mitarbeiterbereich');
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
  });
});
