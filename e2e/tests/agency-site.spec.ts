import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { PHONE_TAG } from '../support/projects';
import { advanceAnimations, untilRenderingSettles } from '../support/rendering';

/** Spec §2: the section's top lands `-offset` px below the fixed navbar. */
const SECTIONS = [
  { id: 'service', label: 'Leistungen', offset: 50 },
  { id: 'about', label: 'Über uns', offset: -20 },
  { id: 'contact', label: 'Kontakt', offset: -25 },
] as const;

const PROJECTS = [
  { name: 'PresentationPro', path: '/PresentationPro' },
  { name: 'RentalRevolution', path: '/RentalRevolution' },
  { name: 'ParallaxPrawns', path: '/ParallaxPrawns' },
  { name: 'ArtAlley', path: '/ArtAlley' },
] as const;

const TOLERANCE = 30;

function navbar(page: Page): Locator {
  return page.locator('[data-agency-navbar]');
}

/** Scrolls past the 500 px mark if needed and opens the phone menu, so the links are clickable. */
async function openNavbar(page: Page, isMobile: boolean): Promise<Locator> {
  // The home page is a lazy chunk: scroll only once it is there, and again if it grew meanwhile.
  await expect(page.locator('#contact')).toBeAttached();
  await expect(async () => {
    if ((await page.evaluate(() => window.scrollY)) <= 500) {
      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
    }
    await expect(navbar(page)).toHaveAttribute('data-visible', 'true', { timeout: 1000 });
  }).toPass({ timeout: 5000 });
  const nav = navbar(page).getByRole('navigation', { name: 'Schnellnavigation' });
  if (isMobile) {
    const toggle = nav.getByRole('button', { name: 'Menü öffnen' });
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  return nav;
}

/** Distance of the section's top below the navbar's bottom edge, in px. */
async function gapBelowNavbar(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const bar = document.querySelector('[data-agency-navbar]');
    if (!section || !bar) return Number.NaN;
    return section.getBoundingClientRect().top - bar.getBoundingClientRect().bottom;
  }, id);
}

async function openProjects(page: Page): Promise<{ opener: Locator; dialog: Locator }> {
  const opener = page.locator('#top').getByRole('button', { name: 'Projekte' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Unsere Projekte' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

/** The home's sections, top to bottom. */
const HOME_SECTIONS = ['top', 'service', 'about', 'contact'] as const;

interface FaintText {
  /** Text blocks looked at (on screen and, if asked, far enough above the bottom edge). */
  checked: number;
  /** Those less opaque than asked, with their position: what a visitor misses right now. */
  faint: string[];
}

/**
 * Text of the home on screen that is not fully there: the opacity of every ancestor counts, so
 * it does not matter which wrapper fades. `above` limits it to blocks whose top is above that
 * share of the screen (a block just scrolling in from below may still be fading).
 */
function faintTextOnScreen(
  page: Page,
  { below = 0.99, above = 1 }: { below?: number; above?: number } = {},
): Promise<FaintText> {
  return page.evaluate(
    ({ below, above }) => {
      const result = { checked: 0, faint: [] as string[] };
      for (const block of document.querySelectorAll('main h1, main h2, main h3, main p, main li')) {
        const { top, bottom, height } = block.getBoundingClientRect();
        if (height === 0 || bottom <= 0 || top >= window.innerHeight * above) continue;
        result.checked += 1;
        let opacity = 1;
        for (let node: Element | null = block; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        if (opacity < below) {
          const text = (block.textContent ?? '').trim().slice(0, 40);
          result.faint.push(`"${text}" at ${Math.round(top)} px: opacity ${opacity.toFixed(2)}`);
        }
      }
      return result;
    },
    { below, above },
  );
}

/**
 * How soon content a jump lands on must be all there, in the page's animation time: a fade takes
 * 600 ms, content reached by a jump shows without one.
 */
const SHORT_WHILE = 2000;

/** Whether the page is scrolled to its end. */
function atEnd(page: Page): Promise<boolean> {
  return page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
  );
}

/**
 * Presses End as a visitor does until the page is at its end. The browser scrolls smoothly, and
 * the page can still grow under the scroll (a late font or picture), so that the scroll stops
 * short of the new end: then the visitor presses End again. Each press waits for its scroll to
 * end (the scrollend event), however long the frames take, not for a time.
 */
async function pressEndUntilAtEnd(page: Page): Promise<void> {
  for (let press = 0; press < 5 && !(await atEnd(page)); press += 1) {
    await page.evaluate(() => {
      const state = window as unknown as { scrollEnded?: Promise<void> };
      state.scrollEnded = new Promise((resolve) => {
        window.addEventListener('scrollend', () => resolve(), { once: true });
        // A press that moved nothing ends no scroll: given up on after frames without one.
        let scrolled = false;
        window.addEventListener('scroll', () => (scrolled = true), { once: true });
        let frames = 0;
        const check = () => {
          if (scrolled) return;
          if ((frames += 1) > 30) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    });
    await page.keyboard.press('End');
    await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded);
  }
  expect(await atEnd(page)).toBe(true);
}

/** Nothing on screen faint once the page has reacted to where it is and `ms` of fading passed. */
async function expectNothingFaintAfter(page: Page, ms: number, where: string): Promise<void> {
  await untilRenderingSettles(page);
  await advanceAnimations(page, ms);
  expect((await faintTextOnScreen(page)).faint, where).toEqual([]);
}

/** Scroll positions that bring every part of a section on screen, one screenful at a time. */
function positionsThrough(page: Page, id: string): Promise<number[]> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!;
    const top = section.getBoundingClientRect().top + window.scrollY;
    const step = Math.round(window.innerHeight * 0.8);
    const positions: number[] = [];
    for (let y = top; y < top + section.offsetHeight; y += step) positions.push(Math.round(y));
    return positions;
  }, id);
}

async function jumpTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

test.describe('agency site', () => {
  test.describe('scrolling to a section', { tag: PHONE_TAG }, () => {
    // The smooth scroll a visitor gets, whose landing must still clear the navbar.
    test.use({ reducedMotion: 'no-preference' });

    test('the navbar slides in after 500 px and its links land each section below it', async ({
      page,
      isMobile,
    }) => {
      await page.goto('/');
      await expect(navbar(page)).toHaveAttribute('data-visible', 'false');
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await expect(navbar(page)).toHaveAttribute('data-visible', 'false');

      for (const { id, label, offset } of SECTIONS) {
        const nav = await openNavbar(page, isMobile);
        await nav.getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        if (isMobile) {
          await expect(nav.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
            'aria-expanded',
            'false',
          );
        }
        await expect
          .poll(async () => Math.abs((await gapBelowNavbar(page, id)) + offset), {
            timeout: 10_000,
          })
          .toBeLessThanOrEqual(TOLERANCE);
      }
    });

    test('a hash link from the top bar also respects the navbar', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Über uns' })
        .click();
      // The first navigation after a load also waits for the contact form's code (an island).
      await expect
        .poll(async () => Math.abs((await gapBelowNavbar(page, 'about')) - 20), { timeout: 10_000 })
        .toBeLessThanOrEqual(TOLERANCE);
      await expect(navbar(page)).toHaveAttribute('data-visible', 'true');
    });
  });

  test(
    'the projects modal closes by X, Escape and overlay and locks the page',
    { tag: PHONE_TAG },
    async ({ page }) => {
      await page.goto('/');

      let { opener, dialog } = await openProjects(page);
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      await expect(dialog.getByRole('link', { name: /ansehen$/ })).toHaveCount(4);
      await dialog.getByRole('button', { name: 'Projekte schließen' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

      ({ opener, dialog } = await openProjects(page));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      ({ dialog } = await openProjects(page));
      await page.getByTestId('modal-overlay').click({ position: { x: 6, y: 6 } });
      await expect(dialog).toBeHidden();
    },
  );

  test(
    'the navbar opens the projects modal too',
    { tag: PHONE_TAG },
    async ({ page, isMobile }) => {
      await page.goto('/');
      const nav = await openNavbar(page, isMobile);
      await nav.getByRole('button', { name: 'Projekte' }).click();
      await expect(page.getByRole('dialog', { name: 'Unsere Projekte' })).toBeVisible();
    },
  );

  for (const project of PROJECTS) {
    test(`the projects modal leads to ${project.path}`, async ({ page }) => {
      await page.goto('/');
      const { dialog } = await openProjects(page);
      await dialog.getByRole('link', { name: `${project.name} ansehen` }).click();
      await expect(page).toHaveURL(new RegExp(`${project.path}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  // The one accessibility scan of each of these pages. The home is scanned on the phone too: its
  // top bar, navbar and phone menu are the ones the legal pages share, with the same markup.
  for (const { path, title, ready, content, tag } of [
    {
      path: '/',
      tag: [PHONE_TAG],
      title: /Sternsinger Webdesign/,
      ready: 'Websites, die Ihr Geschäft',
      content: async (page: Page) => {
        // The contact section is part of the page scanned.
        await expect(page.locator('#contact')).toBeAttached();
      },
    },
    {
      path: '/Impressum',
      title: /^Impressum/,
      ready: 'Registereintrag',
      content: async (page: Page) => {
        // The operator details come from the configuration.
        await expect(page.getByText('Vertreten durch: Max Mustermann')).toBeVisible();
        await expect(page.getByText('DE000000000')).toBeVisible();
      },
    },
    {
      path: '/Datenschutz',
      title: /^Datenschutz/,
      ready: 'Zuständige Aufsichtsbehörde',
      content: async (page: Page) => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Datenschutz');
      },
    },
    { path: '/Barrierefreiheit', title: /^Barrierefreiheit/, ready: 'Durchsetzungsverfahren' },
  ]) {
    test(
      `${path} has a title, the legal links and no accessibility violations`,
      { tag: tag ?? [] },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: ready })).toBeVisible();
        await expect(page).toHaveTitle(title);
        await content?.(page);
        const footer = page.getByRole('contentinfo');
        const legalLinks: Array<[string, string]> = [
          ['Impressum', '/Impressum'],
          ['Datenschutz', '/Datenschutz'],
          ['Barrierefreiheit', '/Barrierefreiheit'],
        ];
        for (const [label, href] of legalLinks) {
          await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
            'href',
            href,
          );
        }
        await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
        await expectNoAccessibilityViolations(page);
      },
    );
  }
});

// Fade-ins must never keep content away from a visitor: not without JavaScript, not with reduced
// motion, not after a jump, and not as an empty stretch while scrolling. What is on screen
// depends on the viewport: all of it runs on the phone too.
test.describe('agency home: the content is there', { tag: PHONE_TAG }, () => {
  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('every section is fully visible the moment it is on screen', async ({ page }) => {
      await page.goto('/');
      for (const id of HOME_SECTIONS) {
        for (const top of await positionsThrough(page, id)) {
          await jumpTo(page, top);
          const { checked, faint } = await faintTextOnScreen(page);
          expect(checked, `#${id} at ${top}`).toBeGreaterThan(0);
          expect(faint, `#${id} at ${top}`).toEqual([]);
        }
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every section of the pre-rendered home is fully visible', async ({ page }) => {
      await page.goto('/');
      // No content may start hidden: no script would ever show it.
      await expect(page.locator('main [data-visible="false"]')).toHaveCount(0);
      for (const id of HOME_SECTIONS) {
        for (const top of await positionsThrough(page, id)) {
          await jumpTo(page, top);
          const { checked, faint } = await faintTextOnScreen(page);
          expect(checked, `#${id} at ${top}`).toBeGreaterThan(0);
          expect(faint, `#${id} at ${top}`).toEqual([]);
        }
      }
    });
  });

  test.describe('with the entrances', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('after a fast jump to the end, and into each section, the content is there at once', async ({
      page,
    }) => {
      await page.goto('/');
      await pressEndUntilAtEnd(page);
      await expectNothingFaintAfter(page, SHORT_WHILE, 'at the end');

      // Back at the top the entrances reset; jumps land on content, not on an empty stretch.
      await jumpTo(page, 0);
      for (const id of HOME_SECTIONS.slice(1)) {
        for (const top of await positionsThrough(page, id)) {
          await jumpTo(page, top);
          await expectNothingFaintAfter(page, SHORT_WHILE, `#${id} at ${top}`);
        }
      }
    });

    test('scrolling down briskly never leaves an empty stretch on screen', async ({ page }) => {
      await page.goto('/');
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      // 1,000 px a second: 100 px, then 100 ms of the page's animation time. What entered the
      // screen fades in, nothing in its upper two thirds is still (nearly) transparent.
      for (let top = 0; top <= end; top += 100) {
        await jumpTo(page, top);
        await untilRenderingSettles(page);
        await advanceAnimations(page, 100);
        const { faint } = await faintTextOnScreen(page, { below: 0.2, above: 2 / 3 });
        expect(faint, `at ${top} px`).toEqual([]);
      }
    });
  });
});
