import { createHash, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { bookAsStaff, newCustomer, type StaffBooking } from '../support/staff-bookings';
import { ROOT_STATE } from '../support/staff-session';

/**
 * The cash register (issue 21 items 2–4): root settles a booking together with two drinks,
 * pays part with a gift coupon and the rest in cash, and sees the change.
 *
 * The journey brings its own data, so the two projects (and other journeys) never share it:
 * - a booking of CANOE on a random summer day of 2041 (no other journey books that boat or
 *   year), made through the API as staff do it;
 * - a fresh gift coupon worth 20 € written straight into the database (the seeded demo coupons
 *   are shared with the stay journey, which relies on their balance; a coupon ordered as a
 *   visitor is only simulated in demo mode, and a coupon sold at the register travels by PDF).
 * It sells Apfelschorle, which no other journey counts (the back office restocks Cola).
 */

const PATHS = {
  menu: '/RentalRevolution/Mitarbeiterbereich',
  cashRegister: '/RentalRevolution/Kassensystem',
} as const;

const CANOE = 'Canoe B';
const DRINK = 'Apfelschorle 0,5 l';
const COUPON_CENTS = 2000;

/** Crockford's base 32, as the API's coupon codes use it (coupon-code.rules.ts). */
const COUPON_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** '12,50 €' as the staff pages write money (Intl puts a no-break space before the sign). */
function euro(cents: number): RegExp {
  const text = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
  return new RegExp(text.replace(/\s/g, '\\s').replace('.', '\\.'));
}

/** What the cashier types into 'Erhalten in €': whole euros. */
const euroInput = (cents: number) => String(cents / 100);

interface Coupon {
  /** As printed: XXXX-XXXX-XXXX-XXXX. */
  code: string;
  hash: string;
}

/** A paid gift coupon of its own, stored as the API stores codes (only the hash). */
async function newCoupon(cents: number): Promise<Coupon> {
  let compact = '';
  for (let index = 0; index < 16; index += 1) {
    compact += COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)];
  }
  const hash = createHash('sha256').update(compact).digest('hex');
  await query(
    `INSERT INTO coupons (code_hash, code_hint, initial_cents, balance_cents, paid, buyer_name,
                          valid_until, paid_at)
     VALUES ($1, $2, $3, $3, true, 'Kasse E2E', '2099-12-31', now())`,
    [hash, compact.slice(-4), cents],
  );
  return { code: compact.match(/.{4}/g)!.join('-'), hash };
}

/** What the register will charge for the booking (its price minus a coupon used when booking). */
async function dueOf(request: APIRequestContext, booking: StaffBooking): Promise<number> {
  const response = await request.get(`/api/v1/cashregister/open-items?day=${booking.day}`);
  expect(response.status()).toBe(200);
  const { bookings } = (await response.json()) as {
    bookings: Array<{ id: string; dueCents: number }>;
  };
  const found = bookings.find((each) => each.id === booking.id);
  expect(found, 'the new booking among the open items').toBeDefined();
  return found!.dueCents;
}

async function drinkPrice(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/products?type=drinks');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as {
    items: Array<{ name: string; priceCents: number }>;
  };
  const drink = items.find((item) => item.name === DRINK);
  expect(drink, `${DRINK} in the range`).toBeDefined();
  return drink!.priceCents;
}

function tile(page: Page, name: string) {
  return page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${name}`) });
}

test.describe('the cash register', () => {
  test.use({ storageState: ROOT_STATE });

  test('root sells a booking and two drinks, a coupon pays part, the cash gets its change; axe clean', async ({
    page,
  }, testInfo) => {
    const booking = await bookAsStaff(
      page.request,
      { vehicle: CANOE, vehicleType: 'canoes', year: 2041 },
      newCustomer(testInfo, 'Kai Kasse', 'kasse'),
    );
    const coupon = await newCoupon(COUPON_CENTS);
    const dueCents = await dueOf(page.request, booking);
    const drinkCents = await drinkPrice(page.request);
    const subtotal = dueCents + 2 * drinkCents;
    const total = subtotal - COUPON_CENTS;
    expect(total).toBeGreaterThan(0);
    // The next 50 € note above the total: there is change to give.
    const received = (Math.floor(total / 5000) + 1) * 5000;

    await test.step('opened without a mode, the page offers the four', async () => {
      // The 3.8 s from the payment to the main menu pass at once on the page's clock.
      await page.clock.install();
      await page.goto(PATHS.cashRegister);
      await expect(page.getByRole('heading', { level: 1, name: 'Kassensystem' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Vorgang wählen' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.getByRole('button', { name: 'Buchung und Produkte' }).click();
    });

    await test.step('the booking of the day, found through the day picker', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Buchung wählen' })).toBeVisible();
      await page.getByLabel('Tag', { exact: true }).fill(booking.day);
      const card = page.getByRole('button', {
        name: new RegExp(`^${CANOE}.*${booking.customer.name}`),
      });
      await expect(card).toBeVisible();
      await expect(card).toContainText(euro(dueCents));
      await page.getByRole('radio', { name: /Abfahrt/ }).check();
      await expect(card).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await card.click();
    });

    await test.step('two drinks: the shown stock goes down by two', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Produkte wählen' })).toBeVisible();
      const drink = tile(page, DRINK);
      await expect(drink).toContainText(/Bestand \d+/);
      const before = Number(/Bestand (\d+)/.exec((await drink.textContent()) ?? '')?.[1]);
      await drink.click();
      await drink.click();
      await expect(drink).toContainText(`Bestand ${before - 2}`);
      const cart = page.getByRole('complementary', { name: /Warenkorb/ });
      await expect(cart.getByText(/^Summe/).locator('..')).toContainText(euro(subtotal));
      await expectNoAccessibilityViolations(page);
      await page.getByRole('button', { name: /^Zur Kasse/ }).click();
    });

    await test.step('the coupon pays part; the cash received shows the change', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Bezahlen' })).toBeVisible();
      await expect(page.getByText(`Buchung ${CANOE}`)).toBeVisible();
      await expect(page.getByText(`2 × ${DRINK}`)).toBeVisible();
      await page.getByLabel(/Gutscheincode/).fill(coupon.code);
      await page.getByRole('button', { name: 'Prüfen' }).click();
      await expect(page.getByText('Gutschein wird angewendet')).toBeVisible();
      const toPay = page.getByText('Zu zahlen').locator('..');
      await expect(toPay).toContainText(euro(total));

      await page.getByRole('radio', { name: 'Bar' }).check();
      await page.getByLabel(/Erhalten in €/).fill(euroInput(received));
      const change = page.getByText('Rückgeld', { exact: true }).locator('..');
      await expect(change).toContainText(euro(received - total));
      await expectNoAccessibilityViolations(page);

      await page.getByRole('button', { name: 'Zahlung registrieren' }).click();
      await expect(page.getByText('Die Zahlung wurde registriert.')).toBeVisible();
      await expect(page.getByText(/Rückgeld: /)).toContainText(euro(received - total));
      await expect(page.getByRole('link', { name: 'Beleg herunterladen' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    await test.step('the money is stored: booking paid, coupon spent, one log row', async () => {
      const [stored] = await query<{ paid: boolean }>('SELECT paid FROM bookings WHERE id = $1', [
        booking.id,
      ]);
      expect(stored).toEqual({ paid: true });
      const [spent] = await query<{ balance_cents: number }>(
        'SELECT balance_cents FROM coupons WHERE code_hash = $1',
        [coupon.hash],
      );
      expect(spent).toEqual({ balance_cents: 0 });
      const rows = await query<{
        income_cents: number;
        coupon_cents: number;
        received_cents: number;
        change_cents: number;
        payment_method: string;
      }>(
        `SELECT income_cents, coupon_cents, received_cents, change_cents, payment_method
           FROM cashregister_log WHERE booking_id = $1`,
        [booking.id],
      );
      expect(rows).toEqual([
        {
          income_cents: total,
          coupon_cents: COUPON_CENTS,
          received_cents: received,
          change_cents: received - total,
          payment_method: 'cash',
        },
      ]);
    });

    await test.step('the main menu follows by itself', async () => {
      await page.clock.runFor(3800);
      await expect(page).toHaveURL(new RegExp(`${PATHS.menu}$`));
    });

    await test.step('the register log and the day’s cash position show the sale', async () => {
      const [logged] = await query<{ receipt_number: number; register_day: string }>(
        `SELECT receipt_number, to_char(register_day, 'DD.MM.YYYY') AS register_day
           FROM cashregister_log WHERE booking_id = $1`,
        [booking.id],
      );
      await page.getByRole('button', { name: 'Kassensystem', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Kassensystem' })
        .getByRole('button', { name: 'Kassenbuch', exact: true })
        .click();
      const log = page.getByRole('dialog', { name: 'Kassenbuch' });
      const receipt = log.getByRole('article', { name: `Beleg Nr. ${logged!.receipt_number}` });
      await expect(receipt).toBeVisible();
      await expect(receipt).toContainText(CANOE);
      await expect(receipt).toContainText(`2 × ${DRINK}`);
      await expect(receipt.getByRole('paragraph').filter({ hasText: /^Einnahme/ })).toContainText(
        euro(total),
      );
      await expect(receipt).toContainText('ZahlartBar');
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Kassensystem', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Kassensystem' })
        .getByRole('button', { name: 'Kassenstand', exact: true })
        .click();
      const days = page
        .getByRole('dialog', { name: 'Kassenstand' })
        .getByRole('table', { name: 'Einnahmen je Tag' });
      const today = days.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: logged!.register_day, exact: true }),
      });
      await expect(today).toHaveCount(1);
      // Other journeys sell on the same day: at least this sale is in the day's takings.
      const shown = (await today.getByRole('cell').innerText()).replace(/[^\d,]/g, '');
      expect(Math.round(Number(shown.replace(',', '.')) * 100)).toBeGreaterThanOrEqual(total);
    });
  });
});
