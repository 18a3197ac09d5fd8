import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  fetchedStylesheets,
  headStyles,
  langOf,
  mainHeadings,
  parseHtml,
  policyAllowsInlineStyle,
  titleOf,
  topLevelRules,
} from '../support/html';
import { PHONE_TAG } from '../support/projects';
import { untilRenderingSettles } from '../support/rendering';

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

/** Whether a heading's name matches as Playwright's getByRole does (a string: a substring, any case). */
function namesMatch(name: string, wanted: string | RegExp): boolean {
  return typeof wanted === 'string'
    ? name.toLowerCase().includes(wanted.toLowerCase())
    : wanted.test(name);
}

/** Each site's home. */
const HOMES = ['/', '/PresentationPro', '/RentalRevolution', '/ParallaxPrawns', '/ArtAlley'];

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

/**
 * The hydration walk in parts, so that both workers share it. Each page belongs to the first part
 * whose test it passes. Script chooses the markup by screen size only on the PresentationPro pages
 * (the navbar folds into a menu) and in the gallery (its grid's columns): they hydrate on the
 * phone too; elsewhere the markup is the same at any size, and the desktop proves it.
 */
const HYDRATION_PARTS = [
  {
    name: 'the PresentationPro pages and the gallery',
    has: (path: string) => path.startsWith('/PresentationPro') || path === '/ArtAlley/gallery',
    tag: [PHONE_TAG],
  },
  {
    name: 'the rental’s booking and overview pages',
    has: (path: string) =>
      /^\/RentalRevolution\/(Buchen|book|overview|%C3%9Cbersicht)\//.test(path),
    tag: [],
  },
  {
    name: 'the rental’s other pages',
    has: (path: string) => path.startsWith('/RentalRevolution'),
    tag: [],
  },
  { name: 'the agency, ParallaxPrawns and ArtAlley pages', has: () => true, tag: [] },
];

function hydrationPartOf(path: string): string {
  return HYDRATION_PARTS.find((part) => part.has(path))!.name;
}

test.describe('pre-rendered pages', () => {
  // What a browser without JavaScript gets is the HTML itself: read in Node, every page in a
  // moment, without a browser. The browser tests below show it painted for the five homes.
  test('every pre-rendered page answers with its main heading, names itself and carries its styles', async ({
    request,
  }) => {
    const paths = await prerenderedPaths(request);
    const pages = await Promise.all(
      paths.map(async (path) => {
        const response = await request.get(path);
        return { path, response, document: parseHtml(await response.text()) };
      }),
    );
    for (const { path, response, document } of pages) {
      expect(response.status(), path).toBe(200);
      // Exactly one level-1 heading that the markup shows, with words in it.
      const headings = mainHeadings(document);
      expect(headings, path).toHaveLength(1);
      expect(headings[0], path).toMatch(/\S/);
      expect(titleOf(document), path).toMatch(/\S/);
      expect(langOf(document), path).toMatch(/^(de|en)$/);
      // Styled from the first paint without a further request: the page's styles are in its
      // HTML, allowed by the policy (a refused <style> has no rules), no stylesheet to fetch.
      // (The disabled links only tell the scripts which stylesheets the page already holds.)
      expect(fetchedStylesheets(document), path).toEqual([]);
      const styles = headStyles(document);
      expect(styles.length, path).toBe(1);
      const policy = response.headers()['content-security-policy'];
      expect(policyAllowsInlineStyle(policy, styles[0]!), `${path}: ${policy}`).toBe(true);
      expect(topLevelRules(styles[0]!), path).toBeGreaterThan(100);
    }
  });

  test('an unknown path answers 404 with its site’s not-found page', async ({ request }) => {
    for (const { path, heading } of NOT_FOUND) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const headings = mainHeadings(parseHtml(await response.text()));
      expect(headings, path).toHaveLength(1);
      expect(namesMatch(headings[0]!, heading), `${path}: ${headings[0]}`).toBe(true);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // Painting needs a browser: one home per site, whose layouts and styles the other pages share.
    test(
      'each site’s home shows its main heading from the pre-rendered page',
      { tag: PHONE_TAG },
      async ({ page }) => {
        for (const path of HOMES) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          // The inline stylesheet applies (a refused one would have no rules).
          const rules = await page.evaluate(
            () => document.querySelector<HTMLStyleElement>('head style')?.sheet?.cssRules.length,
          );
          expect(rules, path).toBeGreaterThan(100);
        }
      },
    );
  });

  test.describe('hydration', () => {
    // As a visitor's browser comes by default: the markup the server sent assumes no preference.
    test.use({ reducedMotion: 'no-preference' });

    for (const part of HYDRATION_PARTS) {
      test(
        `${part.name} hydrate without an error or warning`,
        { tag: part.tag },
        async ({ page, request }) => {
          const paths = (await prerenderedPaths(request)).filter(
            (path) => hydrationPartOf(path) === part.name,
          );
          expect(paths.length).toBeGreaterThan(0);
          const problems = collectProblems(page);
          for (const path of paths) {
            await page.goto(path);
            // Effects that run after hydration (media queries, stored state) have had their turn.
            await untilRenderingSettles(page);
            expect(problems, path).toEqual([]);
            await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          }
        },
      );
    }
  });

  // One test per home: a throttled page mostly waits, and the workers share the waiting.
  for (const path of HOMES) {
    test(
      `${path} does not move while it loads and hydrates on a slow phone`,
      { tag: PHONE_TAG },
      async ({ page, context }) => {
        // What a visitor's browser does by default: entrances and smooth scrolling included.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        // Lighthouse's mobile CPU: a slow phone paints half-parsed pages, which a layout must
        // survive.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const state = window as unknown as { layoutShift: number; takeShifts: () => void };
          state.layoutShift = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries) {
              state.layoutShift += (entry as unknown as { value: number }).value;
            }
          };
          const shifts = new PerformanceObserver((list) => add(list.getEntries()));
          shifts.observe({ type: 'layout-shift', buffered: true });
          // Entries not yet handed to the callback are taken when the test reads the sum.
          state.takeShifts = () => add(shifts.takeRecords());
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        // Loaded: fonts in, nothing more on the way, and the page done reacting to it.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await untilRenderingSettles(page);
        const shift = await page.evaluate(() => {
          const state = window as unknown as { layoutShift: number; takeShifts: () => void };
          state.takeShifts();
          return state.layoutShift;
        });
        // The goal for cumulative layout shift is 0.02 (summed here, stricter than its windows).
        expect(shift).toBeLessThan(0.02);
      },
    );
  }

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
