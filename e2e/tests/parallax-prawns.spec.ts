import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { serveTilesLocally, watchForeignRequests } from '../support/network';
import { query } from '../support/database';

const HOME = '/ParallaxPrawns';

/** Where a section starts in the page, in pixels from the top. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sectionId) =>
      (document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN) +
      window.scrollY,
    id,
  );
}

interface StoredOrder {
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  additional: string;
  postal: string;
  city: string;
  country: string;
  price_cents: number;
  ordered_at: Date;
}

test.describe('ParallaxPrawns', () => {
  test('the page is 2.53 viewport heights and its sections start at the spec positions', async ({
    page,
    isMobile,
  }) => {
    await page.goto(HOME);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Parallax\s*Prawns/);
    const { height, viewport } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    }));
    const plan = [
      ['order', 0.545],
      ['contact', 1.07],
      ['about', 1.6],
    ] as const;
    if (!isMobile) {
      // On the desktop viewport the plan is exact.
      expect(Math.abs(height - 2.53 * viewport)).toBeLessThanOrEqual(2);
      for (const [id, at] of plan) {
        expect(Math.abs((await sectionTop(page, id)) - at * viewport)).toBeLessThanOrEqual(1);
      }
      return;
    }
    // A phone's taller sections grow the page, but never start above their planned position.
    expect(height).toBeGreaterThanOrEqual(2.53 * viewport - 2);
    for (const [id, at] of plan) {
      expect(await sectionTop(page, id)).toBeGreaterThanOrEqual(at * viewport - 1);
    }
  });

  test('menu → ORDER scrolls to 0.545 viewport heights; the hook goes back up', async ({
    page,
    isMobile,
  }) => {
    await page.goto(HOME);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'ORDER', exact: true }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    const target = await page.evaluate(() => 0.545 * window.innerHeight);
    // On a phone the taller hero may push the section down: the menu then lands on its top.
    const expected = isMobile ? Math.max(target, await sectionTop(page, 'order')) : target;
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
      .toBeGreaterThan(expected - 2);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
      .toBeLessThan(expected + 2);

    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  test('order: tile required, valid address, confirmation, cleared after 3 s, stored', async ({
    page,
  }) => {
    const email = `ada.${Date.now()}@example.org`;
    await page.goto(HOME);
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your order' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('incl. VAT, free delivery')).toBeVisible();
    await expect(dialog.getByText(/€\d+\.\d{2}/)).toBeVisible();

    const buy = dialog.getByRole('button', { name: /obligation to pay/ });
    await buy.click();
    await expect(dialog.getByText('Please select a payment method.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'PayPal' }).click();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(dialog.getByText('Please select a payment method.')).toHaveCount(0);

    const address: [string, string][] = [
      ['First name', 'ada'],
      ['Last name', 'LOVELACE'],
      ['Email', email],
      ['Street and house number', 'Hafenstraße 1'],
      ['Additional information', 'c/o Babbage'],
      ['Postal code', '25813'],
      ['City', 'Husum'],
      ['Country', 'Germany'],
    ];
    for (const [label, value] of address) await dialog.getByLabel(label).fill(value);
    await buy.click();

    await expect(dialog.getByText('Your message has been sent!')).toBeVisible();
    const sentAt = Date.now();
    await expect(dialog.getByLabel('First name')).toHaveValue('ada');
    await expect(dialog.getByLabel('First name')).toHaveValue('', { timeout: 5000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2500);
    for (const [label] of address) await expect(dialog.getByLabel(label)).toHaveValue('');
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();

    const rows = await query<StoredOrder>(
      'SELECT first_name, last_name, email, street, additional, postal, city, country, price_cents, ordered_at FROM prawn_orders WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Hafenstraße 1',
      additional: 'c/o Babbage',
      postal: '25813',
      city: 'Husum',
      country: 'Germany',
    });
    expect(Number(rows[0]?.price_cents)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('no accessibility violations on the landing page and with the order dialog open', async ({
    page,
  }) => {
    await page.goto(HOME);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('incl. VAT, free delivery').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your order' });
    await expect(dialog.getByText('incl. VAT, free delivery')).toBeVisible();
    await dialog.getByRole('button', { name: /obligation to pay/ }).click();
    await expect(dialog.getByText('Please select a payment method.')).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('the map contacts no other host before consent', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await serveTilesLocally(page);
    await page.goto(HOME);
    const agree = page.getByRole('button', { name: 'Zustimmen & anzeigen' });
    await agree.scrollIntoViewIfNeeded();
    await expect(agree).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);

    await agree.click();
    await expect(page.getByRole('region', { name: /Map: Parallax Prawns/ })).toHaveAttribute(
      'data-status',
      'ready',
    );
  });

  test('unknown addresses show the 404 page and return after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${HOME}/gibt-es-nicht`);
    await expect(page.getByRole('heading', { name: 'This page swam away.' })).toBeVisible();
    await expect(page.getByText(/Back to the landing page in \d seconds?\./)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // The 5 s pass at once on the page's clock.
    await page.clock.runFor(5000);
    await expect(page).toHaveURL(/\/ParallaxPrawns$/, { timeout: 7000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Parallax\s*Prawns/);
  });
});
