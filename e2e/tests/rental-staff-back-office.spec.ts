import type {
  APIRequestContext,
  Browser,
  BrowserContextOptions,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { listMails, waitForMail } from '../support/mail-inbox';
import { csrfToken } from '../support/csrf';
import { bookAsStaff, newCustomer, type Customer } from '../support/staff-bookings';
import { ROOT_STATE } from '../support/staff-session';

/**
 * The staff back office (issue 20): the main menu with its badges, banner and popups, a day's
 * bookings with reprice / comment / cancel / ban, the blacklist, the to-dos and the postbox.
 *
 * Root's journeys work on bookings of their own: booked through the API (staff book without a
 * code) for a customer of their own, on a day far in the future (2040, summer: open 9–19) and a
 * vehicle no other journey books there; a taken slot is simply tried elsewhere. The demo
 * account's journey works on a seeded example booking, which its simulated write never changes.
 * Root's shared session is never logged out; the demo logs in with a session of its own.
 */

const PATHS = {
  login: '/RentalRevolution/Login',
  menu: '/RentalRevolution/Mitarbeiterbereich',
  dayBookings: '/RentalRevolution/Buchungen',
  todos: '/RentalRevolution/Aufgaben',
  postbox: '/RentalRevolution/Postfach',
  blacklist: '/RentalRevolution/Blacklist',
  motorboatFleet: '/RentalRevolution/Boote/Motorboote',
} as const;

/** Where the staff pages remember the day /Buchungen shows (session storage). */
const SELECTED_DAY_KEY = 'internal_calendar_selectedDate';

const DEMO_NOTE =
  'Demo-Modus: Die Änderung wird nur angezeigt – gespeichert wurde nichts. Nach dem Neuladen ist alles wie vorher.';

/** The root account's name in every signed text (spec §6). */
const ROOT_NAME = 'Admin';

/** Root's bookings: this boat, on a summer day of 2040 (no other journey books there). */
const ROOT_BOAT = 'Sailboat B';
const ROOT_PLAN = { vehicle: ROOT_BOAT, vehicleType: 'sailboats', year: 2040 } as const;

/** Only this journey restocks the seeded cola: it compares the stock before and after. */
const PRODUCTS_LOCK = 'back-office-products';

/** Only this journey adds to-dos: it counts the open ones before and after. */
const TODOS_LOCK = 'back-office-todos';

/** The hourly booking page of the visitor in the ban journey (see rental-hourly-booking.spec). */
const HOURLY = {
  path: '/RentalRevolution/Buchen/Motorboote',
  /** A winter day in the demo's break: the page offers the jump to the season's first day. */
  browserNow: new Date('2035-11-20T09:00:00Z'),
  seasonStart: '2036-04-01',
  hour: 16,
  boat: 'Motorboat B 100 PS',
} as const;

const BAN_MESSAGE =
  'Sie wurden von zukünftigen Buchungen ausgeschlossen. Wenn dies eine Verwechslung ist, rufen Sie uns bitte an!';

// --- Days and texts.

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function formatDay(day: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** 'dd.mm.yyyy'. */
const germanDate = (day: string) =>
  formatDay(day, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Today on the rental's clock as 'dd.mm.yyyy'. */
const businessToday = () =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

// --- Customers and bookings.

// --- Pages.

/** /Buchungen opens on the day stored in session storage: set it before every page load. */
async function rememberDay(page: Page, day: string): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    SELECTED_DAY_KEY,
    day,
  ] as const);
}

function bookingCard(page: Page, customer: string): Locator {
  return page.getByRole('article').filter({ hasText: customer });
}

/** The day's list has arrived: its count beside the day, or the empty day's sentence. */
function dayLoaded(page: Page): Locator {
  return page.getByText(/^(\d+ Buchungen?|Es gibt für diesen Tag noch keine Buchungen)$/).first();
}

/** The page's status line (the answer to a write). */
function statusNote(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

interface Overview {
  openTodos: number;
  blockedVehicles: number;
  openContactMessages: number;
  unfinishedBookings: number;
}

async function overview(request: APIRequestContext): Promise<Overview> {
  const response = await request.get('/api/v1/staff/overview');
  expect(response.status()).toBe(200);
  return (await response.json()) as Overview;
}

/** The to-do tile of the main menu, named with its badge ('Aufgaben (3 offen)'). */
function todosTile(page: Page, open: number): Locator {
  return page.getByRole('link', {
    name: open > 0 ? `Aufgaben (${open} offen)` : 'Aufgaben',
    exact: true,
  });
}

/** Waits until React runs a page loaded outside the `page` fixture (see support/test.ts). */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

async function newVisitorPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

let visitorNumber = 0;

/** An address of its own per visitor: per-address limits never add up across journeys. */
function visitorAddress(testInfo: TestInfo): string {
  visitorNumber += 1;
  const project = testInfo.project.name === 'phone' ? 32 : 31;
  return `10.${project}.${testInfo.workerIndex % 250}.${(visitorNumber % 250) + 1}`;
}

// --- The journeys.

test.describe('the demo admin', () => {
  test('cancels an example booking: the card goes, the demo note shows, a reload brings it back', async ({
    page,
  }, testInfo) => {
    const [example] = await query<{
      id: string;
      day: string;
      customer_name: string;
      vehicle_name: string;
    }>(
      `SELECT id, booked_day::text AS day, customer_name, vehicle_name FROM bookings
        WHERE example AND kind = 'hourly' AND NOT paid AND cancelled_at IS NULL
          AND lower(period) > now()
        ORDER BY lower(period), id LIMIT 1`,
    );
    expect(example, 'a coming unpaid example booking (demo seeds)').toBeDefined();

    // The demo logs in with a session of its own, from an address of its own (login limit).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress(testInfo) });
    await page.goto(PATHS.login);
    const email = page.getByLabel('E-Mail', { exact: true });
    await expect(email).toHaveValue('demo@example.com');
    await page.getByRole('button', { name: /Anmelden/ }).click();
    await expect(page).toHaveURL(/\/RentalRevolution\/Mitarbeiterbereich$/);
    await expect(page.getByText('demo@example.com', { exact: true })).toBeVisible();

    await rememberDay(page, example!.day);
    await page.goto(PATHS.dayBookings);
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(example!.day);
    const card = bookingCard(page, example!.customer_name).filter({
      has: page.getByRole('heading', { level: 3, name: example!.vehicle_name, exact: true }),
    });
    await expect(card).toHaveCount(1);

    await card.getByRole('button', { name: 'Stornieren', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buchung stornieren' });
    await expect(dialog).toContainText(`${example!.vehicle_name} · ${example!.customer_name}`);
    await dialog.getByLabel('Grund der Stornierung').fill('Sturmwarnung für den See');
    await dialog.getByRole('button', { name: 'Buchung stornieren' }).click();
    await expect(dialog).toHaveCount(0);

    // Simulated: the page shows the result and says nothing was saved.
    await expect(card).toHaveCount(0);
    await expect(statusNote(page, 'Die Buchung wurde storniert.')).toBeVisible();
    await expect(page.getByText(DEMO_NOTE)).toBeVisible();
    const [stored] = await query<{ cancelled_at: Date | null; cancellation_reason: string | null }>(
      'SELECT cancelled_at, cancellation_reason FROM bookings WHERE id = $1',
      [example!.id],
    );
    expect(stored).toEqual({ cancelled_at: null, cancellation_reason: null });

    // After a reload all is as before.
    await page.reload();
    await expect(card).toHaveCount(1);
    await expect(page.getByText(DEMO_NOTE)).toHaveCount(0);
    const [after] = await query<{ cancelled_at: Date | null }>(
      'SELECT cancelled_at FROM bookings WHERE id = $1',
      [example!.id],
    );
    expect(after?.cancelled_at).toBeNull();
  });
});

test.describe('root in the back office', () => {
  // Root's session from the setup project (logged in once per run).
  test.use({ storageState: ROOT_STATE });

  test('reprices, comments and cancels a booking for real; the customer is mailed', async ({
    page,
  }, testInfo) => {
    const customer = newCustomer(testInfo, 'Kai storno', 'bo-storno');
    const booking = await bookAsStaff(page.request, ROOT_PLAN, customer);
    const reprice = { input: '85,50', shown: '85,50 €', reason: 'Stammkunde, Rabatt vereinbart' };
    const comment = 'Bitte Schwimmwesten in Größe M bereitlegen';
    const cancellation = 'Mast beschädigt, Boot nicht fahrbereit';

    await rememberDay(page, booking.day);
    await page.goto(PATHS.dayBookings);
    const card = bookingCard(page, customer.name);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`um ${String(booking.startHour).padStart(2, '0')}:00 Uhr`);

    await card.getByRole('button', { name: 'Preis ändern', exact: true }).click();
    const priceDialog = page.getByRole('dialog', { name: 'Preis ändern' });
    await priceDialog.getByLabel('Neuer Preis in €').fill(reprice.input);
    await priceDialog.getByLabel('Grund', { exact: true }).fill(reprice.reason);
    await priceDialog.getByRole('button', { name: 'Preis speichern' }).click();
    await expect(priceDialog).toHaveCount(0);
    await expect(statusNote(page, 'Der Preis wurde geändert.')).toBeVisible();
    await expect(card.locator('strong', { hasText: reprice.shown })).toBeVisible();
    await expect(card).toContainText(`${reprice.reason} (Preisanpassung durch ${ROOT_NAME})`);
    // Root's writes are real: no demo note.
    await expect(page.getByText(DEMO_NOTE)).toHaveCount(0);

    await card.getByRole('button', { name: 'Kommentieren', exact: true }).click();
    const commentDialog = page.getByRole('dialog', { name: 'Kommentieren' });
    await commentDialog.getByLabel('Kommentar', { exact: true }).fill(comment);
    await commentDialog.getByRole('button', { name: 'Kommentar speichern' }).click();
    await expect(commentDialog).toHaveCount(0);
    await expect(statusNote(page, 'Der Kommentar wurde gespeichert.')).toBeVisible();
    await expect(card).toContainText(`${comment} (Kommentiert von ${ROOT_NAME})`);
    // The audit trail shows on the card.
    await expect(card.getByText('Verlauf (2)')).toBeVisible();

    // A reload keeps both: they were stored.
    await page.reload();
    await expect(card).toContainText(`${reprice.reason} (Preisanpassung durch ${ROOT_NAME})`);
    await expect(card).toContainText(`${comment} (Kommentiert von ${ROOT_NAME})`);

    await card.getByRole('button', { name: 'Stornieren', exact: true }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Buchung stornieren' });
    await cancelDialog.getByLabel('Grund der Stornierung').fill(cancellation);
    await cancelDialog.getByRole('button', { name: 'Buchung stornieren' }).click();
    await expect(cancelDialog).toHaveCount(0);
    await expect(card).toHaveCount(0);
    await expect(statusNote(page, 'Die Buchung wurde storniert.')).toBeVisible();
    await expect(page.getByText(DEMO_NOTE)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(booking.day);
    await expect(dayLoaded(page)).toBeVisible();
    await expect(bookingCard(page, customer.name)).toHaveCount(0);

    // Stored: the booking with its signed texts, an audit row per action, the inbox notice.
    const [row] = await query<{
      cancelled: boolean;
      cancellation_reason: string;
      new_price_cents: number;
      price_change_reason: string;
    }>(
      `SELECT cancelled_at IS NOT NULL AS cancelled, cancellation_reason, new_price_cents,
              price_change_reason
         FROM bookings WHERE id = $1`,
      [booking.id],
    );
    expect(row).toEqual({
      cancelled: true,
      cancellation_reason: `${cancellation} (Abgesagt durch ${ROOT_NAME})`,
      new_price_cents: 8550,
      price_change_reason: `${reprice.reason} (Preisanpassung durch ${ROOT_NAME})`,
    });
    const audit = await query<{ action: string; actor_name: string }>(
      'SELECT action, actor_name FROM booking_audit WHERE booking_id = $1 ORDER BY at, action',
      [booking.id],
    );
    expect(audit).toEqual([
      { action: 'reprice', actor_name: ROOT_NAME },
      { action: 'comment', actor_name: ROOT_NAME },
      { action: 'cancel', actor_name: ROOT_NAME },
    ]);
    const notices = await query<{ name: string; ticked_off_at: Date | null }>(
      `SELECT name, ticked_off_at FROM inbox_items WHERE booking_id = $1 AND type = 'cancellation'`,
      [booking.id],
    );
    expect(notices).toEqual([{ name: customer.name, ticked_off_at: null }]);

    // The customer's cancellation mail, in German, with the reason.
    const subject = `Stornierung Ihrer Buchung: ${ROOT_BOAT}, ${formatDay(booking.day, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })}`;
    const mail = await waitForMail(customer.email, subject);
    expect(mail.text).toContain(cancellation);
    expect(mail.text).not.toContain('Abgesagt durch');
  });

  test('bans a customer from a booking; the blacklist links it; the customer is refused a code', async ({
    page,
    browser,
    baseURL,
    locale,
    viewport,
    isMobile,
    hasTouch,
  }, testInfo) => {
    const customer = newCustomer(testInfo, 'Kai sperre', 'bo-sperre');
    const booking = await bookAsStaff(page.request, ROOT_PLAN, customer);
    const reason = 'Boot mehrfach verspätet zurückgebracht';
    let entryId: string | undefined;
    try {
      await rememberDay(page, booking.day);
      await page.goto(PATHS.dayBookings);
      const card = bookingCard(page, customer.name);
      await card.getByRole('button', { name: 'Sperren', exact: true }).click();

      // Prefilled from the booking; only the reason is missing.
      const dialog = page.getByRole('dialog', { name: 'Kunden sperren' });
      await expect(dialog.getByLabel(/^Name/)).toHaveValue(customer.name);
      await expect(dialog.getByLabel(/^Telefon/)).toHaveValue(customer.phone);
      await expect(dialog.getByLabel(/^E-Mail/)).toHaveValue(customer.email);
      await dialog.getByLabel('Grund der Sperrung').fill(reason);
      await dialog.getByRole('button', { name: 'Kunden sperren' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(statusNote(page, 'Der Kunde wurde gesperrt.')).toBeVisible();
      // A ban leaves the booking on the day; its history gains the ban.
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Verlauf (1)')).toBeVisible();

      const [entry] = await query<{ id: string; reason: string; banned_by: string; day: string }>(
        `SELECT id, reason, banned_by, booked_day::text AS day
           FROM blacklist_entries WHERE booking_id = $1`,
        [booking.id],
      );
      entryId = entry?.id;
      expect(entry).toEqual({
        id: expect.any(String),
        reason: `${reason} (Gesperrt durch ${ROOT_NAME})`,
        banned_by: ROOT_NAME,
        day: booking.day,
      });
      expect(
        await query('SELECT action FROM booking_audit WHERE booking_id = $1', [booking.id]),
      ).toEqual([{ action: 'ban' }]);

      // The blacklist lists the ban, newest first, with the way to the booking's day.
      await page.goto(PATHS.blacklist);
      const listed = page.getByRole('article', { name: customer.name, exact: true });
      await expect(listed).toBeVisible();
      await expect(listed).toContainText(`${reason} (Gesperrt durch ${ROOT_NAME})`);
      await expect(listed).toContainText(customer.email);
      await expect(listed).toContainText(customer.phone);
      // Another day stored meanwhile: the link stores the booking's day itself.
      await page.evaluate(([key, day]) => sessionStorage.setItem(key, day), [
        SELECTED_DAY_KEY,
        addDays(booking.day, 3),
      ] as const);
      await listed
        .getByRole('link', { name: `Zur Buchung (${germanDate(booking.day)})`, exact: true })
        .click();
      await expect(page).toHaveURL(/\/RentalRevolution\/Buchungen$/);
      await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(booking.day);
      await expect(bookingCard(page, customer.name)).toHaveCount(1);

      // The customer, as a visitor elsewhere, is refused at the hourly booking's code step.
      const visitor = await newVisitorPage(browser, {
        baseURL,
        locale,
        viewport,
        isMobile,
        hasTouch,
        extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(testInfo) },
      });
      try {
        await expectBannedAtCodeStep(visitor, customer);
      } finally {
        await visitor.context().close();
      }
    } finally {
      // Unbanned again through the API, as staff would on /Blacklist.
      if (entryId) {
        const response = await page.request.delete(`/api/v1/blacklist/${entryId}`, {
          headers: { 'x-csrf-token': await csrfToken(page.request) },
        });
        expect(response.status()).toBe(200);
      }
    }
    expect(
      await query('SELECT id FROM blacklist_entries WHERE booking_id = $1', [booking.id]),
    ).toEqual([]);
  });

  test(
    'adds a to-do and ticks it off; the menu badge counts it; the admin log shows who did',
    { lock: TODOS_LOCK },
    async ({ page }, testInfo) => {
      const name = `Steg fegen ${testInfo.project.name} ${Date.now().toString(36)}`;
      const body = 'Laub und Sand vom Steg 1 fegen, bevor die ersten Gäste kommen.';
      const before = (await overview(page.request)).openTodos;

      await page.goto(PATHS.menu);
      await expect(todosTile(page, before)).toBeVisible();
      await todosTile(page, before).click();
      await expect(page).toHaveURL(/\/RentalRevolution\/Aufgaben$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Aufgaben' })).toBeVisible();

      await page.getByRole('button', { name: 'Neue Aufgabe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Aufgabe' });
      await dialog.getByLabel('Titel').fill(name);
      await dialog.getByLabel('Beschreibung').fill(body);
      await dialog.getByRole('button', { name: 'Aufgabe hinzufügen' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(statusNote(page, `Die Aufgabe „${name}“ wurde hinzugefügt.`)).toBeVisible();
      const item = page.getByRole('article', { name, exact: true });
      await expect(item).toContainText(body);
      await expect(item).toContainText(`Erstellt von ${ROOT_NAME}`);

      // The menu counts one more open to-do.
      await page.goto(PATHS.menu);
      await expect(todosTile(page, before + 1)).toBeVisible();

      await page.goto(PATHS.todos);
      await page
        .getByRole('article', { name, exact: true })
        .getByRole('button', { name: /^Abhaken\b/ })
        .click();
      await expect(statusNote(page, `Aufgabe „${name}“ wurde abgehakt.`)).toBeVisible();
      await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
      const tickedOn = businessToday();

      // Admins see who ticked it off, and when, in the to-do log.
      await page.getByRole('button', { name: 'Aufgaben-Log' }).click();
      const log = page.getByRole('dialog', { name: 'Aufgaben-Log' });
      const logged = log.getByRole('article', { name, exact: true });
      await expect(logged).toContainText(`Abgehakt von ${ROOT_NAME} (${tickedOn})`);
      await expect(logged.getByRole('button')).toHaveCount(0);
      await log.getByRole('button', { name: 'Schließen' }).click();
      await expect(log).toHaveCount(0);

      // And the badge is back where it was.
      await page.goto(PATHS.menu);
      await expect(todosTile(page, before)).toBeVisible();
      const [stored] = await query<{ ticked_off_by: string; open: boolean }>(
        `SELECT ticked_off_by, ticked_off_at IS NULL AS open FROM inbox_items
          WHERE type = 'todo' AND name = $1`,
        [name],
      );
      expect(stored).toEqual({ ticked_off_by: ROOT_NAME, open: false });
    },
  );
});

/** The visitor books the banned customer by the hour and is refused at "Jetzt buchen". */
async function expectBannedAtCodeStep(page: Page, customer: Customer): Promise<void> {
  const slotWhen = `${formatDay(HOURLY.seasonStart, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })}, ${HOURLY.hour}:00`;
  const seasonStart = formatDay(HOURLY.seasonStart, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

  await page.clock.install({ time: HOURLY.browserNow });
  await gotoHydrated(page, HOURLY.path);
  await page.getByRole('button', { name: `Zum Saisonstart: ${seasonStart}` }).click();
  await page
    .getByRole('grid', { name: /^Freie Zeiten vom / })
    .getByRole('button', { name: `${slotWhen} – frei`, exact: true })
    .click();
  const vehicles = page.getByRole('dialog', { name: `Freie Fahrzeuge – ${slotWhen}` });
  await vehicles.getByRole('button', { name: `${HOURLY.boat} wählen`, exact: true }).click();
  await expect(vehicles).toHaveCount(0);

  const fields: Array<[string, string]> = [
    ['Vor- & Nachname', customer.name],
    ['Telefonnummer', customer.phone],
    ['E-Mail-Adresse', customer.email],
    ['Straße & Hausnummer', 'Seeweg 7'],
    ['PLZ & Ort', '15526 Bad Saarow'],
    ['Erwachsene', '2'],
  ];
  for (const [label, value] of fields) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page
    .getByRole('checkbox', {
      name: /^Ich habe die Datenschutzerklärung und die Geschäftsbedingungen gelesen/,
    })
    .check();
  await page.getByRole('button', { name: 'Jetzt buchen' }).click();

  const banned = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Buchung nicht möglich' }) });
  await expect(banned).toBeVisible();
  await expect(banned).toContainText(BAN_MESSAGE);
  // No code step, and no code was mailed.
  await expect(page.getByRole('textbox', { name: 'Bestätigungscode' })).toHaveCount(0);
  const codeMails = (await listMails()).filter(
    (mail) =>
      mail.subject === 'Ihr Bestätigungscode' &&
      mail.to.some((to) => to.address.toLowerCase() === customer.email),
  );
  expect(codeMails).toEqual([]);
}

test.describe('products', () => {
  test.use({ storageState: ROOT_STATE });

  test(
    'root restocks a drink by one: the page and the database count it; axe clean',
    { lock: PRODUCTS_LOCK },
    async ({ page }) => {
      const [cola] = await query<{ id: string; actual_stock: number }>(
        `SELECT id, actual_stock FROM products WHERE name = 'Cola 0,33 l'`,
      );
      expect(cola).toBeDefined();
      await page.goto('/RentalRevolution/Produkte');
      await expect(page).toHaveURL(/\/RentalRevolution\/Produkte\/Getr%C3%A4nke$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
      const plusOne = page.getByRole('button', { name: '+1 Stück: Cola 0,33 l' });
      await expect(plusOne).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await plusOne.click();
      const after = cola!.actual_stock + 1;
      await expect(page.getByText(`Cola 0,33 l: Bestand jetzt ${after}.`)).toBeVisible();
      const [stored] = await query<{ actual_stock: number; changed_by: string }>(
        'SELECT actual_stock, changed_by FROM products WHERE id = $1',
        [cola!.id],
      );
      expect(stored).toEqual({ actual_stock: after, changed_by: 'Admin' });
    },
  );
});

test.describe('the back office is accessible', () => {
  test.use({ storageState: ROOT_STATE });

  test('the main menu with its calendar and unfinished-bookings popups', async ({ page }) => {
    await page.goto(PATHS.menu);
    await expect(page.getByRole('heading', { level: 1, name: 'Intern' })).toBeVisible();
    // The badges are in once the overview arrived (the seeds leave open to-dos).
    await expect(page.getByRole('link', { name: /^Aufgaben \(\d+ offen\)$/ })).toBeVisible();
    // The seeds' unpaid bookings of the last days: the red banner.
    const banner = page.getByRole('region', { name: 'Unabgeschlossene Buchungen' });
    await expect(banner).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Kalender', exact: true }).click();
    const calendar = page.getByRole('dialog', { name: 'Kalender' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await expect(calendar.getByRole('button', { name: /, heute$/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    await banner.getByRole('button', { name: 'Anzeigen' }).click();
    const unfinished = page.getByRole('dialog', { name: 'Unabgeschlossene Buchungen' });
    await expect(unfinished.getByRole('link', { name: /^Zum Tag ?: / }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(unfinished).toHaveCount(0);
  });

  test('the day bookings with a dialog open, and the blacklist', async ({ page }) => {
    // Today (the default day): the seeds' example bookings.
    await page.goto(PATHS.dayBookings);
    await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
    const repriceable = page.getByRole('button', { name: 'Preis ändern', exact: true });
    await expect(repriceable.first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await repriceable.first().click();
    const dialog = page.getByRole('dialog', { name: 'Preis ändern' });
    await expect(dialog.getByLabel('Neuer Preis in €')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(PATHS.blacklist);
    await expect(page.getByRole('heading', { level: 1, name: 'Sperrungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Entsperren\b/ }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('the to-dos, the postbox and the motorboat fleet list', async ({ page }) => {
    await page.goto(PATHS.todos);
    await expect(page.getByRole('heading', { level: 1, name: 'Aufgaben' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Abhaken\b/ }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.goto(PATHS.postbox);
    await expect(page.getByRole('heading', { level: 1, name: 'Postfach' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Kontaktanfragen', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.goto(PATHS.motorboatFleet);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Motorboat A 200 PS').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
