import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import {
  bookingAnswer,
  installBookingApi,
  type BookingApiOptions,
} from '../../../../testing/booking-api';
import { bookingVehicles, weekFixture } from '../../../../testing/booking-fixtures';
import { fillCustomer } from '../../../../testing/customer-form';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { setupUser, type User } from '../../../../testing/user';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';

/** Wednesday 3 July 2030, 10:00 in Berlin. */
const NOW = new Date('2030-07-03T08:00:00Z');
const { seeadler, moewe, flitzer } = bookingVehicles;

function api(options: BookingApiOptions = {}) {
  return installBookingApi({
    vehicles: [seeadler, moewe, flitzer],
    week: (from, url) =>
      weekFixture({
        from,
        vehicleIds:
          url.searchParams.get('type') === 'jetskis' ? [flitzer.id] : [seeadler.id, moewe.id],
        state: (date, hour) =>
          date < '2030-07-03' || (date === '2030-07-03' && hour < 10.5) ? 'past' : undefined,
      }),
    ...options,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

const GERMAN = {
  path: '/RentalRevolution/Buchen/Motorboote',
  slot: 'Freitag, 5. Juli, 10:00 – frei',
  choose: 'Seeadler wählen',
  fields: {
    name: 'Vor- & Nachname',
    phone: 'Telefonnummer',
    email: 'E-Mail-Adresse',
    street: 'Straße & Hausnummer',
    zipCity: 'PLZ & Ort',
    adults: 'Erwachsene',
    privacy: /Datenschutzerklärung/,
  },
  submit: 'Jetzt buchen',
  overview: 'Übersicht prüfen',
};

const ENGLISH = {
  path: '/RentalRevolution/book/motorboats',
  slot: /^Friday,? 5 July, 10:00 – free$/,
  choose: 'Choose Seeadler',
  fields: {
    name: 'First & last name',
    phone: 'Phone number',
    email: 'Email address',
    street: 'Street & house number',
    zipCity: 'ZIP code & city',
    adults: 'Adults',
    privacy: /privacy policy/,
  },
  submit: 'Book now',
  overview: 'Check the overview',
};

type Page = typeof GERMAN | typeof ENGLISH;

/**
 * The overview section (the form, the code step and the result), where the queries for them
 * look. Not the whole page: the week beside it has some 165 slot buttons, and jsdom finds the
 * labels of each labelable element by walking the whole document, so one `getByLabelText` on
 * the screen took half a second and one `getByRole('button', { name })` computed 165 names.
 * Queries that something is absent still look at the whole screen.
 */
function overview(page: Page = GERMAN) {
  return within(screen.getByRole('region', { name: page.overview }));
}

/** Opens the page, picks Friday 10:00 and Seeadler, and waits for the form. */
async function reachForm(user: User, page: Page = GERMAN) {
  renderSite(rentalRoutes, page.path);
  await user.click(await screen.findByRole('button', { name: page.slot }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: page.choose }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function fillValid(user: User, page: Page = GERMAN) {
  await fillCustomer(user, overview(page), page.fields);
}

/** Fills the form, books and waits for the code step. */
async function requestCode(user: User) {
  await fillValid(user);
  await user.click(overview().getByRole('button', { name: 'Jetzt buchen' }));
  return overview().findByLabelText('Bestätigungscode');
}

async function confirmCode(user: User, code = '48213') {
  const input = overview().getByLabelText('Bestätigungscode');
  await user.clear(input);
  await user.type(input, code);
  await user.click(overview().getByRole('button', { name: 'Buchung bestätigen' }));
}

describe('the overview', () => {
  it('offers durations up to the vehicle’s availability and the extras it has', async () => {
    const user = setupUser();
    api({ maxHours: { [seeadler.id]: 3 } });
    await reachForm(user);
    const durations = within(overview().getByLabelText('Mietdauer')).getAllByRole('option');
    expect(durations.map((option) => option.textContent)).toEqual([
      '1 Std. (10:00 – 11:00 Uhr)',
      '2 Std. (10:00 – 12:00 Uhr)',
      '3 Std. (10:00 – 13:00 Uhr)',
    ]);
    const extras = within(overview().getByRole('group', { name: 'Extras' }));
    expect(
      extras
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Grill', 'Fernglas', 'Skipper · 20 € pro Stunde']);

    await user.selectOptions(overview().getByLabelText('Fahrzeug'), moewe.id);
    expect(overview().getByRole('checkbox', { name: 'Musikbox' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Grill' })).not.toBeInTheDocument();
  });

  it('offers jet skis in half hours', async () => {
    const user = setupUser();
    api({ maxHours: { [flitzer.id]: 2 } });
    renderSite(rentalRoutes, '/RentalRevolution/Buchen/Jetskis');
    await user.click(await screen.findByRole('button', { name: 'Freitag, 5. Juli, 10:00 – frei' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Flitzer wählen' }));
    const durations = within(await overview().findByLabelText('Mietdauer')).getAllByRole('option');
    expect(durations.map((option) => option.getAttribute('value'))).toEqual([
      '0.5',
      '1',
      '1.5',
      '2',
    ]);
  });

  it('shows the server’s price, each extra, the total and the included VAT', async () => {
    const user = setupUser();
    const calls = api();
    await reachForm(user);
    await user.selectOptions(overview().getByLabelText('Mietdauer'), '2');
    await user.click(overview().getByRole('checkbox', { name: 'Grill' }));
    const price = screen.getByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('Grill30 €'));
    expect(price).toHaveTextContent('Miete 2 Std.160 €');
    expect(price).toHaveTextContent('Gesamt190 €');
    expect(price).toHaveTextContent('inkl. 19 % MwSt. (30,34 €)');
    const url = calls.quote.at(-1)!;
    expect(url.searchParams.get('vehicleId')).toBe(seeadler.id);
    expect(url.searchParams.get('hours')).toBe('2');
    expect(url.searchParams.getAll('extras')).toEqual(['barbecue']);
  });

  it('offers a retry when the price cannot be calculated', async () => {
    const user = setupUser();
    let calls = 0;
    api({
      quote: () => {
        calls += 1;
        return calls === 1
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({
              vehicleId: seeadler.id,
              hours: 1,
              basePriceCents: 8000,
              extras: [],
              totalCents: 8000,
              vatCents: 1277,
            });
      },
    });
    await reachForm(user);
    const price = screen.getByRole('region', { name: 'Preis' });
    await user.click(await within(price).findByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(price).toHaveTextContent('Gesamt80 €'));
  });
});

describe('the customer form', () => {
  const inOrder = (lang: typeof de) => [
    lang.hourlyBooking.form.errors.name,
    lang.hourlyBooking.form.errors.phone,
    lang.hourlyBooking.form.errors.email,
    lang.hourlyBooking.form.errors.street,
    lang.hourlyBooking.form.errors.zipCity,
    lang.hourlyBooking.form.errors.counts,
    lang.hourlyBooking.form.errors.privacy,
  ];

  it.each([
    ['German', GERMAN, de],
    ['English', ENGLISH, en],
  ] as const)(
    'lists the errors in the spec’s order and focuses the first (%s)',
    async (_name, page, lang) => {
      const user = setupUser();
      const calls = api();
      await reachForm(user, page);
      await user.clear(overview(page).getByLabelText(page.fields.adults));
      await user.click(overview(page).getByRole('button', { name: page.submit }));

      const summary = await screen.findByText(lang.hourlyBooking.form.summary);
      const list = within(summary.parentElement!).getAllByRole('listitem');
      expect(list.map((item) => item.textContent)).toEqual(inOrder(lang));
      expect(overview(page).getByLabelText(page.fields.name)).toHaveFocus();
      expect(overview(page).getByLabelText(page.fields.name)).toHaveAccessibleDescription(
        lang.hourlyBooking.form.errors.name,
      );
      expect(calls.codes).toEqual([]);
    },
  );

  it('uses the spec’s exact words', () => {
    expect(inOrder(de).slice(-2)).toEqual([
      'Bitte überprüfen Sie Ihre Angaben',
      'Bitte akzeptieren Sie die Datenschutzerklärung und die Geschäftsbedingungen',
    ]);
    expect(de.hourlyBooking.form.summary).toBe('Bitte überprüfe deine eingegeben Daten');
    expect(inOrder(en).slice(0, 6)).toEqual([
      'Please enter a valid first and last name',
      'Please enter a valid phone number',
      'Please enter a valid email address',
      'Please enter a valid street & house number',
      'Please enter a valid ZIP code & city',
      'Please check your entered details',
    ]);
    expect(en.hourlyBooking.form.summary).toBe('Please check your entered data');
  });

  it('moves the focus to the next invalid field once the first is right', async () => {
    const user = setupUser();
    api();
    await reachForm(user);
    await user.type(overview().getByLabelText('Vor- & Nachname'), 'Max Mustermann');
    await user.type(overview().getByLabelText('Telefonnummer'), '+491701234567');
    await user.type(overview().getByLabelText('E-Mail-Adresse'), 'max@example');
    await user.click(overview().getByRole('button', { name: 'Jetzt buchen' }));
    expect(overview().getByLabelText('E-Mail-Adresse')).toHaveFocus();
    await waitFor(() =>
      expect(overview().getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige Emailadresse an',
      ),
    );
    expect(overview().getByLabelText('Vor- & Nachname')).toHaveAttribute('aria-invalid', 'false');
  });

  it('takes digits only in the counts and the phone number', async () => {
    const user = setupUser();
    api();
    await reachForm(user);
    await user.type(overview().getByLabelText('Kinder (optional)'), 'zwei2');
    expect(overview().getByLabelText('Kinder (optional)')).toHaveValue('2');
    await user.type(overview().getByLabelText('Telefonnummer'), '+49 170-12');
    expect(overview().getByLabelText('Telefonnummer')).toHaveValue('+4917012');
  });

  it('asks one age for one child, from and to for more', async () => {
    const user = setupUser();
    api();
    await reachForm(user);
    expect(screen.queryByLabelText(/Alter/)).not.toBeInTheDocument();
    await user.type(overview().getByLabelText('Kinder (optional)'), '1');
    expect(overview().getByLabelText('Alter des Kindes (optional)')).toBeInTheDocument();
    await user.type(overview().getByLabelText('Kinder (optional)'), '2');
    expect(overview().getByLabelText('Alter der Kinder von (optional)')).toBeInTheDocument();
    expect(overview().getByLabelText('bis (optional)')).toBeInTheDocument();
  });
});

describe('the code and the booking', () => {
  it('requests a code, locks the form and books with the code', async () => {
    const user = setupUser();
    const calls = api();
    await reachForm(user);
    await user.selectOptions(overview().getByLabelText('Mietdauer'), '2');
    await user.click(overview().getByRole('checkbox', { name: 'Fernglas' }));
    await requestCode(user);

    expect(calls.codes).toEqual([
      { name: 'Max Mustermann', phone: '+491701234567', email: 'max@example.de', lang: 'de' },
    ]);
    expect(
      screen.getByText(
        'Wir haben Ihnen einen fünfstelligen Code an max@example.de geschickt. Er ist 15 Minuten gültig.',
      ),
    ).toBeVisible();
    expect(overview().getByLabelText('Vor- & Nachname')).toBeDisabled();
    expect(overview().getByLabelText('Mietdauer')).toBeDisabled();
    expect(overview().getByRole('button', { name: 'Jetzt buchen' })).toBeDisabled();

    await confirmCode(user);
    await screen.findByText('Vielen Dank für Ihre Buchung!');
    expect(calls.bookings).toEqual([
      {
        vehicleId: seeadler.id,
        day: '2030-07-05',
        startHour: 10,
        hours: 2,
        extras: ['binoculars'],
        name: 'Max Mustermann',
        phone: '+491701234567',
        email: 'max@example.de',
        street: 'Seestraße 12',
        zipCity: '15526 Bad Saarow',
        adults: 1,
        privacyAccepted: true,
        lang: 'de',
        code: '48213',
      },
    ]);
  });

  it('unlocks the form to change the details', async () => {
    const user = setupUser();
    api();
    await reachForm(user);
    await requestCode(user);
    await user.click(overview().getByRole('button', { name: 'Angaben ändern' }));
    expect(screen.queryByLabelText('Bestätigungscode')).not.toBeInTheDocument();
    expect(overview().getByLabelText('Vor- & Nachname')).toBeEnabled();
  });

  it('says when the code is wrong and lets the visitor try again', async () => {
    const user = setupUser();
    let attempts = 0;
    const calls = api({
      booking: (body) => {
        attempts += 1;
        return attempts === 1
          ? problemResponse(422, 'INVALID_VERIFICATION_CODE')
          : bookingAnswer(body, 'Seeadler', true);
      },
    });
    await reachForm(user);
    await requestCode(user);
    await confirmCode(user, '1234');
    await waitFor(() =>
      expect(overview().getByLabelText('Bestätigungscode')).toHaveAccessibleDescription(
        'Der eingegebene Code ist ungültig.',
      ),
    );
    expect(calls.bookings).toHaveLength(0);

    await confirmCode(user, '11111');
    await waitFor(() =>
      expect(overview().getByLabelText('Bestätigungscode')).toHaveAccessibleDescription(
        'Der eingegebene Code ist ungültig.',
      ),
    );
    expect(overview().getByLabelText('Bestätigungscode')).toHaveFocus();
    await confirmCode(user, '22222');
    expect(await screen.findByText('Vielen Dank für Ihre Buchung!')).toBeVisible();
    expect(calls.bookings.map((booking) => booking.code)).toEqual(['11111', '22222']);
  });

  it('shows the root account’s fixed code filled in', async () => {
    const user = setupUser();
    api({
      verification: () =>
        HttpResponse.json(
          { sent: false, validMinutes: 15, shortcutCode: '12345' },
          { status: 202 },
        ),
    });
    await reachForm(user);
    expect(await requestCode(user)).toHaveValue('12345');
    expect(screen.getByText(/Root-Konto angemeldet/)).toBeVisible();
  });

  it('books at once for other staff, who need no code', async () => {
    const user = setupUser();
    const calls = api({
      verification: () =>
        HttpResponse.json({ sent: false, validMinutes: 15, shortcutCode: null }, { status: 202 }),
      booking: (body) => bookingAnswer(body, 'Seeadler', true),
    });
    await reachForm(user);
    await fillValid(user);
    await user.click(overview().getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByText('Vielen Dank für Ihre Buchung!')).toBeVisible();
    expect(screen.queryByLabelText('Bestätigungscode')).not.toBeInTheDocument();
    expect(calls.bookings).toHaveLength(1);
    expect(calls.bookings[0]).not.toHaveProperty('code');
  });

  it('says how long to wait after too many requests', async () => {
    const user = setupUser();
    api({
      verification: () => problemResponse(429, 'RATE_LIMITED', { 'Retry-After': '600' }),
    });
    await reachForm(user);
    await fillValid(user);
    await user.click(overview().getByRole('button', { name: 'Jetzt buchen' }));
    expect(
      await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in 10 Minuten erneut.'),
    ).toBeVisible();
    expect(overview().getByLabelText('Vor- & Nachname')).toBeEnabled();
  });

  it('shows the server’s field errors under the fields', async () => {
    const user = setupUser();
    api({
      verification: () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'VALIDATION_FAILED',
            status: 400,
            detail: 'invalid',
            code: 'VALIDATION_FAILED',
            errors: [{ field: 'email', code: 'INVALID_FORMAT', message: 'email is invalid' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    await reachForm(user);
    await fillValid(user);
    await user.click(overview().getByRole('button', { name: 'Jetzt buchen' }));
    await waitFor(() =>
      expect(overview().getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige Emailadresse an',
      ),
    );
    expect(overview().getByLabelText('E-Mail-Adresse')).toHaveFocus();
  });
});

describe('the results', () => {
  it('says a demo booking was only an example', async () => {
    const user = setupUser();
    api({ booking: (body) => bookingAnswer(body, 'Seeadler', true) });
    await reachForm(user);
    await requestCode(user);
    await confirmCode(user);
    const result = await screen.findByRole('status', { name: '' });
    await waitFor(() => expect(result).toHaveTextContent('Vielen Dank für Ihre Buchung!'));
    expect(result).toHaveTextContent(
      'Seeadler ist für Sie reserviert: Freitag, 5. Juli, 10:00 Uhr, Dauer 1 Std.',
    );
    expect(result).toHaveTextContent(de.hourlyBooking.result.simulated);
    expect(result).toHaveFocus();
  });

  it('confirms a real booking without the demo note', async () => {
    const user = setupUser();
    api({ booking: (body) => bookingAnswer(body, 'Seeadler') });
    await reachForm(user);
    await requestCode(user);
    await confirmCode(user);
    expect(await screen.findByText('Vielen Dank für Ihre Buchung!')).toBeVisible();
    expect(screen.queryByText(de.hourlyBooking.result.simulated)).not.toBeInTheDocument();
    expect(screen.getByText(de.hourlyBooking.result.confirmationMail)).toBeVisible();
  });

  it('says when the vehicle was booked meanwhile, and reloads the week', async () => {
    const user = setupUser();
    const calls = api({ booking: () => problemResponse(409, 'ALREADY_BOOKED') });
    await reachForm(user);
    await requestCode(user);
    await confirmCode(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(de.hourlyBooking.result.alreadyBooked));
    const weekLoads = calls.week.length;
    await user.click(within(alert).getByRole('button', { name: 'Kalender neu laden' }));
    await waitFor(() => expect(calls.week.length).toBe(weekLoads + 1));
    expect(screen.queryByRole('heading', { name: 'Übersicht prüfen' })).not.toBeInTheDocument();
  });

  it('tells a banned customer to call, and goes no further', async () => {
    const user = setupUser();
    const calls = api({ verification: () => problemResponse(403, 'CUSTOMER_BANNED') });
    await reachForm(user);
    await fillValid(user);
    await user.click(overview().getByRole('button', { name: 'Jetzt buchen' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(de.hourlyBooking.result.banned));
    expect(alert).toHaveTextContent(/Sie wurden von zukünftigen Buchungen ausgeschlossen\./);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt buchen' })).not.toBeInTheDocument();
    expect(calls.bookings).toHaveLength(0);
  });

  it.each([
    [
      'German',
      GERMAN,
      'Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.',
      'Kalender neu laden',
    ],
    ['English', ENGLISH, 'An error has occurred, please try again later.', 'Reload the calendar'],
  ] as const)('shows the generic error with a refresh (%s)', async (_name, page, text, refresh) => {
    const user = setupUser();
    const calls = api({ verification: () => problemResponse(500, 'INTERNAL') });
    await reachForm(user, page);
    await fillValid(user, page);
    await user.click(overview(page).getByRole('button', { name: page.submit }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(text));
    const weekLoads = calls.week.length;
    await user.click(within(alert).getByRole('button', { name: refresh }));
    await waitFor(() => expect(calls.week.length).toBe(weekLoads + 1));
  });
});
