import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { staffBooking, staffOverview } from '../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { setupUser, type User } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { SELECTED_DAY_KEY } from '../features/staff-shell/selected-day';
import { todayIn } from '../features/hourly-booking/booking-dates';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';

const PATH = '/RentalRevolution/Buchungen';
const DAY = '2030-07-12';

/** The server's state: the bookings of each day and whether it is blocked. */
let days: Record<string, { blocked: boolean; items: StaffBookingDto[] }>;
let requestedDays: string[];
let sent: { url: string; method: string; body: unknown }[];

function dayAnswer(day: string) {
  const entry = days[day] ?? { blocked: false, items: [] };
  return { day, blocked: entry.blocked, items: entry.items };
}

function findBooking(id: string): StaffBookingDto {
  const booking = Object.values(days)
    .flatMap((entry) => entry.items)
    .find((item) => item.id === id);
  if (!booking) throw new Error(`no booking ${id}`);
  return booking;
}

function updateBooking(id: string, change: (booking: StaffBookingDto) => StaffBookingDto | null) {
  for (const entry of Object.values(days)) {
    entry.items = entry.items.flatMap((item) => {
      if (item.id !== id) return [item];
      const next = change(item);
      return next ? [next] : [];
    });
  }
}

async function record(request: Request) {
  const body = request.method === 'GET' ? undefined : ((await request.json()) as unknown);
  sent.push({ url: new URL(request.url).pathname, method: request.method, body });
  return body as Record<string, unknown>;
}

function start(profile: StaffProfileDto, bookings: StaffBookingDto[] = [], blocked = false) {
  storeUser(profile);
  days = { [DAY]: { blocked, items: bookings } };
  sessionStorage.setItem(SELECTED_DAY_KEY, DAY);
  server.use(http.get('*/api/v1/auth/me', () => HttpResponse.json(profile)));
  const user = setupUser();
  const view = renderSite(rentalRoutes, PATH);
  return { user, ...view };
}

beforeEach(() => {
  requestedDays = [];
  sent = [];
  server.use(
    http.get('*/api/v1/bookings', ({ request }) => {
      const day = new URL(request.url).searchParams.get('day') ?? '';
      requestedDays.push(day);
      return HttpResponse.json(dayAnswer(day));
    }),
    http.get('*/api/v1/staff/overview', () => HttpResponse.json(staffOverview())),
    http.get('*/api/v1/bookings/unfinished', () => HttpResponse.json({ items: [] })),
  );
});

/** The card of the booking whose vehicle is `vehicleName`. */
async function card(vehicleName: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: vehicleName });
  return heading.closest('article') as HTMLElement;
}

async function openAction(user: User, vehicle: string, action: string) {
  await user.click(within(await card(vehicle)).getByRole('button', { name: action }));
  return screen.getByRole('dialog');
}

describe('DayBookingsPage: the day', () => {
  it('names the stored day and says when it has no bookings', async () => {
    start(employeeProfile);
    expect(
      await screen.findByText('Es gibt für diesen Tag noch keine Buchungen'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Freitag, 12.07.2030' }),
    ).toBeInTheDocument();
    expect(requestedDays).toEqual([DAY]);
  });

  it('moves to the day before and after, asking for it and storing it', async () => {
    const { user } = start(employeeProfile);
    await screen.findByText('Es gibt für diesen Tag noch keine Buchungen');

    await user.click(screen.getByRole('button', { name: /Nächster Tag/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Samstag, 13.07.2030' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requestedDays).toContain('2030-07-13'));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-07-13');
    expect(screen.getByLabelText('Tag')).toHaveValue('2030-07-13');

    await user.click(screen.getByRole('button', { name: /Vorheriger Tag/ }));
    await user.click(screen.getByRole('button', { name: /Vorheriger Tag/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Donnerstag, 11.07.2030' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requestedDays.at(-1)).toBe('2030-07-11'));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-07-11');

    await user.click(screen.getByRole('button', { name: 'Heute' }));
    const today = todayIn('Europe/Berlin');
    await waitFor(() => expect(requestedDays.at(-1)).toBe(today));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe(today);
  });

  it('takes a day from the date field and keeps the shown day when it is cleared', async () => {
    start(employeeProfile);
    await screen.findByText('Es gibt für diesen Tag noch keine Buchungen');
    const field = screen.getByLabelText('Tag');
    fireEvent.change(field, { target: { value: '2030-08-01' } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Donnerstag, 01.08.2030' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requestedDays.at(-1)).toBe('2030-08-01'));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-08-01');
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveValue('2030-08-01');
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-08-01');
  });

  it('says when the day is blocked', async () => {
    start(employeeProfile, [], true);
    expect(await screen.findByText('Tag gesperrt')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/bookings', ({ request }) =>
        fail
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json(dayAnswer(new URL(request.url).searchParams.get('day') ?? '')),
      ),
    );
    const { user } = start(employeeProfile, [staffBooking()]);
    expect(
      await screen.findByText('Die Buchungen konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await card('Seestern')).toBeInTheDocument();
  });
});

describe('DayBookingsPage: a booking card', () => {
  it('shows customer, times, duration, price, comments, who booked and the history', async () => {
    start(employeeProfile, [
      staffBooking({
        unpaidAfterEnd: true,
        customerComment: 'Bitte mit Schwimmwesten für Kinder.',
        comments: [
          {
            text: 'Kunde ruft wegen Verspätung an (Kommentiert von Erika Muster)',
            author: 'Erika Muster',
            at: '2030-07-12T07:00:00.000Z',
          },
        ],
        newPriceCents: 7500,
        priceChangeReason: 'Stammkunde (Preisanpassung durch Admin)',
        couponCents: 2000,
        history: [
          {
            id: 'h1',
            action: 'reprice',
            actor: 'Admin',
            at: '2030-07-11T16:45:00.000Z',
            before: { newPriceCents: null, priceChangeReason: null },
            after: {
              newPriceCents: 7500,
              priceChangeReason: 'Stammkunde (Preisanpassung durch Admin)',
            },
          },
        ],
      }),
    ]);
    const seestern = within(await card('Seestern'));

    expect(seestern.getByText('Stunden')).toBeInTheDocument();
    expect(seestern.getByText('Jonas Berg')).toBeInTheDocument();
    expect(seestern.getByRole('link', { name: '+4930123456' })).toHaveAttribute(
      'href',
      'tel:+4930123456',
    );
    expect(seestern.getByRole('link', { name: 'jonas.berg@example.com' })).toHaveAttribute(
      'href',
      'mailto:jonas.berg@example.com',
    );
    expect(seestern.getByText('um 10:00 Uhr')).toBeInTheDocument();
    expect(seestern.getByText('um 12:00 Uhr')).toBeInTheDocument();
    expect(seestern.getByText('2 Std.')).toBeInTheDocument();
    expect(seestern.getByText('90,00 €').tagName).toBe('S');
    expect(seestern.getByText('75,00 €')).toBeInTheDocument();
    expect(seestern.getAllByText('Stammkunde (Preisanpassung durch Admin)').length).toBeGreaterThan(
      0,
    );
    expect(seestern.getByText('20,00 €')).toBeInTheDocument();
    expect(seestern.getByText('Bitte mit Schwimmwesten für Kinder.')).toBeInTheDocument();
    expect(
      seestern.getByText(/Kunde ruft wegen Verspätung an \(Kommentiert von Erika Muster\)/),
    ).toBeInTheDocument();
    expect(seestern.getByText('online')).toBeInTheDocument();
    expect(seestern.getByText('unbezahlt')).toBeInTheDocument();
    expect(seestern.queryByText('bezahlt')).not.toBeInTheDocument();

    const history = seestern.getByText('Verlauf (1)');
    expect(history.closest('details')).not.toHaveAttribute('open');
    expect(seestern.getByText('Preis geändert')).toBeInTheDocument();
    expect(seestern.getByText(/Admin, 11\.07\.2030 um 18:45 Uhr/)).toBeInTheDocument();
    expect(seestern.getByText(/Neuer Preis: –/)).toHaveTextContent(
      'Neuer Preis: – → wird zu 75,00 €',
    );
  });

  it('shows a stay with its days and nights, its booker, and the PayPal wait', async () => {
    start(employeeProfile, [
      staffBooking({
        id: 'stay',
        kind: 'stay',
        vehicleName: 'Hausboot Luna',
        hours: null,
        nights: 0,
        startsAt: '2030-07-12T07:00:00.000Z',
        endsAt: '2030-07-12T16:00:00.000Z',
        bookedBy: 'Erika Muster',
        awaitingPayment: true,
      }),
    ]);
    const luna = within(await card('Hausboot Luna'));
    expect(luna.getByText('Tage')).toBeInTheDocument();
    expect(luna.getByText('12.07.2030 um 09:00 Uhr')).toBeInTheDocument();
    expect(luna.getByText('12.07.2030 um 18:00 Uhr')).toBeInTheDocument();
    expect(luna.getByText('Tagesnutzung')).toBeInTheDocument();
    expect(luna.getByText('Erika Muster')).toBeInTheDocument();
    expect(luna.getByText('wartet auf PayPal')).toBeInTheDocument();
    expect(luna.queryByText(/Verlauf/)).not.toBeInTheDocument();
  });

  it('offers a paid booking only the ban', async () => {
    start(employeeProfile, [
      staffBooking({ id: 'paid', vehicleName: 'Möwe', paid: true }),
      staffBooking({ id: 'open', vehicleName: 'Seestern' }),
    ]);
    const paid = within(await card('Möwe'));
    expect(paid.getByText('bezahlt')).toBeInTheDocument();
    expect(paid.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sperren']);
    const open = within(await card('Seestern'));
    expect(open.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Preis ändern',
      'Kommentieren',
      'Stornieren',
      'Sperren',
    ]);
  });
});

describe('DayBookingsPage: actions', () => {
  it("reprices with '12,5' as 1250 cents and shows the new price after the reload", async () => {
    server.use(
      http.post('*/api/v1/bookings/:id/price-change', async ({ request, params }) => {
        const body = await record(request);
        updateBooking(String(params.id), (booking) => ({
          ...booking,
          newPriceCents: body.newPriceCents as number,
          priceChangeReason: `${String(body.reason)} (Preisanpassung durch Erika Muster)`,
        }));
        return HttpResponse.json({ booking: findBooking(String(params.id)) });
      }),
    );
    const { user } = start(employeeProfile, [staffBooking()]);
    const dialog = await openAction(user, 'Seestern', 'Preis ändern');
    expect(within(dialog).getByRole('heading', { name: 'Preis ändern' })).toBeInTheDocument();

    // The rule runs before anything is sent.
    await user.type(within(dialog).getByLabelText('Neuer Preis in €'), '12,555');
    await user.click(within(dialog).getByRole('button', { name: 'Preis speichern' }));
    expect(within(dialog).getByLabelText('Neuer Preis in €')).toHaveAccessibleDescription(
      /höchstens zwei Nachkommastellen/,
    );
    expect(within(dialog).getByLabelText('Grund')).toHaveAccessibleDescription('Bitte ausfüllen.');
    expect(within(dialog).getByLabelText('Neuer Preis in €')).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Neuer Preis in €'));
    await user.type(within(dialog).getByLabelText('Neuer Preis in €'), '12,5');
    await user.type(within(dialog).getByLabelText('Grund'), 'Motor lief nicht rund');
    await user.click(within(dialog).getByRole('button', { name: 'Preis speichern' }));

    expect(await screen.findByText('Der Preis wurde geändert.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/v1/bookings/0b8f6a52-5d0e-4d2b-9a57-1f4a8d3c2e01/price-change',
        method: 'POST',
        body: { newPriceCents: 1250, reason: 'Motor lief nicht rund' },
      },
    ]);
    const seestern = within(await card('Seestern'));
    expect(seestern.getByText('12,50 €')).toBeInTheDocument();
    expect(seestern.getByText('90,00 €').tagName).toBe('S');
    expect(
      seestern.getByText('Motor lief nicht rund (Preisanpassung durch Erika Muster)'),
    ).toBeInTheDocument();
    expect(requestedDays).toHaveLength(2);
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
  });

  it('adds a comment', async () => {
    server.use(
      http.post('*/api/v1/bookings/:id/comments', async ({ request, params }) => {
        const body = await record(request);
        updateBooking(String(params.id), (booking) => ({
          ...booking,
          comments: [
            {
              text: `${String(body.text)} (Kommentiert von Erika Muster)`,
              author: 'Erika Muster',
              at: '2030-07-12T09:00:00.000Z',
            },
          ],
        }));
        return HttpResponse.json({ booking: findBooking(String(params.id)) });
      }),
    );
    const { user } = start(employeeProfile, [staffBooking()]);
    const dialog = await openAction(user, 'Seestern', 'Kommentieren');
    await user.click(within(dialog).getByRole('button', { name: 'Kommentar speichern' }));
    expect(within(dialog).getByLabelText('Kommentar')).toHaveAccessibleDescription(
      'Bitte ausfüllen.',
    );
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Bringt eigenen Hund mit');
    await user.click(within(dialog).getByRole('button', { name: 'Kommentar speichern' }));

    expect(await screen.findByText('Der Kommentar wurde gespeichert.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ text: 'Bringt eigenen Hund mit' });
    expect(
      await screen.findByText(/Bringt eigenen Hund mit \(Kommentiert von Erika Muster\)/),
    ).toBeInTheDocument();
  });

  it('cancels with a reason after saying the customer is mailed; the booking leaves the day', async () => {
    server.use(
      http.post('*/api/v1/bookings/:id/cancellation', async ({ request, params }) => {
        await record(request);
        const booking = { ...findBooking(String(params.id)), cancelled: true };
        updateBooking(booking.id, () => null);
        return HttpResponse.json({ booking });
      }),
    );
    const { user } = start(employeeProfile, [
      staffBooking(),
      staffBooking({ id: 'other', vehicleName: 'Möwe' }),
    ]);
    const dialog = await openAction(user, 'Seestern', 'Stornieren');
    expect(dialog).toHaveTextContent(/Der Kunde erhält eine Stornierungs-E-Mail/);
    await user.type(within(dialog).getByLabelText('Grund der Stornierung'), 'Sturmwarnung');
    await user.click(within(dialog).getByRole('button', { name: 'Buchung stornieren' }));

    expect(await screen.findByText('Die Buchung wurde storniert.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ reason: 'Sturmwarnung' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Seestern' })).not.toBeInTheDocument();
    expect(await card('Möwe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Freitag, 12.07.2030' })).toHaveFocus();
  });

  it('shows a simulated cancel from the answer, with the demo note and no reload', async () => {
    server.use(
      http.post('*/api/v1/bookings/:id/cancellation', async ({ request, params }) => {
        await record(request);
        // Demo account: checked and rolled back; the stored day is unchanged.
        const booking = { ...findBooking(String(params.id)), cancelled: true };
        return HttpResponse.json(
          { booking, simulated: true },
          { headers: { 'X-Demo-Simulated': '1' } },
        );
      }),
    );
    const { user } = start(employeeProfile, [
      staffBooking(),
      staffBooking({ id: 'other', vehicleName: 'Möwe' }),
    ]);
    const dialog = await openAction(user, 'Seestern', 'Stornieren');
    await user.type(within(dialog).getByLabelText('Grund der Stornierung'), 'Probe');
    await user.click(within(dialog).getByRole('button', { name: 'Buchung stornieren' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(screen.getByText('Die Buchung wurde storniert.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Seestern' })).not.toBeInTheDocument();
    expect(await card('Möwe')).toBeInTheDocument();
    expect(requestedDays).toEqual([DAY]);
  });

  it('says why when the server refuses a paid booking, and reloads the day', async () => {
    server.use(
      http.post('*/api/v1/bookings/:id/comments', () => {
        updateBooking('0b8f6a52-5d0e-4d2b-9a57-1f4a8d3c2e01', (booking) => ({
          ...booking,
          paid: true,
        }));
        return problemResponse(409, 'BOOKING_PAID');
      }),
    );
    const { user } = start(employeeProfile, [staffBooking()]);
    const dialog = await openAction(user, 'Seestern', 'Kommentieren');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Hallo');
    await user.click(within(dialog).getByRole('button', { name: 'Kommentar speichern' }));

    expect(await within(dialog).findByText('Ein Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Diese Buchung ist bereits bezahlt und kann nur noch gesperrt werden.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kommentar speichern' })).toBeEnabled();
    await waitFor(() => expect(requestedDays).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const seestern = within(await card('Seestern'));
    await waitFor(() =>
      expect(seestern.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Sperren',
      ]),
    );
  });

  it('bans the prefilled customer with the booking linked, and puts field problems at the fields', async () => {
    let refuse = true;
    server.use(
      http.post('*/api/v1/blacklist', async ({ request }) => {
        const body = await record(request);
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Invalid',
              status: 400,
              detail: 'Invalid',
              code: 'VALIDATION_FAILED',
              errors: [{ field: 'email', code: 'INVALID_FORMAT', message: 'bad' }],
            },
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          );
        }
        return HttpResponse.json(
          {
            entry: {
              id: 'ban-1',
              name: body.name,
              phone: body.phone,
              email: body.email,
              reason: `${String(body.reason)} (Gesperrt durch Erika Muster)`,
              createdAt: '2030-07-12T12:00:00.000Z',
              bookingId: body.bookingId,
              bookedDay: DAY,
            },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = start(employeeProfile, [
      staffBooking({ paid: true, customerPhone: '+49 30 123456' }),
    ]);
    const dialog = await openAction(user, 'Seestern', 'Sperren');
    const form = within(dialog);
    expect(form.getByLabelText(/^Name/)).toHaveValue('Jonas Berg');
    expect(form.getByLabelText(/^Telefon/)).toHaveValue('+4930123456');
    expect(form.getByLabelText(/^E-Mail/)).toHaveValue('jonas.berg@example.com');

    await user.click(form.getByRole('button', { name: 'Kunden sperren' }));
    expect(form.getByLabelText('Grund der Sperrung')).toHaveAccessibleDescription(
      'Bitte ausfüllen.',
    );
    expect(sent).toEqual([]);

    await user.type(form.getByLabelText('Grund der Sperrung'), 'Boot beschädigt');
    await user.click(form.getByRole('button', { name: 'Kunden sperren' }));
    expect(
      await form.findByText('Bitte überprüfen Sie die markierten Angaben.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription(
      'Bitte überprüfen Sie diese Angabe.',
    );
    expect(form.getByLabelText(/^E-Mail/)).toHaveFocus();

    await user.click(form.getByRole('button', { name: 'Kunden sperren' }));
    expect(await screen.findByText('Der Kunde wurde gesperrt.')).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({
      name: 'Jonas Berg',
      phone: '+4930123456',
      email: 'jonas.berg@example.com',
      reason: 'Boot beschädigt',
      bookingId: '0b8f6a52-5d0e-4d2b-9a57-1f4a8d3c2e01',
    });
  });

  it('refuses a ban without name, phone and e-mail', async () => {
    const { user } = start(employeeProfile, [staffBooking()]);
    const dialog = await openAction(user, 'Seestern', 'Sperren');
    const form = within(dialog);
    await user.clear(form.getByLabelText(/^Name/));
    await user.clear(form.getByLabelText(/^Telefon/));
    await user.clear(form.getByLabelText(/^E-Mail/));
    await user.type(form.getByLabelText('Grund der Sperrung'), 'Schaden');
    await user.click(form.getByRole('button', { name: 'Kunden sperren' }));
    expect(form.getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'Bitte mindestens Name, Telefon oder E-Mail angeben.',
    );
    expect(sent).toEqual([]);
  });

  it('shows a simulated ban in the history, with the demo note', async () => {
    server.use(
      http.post('*/api/v1/blacklist', async ({ request }) => {
        const body = await record(request);
        return HttpResponse.json(
          {
            entry: {
              id: 'ban-1',
              name: body.name,
              phone: body.phone,
              email: body.email,
              reason: `${String(body.reason)} (Gesperrt durch Admin)`,
              createdAt: '2030-07-12T12:00:00.000Z',
              bookingId: body.bookingId,
              bookedDay: DAY,
            },
            simulated: true,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = start(employeeProfile, [staffBooking()]);
    const dialog = await openAction(user, 'Seestern', 'Sperren');
    await user.type(within(dialog).getByLabelText('Grund der Sperrung'), 'Probe');
    await user.click(within(dialog).getByRole('button', { name: 'Kunden sperren' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    const seestern = within(await card('Seestern'));
    expect(seestern.getByText('Verlauf (1)')).toBeInTheDocument();
    expect(seestern.getByText('Kunde gesperrt')).toBeInTheDocument();
    expect(seestern.getByText(/Admin, 12\.07\.2030 um 14:00 Uhr/)).toBeInTheDocument();
    expect(requestedDays).toEqual([DAY]);
  });
});

describe('DayBookingsPage: admin', () => {
  it('hides the day block and the booking log from employees', async () => {
    start(employeeProfile, [staffBooking()]);
    await card('Seestern');
    expect(screen.queryByRole('button', { name: 'Tag sperren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buchungslog (14 Tage)' })).not.toBeInTheDocument();
  });

  it('asks before blocking a day with bookings, naming their count, then blocks it', async () => {
    server.use(
      http.put('*/api/v1/days/:date', async ({ request, params }) => {
        const body = await record(request);
        const entry = days[String(params.date)];
        if (entry) entry.blocked = body.blocked as boolean;
        return HttpResponse.json({ date: params.date, blocked: body.blocked });
      }),
    );
    const { user } = start(adminProfile, [
      staffBooking({ id: 'a' }),
      staffBooking({ id: 'b', vehicleName: 'Möwe' }),
      staffBooking({ id: 'c', vehicleName: 'Kormoran' }),
    ]);
    await card('Seestern');
    await user.click(screen.getByRole('button', { name: 'Tag sperren' }));
    const dialog = screen.getByRole('dialog', { name: 'Tag sperren' });
    expect(dialog).toHaveTextContent('An diesem Tag gibt es 3 Buchungen. Trotzdem sperren?');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Trotzdem sperren' }));
    expect(await screen.findByText('Der Tag wurde gesperrt.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `/api/v1/days/${DAY}`, method: 'PUT', body: { blocked: true } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Tag gesperrt')).toBeInTheDocument();

    // Freeing needs no question.
    await user.click(await screen.findByRole('button', { name: 'Tag freigeben' }));
    expect(await screen.findByText('Der Tag wurde freigegeben.')).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ blocked: false });
    await waitFor(() => expect(screen.queryByText('Tag gesperrt')).not.toBeInTheDocument());
  });

  it('blocks an empty day without asking', async () => {
    server.use(
      http.put('*/api/v1/days/:date', async ({ request, params }) => {
        const body = await record(request);
        return HttpResponse.json({ date: params.date, blocked: body.blocked, simulated: true });
      }),
    );
    const { user } = start(adminProfile);
    await screen.findByText('Es gibt für diesen Tag noch keine Buchungen');
    await user.click(screen.getByRole('button', { name: 'Tag sperren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Tag gesperrt')).toBeInTheDocument();
    expect(screen.getByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(requestedDays).toEqual([DAY]);
  });

  it('opens the booking log of 14 days, flags cancelled bookings and loads more', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/bookings/log', ({ request }) => {
        const params = new URL(request.url).searchParams;
        cursors.push(params.get('cursor'));
        expect(params.get('limit')).toBe('20');
        return params.get('cursor') === 'page2'
          ? HttpResponse.json({
              items: [staffBooking({ id: 'old', vehicleName: 'Kormoran', paid: true })],
              nextCursor: null,
            })
          : HttpResponse.json({
              items: [
                staffBooking({ id: 'new', vehicleName: 'Möwe', cancelled: true }),
                staffBooking({ id: 'mid', vehicleName: 'Seeadler' }),
              ],
              nextCursor: 'page2',
            });
      }),
    );
    const { user } = start(adminProfile);
    const toggle = await screen.findByRole('button', { name: 'Buchungslog (14 Tage)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cursors).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows()).toEqual(['Möwe', 'Seeadler']);
    expect(within(table).getByRole('row', { name: /Möwe/ })).toHaveTextContent('storniert');
    expect(within(table).getByRole('row', { name: /Seeadler/ })).not.toHaveTextContent('storniert');

    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(rows()).toEqual(['Möwe', 'Seeadler', 'Kormoran']));
    expect(cursors).toEqual([null, 'page2']);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });
});
