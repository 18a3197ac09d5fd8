import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { ROOT_STATE } from '../support/staff-session';

/**
 * API tokens (issue 24): root makes a token on /Einstellungen, a script uses it with nothing but
 * the Authorization header, root revokes it in the page and the script is refused from then on.
 */

const SETTINGS = '/RentalRevolution/Einstellungen';

test.describe('API tokens in the staff settings', () => {
  test.use({ storageState: ROOT_STATE });

  test('root makes a token, a script uses it, root revokes it', async ({ page }, testInfo) => {
    const name = `Buchungsportal ${testInfo.project.name}`;
    await page.goto(SETTINGS);
    const card = page.getByRole('region', { name: 'API-Zugänge' });
    await expect(card).toBeVisible();

    await card.getByLabel('Name', { exact: true }).fill(name);
    await card.getByRole('checkbox', { name: /Buchungen lesen/ }).check();
    await card.getByRole('button', { name: 'Zugang erstellen' }).click();

    const panel = page.getByRole('region', { name: `Neuer Schlüssel für „${name}“` });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    const token = await panel.getByLabel('API-Schlüssel').inputValue();
    expect(token).toMatch(/^rr_[A-Za-z0-9_-]{43}$/);
    await expectNoAccessibilityViolations(page);

    // A script elsewhere: no cookie, no CSRF token, only the bearer token.
    const script = await playwrightRequest.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    try {
      const day = new Date().toISOString().slice(0, 10);
      const allowed = await script.get(`/api/v1/bookings?day=${day}`);
      expect(allowed.status(), await allowed.text()).toBe(200);
      // The token may read bookings, not make them.
      const refused = await script.post('/api/v1/bookings', { data: {} });
      expect(refused.status()).toBe(403);

      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect(panel).toHaveCount(0);
      // The token itself is nowhere on the page any more.
      await expect(page.getByText(token)).toHaveCount(0);

      await card.getByRole('button', { name: new RegExp(`^Widerrufen\\W+${name}$`) }).click();
      const dialog = page.getByRole('dialog', { name: 'API-Zugang widerrufen?' });
      await dialog.getByRole('button', { name: 'Widerrufen' }).click();
      await expect(card.getByText(`Der Zugang „${name}“ wurde widerrufen.`)).toBeVisible();

      const afterwards = await script.get(`/api/v1/bookings?day=${day}`);
      expect(afterwards.status()).toBe(401);
      expect(((await afterwards.json()) as { code: string }).code).toBe('TOKEN_INVALID');
    } finally {
      await script.dispose();
    }
  });
});
