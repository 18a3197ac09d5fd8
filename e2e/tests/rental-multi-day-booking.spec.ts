import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { waitForMail, type InboxMail } from '../support/mail-inbox';
import { watchForeignRequests } from '../support/network';
import { serveFakePayPalSdk } from '../support/paypal-sdk';
import { PHONE_TAG } from '../support/projects';
import { joinRootSession } from '../support/staff-session';

/**
 * The multi-day booking ("stays", spec §4 "Multi-day …", §5–§9): one vehicle's calendar of days
 * → start and end → overview with extras and the server's price → the customer's data and the
 * payment (bank transfer or PayPal, a coupon) → the result and the confirmation mail.
 *
 * The browsers' clock stands on a season day years ahead (BROWSER_NOW), so the calendar opens in
 * the season (June: 9–19, no winter break) whatever the real date; the server, on the real date,
 * sees those days in the future. Visitors' stays are simulated in demo mode (checked, mailed as
 * an example, stored nowhere), so they may share days. Root's stays are real: root books only
 * the houseboats no visitor journey books (B and C), on days of their own per project and repeat
 * (`slotOf`), and removes them again.
 *
 * Each journey is a visitor of its own (its own X-Forwarded-For address, trusted from loopback),
 * so the per-address limits (coupon checks: 20 in 10 minutes) never add up across journeys.
 */

type Lang = 'de' | 'en';

/** Only the visitor journeys (simulated) book this one. */
const BOAT_A = 'Houseboat A 50 PS';
/** Only root's PayPal journey books this one (100 € a night). */
const BOAT_B = 'Houseboat B 50 PS';
/** Only root's day-use journey books this one (150 € a night). */
const BOAT_C = 'Houseboat C 50 PS';

/** The demo coupons (api/src/database/seeds/demo-coupons.seed.ts): 50 € and 500 €. */
const COUPON_50 = 'SEE7-BADE-TAG5-0050';
/** Well-formed, but no coupon has this code. */
const UNKNOWN_COUPON = 'SEE7-KEIN-GUT5-CHEN';

const TEXTS = {
  de: {
    path: (vehicle: string) => `/RentalRevolution/Buchen2/Hausboote/${encodeURIComponent(vehicle)}`,
    announce: {
      start: (date: string) => `Anreise ${date} gewählt. Bitte den Abreisetag wählen.`,
      range: (from: string, to: string, nights: number) =>
        `${from} bis ${to} gewählt, ${nights} Nächte.`,
      minimumNights: (earliest: string) =>
        `Mindestens 2 Nächte. Abreise frühestens am ${earliest} möglich.`,
    },
    chooseEnd: 'Wählen Sie jetzt den Tag der Rückgabe.',
    overview: 'Übersicht prüfen',
    price: 'Preis',
    labels: {
      name: 'Vor- & Nachname',
      phone: 'Telefonnummer',
      email: 'E-Mail-Adresse',
      street: 'Straße & Hausnummer',
      zipCity: 'PLZ & Ort',
      adults: 'Erwachsene',
    },
    salutationMs: 'Frau',
    privacy: /^Ich habe die Datenschutzerklärung und die Geschäftsbedingungen gelesen/,
    coupon: /^Gutschein/,
    couponInvalid: 'Gutschein ist ungültig',
    couponApplied: 'Gutschein wird angewendet',
    bankTransfer: /^Überweisung/,
    payPal: /^PayPal/,
    submit: 'Jetzt verbindlich buchen',
    summary: 'Bitte überprüfe deine eingegeben Daten.',
    successTitle: 'Vielen Dank für Ihre Buchung!',
    simulated:
      'Dieser Vorgang ist nur ein Beispiel: Auf dieser Demo-Seite wurde die Buchung geprüft, aber kein Eintrag in der Datenbank angelegt.',
  },
  en: {
    path: (vehicle: string) => `/RentalRevolution/book2/houseboats/${encodeURIComponent(vehicle)}`,
    announce: {
      start: (date: string) => `Check-in ${date} chosen. Please choose your check-out day.`,
      range: (from: string, to: string, nights: number) =>
        `${from} to ${to} chosen, ${nights} nights.`,
      minimumNights: (earliest: string) =>
        `At least 2 nights. The earliest check-out is ${earliest}.`,
    },
    chooseEnd: 'Now pick your return day.',
    overview: 'Check the overview',
    price: 'Price',
    labels: {
      name: 'First & last name',
      phone: 'Phone number',
      email: 'Email address',
      street: 'Street & house number',
      zipCity: 'ZIP code & city',
      adults: 'Adults',
    },
    salutationMs: 'Ms',
    privacy: /^I have read and accept the privacy policy and the terms and conditions/,
    coupon: /^Coupon/,
    couponInvalid: 'Coupon is invalid',
    couponApplied: 'Coupon is applied',
    bankTransfer: /^Bank transfer/,
    payPal: /^PayPal/,
    submit: 'Book now with obligation to pay',
    summary: 'Please check the personal data you have entered.',
    successTitle: 'Thank you for your booking!',
    simulated:
      'This process is only an example: on this demo site the booking was checked, but no database entry was made.',
  },
} as const;

// --- Dates: the demo business's calendar (Europe/Berlin), days as 'YYYY-MM-DD'.

/** The browsers' time: Monday 2 June 2036, 10:00 in Berlin; in the season, years ahead. */
const BROWSER_NOW = new Date('2036-06-02T08:00:00Z');
const TODAY = '2036-06-02';

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/**
 * A journey's own place among root's real stays: one per project and repeat (up to four repeats
 * of a run), so the projects and repeats running at once never book the same days. All of them
 * lie in June 2036, the month a phone's calendar opens on.
 */
function slotOf(testInfo: TestInfo): number {
  return (testInfo.project.name === 'phone' ? 4 : 0) + (testInfo.repeatEachIndex % 4);
}

/**
 * A day written out as the page writes it ('Dienstag, 10. Juni 2036' / 'Tuesday 10 June 2036'):
 * by the browser's own Intl, whose English may differ from Node's in a comma.
 */
async function fullDate(page: Page, day: string, lang: Lang): Promise<string> {
  return page.evaluate(
    ([value, locale]) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${value}T00:00:00Z`)),
    [day, lang === 'de' ? 'de-DE' : 'en-GB'] as const,
  );
}

// --- The page.

/** A day of the stay calendar: its button, by the date it stands for. */
function day(page: Page, date: string): Locator {
  return page.locator(`button[data-day="${date}"]`);
}

/** The calendar's polite live region: what it says after each choice. */
function announcement(page: Page): Locator {
  return page.getByTestId('stay-calendar-status');
}

/** Opens the page and waits until the server's days are in (the given day can be chosen). */
async function openCalendar(page: Page, path: string, waitFor: string): Promise<void> {
  await page.goto(path);
  await expect(day(page, waitFor)).toHaveAttribute('data-status', 'open');
  await expect(page.locator('table[role="grid"][aria-busy="true"]')).toHaveCount(0);
}

/** Chooses a stay from `start` to `end` with two clicks, as the live region confirms. */
async function chooseStay(page: Page, lang: Lang, start: string, end: string, nights: number) {
  const t = TEXTS[lang];
  const from = await fullDate(page, start, lang);
  const to = await fullDate(page, end, lang);
  await day(page, start).click();
  await expect(announcement(page)).toHaveText(t.announce.start(from));
  await expect(page.getByText(t.chooseEnd, { exact: true })).toBeVisible();
  await day(page, end).click();
  await expect(announcement(page)).toHaveText(t.announce.range(from, to, nights));
  await expect(overview(page, lang)).toBeVisible();
}

function overview(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: TEXTS[lang].overview });
}

function priceBox(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: TEXTS[lang].price, exact: true });
}

interface Customer {
  name: string;
  phone: string;
  email: string;
  street: string;
  zipCity: string;
  adults: string;
}

/** A customer of its own for each journey, project and repeat: no mail is mistaken for another. */
function newCustomer(testInfo: TestInfo, journey: string): Customer {
  const stamp = `${Date.now()}${testInfo.workerIndex}`.slice(-9);
  return {
    name: `Erika Seefahrt ${journey} ${testInfo.project.name}`,
    phone: `+49151${stamp}`,
    email: `stays-${journey}-${testInfo.project.name}-${stamp}@example.com`,
    street: 'Seestraße 12',
    zipCity: '15526 Bad Saarow',
    adults: '2',
  };
}

const CUSTOMER_FIELDS = ['name', 'phone', 'email', 'street', 'zipCity', 'adults'] as const;

function field(page: Page, lang: Lang, name: keyof Customer): Locator {
  return page.getByLabel(TEXTS[lang].labels[name], { exact: true });
}

async function fillCustomer(page: Page, lang: Lang, customer: Customer) {
  for (const name of CUSTOMER_FIELDS) await field(page, lang, name).fill(customer[name]);
  await page.getByRole('checkbox', { name: TEXTS[lang].privacy }).check();
}

function couponField(page: Page, lang: Lang): Locator {
  return page.getByRole('textbox', { name: TEXTS[lang].coupon });
}

function submitButton(page: Page, lang: Lang): Locator {
  return page.getByRole('button', { name: TEXTS[lang].submit, exact: true });
}

/** The result card that replaces the form, by its heading. */
function result(page: Page, title: string): Locator {
  return page
    .locator('[role="status"], [role="alert"]')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

/** Intl writes a no-break space before '€' and in times; the assertions read plain spaces. */
function plainText(mail: InboxMail): string {
  return mail.text.replace(/\u00a0/g, ' ');
}

interface StoredStay {
  id: string;
  kind: string;
  vehicle_name: string;
  start_day: string;
  end_day: string;
  nights: number;
  price_cents: number;
  payment_method: string;
  paid: boolean;
  hold_expires_at: string | null;
  cancelled_at: string | null;
  employee_name: string | null;
}

async function storedStays(email: string): Promise<StoredStay[]> {
  return query<StoredStay>(
    `SELECT id, kind, vehicle_name, booked_day::text AS start_day, end_day::text AS end_day,
            nights, price_cents, payment_method, paid, hold_expires_at, cancelled_at, employee_name
       FROM bookings WHERE customer_email = $1`,
    [email],
  );
}

/** Removes root's real stays of this customer (and their PayPal orders, which refer to them). */
async function removeStays(email: string): Promise<void> {
  await query(
    `DELETE FROM paypal_orders
      WHERE booking_id IN (SELECT id FROM bookings WHERE customer_email = $1)`,
    [email],
  );
  await query('DELETE FROM bookings WHERE customer_email = $1', [email]);
}

/**
 * Full-page pictures for a person to look at, when E2E_SCREENSHOT_DIR names a folder (e.g.
 * /tmp/stay-shots); a normal run takes none.
 */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOT_DIR;
  if (!folder || testInfo.repeatEachIndex > 0) return;
  mkdirSync(folder, { recursive: true });
  // The page's own scrolling (to the overview, 600 ms after the dates) done first; the picture
  // then starts at the top, where the sticky header belongs.
  await page.clock.runFor(1000);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({
    path: join(folder, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

let visitorNumber = 0;

test.describe('RentalRevolution multi-day booking', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.clock.install({ time: BROWSER_NOW });
    // A visitor of its own: the per-address limits count each journey apart.
    visitorNumber += 1;
    const project = testInfo.project.name === 'phone' ? 4 : 3;
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `10.${project}.${testInfo.workerIndex % 250}.${(visitorNumber % 250) + 1}`,
    });
  });

  test('a customer books three nights with a demo coupon in German by bank transfer (an unknown coupon is refused first); it is only an example', async ({
    page,
  }, testInfo) => {
    const lang = 'de';
    const t = TEXTS.de;
    const customer = newCustomer(testInfo, 'coupon');
    const start = '2036-06-10';
    const end = '2036-06-13';
    // Bank transfer only: nothing may leave this machine (no PayPal, no fonts, no tiles).
    const foreign = watchForeignRequests(page);
    const stayRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/stays') {
        stayRequests.push(request.url());
      }
    });

    await openCalendar(page, t.path(BOAT_A), start);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${BOAT_A} tageweise buchen`);
    // The calendar opens on the browser's month (June 2036), today marked.
    await expect(day(page, TODAY)).toHaveAttribute('aria-current', 'date');
    await expect(page.getByText('Check-in ab 14:00 / Rückgabe bis 10:00').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await chooseStay(page, lang, start, end, 3);
    await expect(day(page, start).locator('..')).toHaveAttribute('aria-selected', 'true');
    await expect(day(page, '2036-06-11')).toHaveAttribute('data-range', 'inside');
    await expect(day(page, end)).toHaveAttribute('data-range', 'end');
    await snapshot(page, testInfo, '1-calendar-range');

    // The overview: the vehicle and the stay as chosen.
    const stay = overview(page, lang);
    await expect(stay.getByRole('heading', { name: BOAT_A })).toBeVisible();
    await expect(stay).toContainText('max. 6 Personen');
    await expect(stay).toContainText(/Kaution 800\s€ in bar/);
    await expect(stay).toContainText(`${await fullDate(page, start, lang)}, ab 14:00`);
    await expect(stay).toContainText(`${await fullDate(page, end, lang)}, bis 10:00`);
    await expect(stay).toContainText('3 Nächte');

    // The server's price: three nights of Houseboat A and the grill, as the quote answered it.
    const quoted = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/stays/quote') &&
        new URL(response.url()).searchParams.getAll('extras').includes('barbecue'),
    );
    await stay.getByRole('checkbox', { name: /^Grill/ }).check();
    const quote = (await (await quoted).json()) as { totalCents: number; nights: number };
    expect(quote).toMatchObject({ nights: 3, basePriceCents: 36000, totalCents: 39000 });
    const price = priceBox(page, lang);
    await expect(price).toContainText(/3 Nächte × 120\s€\s*360\s€/);
    await expect(price).toContainText(/Grill\s*30\s€/);
    await expect(price).toContainText(/Gesamt\s*390\s€/);
    await expect(price).toContainText(/inkl\. 19 % MwSt\. \(62,27\s€\)/);

    // Sent empty: the spec's messages in its order, the first field takes the focus.
    await submitButton(page, lang).click();
    const summary = page.getByRole('alert').filter({ hasText: t.summary });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('listitem').first()).toHaveText(
      'Bitte geben Sie einen gültigen Vor- & Nachnamen an.',
    );
    await expect(field(page, lang, 'name')).toBeFocused();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('radio', { name: t.salutationMs, exact: true }).check();
    await fillCustomer(page, lang, customer);
    await expect(page.getByRole('radio', { name: t.bankTransfer })).toBeChecked();

    // An unknown coupon stops the booking: the label says so, the code is cleared.
    await couponField(page, lang).fill(UNKNOWN_COUPON);
    await submitButton(page, lang).click();
    const refused = page.getByRole('textbox', { name: t.couponInvalid, exact: true });
    await expect(refused).toBeVisible();
    await expect(refused).toHaveValue('');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toBeFocused();
    expect(stayRequests).toEqual([]);

    // The demo coupon: checked when booking, applied to the price before the stay is sent. The
    // booking request waits until the page has shown both.
    await refused.fill(COUPON_50);
    await snapshot(page, testInfo, '2-overview-filled');
    let releaseBooking = () => {};
    const bookingHeld = new Promise<void>((resolve) => (releaseBooking = resolve));
    await page.route('**/api/v1/stays', async (route) => {
      await bookingHeld;
      await route.continue();
    });
    await submitButton(page, lang).click();
    const applied = page.getByRole('textbox', { name: t.couponApplied, exact: true });
    await expect(applied).toHaveValue(COUPON_50);
    await expect(price).toContainText(/Gutschein\s*−50\s€/);
    await expect(price).toContainText(/Zu zahlen\s*340\s€/);
    releaseBooking();

    const success = result(page, t.successTitle);
    await expect(success).toBeVisible({ timeout: 10_000 });
    await expect(success.getByRole('heading', { name: t.successTitle })).toBeFocused();
    await expect(success).toContainText(
      `${BOAT_A} ist für Sie reserviert: Check-in ${await fullDate(page, start, lang)} ab 14:00, Rückgabe ${await fullDate(page, end, lang)} bis 10:00 (3 Nächte).`,
    );
    await expect(success).toContainText(
      /Bitte überweisen Sie 340\s€ bis zum .+\. Die Bankverbindung steht in der E-Mail\./,
    );
    await expect(success).toContainText(t.simulated);
    await expect(success).toContainText(
      'Eine Bestätigung mit allen Angaben ist per E-Mail unterwegs.',
    );
    expect(stayRequests).toHaveLength(1);
    await expectNoAccessibilityViolations(page);
    await snapshot(page, testInfo, '3-success');

    // The confirmation still arrives, in German, marked as an example; nothing was stored.
    const mail = await waitForMail(customer.email, /^\[Beispielbuchung\]/);
    expect(mail.subject).toBe(
      `[Beispielbuchung] Ihre Buchung: ${BOAT_A} vom 10. Juni 2036 bis 13. Juni 2036`,
    );
    const text = plainText(mail);
    for (const expected of [
      `Sehr geehrte Frau ${customer.name},`,
      'Dies ist eine Beispielbuchung auf unserer Demo-Seite: Es wurde nichts gespeichert und nichts reserviert.',
      `Fahrzeug: Hausboot „${BOAT_A}“`,
      'Check-in: Dienstag, 10. Juni 2036, 14:00 Uhr\n',
      'Rückgabe: Freitag, 13. Juni 2036, 10:00 Uhr\n',
      'Dauer: 3 Nächte\n',
      'Miete: 3 Nächte × 120,00 € = 360,00 €\n',
      'Extras: Grill (30,00 €)\n',
      'Gesamtpreis: 390,00 €\n',
      'Gutschein: −50,00 €\n',
      'Zu zahlen: 340,00 €\n',
      'Bitte überweisen Sie 340,00 € bis spätestens',
      'Kontoinhaber: RentalRevolution Bootsverleih\n',
      'IBAN: DE89 3704 0044 0532 0130 00\n',
      'BIC: COBADEFFXXX\n',
      'Bank: Commerzbank\n',
      'Check-in ist um 14:00 Uhr, die Rückgabe um 10:00 Uhr.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Verwendungszweck: [0-9A-F]{8}\n/);
    expect(await storedStays(customer.email)).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('root books a day’s use in English: the same day twice; it is stored and the day is taken', async ({
    page,
  }, testInfo) => {
    const lang = 'en';
    const t = TEXTS.en;
    const customer = newCustomer(testInfo, 'dayuse');
    const date = addDays('2036-06-03', slotOf(testInfo));
    const path = t.path(BOAT_C);

    await page.goto(path);
    await joinRootSession(page);
    try {
      await openCalendar(page, path, date);
      await expect(day(page, date)).toHaveAttribute(
        'aria-label',
        /check-in possible, check-out possible/,
      );
      const written = await fullDate(page, date, lang);
      await day(page, date).click();
      await expect(announcement(page)).toHaveText(t.announce.start(written));
      // Staff may end on the start day: a day's use without a night.
      await day(page, date).click();
      await expect(announcement(page)).toHaveText(`${written} chosen, no overnight stay.`);
      await expect(day(page, date)).toHaveAttribute('data-range', 'single');
      const stay = overview(page, lang);
      await expect(stay).toContainText('Day use without an overnight stay');
      // A day's use costs one night.
      await expect(priceBox(page, lang)).toContainText(/1 night × €150\s*€150/);
      await expect(priceBox(page, lang)).toContainText(/Total\s*€150/);

      await fillCustomer(page, lang, customer);
      await submitButton(page, lang).click();
      const success = result(page, t.successTitle);
      await expect(success).toBeVisible({ timeout: 10_000 });
      await expect(success).toContainText(`${BOAT_C} is reserved for you`);
      await expect(success).toContainText('Day use without an overnight stay');
      await expect(success).not.toContainText(t.simulated);

      // Real: stored as root's stay of no night, and confirmed by a mail without the mark.
      expect(await storedStays(customer.email)).toEqual([
        expect.objectContaining({
          kind: 'stay',
          vehicle_name: BOAT_C,
          start_day: date,
          end_day: date,
          nights: 0,
          price_cents: 15000,
          payment_method: 'bank_transfer',
          cancelled_at: null,
          employee_name: expect.stringMatching(/\S/),
        }),
      ]);
      const mail = await waitForMail(customer.email, /^Your booking: /);
      expect(mail.subject).toBe(
        `Your booking: ${BOAT_C} on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}`,
      );

      // The calendar, loaded again, has the day taken: neither a check-in nor a check-out.
      await page.reload();
      await expect(day(page, date)).toHaveAttribute('aria-label', new RegExp(`^${written}, taken`));
      await expect(day(page, date).locator('[data-taken]')).toHaveCount(3);
      await expect(day(page, date)).toHaveAttribute('aria-disabled', 'true');
      await expect(day(page, addDays(date, 1))).toHaveAttribute(
        'aria-label',
        /check-in possible, check-out possible/,
      );
    } finally {
      await removeStays(customer.email);
    }
  });

  test('root pays with PayPal (the fake): the script loads only on choosing PayPal, the payment is captured and the days are taken', async ({
    page,
  }, testInfo) => {
    const lang = 'de';
    const t = TEXTS.de;
    const customer = newCustomer(testInfo, 'paypal');
    const start = addDays('2036-06-03', 3 * slotOf(testInfo));
    const end = addDays(start, 2);
    const path = t.path(BOAT_B);
    const sdkRequests = await serveFakePayPalSdk(page);

    await page.goto(path);
    await joinRootSession(page);
    try {
      await openCalendar(page, path, start);
      await chooseStay(page, lang, start, end, 2);
      await expect(priceBox(page, lang)).toContainText(/Gesamt\s*200\s€/);
      await fillCustomer(page, lang, customer);

      // PayPal is offered (the server has it), but nothing of PayPal is loaded before it is chosen.
      const payPal = page.getByRole('radio', { name: t.payPal });
      await expect(payPal).toBeEnabled();
      await expect(page.getByRole('radio', { name: t.bankTransfer })).toBeChecked();
      expect(sdkRequests).toEqual([]);
      await expect(page.locator('script[src*="paypal.com"]')).toHaveCount(0);

      await payPal.check();
      const payPalButton = page.getByRole('button', { name: 'PayPal', exact: true });
      await expect(payPalButton).toBeVisible();
      await expect(submitButton(page, lang)).toHaveCount(0);
      expect(sdkRequests).toHaveLength(1);
      expect(new URL(sdkRequests[0]!).searchParams.get('client-id')).toBe('fake-client-id');
      expect(new URL(sdkRequests[0]!).searchParams.get('currency')).toBe('EUR');

      // The stand-in's button: the order at the server, PayPal's approval, the capture.
      const order = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().endsWith('/api/v1/payments/paypal/orders'),
      );
      const capture = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /\/paypal\/orders\/[^/]+\/capture$/.test(response.url()),
      );
      await payPalButton.click();
      const ordered = (await (await order).json()) as { orderId: string; amountCents: number };
      expect(ordered.amountCents).toBe(20000);
      expect((await capture).status()).toBe(200);

      const success = result(page, t.successTitle);
      await expect(success).toBeVisible({ timeout: 10_000 });
      await expect(success).toContainText(/Bezahlt über PayPal: 200\s€\./);
      await expect(success).not.toContainText(t.simulated);

      // Real: confirmed and paid, no hold left; the order captured at (fake) PayPal.
      const [stored] = await storedStays(customer.email);
      expect(stored).toMatchObject({
        kind: 'stay',
        vehicle_name: BOAT_B,
        start_day: start,
        end_day: end,
        nights: 2,
        price_cents: 20000,
        payment_method: 'paypal',
        paid: true,
        hold_expires_at: null,
        cancelled_at: null,
      });
      expect(
        await query<{ id: string; status: string; amount_cents: number }>(
          'SELECT id, status, amount_cents FROM paypal_orders WHERE booking_id = $1',
          [stored!.id],
        ),
      ).toEqual([{ id: ordered.orderId, status: 'captured', amount_cents: 20000 }]);
      const mail = await waitForMail(customer.email, /^Ihre Buchung: /);
      expect(plainText(mail)).toContain('Bezahlt über PayPal.');

      // Loaded again, the calendar has the stay: its nights taken, its ends half taken.
      await page.reload();
      await expect(day(page, start)).toHaveAttribute(
        'aria-label',
        /Anreise nicht möglich, Abreise möglich/,
      );
      await expect(day(page, addDays(start, 1))).toHaveAttribute('aria-label', /, belegt$/);
      await expect(day(page, end)).toHaveAttribute(
        'aria-label',
        /Anreise möglich, Abreise nicht möglich/,
      );
      expect(sdkRequests).toHaveLength(1);
    } finally {
      await removeStays(customer.email);
    }
  });

  // The calendar shows as many months as fit (one on a phone, where Page Down turns it).
  test(
    'the whole booking works with the keyboard alone, the calendar announcing each choice',
    { tag: PHONE_TAG },
    async ({ page }, testInfo) => {
      const lang = 'en';
      const t = TEXTS.en;
      const customer = newCustomer(testInfo, 'keyboard');
      const start = '2036-07-10';
      const tooSoon = '2036-07-11';
      const end = '2036-07-13';

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

      await openCalendar(page, t.path(BOAT_A), TODAY);
      // The calendar is one tab stop, on today; arrows move by day and week.
      await tabTo(day(page, TODAY));
      await page.keyboard.press('ArrowRight');
      await expect(day(page, '2036-06-03')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(day(page, '2036-06-10')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(day(page, '2036-06-09')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(day(page, TODAY)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await expect(day(page, '2036-06-10')).toBeFocused();
      // Page Down: the same day of the next month (a phone turns its one month to July).
      await page.keyboard.press('PageDown');
      await expect(day(page, start)).toBeFocused();
      await expect(page.getByRole('grid', { name: 'July 2036' })).toBeVisible();
      await expect(day(page, start)).toHaveAttribute('data-status', 'open');

      const from = await fullDate(page, start, lang);
      const to = await fullDate(page, end, lang);
      const live = announcement(page);
      await expect(live).toHaveAttribute('role', 'status');
      await page.keyboard.press('Enter');
      await expect(live).toHaveText(t.announce.start(from));

      // The next day is too soon for a customer: the calendar says so there and out loud.
      await page.keyboard.press('ArrowRight');
      await expect(day(page, tooSoon)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(live).toHaveText(
        t.announce.minimumNights(await fullDate(page, addDays(start, 2), lang)),
      );
      await expect(day(page, tooSoon)).toHaveAttribute('aria-label', /At least 2 nights$/);
      await expect(overview(page, lang)).toHaveCount(0);

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(day(page, end)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(live).toHaveText(t.announce.range(from, to, 3));
      await expect(overview(page, lang)).toBeVisible();

      // On through the overview and the form with Tab; Space ticks, arrows choose a radio.
      const binoculars = page.getByRole('checkbox', { name: /^Binoculars/ });
      await tabTo(binoculars);
      await page.keyboard.press('Space');
      await expect(binoculars).toBeChecked();
      await expect(priceBox(page, lang)).toContainText(/Total\s*€365/);

      const mr = page.getByRole('radio', { name: 'Mr', exact: true });
      await tabTo(mr, 'Tab', 10);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: t.salutationMs, exact: true })).toBeChecked();

      for (const name of CUSTOMER_FIELDS) {
        await tabTo(field(page, lang, name), 'Tab', 10);
        // Tabbing into a field selects what it holds (the one adult): typing replaces it.
        await page.keyboard.type(customer[name]);
        await expect(field(page, lang, name)).toHaveValue(customer[name]);
      }
      const privacy = page.getByRole('checkbox', { name: t.privacy });
      await tabTo(privacy, 'Tab', 10);
      await page.keyboard.press('Space');
      await expect(privacy).toBeChecked();
      const transfer = page.getByRole('radio', { name: t.bankTransfer });
      await tabTo(transfer, 'Tab', 10);
      await page.keyboard.press('Space');
      await expect(transfer).toBeChecked();
      await tabTo(submitButton(page, lang), 'Tab', 10);
      await page.keyboard.press('Enter');

      // The result's heading takes the focus.
      const success = result(page, t.successTitle);
      await expect(success.getByRole('heading', { name: t.successTitle })).toBeFocused({
        timeout: 10_000,
      });
      await expect(success).toContainText(
        `${BOAT_A} is reserved for you: check-in ${from} from 14:00, return ${to} by 10:00 (3 nights).`,
      );
      await expect(success).toContainText(t.simulated);
      const mail = await waitForMail(customer.email, /^\[Example booking\]/);
      expect(mail.subject).toBe(
        `[Example booking] Your booking: ${BOAT_A} from 10 July 2036 to 13 July 2036`,
      );
      expect(plainText(mail)).toContain(`Dear Ms ${customer.name},`);
    },
  );
});
