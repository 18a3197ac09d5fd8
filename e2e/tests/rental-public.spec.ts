import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { serveTilesLocally, watchForeignRequests } from '../support/network';
import { MOTORBOATS_LOCK } from '../support/locks';
import { PHONE_TAG } from '../support/projects';
import { joinRootSession } from '../support/staff-session';
import { holdLongTimers } from '../support/timers';

/** The motorboats in service, as the public API orders them (by the 1 h price, descending). */
async function motorboatNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/vehicles?type=motorboats');
  const { items } = (await response.json()) as { items: Array<{ name: string }> };
  return items.map((item) => item.name);
}

const LANGUAGES = [
  {
    lang: 'de',
    home: '/RentalRevolution/',
    offerHeading: 'Unser Angebot',
    overviewLink: 'Übersicht: alle Motorboote',
    overviewUrl: /\/RentalRevolution\/%C3%9Cbersicht\/Motorboote$/,
    overviewHeading: 'Unsere Motorboote',
    priceList: /Preisliste/,
    bookNow: /Jetzt buchen/,
    dialog: 'Wie möchten Sie buchen?',
    byDays: 'Tageweise buchen',
    multiDayUrl: (name: string) =>
      new RegExp(`/RentalRevolution/Buchen2/Motorboote/${encodeURIComponent(name)}$`),
    close: 'Schließen',
    hiring: 'Wir stellen ein!',
  },
  {
    lang: 'en',
    home: '/RentalRevolution/en',
    offerHeading: 'Our offer',
    overviewLink: 'Overview: all motorboats',
    overviewUrl: /\/RentalRevolution\/overview\/motorboats$/,
    overviewHeading: 'Our motorboats',
    priceList: /Price list/,
    bookNow: /Book now/,
    dialog: 'How would you like to book?',
    byDays: 'Book by the day',
    multiDayUrl: (name: string) =>
      new RegExp(`/RentalRevolution/book2/motorboats/${encodeURIComponent(name)}$`),
    close: 'Close',
    hiring: 'We are hiring!',
  },
] as const;

test.describe('RentalRevolution public site', () => {
  for (const t of LANGUAGES) {
    test(
      `${t.lang}: home → overview in price order → price list → Book now → by days`,
      // No motorboat may be added between reading the list and comparing the cards with it.
      { lock: MOTORBOATS_LOCK },
      async ({ page }) => {
        const expected = await motorboatNames(page);
        expect(expected.length).toBeGreaterThanOrEqual(2);

        await page.goto(t.home);
        await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
        await expect(page.getByRole('heading', { level: 2, name: t.offerHeading })).toBeVisible();
        // The demo business is hiring; a visitor closes the note and it stays closed.
        const hiring = page.getByRole('complementary', { name: t.hiring });
        await expect(hiring).toBeVisible();
        // The German home is scanned with the pages below (on the phone too).
        if (t.lang === 'en') await expectNoAccessibilityViolations(page);
        await hiring.getByRole('button', { name: t.close }).click();
        await expect(hiring).toHaveCount(0);

        await page.getByRole('link', { name: t.overviewLink }).click();
        await expect(page).toHaveURL(t.overviewUrl);
        await expect(
          page.getByRole('heading', { level: 1, name: t.overviewHeading }),
        ).toBeVisible();
        const cardNames = page.getByRole('main').getByRole('heading', { level: 2 });
        await expect(cardNames).toHaveText(expected);
        await expectNoAccessibilityViolations(page);

        const first = page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: expected[0] }) });
        await first.getByRole('button', { name: t.priceList }).click();
        const priceDialog = page.getByRole('dialog');
        await expect(priceDialog.getByRole('row').nth(1)).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await priceDialog.getByRole('button', { name: t.close }).first().click();
        await expect(priceDialog).toHaveCount(0);

        await first.getByRole('button', { name: t.bookNow }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await expect(dialog).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await dialog.getByRole('link', { name: t.byDays }).click();
        await expect(page).toHaveURL(t.multiDayUrl(expected[0] ?? ''));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(expected[0] ?? '');
        await expectNoAccessibilityViolations(page);
      },
    );
  }

  test('the map loads only after consent, and the consent is remembered', async ({ page }) => {
    await serveTilesLocally(page);
    const foreign = watchForeignRequests(page);
    await page.goto('/RentalRevolution/#anfahrt');
    const agree = page.getByRole('button', { name: 'Zustimmen & anzeigen' });
    await expect(agree).toBeVisible();
    expect(foreign).toEqual([]);

    await agree.click();
    const map = page.getByRole('region', { name: 'Karte: RentalRevolution am Scharmützelsee' });
    await expect(map).toHaveAttribute('data-status', 'ready');
    await page.reload();
    await expect(map).toHaveAttribute('data-status', 'ready');
    await expect(agree).toHaveCount(0);
  });

  // Its return home after 5 s: RentalLayout.test.tsx.
  test('an unknown type goes to an accessible 404 page', async ({ page }) => {
    await holdLongTimers(page);
    await page.goto('/RentalRevolution/%C3%9Cbersicht/U-Boote');
    await expect(page).toHaveURL(/\/RentalRevolution\/404$/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page).toHaveURL(/\/RentalRevolution\/404$/);
  });

  test('the language flag leads to the same page in the other language', async ({ page }) => {
    await page.goto('/RentalRevolution/%C3%9Cbersicht/Kanus');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/RentalRevolution\/overview\/canoes$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/RentalRevolution\/%C3%9Cbersicht\/Kanus$/);
  });

  // On the phone too: the home (its floating contact buttons and the hiring note) and the two
  // booking pages, whose timetable and calendar (as many months as fit) follow the viewport.
  const scannedOnPhones = [
    '/RentalRevolution/',
    '/RentalRevolution/Buchen/all',
    '/RentalRevolution/book2/canoes/Canoe%20A',
  ];
  for (const path of [
    '/RentalRevolution/',
    '/RentalRevolution/Gesch%C3%A4ftsbedingungen',
    '/RentalRevolution/terms',
    '/RentalRevolution/Impressum',
    '/RentalRevolution/imprint',
    '/RentalRevolution/Datenschutz',
    '/RentalRevolution/privacy',
    '/RentalRevolution/Buchen/all',
    '/RentalRevolution/book2/canoes/Canoe%20A',
    '/RentalRevolution/overview/houseboats',
  ]) {
    const tag = scannedOnPhones.includes(path) ? [PHONE_TAG] : [];
    test(`${decodeURIComponent(path)} is accessible`, { tag }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }

  test('a visitor downloads none of the staff pages', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/RentalRevolution/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/RentalRevolution/%C3%9Cbersicht/Motorboote');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(
      loaded.filter((path) => /StaffAreaPage|VehicleFormPage|RequireStaff|AuthPage/.test(path)),
    ).toEqual([]);
  });

  test('staff see Change and Block on the overview after logging in', async ({ page }) => {
    await page.goto('/RentalRevolution/%C3%9Cbersicht/Kanus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /ändern/i })).toHaveCount(0);

    // Root's session from the setup project (logged in through the form once per run).
    await joinRootSession(page);
    await page.goto('/RentalRevolution/Mitarbeiterbereich');
    await expect(page).toHaveURL(/Mitarbeiterbereich$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Intern' })).toBeVisible();

    await page.goto('/RentalRevolution/%C3%9Cbersicht/Kanus');
    const card = page.getByRole('article').first();
    await expect(card.getByRole('link', { name: /ändern/i })).toBeVisible();
    await expect(card.getByRole('button', { name: /sperren/i })).toBeVisible();
    // Floating contact buttons are for visitors only.
    await page.goto('/RentalRevolution/');
    await expect(page.getByRole('navigation', { name: 'Schnellkontakt' })).toHaveCount(0);
  });
});
