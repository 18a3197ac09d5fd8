import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { csrfToken } from '../support/csrf';
import { ROOT_STATE } from '../support/staff-session';

/**
 * Mitarbeiter and Arbeitsstunden (issue 22): root deactivates an employee, who is logged out on
 * the next request; an employee logs today's hours and sees the month's total; root looks at
 * them read-only. Every journey works on an employee of its own, registered through the API by
 * root (whose writes are real), so nothing here touches what other journeys read. Root's shared
 * session is never logged out; the employees log in through the form with sessions of their own.
 */

const PATHS = {
  login: '/RentalRevolution/Login',
  menu: '/RentalRevolution/Mitarbeiterbereich',
  employees: '/RentalRevolution/Mitarbeiter',
  hours: '/RentalRevolution/Arbeitsstunden',
} as const;

const BUSINESS_TZ = 'Europe/Berlin';

/** Today on the rental's clock as the hours page names it: 'Mittwoch, 16.06.2027'. */
function businessTodayLabel(): string {
  const now = new Date();
  const weekday = new Intl.DateTimeFormat('de-DE', { timeZone: BUSINESS_TZ, weekday: 'long' });
  const date = new Intl.DateTimeFormat('de-DE', {
    timeZone: BUSINESS_TZ,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return `${weekday.format(now)}, ${date.format(now)}`;
}

/** This month on the rental's clock: 'Juni 2027'. */
function businessMonthLabel(): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: BUSINESS_TZ,
    month: 'long',
    year: 'numeric',
  }).format(new Date());
}

/** Today on the rental's clock as 'YYYY-MM-DD'. */
function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ }).format(new Date());
}

let visitorNumber = 0;

/** An address of its own per login: the per-address login limit never adds up across journeys. */
function visitorAddress(testInfo: TestInfo): string {
  visitorNumber += 1;
  const project = testInfo.project.name === 'phone' ? 42 : 41;
  return `10.${project}.${testInfo.workerIndex % 250}.${(visitorNumber % 250) + 1}`;
}

interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const fullName = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

/** Registers an employee no other journey, project or run shares, as root (a real write). */
async function registerEmployee(
  request: APIRequestContext,
  testInfo: TestInfo,
  firstName: string,
): Promise<Employee> {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1296).toString(36)}`;
  const employee = {
    firstName,
    // Letters only after the capital: the page shows the name as stored.
    lastName: `Tester${stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`,
    email: `hours-${testInfo.project.name}-${stamp}@example.com`,
    password: 'Steg-2027',
  };
  const response = await request.post('/api/v1/employees', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: {
      ...employee,
      phone: '+4917612345678',
      street: 'Uferweg 3',
      zipAndCity: '18055 Rostock',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: string; simulated?: boolean };
  expect(created.simulated ?? false).toBe(false);
  return { ...employee, id: created.id };
}

/** Waits until React runs a page loaded outside the `page` fixture (see support/test.ts). */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Root's shared session in a browser of its own, at the project's size. */
async function rootPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    storageState: ROOT_STATE,
    viewport,
    isMobile,
    hasTouch,
    locale: 'de-DE',
  });
  return context.newPage();
}

/** Logs the employee in through the form, from an address of their own. */
async function logIn(page: Page, employee: Employee, testInfo: TestInfo): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress(testInfo) });
  await page.goto(PATHS.login);
  const email = page.getByLabel('E-Mail', { exact: true });
  // Wait for the demo pre-fill, so it cannot overwrite what is typed next.
  await expect(email).toHaveValue(/.+/);
  await email.fill(employee.email);
  await page.getByLabel('Passwort', { exact: true }).fill(employee.password);
  await page.getByRole('button', { name: /Anmelden/ }).click();
  await expect(page).toHaveURL(/\/RentalRevolution\/Mitarbeiterbereich$/);
  await expect(page.getByText(employee.email, { exact: true })).toBeVisible();
}

test.describe('Mitarbeiter', () => {
  test('root deactivates an employee, who is logged out on the next request', async ({
    page,
    browser,
  }, testInfo) => {
    const admin = await rootPage(browser, testInfo);
    await gotoHydrated(admin, PATHS.menu);
    const employee = await registerEmployee(admin.request, testInfo, 'Ebba');

    // The employee works in a browser of their own; the page is only for admins.
    await logIn(page, employee, testInfo);
    await expect(page.getByRole('link', { name: 'Mitarbeiter', exact: true })).toBeHidden();
    await page.goto(PATHS.employees);
    await expect(page.getByText(/Diese Seite ist nur für Admins/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Mitarbeiterbereich' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.goto(PATHS.hours);
    await expect(page.getByRole('heading', { level: 2, name: 'Meine Stunden' })).toBeVisible();

    // Root finds the new employee among the active ones, from the menu.
    await admin.getByRole('link', { name: 'Mitarbeiter', exact: true }).click();
    await expect(admin).toHaveURL(/\/RentalRevolution\/Mitarbeiter$/);
    const active = admin.getByRole('region', { name: /^Aktive Mitarbeiter/ });
    const card = active.getByRole('article', { name: fullName(employee) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: employee.email })).toHaveAttribute(
      'href',
      `mailto:${employee.email}`,
    );
    await expect(card.getByText('18055 Rostock')).toBeVisible();
    // Admins and the fixed accounts are not listed.
    await expect(admin.getByRole('article', { name: 'Demo Admin' })).toBeHidden();
    await expect(admin.getByRole('article', { name: 'Admin Account' })).toBeHidden();
    await expect(admin.getByRole('link', { name: 'Mitarbeiter registrieren' })).toBeVisible();
    await expectNoAccessibilityViolations(admin);

    const toggle = admin.getByRole('switch', { name: `Konto aktiv: ${fullName(employee)}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    const dialog = admin.getByRole('dialog', { name: 'Mitarbeiter deaktivieren' });
    await expect(
      dialog.getByText(`${fullName(employee)} wird sofort abgemeldet`, { exact: false }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(admin);
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();

    await expect(
      admin.getByText(`${fullName(employee)} wurde deaktiviert und abgemeldet.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const inactive = admin.getByRole('region', { name: /^Inaktive Mitarbeiter/ });
    await expect(inactive.getByRole('article', { name: fullName(employee) })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Root's writes are real.
    await expect(admin.getByText(/Demo-Modus/)).toBeHidden();
    const [row] = await query<{ active: boolean }>('SELECT active FROM employees WHERE id = $1', [
      employee.id,
    ]);
    expect(row?.active).toBe(false);

    // The employee's next request finds no session: the page goes to Login and says why.
    await page
      .getByRole('link', { name: /Mitarbeiterbereich/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/RentalRevolution\/Login$/);
    await expect(
      page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
    // And a login is refused now.
    const email = page.getByLabel('E-Mail', { exact: true });
    await expect(email).toHaveValue(/.+/);
    await email.fill(employee.email);
    await page.getByLabel('Passwort', { exact: true }).fill(employee.password);
    await page.getByRole('button', { name: /Anmelden/ }).click();
    await expect(
      page.getByText('Login schlug fehl. Bitte versuchen Sie es später erneut.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/RentalRevolution\/Login$/);

    await admin.context().close();
  });
});

test.describe('Arbeitsstunden', () => {
  test("an employee logs today's hours and sees the month total; root sees them read-only", async ({
    page,
    browser,
  }, testInfo) => {
    const admin = await rootPage(browser, testInfo);
    await gotoHydrated(admin, PATHS.menu);
    const employee = await registerEmployee(admin.request, testInfo, 'Hanna');

    await logIn(page, employee, testInfo);
    await page.getByRole('link', { name: 'Arbeitsstunden', exact: true }).click();
    await expect(page).toHaveURL(/\/RentalRevolution\/Arbeitsstunden$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Stunden eintragen' })).toBeVisible();
    // A new employee: nothing entered yet, and no employee select for staff.
    await expect(
      page.getByText('In diesem Zeitraum sind noch keine Stunden eingetragen.'),
    ).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);

    const today = page.getByLabel(`Stunden am ${businessTodayLabel()}`);
    await today.fill('24.');
    await page.getByRole('button', { name: 'Stunden speichern' }).click();
    await expect(
      page.getByText('Bitte 0 bis 24 Stunden mit höchstens einer Nachkommastelle eingeben.'),
    ).toBeVisible();
    await expect(today).toBeFocused();

    await today.fill('7,5');
    await page.getByRole('button', { name: 'Stunden speichern' }).click();
    await expect(page.getByText('Ihre Stunden wurden gespeichert.')).toBeVisible();
    const month = `${businessMonthLabel()}: 7,5 Std.`;
    await expect(page.getByRole('heading', { level: 3, name: month })).toBeVisible();
    await expect(page.getByRole('table', { name: month })).toContainText(businessTodayLabel());
    await expect(today).toHaveValue('7,5');
    const stored = await query<{ hours: string }>(
      `SELECT hours::text AS hours FROM working_days WHERE employee_id = $1 AND day = $2`,
      [employee.id, businessToday()],
    );
    expect(stored.map((row) => Number(row.hours))).toEqual([7.5]);
    await expectNoAccessibilityViolations(page);

    // The hours survive a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: month })).toBeVisible();

    // Root picks the employee and sees the same hours, read-only.
    await gotoHydrated(admin, PATHS.hours);
    const select = admin.getByRole('combobox', { name: 'Stunden von' });
    await expect(select.getByRole('option', { name: fullName(employee) })).toBeAttached();
    await select.selectOption({ label: fullName(employee) });
    await expect(
      admin.getByRole('heading', { level: 2, name: `Stunden von ${fullName(employee)}` }),
    ).toBeVisible();
    await expect(admin.getByRole('heading', { level: 3, name: month })).toBeVisible();
    await expect(admin.getByRole('textbox')).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Stunden speichern' })).toHaveCount(0);
    await expect(admin.getByRole('link', { name: /CSV herunterladen/ })).toHaveAttribute(
      'href',
      `/api/v1/working-hours/month.csv?month=${businessToday().slice(0, 7)}`,
    );
    await expectNoAccessibilityViolations(admin);

    // The month export holds the employee's hours.
    const csv = await admin.request.get(
      `/api/v1/working-hours/month.csv?month=${businessToday().slice(0, 7)}`,
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(fullName(employee));

    await admin.context().close();
  });
});
