import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { solidPng } from '../support/images';
import { MOTORBOATS_LOCK } from '../support/locks';
import { ROOT_STATE } from '../support/staff-session';

// Root's session from the setup project (logged in once per run).
test.use({ storageState: ROOT_STATE });

test(
  'root adds a motorboat with two reordered pictures; the public list shows it first',
  { lock: MOTORBOATS_LOCK },
  async ({ page }, testInfo) => {
    const name = `Seeschwalbe ${testInfo.project.name}`.slice(0, 25);

    // Priced above every motorboat there is, so it must come first.
    const before = (await (await page.request.get('/api/v1/vehicles?type=motorboats')).json()) as {
      items: Array<{ prices: Record<string, number> }>;
    };
    const perHour = Math.max(0, ...before.items.map((item) => item.prices['1'] ?? 0)) / 100 + 10;

    // The success banner's 3.5 s before the overview pass at once on the page's clock.
    await page.clock.install();
    await page.goto('/RentalRevolution/Motorboote/hinzuf%C3%BCgen');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Personen').fill('4');
    await page.getByLabel('Führerscheinfrei').check();
    // The demo's longest day is 10 hours: ten whole-hour prices.
    for (let hours = 1; hours <= 10; hours += 1) {
      await page.getByLabel(`${hours} Std.`, { exact: true }).fill(String(perHour * hours));
    }
    await page.getByLabel('Deutsch').fill('Ein Testboot aus dem Ende-zu-Ende-Test.');
    await page.getByLabel('Englisch').fill('A test boat from the end-to-end test.');
    await page.getByLabel('Bilder auswählen').setInputFiles([
      { name: 'rot.png', mimeType: 'image/png', buffer: solidPng(200, 40, 40) },
      { name: 'blau.png', mimeType: 'image/png', buffer: solidPng(40, 60, 200) },
    ]);
    await expect(page.getByAltText('Bild 2')).toBeVisible();
    const firstBefore = await page.getByAltText('Bild 1').getAttribute('src');
    await page.getByRole('button', { name: 'Bild 2 nach vorne' }).click();
    await expect(page.getByAltText('Bild 2')).toHaveAttribute('src', firstBefore ?? '');
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Motorboot hinzufügen' }).click();
    await expect(page.getByText('Das Motorboot wurde erfolgreich hinzugefügt.')).toBeVisible();

    const response = await page.request.get('/api/v1/vehicles?type=motorboats');
    const { items } = (await response.json()) as {
      items: Array<{ name: string; images: Array<{ thumbnailUrl: string }> }>;
    };
    expect(items[0]?.name).toBe(name);
    // The picture uploaded second is now the first.
    expect(items[0]?.images).toHaveLength(2);
    const thumbnails = items[0]?.images.map((image) => image.thumbnailUrl) ?? [];
    expect(firstBefore && thumbnails[1]).toBe(firstBefore);

    // After saving, the form leads to the type's overview (after the 3.5 s success banner),
    // where the new boat comes first.
    await page.clock.runFor(3500);
    await expect(page).toHaveURL(/\/RentalRevolution\/%C3%9Cbersicht\/Motorboote$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      name,
    );
  },
);
