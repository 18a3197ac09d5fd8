import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';

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

test.describe('agency site', () => {
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
        .poll(async () => Math.abs((await gapBelowNavbar(page, id)) + offset), { timeout: 10_000 })
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

  test('the projects modal closes by X, Escape and overlay and locks the page', async ({
    page,
  }) => {
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
  });

  test('the navbar opens the projects modal too', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = await openNavbar(page, isMobile);
    await nav.getByRole('button', { name: 'Projekte' }).click();
    await expect(page.getByRole('dialog', { name: 'Unsere Projekte' })).toBeVisible();
  });

  for (const project of PROJECTS) {
    test(`the projects modal leads to ${project.path}`, async ({ page }) => {
      await page.goto('/');
      const { dialog } = await openProjects(page);
      await dialog.getByRole('link', { name: `${project.name} ansehen` }).click();
      await expect(page).toHaveURL(new RegExp(`${project.path}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  // The one accessibility scan of each of these pages (per viewport).
  for (const { path, title, ready, content } of [
    {
      path: '/',
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
        await expect(page.getByText('Max Mustermann')).toBeVisible();
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
    test(`${path} has a title, the legal links and no accessibility violations`, async ({
      page,
    }) => {
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
    });
  }
});
