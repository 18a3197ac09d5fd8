import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { serveTilesLocally, watchForeignRequests } from '../support/network';
import { PHONE_TAG } from '../support/projects';
import { CLOCK_START, holdLongTimers, pauseClock } from '../support/timers';

const LANGUAGES = [
  {
    lang: 'de',
    home: '/PresentationPro',
    catalogLink: 'Zum Katalog',
    island: 'Insel',
    loading: 'Bilder werden geladen...',
    position: (index: number) => `${index} von 5`,
    next: 'Nächste Immobilie',
    close: 'Schließen',
    faq: '/PresentationPro/Fragen&Antworten',
    category: /^Verkaufen/,
    question: /Wie lange dauert der Verkauf/,
  },
  {
    lang: 'en',
    home: '/PresentationPro/en',
    catalogLink: 'Browse the catalog',
    island: 'Island',
    loading: 'Loading images...',
    position: (index: number) => `${index} of 5`,
    next: 'Next property',
    close: 'Close',
    faq: '/PresentationPro/en/faq',
    category: /^Selling/,
    question: /How long does it take to sell/,
  },
] as const;

test.describe('PresentationPro', () => {
  // The picture must fit the viewport, and the FAQ's scroll lands by it: one language on the phone
  // too (the other has the same layout).
  for (const t of LANGUAGES) {
    const tag = t.lang === 'de' ? [PHONE_TAG] : [];
    test(
      `${t.lang}: home → catalogue → Island shows 5 → gallery wraps`,
      { tag },
      async ({ page }) => {
        const foreign = watchForeignRequests(page);
        await page.goto(t.home);
        await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
        await page.getByRole('link', { name: t.catalogLink }).click();
        await expect(page).toHaveURL(/catalog|Katalog/);

        await page.getByRole('button', { name: t.island, exact: true }).click();
        const cards = page.locator('main ul li > button');
        await expect(cards).toHaveCount(5);

        await cards.nth(4).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(t.position(5))).toBeVisible();
        await expect(dialog.getByText(t.loading)).toHaveCount(0);
        await expectNoAccessibilityViolations(page);

        await dialog.getByRole('button', { name: t.next }).click();
        await expect(dialog.getByText(t.position(1))).toBeVisible();
        // The image fits into 90 % of the viewport.
        const box = await dialog.locator('img').boundingBox();
        const viewport = page.viewportSize();
        expect(box && viewport && box.width <= viewport.width * 0.9 + 1).toBe(true);
        expect(box && viewport && box.height <= viewport.height * 0.9 + 1).toBe(true);

        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        expect(foreign).toEqual([]);
      },
    );

    test(
      `${t.lang}: a FAQ question scrolls to its answer and highlights it`,
      { tag },
      async ({ page }) => {
        // The smooth scroll a visitor gets (the browser's own, which the page's clock does not
        // drive); the page's clock stands still once the page is there, so the highlight stays
        // strong while it is checked. Its phases (fading after 2 s, gone after 4 s) are proven by
        // use-answer-highlight.test.tsx and FaqPage.test.tsx.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.clock.install({ time: CLOCK_START });
        await page.goto(t.faq);
        await page.getByRole('button', { name: t.category }).click();
        const question = page.getByRole('button', { name: t.question });
        await expect(question).toBeVisible();
        await pauseClock(page);
        await question.click();

        const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
        await expect(answer).toHaveAttribute('data-highlight', 'strong');
        await expect(answer).toBeInViewport();
        // Smooth scrolling settles with the answer 250 px below the window's top.
        await expect
          .poll(
            async () =>
              Math.abs(
                (await answer.evaluate((element) => element.getBoundingClientRect().top)) - 250,
              ),
            { timeout: 5000 },
          )
          .toBeLessThan(10);
      },
    );
  }

  test('the map loads only after consent, and the consent survives a reload', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await serveTilesLocally(page);
    await page.goto('/PresentationPro/Kontakt#anfahrt');
    const agree = page.getByRole('button', { name: 'Zustimmen & anzeigen' });
    await expect(agree).toBeVisible();
    expect(foreign).toEqual([]);

    await agree.click();
    const map = page.getByRole('region', { name: 'Karte: unser Büro in Berlin' });
    await expect(map).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('button', { name: 'Real Estate' })).toBeAttached();

    await page.reload();
    await expect(map).toHaveAttribute('data-status', 'ready');
    await expect(agree).toHaveCount(0);
  });

  test('"Karte ausblenden" removes the map and withdraws the consent: no tile request after it', async ({
    page,
  }) => {
    const foreign = watchForeignRequests(page);
    await serveTilesLocally(page);
    const tiles = () => foreign.filter((url) => url.startsWith('https://tile.openstreetmap.org/'));
    await page.clock.install();
    await page.goto('/PresentationPro/Kontakt#anfahrt');
    const hide = page.getByRole('button', { name: 'Karte ausblenden' });
    await expect(hide).toHaveCount(0);

    await page.getByRole('button', { name: 'Zustimmen & anzeigen' }).click();
    const map = page.getByRole('region', { name: 'Karte: unser Büro in Berlin' });
    await expect(map).toHaveAttribute('data-status', 'ready');
    await expect.poll(() => tiles().length).toBeGreaterThan(0);

    await hide.click();
    await expect(map).toHaveCount(0);
    await expect(hide).toHaveCount(0);
    const agree = page.getByRole('button', { name: 'Zustimmen & anzeigen' });
    await expect(agree).toBeFocused();
    await expect(page.getByText(/Inhalte von OpenStreetMap werden/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mapsConsent'))).toBeNull();

    // What would make a live map fetch tiles (a new size, scrolling, time) fetches none now.
    const fetched = foreign.length;
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: size.width - 40, height: size.height - 40 });
    await page.mouse.wheel(0, 200);
    // A second of the page's time: the timers and frames a live map would fetch tiles in.
    await page.clock.runFor(1000);
    expect(foreign.slice(fetched)).toEqual([]);

    // Withdrawn for the other pages too: they ask again.
    await page.goto('/PresentationPro/en/contact#approach');
    await expect(page.getByRole('button', { name: 'Agree & show' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map: our office in Berlin' })).toHaveCount(0);
    expect(foreign.slice(fetched)).toEqual([]);

    // The English page hides it in English.
    await page.getByRole('button', { name: 'Agree & show' }).click();
    await expect(page.getByRole('region', { name: 'Map: our office in Berlin' })).toHaveAttribute(
      'data-status',
      'ready',
    );
    await page.getByRole('button', { name: 'Hide map' }).click();
    await expect(page.getByRole('button', { name: 'Agree & show' })).toBeFocused();
  });

  test('a visitor of the agency site downloads nothing of the real-estate demo', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((path) => /presentation|listing-|slide-|team-/i.test(path))).toEqual([]);
  });

  test('home hash links land just below the fixed navbar', { tag: PHONE_TAG }, async ({ page }) => {
    // The smooth scroll a visitor gets, whose landing must still clear the navbar.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    for (const id of ['book', 'about']) {
      await page.goto(`/PresentationPro#${id}`);
      await expect
        .poll(
          () =>
            page.evaluate((sectionId) => {
              const section = document.getElementById(sectionId);
              const bar = document.querySelector('[data-pp-navbar]');
              if (!section || !bar) return Number.NaN;
              return Math.abs(
                section.getBoundingClientRect().top - bar.getBoundingClientRect().bottom,
              );
            }, id),
          { timeout: 5000 },
        )
        .toBeLessThan(30);
    }
  });

  // Its return home after 5 s: PresentationLayout.test.tsx.
  test('unknown addresses show the 404 page, accessible', async ({ page }) => {
    await holdLongTimers(page);
    await page.goto('/PresentationPro/gibt-es-nicht');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText(/Sie werden automatisch weitergeleitet/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page).toHaveURL(/\/PresentationPro\/gibt-es-nicht$/);
  });

  test(
    'the language switch keeps the page and its section',
    { tag: PHONE_TAG },
    async ({ page, isMobile }) => {
      await page.goto('/PresentationPro/Kontakt#unser-team');
      if (isMobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.getByRole('link', { name: /English version of this page/ }).click();
      await expect(page).toHaveURL(/\/PresentationPro\/en\/contact#our-team$/);
      await expect(page.getByRole('heading', { name: 'Our team' })).toBeInViewport();
    },
  );

  for (const path of [
    '/PresentationPro',
    '/PresentationPro/en',
    '/PresentationPro/Katalog',
    '/PresentationPro/en/catalog',
    '/PresentationPro/Fragen&Antworten',
    '/PresentationPro/en/faq',
    '/PresentationPro/Kontakt',
    '/PresentationPro/en/contact',
    '/PresentationPro/Impressum',
    '/PresentationPro/en/imprint',
    '/PresentationPro/Datenschutz',
    '/PresentationPro/en/privacy',
    // '/PresentationPro/gibt-es-nicht' is scanned by the 404 test above.
  ]) {
    // The home on the phone too: its navbar, folded into a menu there, is every page's; the
    // pages' own markup does not change with the viewport.
    const tag = path === '/PresentationPro' ? [PHONE_TAG] : [];
    test(`${path} has no accessibility violations`, { tag }, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the hero's first slide (300 ms) and the fade-ins settle before measuring contrast:
      // 1.2 s pass on the page's clock at once.
      await page.clock.runFor(1200);
      await expectNoAccessibilityViolations(page);
    });
  }
});
