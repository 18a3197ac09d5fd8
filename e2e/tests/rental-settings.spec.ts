import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { E2E_ROOT } from '../support/environment';
import { csrfToken } from '../support/csrf';
import { ROOT_STATE } from '../support/staff-session';

/**
 * /Einstellungen (issue 22 items 3–6): root changes the autumn season's hours in the business
 * form and the public home shows them; a new employee changes the password and is sent to Login,
 * every session of the account ended; both pages axe clean.
 *
 * Only the autumn season's hours change (1 September – 15 October): no other journey books in
 * those weeks, and the span stays 8 hours, so the price tables the vehicle forms show (the
 * longest opening span) stay as they are. The journey puts the settings back when it ends, and
 * the lock keeps the two projects' runs from overlapping.
 */

const PATHS = {
  home: '/RentalRevolution/',
  menu: '/RentalRevolution/Mitarbeiterbereich',
  settings: '/RentalRevolution/Einstellungen',
  login: '/RentalRevolution/Login',
} as const;

/** Only this journey writes the business settings. */
const BUSINESS_SETTINGS_LOCK = 'business-settings';

const SAVED = 'Änderungen wurden übernommen!';

interface BusinessSettings {
  hiring: boolean;
  generalOpeningHour: number;
  generalClosingHour: number;
  offSeasonStart: string | null;
  offSeasonEnd: string | null;
  seasonBeginStart: string | null;
  seasonBeginEnd: string | null;
  seasonBeginOpeningHour: number | null;
  seasonBeginClosingHour: number | null;
  seasonEndStart: string | null;
  seasonEndEnd: string | null;
  seasonEndOpeningHour: number | null;
  seasonEndClosingHour: number | null;
}

async function readBusinessSettings(request: APIRequestContext): Promise<BusinessSettings> {
  const response = await request.get('/api/v1/settings/business');
  expect(response.status()).toBe(200);
  const { simulated: _simulated, ...settings } = (await response.json()) as BusinessSettings & {
    simulated?: boolean;
  };
  return settings;
}

function card(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

function group(page: Page, name: string): Locator {
  return card(page, 'Betrieb').getByRole('group', { name });
}

test.describe('settings: root and the business hours', () => {
  test.use({ storageState: ROOT_STATE });

  test(
    "root changes the autumn season's hours; the public home shows them",
    { lock: BUSINESS_SETTINGS_LOCK },
    async ({ page, browser }, testInfo) => {
      const before = await readBusinessSettings(page.request);
      // A value the settings do not have yet, 8 hours long like the seeded one.
      const opening = before.seasonEndOpeningHour === 11 ? 10 : 11;
      const closing = opening + 8;

      try {
        // The saved note's 3.5 s before the main menu pass at once on the page's clock.
        await page.clock.install();
        await page.goto(PATHS.menu);
        await page.getByRole('link', { name: 'Einstellungen' }).click();
        await expect(page).toHaveURL(/\/RentalRevolution\/Einstellungen$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();

        // Root's e-mail and password come from the configuration.
        const personal = card(page, 'Persönliche Daten');
        await expect(personal.getByLabel('E-Mail-Adresse')).toHaveValue(E2E_ROOT.email);
        await expect(personal.getByLabel('E-Mail-Adresse')).not.toBeEditable();
        await expect(personal.getByLabel('Neues Passwort (optional)')).not.toBeEditable();

        const hiring = card(page, 'Betrieb').getByRole('checkbox', { name: 'Wir stellen ein' });
        await expect(hiring).toBeChecked({ checked: before.hiring });
        const autumn = group(page, 'Saisonende');
        await expect(autumn.getByLabel('Öffnet um (Uhr)')).toHaveValue(
          String(before.seasonEndOpeningHour),
        );
        await expectNoAccessibilityViolations(page);

        await autumn.getByLabel('Öffnet um (Uhr)').fill(String(opening));
        await autumn.getByLabel('Schließt um (Uhr)').fill(String(closing));
        await card(page, 'Betrieb').getByRole('button', { name: 'Betrieb speichern' }).click();
        await expect(card(page, 'Betrieb').getByText(SAVED)).toBeVisible();
        // Root's saves are real: no demo note; the main menu follows after 3.5 s.
        await expect(page.getByText(/^Demo-Modus/)).toHaveCount(0);
        await page.clock.runFor(3500);
        await expect(page).toHaveURL(/\/RentalRevolution\/Mitarbeiterbereich$/);

        expect(await readBusinessSettings(page.request)).toEqual({
          ...before,
          seasonEndOpeningHour: opening,
          seasonEndClosingHour: closing,
        });

        // A visitor (no session, no cache of their own) reads the new hours on the home page.
        const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
        try {
          const home = await visitor.newPage();
          await home.goto(PATHS.home);
          const hours = home.getByRole('region', { name: 'Öffnungszeiten' });
          const autumnRow = hours
            .locator('div')
            .filter({ has: home.getByRole('term').filter({ hasText: 'Saisonende' }) });
          await expect(autumnRow.getByRole('definition')).toHaveText(
            `${opening}:00 – ${closing}:00 Uhr`,
          );
        } finally {
          await visitor.close();
        }
      } finally {
        // The seeded calendar again, for every journey after this one.
        const response = await page.request.put('/api/v1/settings/business', {
          headers: { 'x-csrf-token': await csrfToken(page.request) },
          data: before,
        });
        expect(response.status(), await response.text()).toBe(200);
      }
    },
  );
});

test.describe('settings: an employee changes the password', () => {
  test('a new password ends the session and the page goes to Login', async ({
    page,
    playwright,
  }, testInfo) => {
    const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`;
    const employee = {
      email: `settings-${testInfo.project.name}-${stamp}@example.com`,
      password: 'Alt-Start-1',
      newPassword: 'Neu-Start-2',
    };

    // Root registers the employee through the API (what /Register does).
    const root = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: ROOT_STATE,
    });
    try {
      const created = await root.post('/api/v1/employees', {
        headers: { 'x-csrf-token': await csrfToken(root) },
        data: {
          firstName: 'Jana',
          lastName: 'Steg',
          email: employee.email,
          password: employee.password,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    } finally {
      await root.dispose();
    }

    const logIn = async (password: string) => {
      await page.goto(PATHS.login);
      const email = page.getByLabel('E-Mail', { exact: true });
      // The demo pre-fill arrives first; what is typed next must not be overwritten.
      await expect(email).toHaveValue(/.+/);
      await email.fill(employee.email);
      await page.getByLabel('Passwort', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL(/\/RentalRevolution\/Mitarbeiterbereich$/);
      await expect(page.getByText('Hallo Jana, schön, dass Sie da sind.')).toBeVisible();
    };

    // The saved note's 3.5 s before Login pass at once on the page's clock.
    await page.clock.install();
    await logIn(employee.password);
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page.getByLabel('Vorname')).toHaveValue('Jana');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(employee.email);
    // Employees get the personal form only.
    await expect(card(page, 'Betrieb')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // The rules speak first.
    await page.getByLabel('Neues Passwort (optional)').fill(employee.newPassword);
    await page.getByLabel('Passwort wiederholen (optional)').fill('Neu-Start-3');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(
      page.getByText('Die eingegebenen Passwörter stimmen nicht überein.'),
    ).toBeVisible();

    await page.getByLabel('Passwort wiederholen (optional)').fill(employee.newPassword);
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await page.clock.runFor(3500);
    await expect(page).toHaveURL(/\/RentalRevolution\/Login$/);
    await expect(
      page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
    // Logged out in the browser as on the server.
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rental.user'))).toBeNull();
    expect((await page.request.get('/api/v1/me')).status()).toBe(401);

    await logIn(employee.newPassword);
  });
});
