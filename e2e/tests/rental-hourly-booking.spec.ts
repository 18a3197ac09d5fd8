import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { listMails, waitForMail, waitForVerificationCode } from '../support/mail-inbox';
import { joinRootSession } from '../support/staff-session';

/**
 * The hourly booking (spec §2 "Hourly booking page", §4 "Hourly booking flow", §5, §8): month
 * calendar → week grid → available-vehicles dialog → overview with the server's price →
 * customer form → code mailed to the customer → result.
 *
 * The demo's winter break runs from 16 October to 31 March. Each page's clock is set to a winter
 * day years ahead (BROWSER_NOW), so every journey starts in the break and jumps to the first day
 * of the new season with the week's note ('Zum Saisonstart: …'), where the spring hours (10–18)
 * apply, whatever the real date; the server, on the real date, sees those days in the future.
 * Visitors' bookings are checked but stored nowhere, so they may share slots. Root's bookings are
 * real: root books the one vehicle no other journey picks (Motorboat C), at an hour of its own per
 * project, and removes its booking again.
 *
 * The server takes at most 10 code requests per client address in 10 minutes; each journey is a
 * visitor of its own (its own X-Forwarded-For address, which the e2e server trusts from
 * loopback), so journeys never share that budget.
 */

type Lang = 'de' | 'en';

const BOAT_A = 'Motorboat A 200 PS';
const BOAT_B = 'Motorboat B 100 PS';
/** Only root's journey books this one. */
const BOAT_C = 'Motorboat C 15 PS';

const TEXTS = {
  de: {
    path: '/RentalRevolution/Buchen/Motorboote',
    locale: 'de-DE',
    seasonStart: (date: string) => `Zum Saisonstart: ${date}`,
    grid: /^Freie Zeiten vom /,
    states: { free: 'frei', full: 'ausgebucht' },
    dialog: (when: string) => `Freie Fahrzeuge – ${when}`,
    choose: (vehicle: string) => `${vehicle} wählen`,
    overview: 'Übersicht prüfen',
    vehicle: 'Fahrzeug',
    duration: 'Mietdauer',
    twoHours: (from: string, to: string) => `2 Std. (${from} – ${to} Uhr)`,
    price: 'Preis',
    labels: {
      name: 'Vor- & Nachname',
      phone: 'Telefonnummer',
      email: 'E-Mail-Adresse',
      street: 'Straße & Hausnummer',
      zipCity: 'PLZ & Ort',
      adults: 'Erwachsene',
    },
    privacy: /^Ich habe die Datenschutzerklärung und die Geschäftsbedingungen gelesen/,
    submit: 'Jetzt buchen',
    summary: 'Bitte überprüfe deine eingegeben Daten',
    code: 'Bestätigungscode',
    confirm: 'Buchung bestätigen',
    invalidCode: 'Der eingegebene Code ist ungültig.',
    successTitle: 'Vielen Dank für Ihre Buchung!',
    simulated:
      'Dieser Vorgang ist nur ein Beispiel: Auf dieser Demo-Seite wurde die Buchung geprüft, aber nicht gespeichert.',
    exampleSubject: '[Beispielbuchung] Ihre Buchung bei RentalRevolution',
  },
  en: {
    path: '/RentalRevolution/book/motorboats',
    locale: 'en-GB',
    seasonStart: (date: string) => `Go to the season start: ${date}`,
    grid: /^Free times /,
    states: { free: 'free', full: 'fully booked' },
    dialog: (when: string) => `Free vehicles – ${when}`,
    choose: (vehicle: string) => `Choose ${vehicle}`,
    overview: 'Check the overview',
    vehicle: 'Vehicle',
    duration: 'Duration',
    twoHours: (from: string, to: string) => `2 hours (${from} – ${to})`,
    price: 'Price',
    labels: {
      name: 'First & last name',
      phone: 'Phone number',
      email: 'Email address',
      street: 'Street & house number',
      zipCity: 'ZIP code & city',
      adults: 'Adults',
    },
    privacy: /^I have read and accept the privacy policy and the terms and conditions/,
    submit: 'Book now',
    summary: 'Please check your entered data',
    code: 'Confirmation code',
    confirm: 'Confirm booking',
    invalidCode: 'The code entered is invalid.',
    successTitle: 'Thank you for your booking!',
    simulated:
      'This process is only an example: on this demo site the booking was checked but not stored.',
    exampleSubject: '[Example booking] Your RentalRevolution booking',
  },
} as const;

// --- Dates: the demo business's calendar (Europe/Berlin), days as 'YYYY-MM-DD'.

/** The browsers' time: a winter day, in the demo's break, years after any real run. */
const BROWSER_NOW = new Date('2035-11-20T09:00:00Z');
/** The first day after that winter break. */
const SEASON_START = '2036-04-01';

function formatDay(day: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(TEXTS[lang].locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** 'Donnerstag, 1. April 2027' / 'Thursday, 1 April 2027': the season button's date. */
function fullDate(day: string, lang: Lang): string {
  return formatDay(day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The day after `day`. */
function addDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const clock = (hour: number) =>
  `${String(Math.floor(hour)).padStart(2, '0')}:${hour % 1 === 0 ? '00' : '30'}`;

/** 'Donnerstag, 1. April, 10:00' / 'Thursday 1 April, 10:00': a slot's date and time. */
function slotWhen(day: string, hour: number, lang: Lang): string {
  return `${formatDay(day, lang, { weekday: 'long', day: 'numeric', month: 'long' })}, ${clock(hour)}`;
}

// --- The page.

const DAY = SEASON_START;

function weekGrid(page: Page, lang: Lang): Locator {
  return page.getByRole('grid', { name: TEXTS[lang].grid });
}

/** A slot of the week grid by its accessible name ('…, 10:00 – frei'). */
function slot(page: Page, lang: Lang, hour: number, state: 'free' | 'full'): Locator {
  return weekGrid(page, lang).getByRole('button', {
    name: `${slotWhen(DAY, hour, lang)} – ${TEXTS[lang].states[state]}`,
    exact: true,
  });
}

function seasonStartButton(page: Page, lang: Lang): Locator {
  return page.getByRole('button', { name: TEXTS[lang].seasonStart(fullDate(DAY, lang)) });
}

/** Opens the booking page and jumps from the winter break to the season's first week. */
async function openSeasonWeek(page: Page, lang: Lang, path: string = TEXTS[lang].path) {
  await page.goto(path);
  await seasonStartButton(page, lang).click();
  await expect(slot(page, lang, 10, 'free')).toBeVisible();
}

function vehiclesDialog(page: Page, lang: Lang, hour: number): Locator {
  return page.getByRole('dialog', { name: TEXTS[lang].dialog(slotWhen(DAY, hour, lang)) });
}

/** Picks the free slot at `hour` and the vehicle in the dialog; the overview follows. */
async function chooseSlotAndVehicle(page: Page, lang: Lang, hour: number, vehicle: string) {
  await slot(page, lang, hour, 'free').click();
  const dialog = vehiclesDialog(page, lang, hour);
  await dialog.getByRole('button', { name: TEXTS[lang].choose(vehicle), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel(TEXTS[lang].vehicle, { exact: true })).toHaveValue(/.+/);
  await expect(
    page.getByLabel(TEXTS[lang].vehicle, { exact: true }).locator('option:checked'),
  ).toHaveText(new RegExp(`^${escapeRegExp(vehicle)}`));
}

interface Customer {
  name: string;
  phone: string;
  email: string;
  street: string;
  zipCity: string;
  adults: string;
}

/** A customer of its own for each journey and project: no ban, no code limit is shared. */
function newCustomer(testInfo: TestInfo, journey: string): Customer {
  const stamp = `${Date.now()}${testInfo.workerIndex}`.slice(-9);
  return {
    name: `Erika Seefahrt ${journey} ${testInfo.project.name}`,
    phone: `+49151${stamp}`,
    email: `hourly-${journey}-${testInfo.project.name}-${stamp}@example.com`,
    street: 'Seestraße 12',
    zipCity: '15526 Bad Saarow',
    adults: '2',
  };
}

function field(page: Page, lang: Lang, name: keyof Customer): Locator {
  return page.getByLabel(TEXTS[lang].labels[name], { exact: true });
}

async function fillCustomer(page: Page, lang: Lang, customer: Customer) {
  for (const name of ['name', 'phone', 'email', 'street', 'zipCity', 'adults'] as const) {
    await field(page, lang, name).fill(customer[name]);
  }
  await page.getByRole('checkbox', { name: TEXTS[lang].privacy }).check();
}

function codeField(page: Page, lang: Lang): Locator {
  return page.getByRole('textbox', { name: TEXTS[lang].code });
}

function result(page: Page, title: string): Locator {
  return page
    .locator('[role="status"], [role="alert"]')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

async function storedBookings(email: string) {
  return query<{
    vehicle_name: string;
    day: string;
    start_hour: number;
    hours: number;
    employee_name: string | null;
  }>(
    `SELECT vehicle_name, booked_day::text AS day, start_hour, hours, employee_name
       FROM bookings WHERE customer_email = $1`,
    [email],
  );
}

let visitorNumber = 0;

test.describe('RentalRevolution hourly booking', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.clock.install({ time: BROWSER_NOW });
    // A visitor of its own: the per-address limit of code requests counts each journey apart.
    visitorNumber += 1;
    const project = testInfo.project.name === 'phone' ? 2 : 1;
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `10.${project}.${testInfo.workerIndex % 250}.${(visitorNumber % 250) + 1}`,
    });
  });

  test('a visitor books a motorboat for 2 h in German with the mailed code (a mistyped one is refused); it is only an example', async ({
    page,
  }, testInfo) => {
    const lang = 'de';
    const t = TEXTS.de;
    const customer = newCustomer(testInfo, 'visitor');
    await openSeasonWeek(page, lang);
    // Before the season the week is closed; after the jump the first week of the season shows.
    await expect(page.getByRole('button', { name: /^Zum Saisonstart/ })).toHaveCount(0);

    await chooseSlotAndVehicle(page, lang, 14, BOAT_A);
    await expect(page.getByRole('heading', { name: t.overview })).toBeVisible();
    await page
      .getByLabel(t.duration, { exact: true })
      .selectOption({ label: t.twoHours('14:00', '16:00') });
    await page.getByRole('checkbox', { name: 'Fernglas' }).check();
    // The server's price: 2 h of Motorboat A (the demo's price table) and the binoculars.
    const price = page.getByRole('region', { name: t.price });
    await expect(price).toContainText(/Miete 2 Std\.\s*269\s€/);
    await expect(price).toContainText(/Fernglas\s*5\s€/);
    await expect(price).toContainText(/Gesamt\s*274\s€/);

    await fillCustomer(page, lang, customer);
    await page.getByRole('button', { name: t.submit }).click();
    const codeInput = codeField(page, lang);
    await expect(codeInput).toBeVisible();
    await expect(
      page.getByText(`Wir haben Ihnen einen fünfstelligen Code an ${customer.email} geschickt.`),
    ).toBeVisible();
    const code = await waitForVerificationCode(customer.email, lang);

    // A typo first: refused with the spec's message, and the code stays usable.
    const wrong = `${code.slice(0, 4)}${(Number(code[4]) + 1) % 10}`;
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.invalidCode, { exact: true })).toBeVisible();
    await expect(codeInput).toHaveAttribute('aria-invalid', 'true');

    await codeInput.fill(code);
    await page.getByRole('button', { name: t.confirm }).click();
    const success = result(page, t.successTitle);
    await expect(success).toBeVisible({ timeout: 10_000 });
    await expect(success).toContainText(
      `${BOAT_A} ist für Sie reserviert: ${slotWhen(DAY, 14, lang)} Uhr, Dauer 2 Std.`,
    );
    await expect(success).toContainText(t.simulated);

    // The confirmation still arrives, marked as an example; nothing was stored.
    const confirmation = await waitForMail(customer.email, /^\[Beispielbuchung\]/);
    expect(confirmation.subject).toBe(t.exampleSubject);
    expect(await storedBookings(customer.email)).toEqual([]);
  });

  test('root books in English with its fixed code; the booking is stored and its slot taken', async ({
    page,
  }, testInfo) => {
    const lang = 'en';
    const t = TEXTS.en;
    const customer = newCustomer(testInfo, 'root');
    // The projects run at once: each books an hour of its own, on the one vehicle of the page.
    const hour = testInfo.project.name === 'phone' ? 15 : 12;
    const path = `${t.path}/${encodeURIComponent(BOAT_C)}`;

    await page.goto(path);
    await joinRootSession(page);
    try {
      await openSeasonWeek(page, lang, path);
      await chooseSlotAndVehicle(page, lang, hour, BOAT_C);
      await page.getByLabel(t.duration, { exact: true }).selectOption({
        label: t.twoHours(clock(hour), clock(hour + 2)),
      });
      await fillCustomer(page, lang, customer);
      await page.getByRole('button', { name: t.submit }).click();

      // Root is shown its fixed code, filled in; no mail is sent.
      await expect(
        page.getByText(
          'You are logged in with the root account: your fixed code is already filled in, no email is sent.',
        ),
      ).toBeVisible();
      await expect(codeField(page, lang)).toHaveValue('12345');
      await page.getByRole('button', { name: t.confirm }).click();

      const success = result(page, t.successTitle);
      await expect(success).toBeVisible({ timeout: 10_000 });
      await expect(success).toContainText(
        `${BOAT_C} is reserved for you: ${slotWhen(DAY, hour, lang)}, for 2 hours.`,
      );
      await expect(success).not.toContainText(t.simulated);
      // A real booking: its confirmation is not marked as an example.
      await waitForMail(customer.email, 'Your RentalRevolution booking');
      expect(await storedBookings(customer.email)).toEqual([
        {
          vehicle_name: BOAT_C,
          day: DAY,
          start_hour: hour,
          hours: 2,
          employee_name: expect.any(String),
        },
      ]);

      // Reloaded, the page keeps the chosen day: the booked hours are taken, the next is free.
      await page.reload();
      await expect(slot(page, lang, hour, 'full')).toBeVisible();
      await expect(slot(page, lang, hour + 1.5, 'full')).toBeVisible();
      await expect(slot(page, lang, hour + 2, 'free')).toBeVisible();
    } finally {
      await query('DELETE FROM bookings WHERE customer_email = $1', [customer.email]);
    }
  });

  test('a banned customer is refused at "Jetzt buchen" and told to call', async ({
    page,
  }, testInfo) => {
    const lang = 'de';
    const t = TEXTS.de;
    const customer = newCustomer(testInfo, 'banned');
    // Banned by the e-mail address alone: the entry's name is another, and it has no phone.
    const entryName = `Gesperrt ${customer.email}`.slice(0, 50);
    await query(
      `INSERT INTO blacklist_entries (name, name_key, email, email_key, reason)
       VALUES ($1, $2, $3, $4, 'E2E: hourly booking ban')`,
      [entryName, entryName.toLowerCase(), customer.email, customer.email.toLowerCase()],
    );
    try {
      await openSeasonWeek(page, lang);
      await chooseSlotAndVehicle(page, lang, 11, BOAT_A);
      await fillCustomer(page, lang, customer);
      await page.getByRole('button', { name: t.submit }).click();

      const banned = result(page, 'Buchung nicht möglich');
      await expect(banned).toBeVisible();
      await expect(banned).toHaveAttribute('role', 'alert');
      await expect(banned).toContainText(
        'Sie wurden von zukünftigen Buchungen ausgeschlossen. Wenn dies eine Verwechslung ist, rufen Sie uns bitte an!',
      );
      await expect(banned.getByRole('link', { name: /^Anrufen: / })).toHaveAttribute(
        'href',
        /^tel:\+?\d+$/,
      );
      // No code step, and no code was mailed.
      await expect(codeField(page, lang)).toHaveCount(0);
      expect(
        (await listMails()).filter((mail) =>
          mail.to.some((to) => to.address.toLowerCase() === customer.email),
        ),
      ).toEqual([]);
    } finally {
      await query('DELETE FROM blacklist_entries WHERE email_key = $1', [customer.email]);
    }
  });

  test('the whole booking works with the keyboard alone', async ({ page }, testInfo) => {
    const lang = 'de';
    const t = TEXTS.de;
    const customer = newCustomer(testInfo, 'keyboard');

    /** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
    const tabTo = async (target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 40) => {
      for (let presses = 0; presses < most; presses += 1) {
        const reached = await target.evaluate(
          (element) => element === document.activeElement,
          undefined,
          { timeout: 10_000 },
        );
        if (reached) return;
        await page.keyboard.press(key);
      }
      await expect(target).toBeFocused();
    };

    await page.goto(t.path);
    await tabTo(seasonStartButton(page, lang));
    await page.keyboard.press('Enter');
    // The button leaves with the winter week; the focus stays on the timetable's heading.
    await expect(page.getByRole('heading', { level: 2, name: /Uhrzeit wählen/ })).toBeFocused();

    // The week grid is one tab stop, on its first free slot; arrows move, Enter picks.
    const first = slot(page, lang, 10, 'free');
    await expect(first).toBeVisible();
    await tabTo(first);
    await page.keyboard.press('ArrowRight');
    await expect(
      weekGrid(page, lang).getByRole('button', {
        name: new RegExp(`^${escapeRegExp(slotWhen(addDay(DAY), 10, lang))} – `),
      }),
    ).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(slot(page, lang, 11, 'free')).toBeFocused();
    await page.keyboard.press('Enter');

    // The dialog takes the focus and keeps it inside: Shift+Tab goes round to its last choice
    // and on backwards from there.
    const dialog = vehiclesDialog(page, lang, 11);
    await expect(dialog).toBeFocused();
    const chooseB = dialog.getByRole('button', { name: t.choose(BOAT_B), exact: true });
    await expect(chooseB).toBeVisible();
    await tabTo(chooseB, 'Shift+Tab', 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    // The overview takes the focus; the duration is a select the arrows change.
    await expect(page.getByRole('heading', { name: t.overview })).toBeFocused();
    const duration = page.getByLabel(t.duration, { exact: true });
    await tabTo(duration, 'Tab', 10);
    await page.keyboard.press('ArrowDown');
    await expect(duration).toHaveValue('2');

    for (const name of ['name', 'phone', 'email', 'street', 'zipCity', 'adults'] as const) {
      await tabTo(field(page, lang, name), 'Tab', 10);
      // Tabbing into a field selects what it holds (the one adult): typing replaces it.
      await page.keyboard.type(customer[name]);
      await expect(field(page, lang, name)).toHaveValue(customer[name]);
    }
    const privacy = page.getByRole('checkbox', { name: t.privacy });
    await tabTo(privacy, 'Tab', 10);
    await page.keyboard.press('Space');
    await expect(privacy).toBeChecked();
    await tabTo(page.getByRole('button', { name: t.submit }), 'Tab', 10);
    await page.keyboard.press('Enter');

    // The code field takes the focus; Enter confirms.
    const codeInput = codeField(page, lang);
    await expect(codeInput).toBeFocused();
    await page.keyboard.type(await waitForVerificationCode(customer.email, lang));
    await page.keyboard.press('Enter');

    const success = result(page, t.successTitle);
    await expect(success).toBeFocused();
    await expect(success).toContainText(`${BOAT_B} ist für Sie reserviert`);
  });

  test('the page is accessible: the season week, the dialog, the form errors and the result', async ({
    page,
  }, testInfo) => {
    const lang = 'en';
    const t = TEXTS.en;
    const customer = newCustomer(testInfo, 'axe');

    await openSeasonWeek(page, lang);
    await expect(weekGrid(page, lang)).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAccessibilityViolations(page);

    await slot(page, lang, 15, 'free').click();
    const dialog = vehiclesDialog(page, lang, 15);
    const chooseA = dialog.getByRole('button', { name: t.choose(BOAT_A), exact: true });
    await expect(chooseA).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await chooseA.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.price })).toContainText('Total');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.summary })).toBeVisible();
    await expect(field(page, lang, 'name')).toBeFocused();
    await expectNoAccessibilityViolations(page);

    await fillCustomer(page, lang, customer);
    await page.getByRole('button', { name: t.submit }).click();
    await codeField(page, lang).fill(await waitForVerificationCode(customer.email, lang));
    await page.getByRole('button', { name: t.confirm }).click();
    const success = result(page, t.successTitle);
    await expect(success).toContainText(t.simulated);
    await expectNoAccessibilityViolations(page);
    const confirmation = await waitForMail(customer.email, /^\[Example booking\]/);
    expect(confirmation.subject).toBe(t.exampleSubject);
  });
});
