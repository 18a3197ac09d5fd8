import type { Locator, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { waitForMail } from '../support/mail-inbox';
import { watchForeignRequests } from '../support/network';

/**
 * The gift coupon purchase (spec §2 /Gutscheine and /coupons, §4 "Coupon purchase", §5 "Coupon
 * form", §8): a visitor fills the form, pays by bank transfer and gets the order mail with the
 * bank details in the local inbox. In demo mode the order is checked and mailed as an example,
 * stored nowhere, so journeys in parallel never meet.
 *
 * Each journey is a visitor of its own (its own X-Forwarded-For address, trusted from loopback),
 * so the order form's per-address limit never adds up across journeys.
 */

let visitorNumber = 0;

/** The pictures have exactly these addresses and are shown (loaded, allowed by the policy). */
async function expectPicturesShown(pictures: Locator, sources: string[]): Promise<void> {
  await expect(pictures).toHaveCount(sources.length);
  for (const [index, source] of sources.entries()) {
    const picture = pictures.nth(index);
    await expect(picture).toHaveAttribute('src', source);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(595);
  }
}

/** An address of this journey's own (at most 50 characters), so its mail is told apart. */
function buyerEmail(testInfo: TestInfo, name: string): string {
  return `gs.${name}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now() % 1e8}@example.org`;
}

test.describe('RentalRevolution gift coupons', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    visitorNumber += 1;
    const project = testInfo.project.name === 'phone' ? 6 : 5;
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `10.${project}.${testInfo.workerIndex % 250}.${(visitorNumber % 250) + 1}`,
    });
  });

  test('a visitor orders a gift coupon by bank transfer in German and finds the bank details in the mail', async ({
    page,
  }, testInfo) => {
    const email = buyerEmail(testInfo, 'transfer');
    // Bank transfer only: nothing may leave this machine (no PayPal script, no fonts).
    const foreign = watchForeignRequests(page);

    await page.goto('/RentalRevolution/');
    await page.getByRole('link', { name: 'Gutschein verschenken' }).click();
    await expect(page).toHaveURL(/\/RentalRevolution\/Gutscheine$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Einen Tag auf dem See verschenken',
    );
    await expect(
      page.getByText('Bestellungen von Besuchern sind hier nur Beispiele'),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Sending the empty form names what is missing.
    await page.getByRole('button', { name: 'Gutschein verbindlich bestellen' }).click();
    const summary = page
      .getByRole('alert')
      .filter({ hasText: 'Bitte überprüfe deine eingegeben Daten.' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Die Gutscheinhöhe muss mindestens 50€ betragen.');
    await expect(page.getByLabel('Gutscheinhöhe in Euro')).toBeFocused();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: '150 Euro' }).click();
    await page.getByLabel('Für wen ist der Gutschein?').fill('Oma Inge');
    await page
      .getByLabel('Ihr Text auf dem Gutschein')
      .fill('Alles Liebe zum 80. Geburtstag – ein Tag auf dem See wartet auf Dich!');
    await expect(page.getByText('69 von 300 Zeichen')).toBeVisible();
    await page.getByRole('radio', { name: 'Seerosenbucht' }).check();
    // The preview shows what will be printed.
    const preview = page.getByRole('img', { name: 'Vorschau Ihres Gutscheins' });
    await expect(preview).toContainText('für Oma Inge');
    await expect(preview).toContainText('150,00');
    // Its picture is the API's drawing of the design the PDF prints; the words take its colours.
    await expectPicturesShown(preview.locator('img'), ['/api/v1/coupon-orders/designs/3.svg']);
    const designs = (await (await page.request.get('/api/v1/coupon-orders/designs')).json()) as {
      items: { background: number; palette: { ink: string; accent: string } }[];
    };
    const lilies = designs.items.find((design) => design.background === 3)!.palette;
    await expect(preview.locator('text', { hasText: 'für Oma Inge' })).toHaveAttribute(
      'fill',
      lilies.ink,
    );
    await expect(preview.locator('text', { hasText: '150,00' })).toHaveAttribute(
      'fill',
      lilies.accent,
    );
    await page.getByRole('radio', { name: 'Frau' }).check();
    await page.getByLabel('Vor- & Nachname').fill('Greta Geschenk');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Straße & Hausnummer').fill('Seeweg 12');
    await page.getByLabel('PLZ & Ort').fill('15526 Bad Saarow');
    await page.getByRole('radio', { name: /^Überweisung/ }).check();
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await expect(summary).toBeHidden();
    await page.getByRole('button', { name: 'Gutschein verbindlich bestellen' }).click();

    const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' });
    await expect(thanks).toBeFocused();
    await expect(page.getByText(/Ihr Gutschein über 150\s€ ist bestellt/)).toBeVisible();
    await expect(page.getByText('Eine Bestätigung ist per E-Mail unterwegs.')).toBeVisible();
    await expect(
      page.getByText(
        'Diese Bestellung ist nur ein Beispiel: Auf dieser Demo-Seite wurde sie geprüft',
      ),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const mail = await waitForMail(
      email,
      '[Beispielbestellung] Ihre Gutscheinbestellung bei RentalRevolution',
    );
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Sehr geehrte Frau Greta Geschenk,');
    expect(text).toContain('Gutscheinwert: 150,00 €');
    expect(text).toContain('Für: Oma Inge');
    expect(text).toContain('Motiv: Seerosenbucht');
    expect(text).toContain('Bitte überweisen Sie 150,00 € auf folgendes Konto:');
    expect(text).toMatch(/IBAN: [A-Z]{2}\d{2}( [A-Z0-9]{1,4})+/);
    expect(text).toMatch(/BIC: \S+/);
    expect(text).toMatch(/Verwendungszweck: GS-[0-9A-F]{8}/);
    // The code comes only with the PDF, once the money is there.
    expect(text).not.toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(foreign).toEqual([]);
  });

  test('the English page speaks English and asks nothing of PayPal before it is chosen', async ({
    page,
  }) => {
    const foreign = watchForeignRequests(page);
    await page.goto('/RentalRevolution/coupons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give a day on the lake');
    await expect(page.getByRole('heading', { name: 'Your coupon', exact: true })).toBeVisible();
    await expect(page.getByLabel('Coupon value in euros')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Order coupon with obligation to pay' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Order coupon with obligation to pay' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please check the data you have entered.' }),
    ).toContainText('The coupon must be worth at least €50.');
    await expectNoAccessibilityViolations(page);
    // Nothing was asked of PayPal while it was not chosen.
    expect(foreign).toEqual([]);
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the pre-rendered page shows the designs’ pictures and the preview', async ({ page }) => {
      await page.goto('/RentalRevolution/Gutscheine');
      const preview = page.getByRole('img', { name: 'Vorschau Ihres Gutscheins' });
      await expect(preview).toContainText('Gutschein');
      await expectPicturesShown(preview.locator('img'), ['/api/v1/coupon-orders/designs/1.svg']);
      await expectPicturesShown(
        page.locator('label img'),
        [1, 2, 3].map((design) => `/api/v1/coupon-orders/designs/${design}/thumbnail.svg`),
      );
    });
  });
});
