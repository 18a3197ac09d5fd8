import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { csrfToken } from '../support/csrf';
import { ROOT_STATE } from '../support/staff-session';

/**
 * The admins' cash logs (issue 21 item 5): root opens the cash register popup from the main
 * menu, then the register log (Kassenbuch) and the cash position (Kassenstand), both axe clean,
 * and downloads both as CSV for a German spreadsheet (UTF-8 BOM, semicolons).
 *
 * The journey sells something of its own through the API first, so it always has a receipt to
 * find: a service (no stock), which no other journey counts. Root's checkouts are real.
 */

const MENU = '/RentalRevolution/Mitarbeiterbereich';
/** A service of the seeded range: no stock limit, so selling it changes no count anyone reads. */
const SERVICE = 'Einweisung (30 min)';
const QUANTITY = 2;
const BOM = [0xef, 0xbb, 0xbf];

interface Sale {
  receiptNumber: number;
  incomeCents: number;
  registerDay: string;
}

/** Root sells QUANTITY × SERVICE in cash, as the register would, and gets the receipt back. */
async function sellService(request: APIRequestContext): Promise<Sale> {
  const products = await request.get('/api/v1/products?type=services');
  expect(products.status()).toBe(200);
  const { items } = (await products.json()) as {
    items: Array<{ id: string; name: string; priceCents: number }>;
  };
  const service = items.find((item) => item.name === SERVICE);
  expect(service, `${SERVICE} among the seeded services`).toBeDefined();
  const total = service!.priceCents * QUANTITY;
  const response = await request.post('/api/v1/cashregister/checkouts', {
    headers: { 'x-csrf-token': await csrfToken(request), 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: service!.id, quantity: QUANTITY }],
      paymentMethod: 'cash',
      receivedCents: total + 1000,
      expectedTotalCents: total,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const result = (await response.json()) as {
    simulated?: boolean;
    checkout: Sale & { changeCents: number | null };
  };
  // Root's writes are real.
  expect(result.simulated ?? false).toBe(false);
  expect(result.checkout.incomeCents).toBe(total);
  expect(result.checkout.changeCents).toBe(1000);
  return result.checkout;
}

/** '1.234,50 €' as the page writes it. */
function euro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** '1.234,50 €' (any spaces) back to cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** 'dd.mm.yyyy' of a 'YYYY-MM-DD' day. */
function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** 'November 2026' of a 'YYYY-MM-DD' day. */
function monthTitle(day: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));
}

/** Opens the cash register popup from the menu and one of its admin reports. */
async function openReport(page: Page, report: 'Kassenbuch' | 'Kassenstand'): Promise<Locator> {
  await page.getByRole('button', { name: 'Kassensystem', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Kassensystem' });
  await popup.getByRole('button', { name: report, exact: true }).click();
  await expect(popup).toHaveCount(0);
  return page.getByRole('dialog', { name: report });
}

/** Downloads through the link as a person would, and returns the file's bytes. */
async function download(page: Page, link: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return readFile(path);
}

/** A German spreadsheet's CSV: UTF-8 with BOM, semicolons between the fields. */
function expectGermanCsv(bytes: Buffer): string {
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const text = bytes.subarray(3).toString('utf8');
  const [header] = text.split(/\r?\n/);
  expect(header).toContain(';');
  return text;
}

test.describe('root reads the cash logs', () => {
  test.use({ storageState: ROOT_STATE });

  test('the register popup, the Kassenbuch with the new receipt and its CSV; axe clean', async ({
    page,
  }) => {
    const sale = await sellService(page.request);

    await page.goto(MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Intern' })).toBeVisible();
    await page.getByRole('button', { name: 'Kassensystem', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Kassensystem' });
    for (const mode of [
      'Buchung kassieren',
      'Buchung mit Produkten',
      'Gutschein kassieren',
      'Nur Produkte',
    ]) {
      await expect(popup.getByRole('link', { name: mode, exact: true })).toBeVisible();
    }
    await expect(popup.getByRole('button', { name: 'Kassenbuch', exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    const log = await openReport(page, 'Kassenbuch');
    await expect(log.getByRole('status').filter({ hasText: /^Kassenbuch unverändert/ })).toHaveText(
      /^Kassenbuch unverändert \(\d+ Belege? geprüft\)$/,
    );
    const receipt = log.getByRole('article', { name: `Beleg Nr. ${sale.receiptNumber}` });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(`${germanDate(sale.registerDay)} um `);
    await expect(receipt).toContainText(`${QUANTITY} × ${SERVICE}`);
    await expect(receipt).toContainText(`Einnahme${euro(sale.incomeCents)}`);
    await expect(receipt).toContainText('ZahlartBar');
    await expect(receipt).toContainText('Kassiert vonAdmin');
    await expectNoAccessibilityViolations(page);

    const csv = expectGermanCsv(
      await download(
        page,
        log.getByRole('link', { name: /^Kassenbuch .* als CSV herunterladen$/ }),
      ),
    );
    expect(csv).toContain(SERVICE);
    const [stored] = await query<{ receipt_number: number }>(
      'SELECT receipt_number FROM cashregister_log WHERE receipt_number = $1',
      [sale.receiptNumber],
    );
    expect(stored).toEqual({ receipt_number: sale.receiptNumber });
  });

  test('the Kassenstand per day and month with the day of the sale, and its CSV; axe clean', async ({
    page,
  }) => {
    const sale = await sellService(page.request);

    await page.goto(MENU);
    const positions = await openReport(page, 'Kassenstand');
    await expect(positions.getByRole('radio', { name: 'Tag' })).toBeChecked();
    const days = positions.getByRole('table', { name: 'Einnahmen je Tag' });
    const today = days.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: germanDate(sale.registerDay), exact: true }),
    });
    await expect(today).toHaveCount(1);
    // Other journeys may sell on the same day: at least this sale is in the day's takings.
    expect(cents(await today.getByRole('cell').innerText())).toBeGreaterThanOrEqual(
      sale.incomeCents,
    );
    await expect(days.getByRole('rowheader', { name: /^Summe \(\d+ Tage?\)$/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await positions.getByRole('radio', { name: 'Monat' }).check();
    const months = positions.getByRole('table', { name: 'Einnahmen je Monat' });
    await expect(
      months.getByRole('rowheader', { name: monthTitle(sale.registerDay), exact: true }),
    ).toBeVisible();
    const link = positions.getByRole('link', {
      name: 'Kassenstand je Monat als CSV herunterladen',
    });
    await expect(link).toHaveAttribute('href', '/api/v1/cashregister/positions.csv?period=month');
    expectGermanCsv(await download(page, link));
  });
});
