import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { installStayApi, payPalOff, type StayApiOptions } from '../../../../testing/booking-api';
import { fillCustomer } from '../../../../testing/customer-form';
import { advanceBy, settleUntil } from '../../../../testing/fake-time';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { adminProfile } from '../../../../testing/staff-profiles';
import { stayVehicles } from '../../../../testing/stay-fixtures';
import { setupUser, type User } from '../../../../testing/user';
import { storeUser } from '../auth/stored-user';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { unloadPayPalScripts, type PayPalButtonsOptions } from './paypal-script';
import { STAY_DATES_KEY_PREFIX, STAY_DRAFT_KEY_PREFIX } from './stay-storage';

/** Wednesday 3 July 2030, 10:00 in Berlin. */
const NOW = new Date('2030-07-03T08:00:00Z');
const { seerose, kranich } = stayVehicles;

const GERMAN_PATH = '/RentalRevolution/Buchen2/Hausboote/Seerose';
const ENGLISH_PATH = '/RentalRevolution/book2/houseboats/Seerose';
const PAYPAL_SCRIPT =
  'https://www.paypal.com/sdk/js?client-id=test-client&currency=EUR&intent=capture';

function api(options: StayApiOptions = {}) {
  return installStayApi({
    vehicles: [seerose, kranich],
    // The 10th is taken all day, the 12th blocked.
    days: {
      '2030-07-10': { morningTaken: true, middayTaken: true, afternoonTaken: true },
      '2030-07-12': { blocked: true },
    },
    ...options,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

// window.paypal goes with the rest of the page after each test (testing/setup.ts).
afterEach(() => {
  unloadPayPalScripts();
});

const dayButton = (name: RegExp) => screen.findByRole('button', { name });

/** Opens the page and waits for the calendar's days. */
async function openStay(path = GERMAN_PATH) {
  const view = renderSite(rentalRoutes, path);
  await dayButton(/^(Freitag, 5\. Juli 2030|Friday,? 5 July 2030), (Anreise|check-in) /);
  return view;
}

/** Friday 5 to Monday 8 July: three nights. */
async function chooseStay(user: User, lang: 'de' | 'en' = 'de') {
  if (lang === 'de') {
    await user.click(await dayButton(/^Freitag, 5\. Juli 2030/));
    await user.click(await dayButton(/^Montag, 8\. Juli 2030/));
  } else {
    await user.click(await dayButton(/^Friday,? 5 July 2030/));
    await user.click(await dayButton(/^Monday,? 8 July 2030/));
  }
  await screen.findByRole('heading', { name: lang === 'de' ? /Übersicht prüfen/ : /Check the/ });
}

const FIELDS = {
  de: {
    name: 'Vor- & Nachname',
    phone: 'Telefonnummer',
    email: 'E-Mail-Adresse',
    street: 'Straße & Hausnummer',
    zipCity: 'PLZ & Ort',
    privacy: /Datenschutzerklärung/,
    submit: 'Jetzt verbindlich buchen',
  },
  en: {
    name: 'First & last name',
    phone: 'Phone number',
    email: 'Email address',
    street: 'Street & house number',
    zipCity: 'ZIP code & city',
    privacy: /privacy policy/,
    submit: 'Book now with obligation to pay',
  },
};

async function fillValid(user: User, lang: 'de' | 'en' = 'de') {
  await fillCustomer(user, screen, FIELDS[lang]);
}

const submit = (user: User, lang: 'de' | 'en' = 'de') =>
  user.click(screen.getByRole('button', { name: FIELDS[lang].submit }));

/** Dates chosen, the form filled and sent by bank transfer. */
async function bookByTransfer(user: User) {
  await openStay();
  await chooseStay(user);
  await fillValid(user);
  await submit(user);
}

describe('choosing the dates', () => {
  it('asks for the visible month of the vehicle and says when a stay begins and ends', async () => {
    const calls = api();
    await openStay();
    const url = calls.calendar.at(-1)!;
    expect(url.searchParams.get('vehicleId')).toBe(seerose.id);
    expect(url.searchParams.get('from')).toBe('2030-07-01');
    expect(url.searchParams.get('to')).toBe('2030-07-31');
    expect(screen.getByText('Check-in ab 14:00 / Rückgabe bis 10:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
  });

  it('shows the overview with the server’s price once start and end are chosen', async () => {
    const user = setupUser();
    const calls = api();
    await openStay();
    await user.click(await dayButton(/^Freitag, 5\. Juli 2030/));
    expect(screen.queryByRole('heading', { name: /Übersicht prüfen/ })).not.toBeInTheDocument();
    expect(screen.getByText(de.multiDayBooking.calendar.chooseEnd)).toBeVisible();
    await user.click(await dayButton(/^Montag, 8\. Juli 2030/));

    const overview = await screen.findByRole('region', { name: /Übersicht prüfen/ });
    expect(overview).toHaveTextContent('Freitag, 5. Juli 2030, ab 14:00');
    expect(overview).toHaveTextContent('Montag, 8. Juli 2030, bis 10:00');
    expect(overview).toHaveTextContent('3 Nächte');
    expect(overview).toHaveTextContent('Check-in ab 14:00 / Rückgabe bis 10:00');
    expect(within(overview).getByText('max. 6 Personen')).toBeVisible();
    expect(within(overview).getByText('Kaution 500 € in bar')).toBeVisible();
    const price = within(overview).getByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('3 Nächte × 120 €360 €'));
    expect(price).toHaveTextContent('Gesamt360 €');
    expect(price).toHaveTextContent('inkl. 19 % MwSt. (57,48 €)');
    const url = calls.quote.at(-1)!;
    expect(url.searchParams.get('vehicleId')).toBe(seerose.id);
    expect(url.searchParams.get('startDay')).toBe('2030-07-05');
    expect(url.searchParams.get('endDay')).toBe('2030-07-08');
    expect(url.searchParams.has('couponCents')).toBe(false);
  });

  it('offers the vehicle’s extras as toggles and prices them through the server', async () => {
    const user = setupUser();
    const calls = api();
    await openStay();
    await chooseStay(user);
    const extras = screen.getByRole('group', { name: 'Extras' });
    expect(
      within(extras)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Grill · 30 € pro Aufenthalt',
      'Musikbox · 10 € pro Aufenthalt',
      'Fernglas · 5 € pro Aufenthalt',
      'Stand-Up-Paddle · 50 € pro Aufenthalt',
    ]);
    await user.click(within(extras).getByRole('checkbox', { name: /Grill/ }));
    await user.click(within(extras).getByRole('checkbox', { name: /Stand-Up-Paddle/ }));
    const price = screen.getByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('Gesamt440 €'));
    expect(price).toHaveTextContent('Grill30 €');
    expect(price).toHaveTextContent('Stand-Up-Paddle50 €');
    expect(calls.quote.at(-1)?.searchParams.getAll('extras')).toEqual([
      'barbecue',
      'standUpPaddle',
    ]);
  });

  it('offers no extras for a vehicle without any', async () => {
    const user = setupUser();
    api();
    await openStay('/RentalRevolution/Buchen2/Hausboote/Kranich');
    await chooseStay(user);
    expect(screen.queryByRole('group', { name: 'Extras' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Kaution/)).not.toBeInTheDocument();
  });

  it('cannot span a taken day: the later click starts again', async () => {
    const user = setupUser();
    api();
    await openStay();
    await user.click(await dayButton(/^Montag, 8\. Juli 2030/));
    await user.click(await dayButton(/^Donnerstag, 11\. Juli 2030/));
    expect(screen.queryByRole('heading', { name: /Übersicht prüfen/ })).not.toBeInTheDocument();
    expect((await dayButton(/^Donnerstag, 11\. Juli 2030/)).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('scrolls to the overview 600 ms after the stay is complete', async () => {
    const user = setupUser();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    api();
    await openStay();
    await user.click(await dayButton(/^Freitag, 5\. Juli 2030/));
    const checkOut = await dayButton(/^Montag, 8\. Juli 2030/);
    // From here on the fake clock runs the delay (so fireEvent: see testing/user.ts).
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    fireEvent.click(checkOut);
    const overview = () => screen.getByRole('heading', { name: /Übersicht prüfen/ });
    await settleUntil(() => expect(overview()).toBeInTheDocument());
    expect(scrolled).toEqual([]);
    await advanceBy(599);
    expect(scrolled).toEqual([]);
    await advanceBy(1);
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(overview());
  });

  it('keeps the dates per vehicle across a reload', async () => {
    const user = setupUser();
    api();
    const first = await openStay();
    await chooseStay(user);
    expect(JSON.parse(sessionStorage.getItem(`${STAY_DATES_KEY_PREFIX}Seerose`) ?? '{}')).toEqual({
      start: '2030-07-05',
      end: '2030-07-08',
    });
    expect(sessionStorage.getItem(`${STAY_DATES_KEY_PREFIX}Kranich`)).toBeNull();
    first.unmount();

    await openStay();
    expect(await screen.findByRole('region', { name: /Übersicht prüfen/ })).toHaveTextContent(
      '3 Nächte',
    );
  });

  it('drops kept dates that were booked meanwhile once the calendar shows them', async () => {
    // Kept from an earlier visit: 8 to 11 July, but a day in between is taken by now.
    sessionStorage.setItem(
      `${STAY_DATES_KEY_PREFIX}Seerose`,
      JSON.stringify({ start: '2030-07-08', end: '2030-07-11' }),
    );
    api();
    await openStay();
    await waitFor(() =>
      expect(sessionStorage.getItem(`${STAY_DATES_KEY_PREFIX}Seerose`)).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: /Übersicht prüfen/ })).not.toBeInTheDocument();
  });

  it('lets staff book a single night, which customers cannot', async () => {
    const user = setupUser();
    storeUser(adminProfile);
    api();
    await openStay();
    await user.click(await dayButton(/^Freitag, 5\. Juli 2030/));
    await user.click(await dayButton(/^Samstag, 6\. Juli 2030/));
    expect(await screen.findByRole('region', { name: /Übersicht prüfen/ })).toHaveTextContent(
      '1 Nacht',
    );
  });

  it('shows a staff member’s day’s use with the server’s opening hours, not 14:00 and 10:00', async () => {
    const user = setupUser();
    storeUser(adminProfile);
    api();
    await openStay();
    await user.click(await dayButton(/^Freitag, 5\. Juli 2030/));
    await user.click(await dayButton(/^Freitag, 5\. Juli 2030/));
    const overview = await screen.findByRole('region', { name: /Übersicht prüfen/ });
    await waitFor(() => expect(overview).toHaveTextContent('Freitag, 5. Juli 2030, ab 09:00'));
    expect(overview).toHaveTextContent('Freitag, 5. Juli 2030, bis 19:00');
    expect(overview).toHaveTextContent('Tagesnutzung ohne Übernachtung');
    expect(overview).not.toHaveTextContent('Check-in ab 14:00 / Rückgabe bis 10:00');
  });

  it('offers a retry when the calendar cannot be loaded', async () => {
    const user = setupUser();
    let calls = 0;
    api({
      calendar: (url) => {
        calls += 1;
        if (calls === 1) return problemResponse(503, 'DB_UNAVAILABLE');
        return HttpResponse.json({
          vehicleId: seerose.id,
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          timeZone: 'Europe/Berlin',
          checkInHour: 14,
          returnHour: 10,
          days: [],
        });
      },
    });
    renderSite(rentalRoutes, GERMAN_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Kalender konnte nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('grid')).toBeVisible();
  });

  it('shows a loading line while the calendar loads', async () => {
    api({
      calendar: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    });
    renderSite(rentalRoutes, GERMAN_PATH);
    expect(await screen.findByText('Kalender wird geladen …')).toHaveAttribute('role', 'status');
  });
});

describe('the personal data form', () => {
  const inOrder = (texts: typeof de) => [
    texts.multiDayBooking.form.errors.name,
    texts.multiDayBooking.form.errors.phone,
    texts.multiDayBooking.form.errors.email,
    texts.multiDayBooking.form.errors.street,
    texts.multiDayBooking.form.errors.zipCity,
    texts.multiDayBooking.form.errors.counts,
    texts.multiDayBooking.form.errors.privacy,
  ];

  it('lists the German messages in the spec’s order under the summary', async () => {
    const user = setupUser();
    const calls = api();
    await openStay();
    await chooseStay(user);
    await user.clear(screen.getByLabelText('Erwachsene'));
    await submit(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Bitte überprüfe deine eingegeben Daten.')).toBeVisible();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(inOrder(de));
    expect(inOrder(de).slice(0, 6)).toEqual([
      'Bitte geben Sie einen gültigen Vor- & Nachnamen an.',
      'Bitte geben Sie eine gültige Telefonnummer an.',
      'Bitte geben Sie eine gültige Emailadresse an.',
      'Bitte geben Sie eine gültige Straße & Hausnummer an.',
      'Bitte geben Sie eine gültige PLZ & Ort an.',
      'Bitte überprüfen Sie Ihre Angaben.',
    ]);
    expect(screen.getByLabelText('Vor- & Nachname')).toHaveFocus();
    expect(calls.stays).toHaveLength(0);
  });

  it('lists the English messages in the spec’s order under the summary', async () => {
    const user = setupUser();
    api();
    await openStay(ENGLISH_PATH);
    await chooseStay(user, 'en');
    await user.clear(screen.getByLabelText('Adults'));
    await submit(user, 'en');
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText('Please check the personal data you have entered.'),
    ).toBeVisible();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(inOrder(en));
    expect(inOrder(en).slice(0, 6)).toEqual([
      'Please enter a valid first and last name.',
      'Please enter a valid phone number.',
      'Please enter a valid email address.',
      'Please enter a valid street & house number.',
      'Please enter a valid ZIP code & city.',
      'Please check your entered details.',
    ]);
  });

  it('shows the supplement and comment messages under their fields', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    fireEvent.change(screen.getByLabelText('Adresszusatz (optional)'), {
      target: { value: 'x'.repeat(51) },
    });
    fireEvent.change(screen.getByLabelText('Kommentar (optional)'), {
      target: { value: 'x'.repeat(201) },
    });
    await submit(user);
    expect(await screen.findAllByText('Der Adresszusatz ist zu lang.')).not.toHaveLength(0);
    expect(screen.getAllByText('Ihr Kommentar ist zu lang.')).not.toHaveLength(0);
  });

  it('marks the privacy consent’s area when it is not given', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    const consent = screen.getByRole('checkbox', { name: /Datenschutzerklärung/ });
    const area = consent.parentElement!.parentElement!;
    const before = area.className;
    await submit(user);
    await screen.findByRole('alert');
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(area.className).not.toBe(before);
    expect(area.className).toMatch(/consentInvalid/);
    expect(area).toHaveTextContent(de.multiDayBooking.form.errors.privacy);
  });

  it('asks Herr, Frau or none, Herr first', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    const salutation = screen.getByRole('group', { name: 'Anrede' });
    const radios = within(salutation).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Herr',
      'Frau',
      'keine Angabe',
    ]);
    expect(within(salutation).getByRole('radio', { name: 'Herr' })).toBeChecked();
  });

  it('keeps only a leading plus and digits in the phone number', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await user.type(screen.getByLabelText('Telefonnummer'), '+49 (170) 12-34');
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('+491701234');
  });

  it('asks one child’s age, or the range for more', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await user.type(screen.getByLabelText('Kinder (optional)'), '1');
    expect(screen.getByLabelText('Alter (optional)')).toBeVisible();
    await user.clear(screen.getByLabelText('Kinder (optional)'));
    await user.type(screen.getByLabelText('Kinder (optional)'), '2');
    expect(screen.getByLabelText('Alter von (optional)')).toBeVisible();
    expect(screen.getByLabelText('bis (optional)')).toBeVisible();
  });

  it('brings back the entries kept in the session', async () => {
    const user = setupUser();
    const kept = {
      salutation: 'ms',
      name: 'Erika Muster',
      phone: '+4917012345',
      email: 'erika@example.de',
      street: 'Uferweg 3',
      zipCity: '15526 Bad Saarow',
      adults: '2',
      children: '1',
      childAgeFrom: '7',
      comment: 'Mit Hund',
      paymentMethod: 'paypal',
      coupon: 'SOMMER',
    };
    for (const [field, value] of Object.entries(kept)) {
      sessionStorage.setItem(`${STAY_DRAFT_KEY_PREFIX}${field}`, value);
    }
    api();
    await openStay();
    await chooseStay(user);
    expect(screen.getByRole('radio', { name: 'Frau' })).toBeChecked();
    expect(screen.getByLabelText('Vor- & Nachname')).toHaveValue('Erika Muster');
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('+4917012345');
    expect(screen.getByLabelText('Straße & Hausnummer')).toHaveValue('Uferweg 3');
    expect(screen.getByLabelText('Erwachsene')).toHaveValue('2');
    expect(screen.getByLabelText('Alter (optional)')).toHaveValue('7');
    expect(screen.getByLabelText('Kommentar (optional)')).toHaveValue('Mit Hund');
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    expect(screen.getByLabelText(/Gutschein/)).toHaveValue('SOMMER');
  });

  it('keeps each entry in the session as it is typed', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await user.type(screen.getByLabelText('Vor- & Nachname'), 'Max Mustermann');
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    expect(sessionStorage.getItem(`${STAY_DRAFT_KEY_PREFIX}name`)).toBe('Max Mustermann');
    expect(sessionStorage.getItem(`${STAY_DRAFT_KEY_PREFIX}salutation`)).toBe('ms');
  });
});

describe('booking by bank transfer', () => {
  it('sends the stay without any price and shows the demo’s success', async () => {
    const user = setupUser();
    const calls = api();
    await openStay();
    await chooseStay(user);
    await user.click(screen.getByRole('checkbox', { name: /Grill/ }));
    await fillValid(user);
    await submit(user);

    const heading = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' });
    expect(heading).toHaveFocus();
    expect(calls.stays).toEqual([
      {
        name: 'Max Mustermann',
        phone: '+491701234567',
        email: 'max@example.de',
        street: 'Seestraße 12',
        zipCity: '15526 Bad Saarow',
        adults: 1,
        privacyAccepted: true,
        lang: 'de',
        salutation: 'mr',
        vehicleId: seerose.id,
        startDay: '2030-07-05',
        endDay: '2030-07-08',
        extras: ['barbecue'],
        paymentMethod: 'bank_transfer',
      },
    ]);
    expect(calls.coupons).toEqual([]);
    const result = heading.closest('[data-result]')!;
    expect(result).toHaveAttribute('data-result', 'success');
    expect(result).toHaveTextContent(
      'Seerose ist für Sie reserviert: Check-in Freitag, 5. Juli 2030 ab 14:00, Rückgabe Montag, 8. Juli 2030 bis 10:00 (3 Nächte).',
    );
    expect(result).toHaveTextContent('Bitte überweisen Sie 390 € bis zum Montag, 8. Juli 2030.');
    expect(result).toHaveTextContent(de.multiDayBooking.result.simulated);
    expect(result).toHaveTextContent(de.multiDayBooking.result.confirmationMail);
    // The result replaces the form and the calendar.
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Vor- & Nachname')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`${STAY_DATES_KEY_PREFIX}Seerose`)).toBeNull();
  });

  it('leaves out the demo note for a stored stay', async () => {
    const user = setupUser();
    api({
      stay: async (body) => {
        const { stayFixture } = await import('../../../../testing/stay-fixtures');
        return HttpResponse.json(stayFixture(body, 'Seerose'), { status: 201 });
      },
    });
    await bookByTransfer(user);
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' });
    expect(screen.queryByText(de.multiDayBooking.result.simulated)).not.toBeInTheDocument();
  });

  it('says the houseboat was booked meanwhile and reloads the calendar on request', async () => {
    const user = setupUser();
    const calls = api({ stay: () => problemResponse(409, 'ALREADY_BOOKED') });
    await bookByTransfer(user);
    const heading = await screen.findByRole('heading', { name: 'Leider schon vergeben' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        'In der Zwischenzeit wurde dieses Hausboot bereits in Ihrem gewählten Zeitraum gebucht. Bitte laden Sie den Kalender erneut',
      ),
    ).toBeVisible();
    const requests = calls.calendar.length;
    await user.click(screen.getByRole('button', { name: 'Kalender neu laden' }));
    expect(await screen.findByRole('grid')).toBeVisible();
    await waitFor(() => expect(calls.calendar.length).toBeGreaterThan(requests));
    expect(screen.queryByRole('heading', { name: /Übersicht prüfen/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`${STAY_DATES_KEY_PREFIX}Seerose`)).toBeNull();
  });

  it('says so in English too', async () => {
    const user = setupUser();
    api({ stay: () => problemResponse(409, 'ALREADY_BOOKED') });
    await openStay(ENGLISH_PATH);
    await chooseStay(user, 'en');
    await fillValid(user, 'en');
    await submit(user, 'en');
    expect(
      await screen.findByText(
        'In the meantime this houseboat has already been booked for your chosen period. Please reload the calendar',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the calendar' })).toBeVisible();
  });

  it('tells a barred customer in the spec’s words', async () => {
    const user = setupUser();
    api({ stay: () => problemResponse(403, 'CUSTOMER_BANNED') });
    await bookByTransfer(user);
    const heading = await screen.findByRole('heading', { name: 'Buchung nicht möglich' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Sie wurden von zukünftigen Buchungen ausgeschlossen. Wenn dies eine Verwechslung ist, rufen Sie uns bitte an! Falls Sie anderfalls versuchen diese Sperre über Bekannte zu umgehen, werden diese ebenfalls gesperrt.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kalender neu laden' })).not.toBeInTheDocument();
  });

  it('reports any other failure with a refresh', async () => {
    const user = setupUser();
    api({ stay: () => problemResponse(500, 'INTERNAL') });
    await bookByTransfer(user);
    expect(await screen.findByRole('heading', { name: 'Das hat nicht geklappt' })).toHaveFocus();
    expect(
      screen.getByText('Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kalender neu laden' })).toBeVisible();
  });

  it('puts the server’s field errors back on the form', async () => {
    const user = setupUser();
    api({
      stay: () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'VALIDATION_FAILED',
            status: 400,
            detail: 'Invalid',
            code: 'VALIDATION_FAILED',
            errors: [{ field: 'email', code: 'INVALID_FORMAT', message: 'bad' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    await bookByTransfer(user);
    await waitFor(() => expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus());
    expect(screen.getAllByText('Bitte geben Sie eine gültige Emailadresse an.')).not.toHaveLength(
      0,
    );
  });
});

describe('the coupon', () => {
  it('stops the booking when invalid: the label says so and the code is cleared', async () => {
    const user = setupUser();
    const calls = api({ coupons: {} });
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    await user.type(screen.getByLabelText(/Gutschein/), 'FALSCH');
    await submit(user);
    const input = await screen.findByLabelText('Gutschein ist ungültig');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(calls.coupons).toEqual(['FALSCH']);
    expect(calls.stays).toHaveLength(0);
    expect(sessionStorage.getItem(`${STAY_DRAFT_KEY_PREFIX}coupon`)).toBeNull();
  });

  it('counts as invalid when it cannot be checked', async () => {
    const user = setupUser();
    const calls = api({ coupon: () => HttpResponse.error() });
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    await user.type(screen.getByLabelText(/Gutschein/), 'SOMMER');
    await submit(user);
    expect(await screen.findByLabelText('Gutschein ist ungültig')).toHaveValue('');
    expect(calls.stays).toHaveLength(0);
  });

  it('is applied when valid: the price shows it and the stay carries its code', async () => {
    const user = setupUser();
    const calls = api({
      coupons: { SOMMER: 5000 },
      stay: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    });
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    await user.type(screen.getByLabelText(/Gutschein/), ' SOMMER ');
    await submit(user);
    expect(await screen.findByLabelText('Gutschein wird angewendet')).toHaveValue(' SOMMER ');
    await waitFor(() => expect(calls.quote.at(-1)?.searchParams.get('couponCents')).toBe('5000'));
    const price = screen.getByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('Gutschein−50 €'));
    expect(price).toHaveTextContent('Zu zahlen310 €');
    expect(calls.coupons).toEqual(['SOMMER']);
    await waitFor(() => expect(calls.stays).toHaveLength(1));
    expect(calls.stays[0]).toMatchObject({ couponCode: 'SOMMER' });
  });
});

describe('paying with PayPal', () => {
  it('is off, with a note, when the server has no PayPal', async () => {
    const user = setupUser();
    api({ payPal: payPalOff });
    await openStay();
    await chooseStay(user);
    const payPal = await screen.findByRole('radio', { name: /PayPal/ });
    await waitFor(() => expect(payPal).toBeDisabled());
    expect(screen.getByRole('radio', { name: /Überweisung/ })).toBeChecked();
    expect(
      screen.getByText(
        'PayPal ist hier zurzeit nicht eingerichtet – bitte per Überweisung bezahlen.',
      ),
    ).toBeVisible();
    expect(payPal).toHaveAccessibleDescription(
      'PayPal ist hier zurzeit nicht eingerichtet – bitte per Überweisung bezahlen.',
    );
  });

  it('loads PayPal’s script only once PayPal is chosen', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    expect(screen.getByRole('radio', { name: /Überweisung/ })).toBeChecked();
    expect(document.querySelector('script[src*="paypal.com"]')).toBeNull();

    await waitFor(() => expect(screen.getByRole('radio', { name: /PayPal/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="paypal.com"]');
    expect([...scripts].map((script) => script.src)).toEqual([PAYPAL_SCRIPT]);
    expect(screen.getByText('PayPal wird geladen …')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: FIELDS.de.submit })).not.toBeInTheDocument();

    // Back and forth: still one script.
    await user.click(screen.getByRole('radio', { name: /Überweisung/ }));
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(document.querySelectorAll('script[src*="paypal.com"]')).toHaveLength(1);
  });

  it('says so when PayPal cannot be loaded, and tries again', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await waitFor(() => expect(screen.getByRole('radio', { name: /PayPal/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    fireEvent.error(document.querySelector('script[src*="paypal.com"]')!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PayPal konnte nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(document.querySelectorAll('script[src*="paypal.com"]')).toHaveLength(1);
    expect(screen.getByText('PayPal wird geladen …')).toBeVisible();
  });

  /** A stand-in for PayPal's SDK: records what the page hands to its buttons. */
  function fakePayPal() {
    const buttons: PayPalButtonsOptions[] = [];
    window.paypal = {
      Buttons: (options) => ({
        render: async (container) => {
          buttons.push(options);
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          container.append(button);
        },
        close: async () => undefined,
      }),
    };
    return buttons;
  }

  async function choosePayPal(user: User) {
    const buttons = fakePayPal();
    await waitFor(() => expect(screen.getByRole('radio', { name: /PayPal/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    fireEvent.load(document.querySelector('script[src*="paypal.com"]')!);
    await waitFor(() => expect(buttons).toHaveLength(1));
    return buttons[0]!;
  }

  it('books through our API: the order, then the capture after approval', async () => {
    const user = setupUser();
    const calls = api();
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    const payPal = await choosePayPal(user);

    let orderId = '';
    await act(async () => {
      orderId = await payPal.createOrder();
    });
    expect(orderId).toBe('ORDER-1');
    expect(calls.payPalOrders).toHaveLength(1);
    expect(calls.payPalOrders[0]).toMatchObject({
      vehicleId: seerose.id,
      startDay: '2030-07-05',
      endDay: '2030-07-08',
      paymentMethod: 'paypal',
    });
    expect(calls.payPalOrders[0]).not.toHaveProperty('totalCents');
    expect(calls.stays).toHaveLength(0);

    await act(() => payPal.onApprove({ orderID: 'ORDER-1' }));
    expect(calls.captures).toEqual([{ orderId: 'ORDER-1', body: { stay: calls.payPalOrders[0] } }]);
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' }),
    ).toHaveFocus();
    expect(screen.getByText('Bezahlt über PayPal: 360 €.')).toBeVisible();
  });

  it('shows the form’s errors and refuses the order when the form is invalid', async () => {
    const user = setupUser();
    const calls = api();
    await openStay();
    await chooseStay(user);
    const payPal = await choosePayPal(user);
    await act(async () => {
      await expect(payPal.createOrder()).rejects.toThrow();
    });
    // PayPal reports the refused order; the page has already answered it.
    act(() => payPal.onError(new Error('createOrder failed')));
    expect(await screen.findByText('Bitte überprüfe deine eingegeben Daten.')).toBeVisible();
    expect(screen.getByLabelText('Vor- & Nachname')).toHaveFocus();
    expect(calls.payPalOrders).toHaveLength(0);
    expect(screen.queryByText(de.multiDayBooking.result.payPalFailed)).not.toBeInTheDocument();
  });

  it('confirms at once when the coupon leaves nothing to pay', async () => {
    const user = setupUser();
    const calls = api({
      coupons: { GESCHENK: 100000 },
      payPalOrder: async (stay) => {
        const { stayFixture } = await import('../../../../testing/stay-fixtures');
        const paid = stayFixture(stay, 'Seerose', { couponCents: 100000, simulated: true });
        return HttpResponse.json(
          { orderId: null, amountCents: 0, currency: 'EUR', stay: paid },
          { status: 201 },
        );
      },
    });
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    await user.type(screen.getByLabelText(/Gutschein/), 'GESCHENK');
    const payPal = await choosePayPal(user);
    await act(async () => {
      await expect(payPal.createOrder()).rejects.toThrow();
    });
    act(() => payPal.onError(new Error('no order')));
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' }),
    ).toBeVisible();
    expect(screen.getByText(de.multiDayBooking.result.paidByCoupon)).toBeVisible();
    expect(calls.payPalOrders[0]).toMatchObject({ couponCode: 'GESCHENK' });
    expect(calls.captures).toHaveLength(0);
  });

  it('reports PayPal’s failure in the spec’s words', async () => {
    const user = setupUser();
    api();
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    const payPal = await choosePayPal(user);
    act(() => payPal.onError(new Error('popup closed by an error')));
    expect(await screen.findByRole('heading', { name: 'Bezahlung fehlgeschlagen' })).toHaveFocus();
    expect(screen.getByText('Die Bezahlung über Paypal schlug fehl.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByLabelText('Vor- & Nachname')).toHaveValue('Max Mustermann');
  });

  it('reports a refused capture as PayPal’s failure, in English too', async () => {
    const user = setupUser();
    api({ capture: () => problemResponse(422, 'PAYMENT_FAILED') });
    await openStay(ENGLISH_PATH);
    await chooseStay(user, 'en');
    await fillValid(user, 'en');
    const buttons = fakePayPal();
    await waitFor(() => expect(screen.getByRole('radio', { name: /PayPal/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    fireEvent.load(document.querySelector('script[src*="paypal.com"]')!);
    await waitFor(() => expect(buttons).toHaveLength(1));
    await act(async () => {
      await buttons[0]!.createOrder();
    });
    await act(() => buttons[0]!.onApprove({ orderID: 'ORDER-1' }));
    expect(await screen.findByText('The payment via Paypal failed.')).toBeVisible();
  });

  it('says the period was taken when the capture finds it booked', async () => {
    const user = setupUser();
    api({ capture: () => problemResponse(409, 'ALREADY_BOOKED') });
    await openStay();
    await chooseStay(user);
    await fillValid(user);
    const payPal = await choosePayPal(user);
    await act(async () => {
      await payPal.createOrder();
    });
    await act(() => payPal.onApprove({ orderID: 'ORDER-1' }));
    expect(await screen.findByRole('heading', { name: 'Leider schon vergeben' })).toBeVisible();
  });
});
