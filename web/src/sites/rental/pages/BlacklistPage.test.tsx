import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderRoutes, renderSite } from '../../../testing/render';
import { blacklistEntry } from '../../../testing/staff-fixtures';
import { employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';
import { BlacklistPage } from './BlacklistPage';

const path = '/RentalRevolution/Blacklist';

/** A small blacklist server: entries newest first, pages of `limit`. */
let entries: BlacklistEntryDto[];
let listCursors: (string | null)[];
let bans: unknown[];
let unbans: string[];
let simulate: boolean;

const max = blacklistEntry({
  id: 'ban-max',
  name: 'Max Muster',
  phone: '+4917612345678',
  email: 'max.muster@example.com',
  reason: 'Boot beschädigt zurückgegeben (Gesperrt durch Admin)',
  createdAt: '2030-07-05T16:00:00.000Z',
  bookingId: '0b8f6a52-5d0e-4d2b-9a57-1f4a8d3c2e01',
  bookedDay: '2030-07-04',
});
const anon = blacklistEntry({
  id: 'ban-anon',
  name: null,
  phone: null,
  email: 'troll@example.com',
  reason: 'Beleidigende Nachrichten (Gesperrt durch Erika Muster)',
  createdAt: '2030-07-01T09:00:00.000Z',
  bookingId: null,
  bookedDay: null,
});

beforeEach(() => {
  entries = [];
  listCursors = [];
  bans = [];
  unbans = [];
  simulate = false;
  storeUser(employeeProfile);
  server.use(
    http.get('*/api/v1/blacklist', ({ request }) => {
      const url = new URL(request.url);
      const cursor = url.searchParams.get('cursor');
      const limit = Number(url.searchParams.get('limit') ?? 20);
      listCursors.push(cursor);
      const start = cursor === null ? 0 : Number(cursor.slice(1));
      const end = start + limit;
      return HttpResponse.json({
        items: entries.slice(start, end),
        nextCursor: end < entries.length ? `p${end}` : null,
      });
    }),
    http.post('*/api/v1/blacklist', async ({ request }) => {
      const body = (await request.json()) as {
        name?: string;
        phone?: string;
        email?: string;
        reason: string;
      };
      bans.push(body);
      const entry = blacklistEntry({
        id: `ban-new-${bans.length}`,
        name: body.name ?? null,
        phone: body.phone ?? null,
        email: body.email ?? null,
        reason: `${body.reason} (Gesperrt durch Erika Muster)`,
        createdAt: '2030-07-12T08:00:00.000Z',
        bookingId: null,
        bookedDay: null,
      });
      if (!simulate) entries = [entry, ...entries];
      return HttpResponse.json({ entry, ...(simulate && { simulated: true }) }, { status: 201 });
    }),
    http.delete('*/api/v1/blacklist/:id', ({ params }) => {
      const id = String(params.id);
      unbans.push(id);
      if (!entries.some((entry) => entry.id === id)) return problemResponse(404, 'NOT_FOUND');
      if (!simulate) entries = entries.filter((entry) => entry.id !== id);
      return HttpResponse.json({ id, ...(simulate && { simulated: true }) });
    }),
  );
});

const headings = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('BlacklistPage', () => {
  it('lists the bans newest first with name, phone, e-mail, reason and day', async () => {
    entries = [max, anon];
    renderSite(rentalRoutes, path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sperrungen' }),
    ).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(headings()).toEqual(['Max Muster', 'Ohne Namen']);
    const card = screen.getByRole('article', { name: 'Max Muster' });
    expect(within(card).getByRole('link', { name: '+4917612345678' })).toHaveAttribute(
      'href',
      'tel:+4917612345678',
    );
    expect(within(card).getByRole('link', { name: 'max.muster@example.com' })).toHaveAttribute(
      'href',
      'mailto:max.muster@example.com',
    );
    expect(
      within(card).getByText('Boot beschädigt zurückgegeben (Gesperrt durch Admin)'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Gesperrt am 05.07.2030')).toBeInTheDocument();
    // Only a ban from a booking leads to it.
    expect(within(card).getByRole('link', { name: 'Zur Buchung (04.07.2030)' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchungen',
    );
    const other = screen.getByRole('article', { name: 'Ohne Namen' });
    expect(within(other).queryByRole('link', { name: /Zur Buchung/ })).not.toBeInTheDocument();
    expect(
      within(other).getByRole('button', { name: 'Entsperren: troll@example.com' }),
    ).toBeInTheDocument();
    expect(listCursors).toEqual([null]);
  });

  it('says exactly that nobody is banned yet', async () => {
    renderSite(rentalRoutes, path);
    expect(await screen.findByText('Es wurden noch keine Kunden gesperrt.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/blacklist', () =>
        fail
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({ items: [max], nextCursor: null }),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, path);
    expect(
      await screen.findByText('Die Sperrungen konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Max Muster' })).toBeInTheDocument();
  });

  it('loads more bans with the cursor of the last page', async () => {
    entries = Array.from({ length: 21 }, (_, index) =>
      blacklistEntry({ id: `ban-${index}`, name: `Kunde ${index + 1}` }),
    );
    const user = setupUser();
    renderSite(rentalRoutes, path);
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('heading', { name: 'Kunde 21' })).toBeInTheDocument();
    expect(listCursors).toEqual([null, 'p20']);
  });

  it("stores the booking's day for the day page and goes there", async () => {
    entries = [max];
    const user = setupUser();
    const { router } = renderRoutes(
      [
        { path, element: <BlacklistPage /> },
        { path: '/RentalRevolution/Buchungen', element: <p>Tagesbuchungen</p> },
      ],
      path,
    );

    await user.click(await screen.findByRole('link', { name: 'Zur Buchung (04.07.2030)' }));

    expect(await screen.findByText('Tagesbuchungen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Buchungen');
    expect(sessionStorage.getItem('internal_calendar_selectedDate')).toBe('2030-07-04');
  });

  it('lifts a ban only after the question is confirmed', async () => {
    entries = [max, anon];
    const user = setupUser();
    renderSite(rentalRoutes, path);

    await user.click(await screen.findByRole('button', { name: 'Entsperren: Max Muster' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sperre aufheben' });
    expect(
      within(dialog).getByText('Soll die Sperre für „Max Muster“ aufgehoben werden?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unbans).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Entsperren: Max Muster' }));
    dialog = await screen.findByRole('dialog', { name: 'Sperre aufheben' });
    await user.click(within(dialog).getByRole('button', { name: 'Entsperren' }));

    expect(
      await screen.findByText('Die Sperre für „Max Muster“ wurde aufgehoben.'),
    ).toBeInTheDocument();
    expect(unbans).toEqual(['ban-max']);
    await waitFor(() => expect(headings()).toEqual(['Ohne Namen']));
    expect(listCursors.length).toBeGreaterThan(1);
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Gesperrte Kunden' })).toHaveFocus(),
    );
  });

  it('takes a simulated unban out of the list without reloading and says nothing was saved', async () => {
    entries = [max, anon];
    simulate = true;
    const user = setupUser();
    renderSite(rentalRoutes, path);

    await user.click(await screen.findByRole('button', { name: 'Entsperren: Max Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sperre aufheben' });
    await user.click(within(dialog).getByRole('button', { name: 'Entsperren' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(headings()).toEqual(['Ohne Namen']);
    expect(unbans).toEqual(['ban-max']);
    expect(listCursors).toEqual([null]);
  });

  it('checks the ban form by the spec before sending', async () => {
    const user = setupUser();
    renderSite(rentalRoutes, path);
    await screen.findByText('Es wurden noch keine Kunden gesperrt.');

    await user.click(screen.getByRole('button', { name: 'Kunden sperren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden sperren' });
    const submit = within(dialog).getByRole('button', { name: 'Kunden sperren' });
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Bitte geben Sie mindestens einen Namen, eine Telefonnummer oder eine E-Mail-Adresse an.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bitte geben Sie einen Grund für die Sperre an.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name (optional)')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Telefonnummer (optional)'), '0176 123');
    await user.type(within(dialog).getByLabelText('E-Mail-Adresse (optional)'), 'max@example');
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'n'.repeat(51));
    await user.type(within(dialog).getByLabelText('Grund'), 'Randaliert');
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Die Telefonnummer darf nur Ziffern und am Anfang ein + enthalten.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Der Name darf höchstens 50 Zeichen lang sein.'),
    ).toBeInTheDocument();
    expect(bans).toEqual([]);
  });

  it('bans a customer without a booking; the list shows the new ban', async () => {
    entries = [anon];
    const user = setupUser();
    renderSite(rentalRoutes, path);
    await screen.findByRole('heading', { name: 'Ohne Namen' });

    await user.click(screen.getByRole('button', { name: 'Kunden sperren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden sperren' });
    await user.type(within(dialog).getByLabelText('Name (optional)'), ' Paul Pirat ');
    await user.type(within(dialog).getByLabelText('Telefonnummer (optional)'), '+49301234');
    await user.type(within(dialog).getByLabelText('Grund'), 'Nicht erschienen');
    await user.click(within(dialog).getByRole('button', { name: 'Kunden sperren' }));

    expect(await screen.findByText('„Paul Pirat“ wurde gesperrt.')).toBeInTheDocument();
    expect(bans).toEqual([{ name: 'Paul Pirat', phone: '+49301234', reason: 'Nicht erschienen' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(headings()).toEqual(['Paul Pirat', 'Ohne Namen']));
    expect(screen.getByText('Nicht erschienen (Gesperrt durch Erika Muster)')).toBeInTheDocument();
  });

  it('puts a simulated ban on top without reloading and says nothing was saved', async () => {
    entries = [anon];
    simulate = true;
    const user = setupUser();
    renderSite(rentalRoutes, path);
    await screen.findByRole('heading', { name: 'Ohne Namen' });

    await user.click(screen.getByRole('button', { name: 'Kunden sperren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden sperren' });
    await user.type(within(dialog).getByLabelText('E-Mail-Adresse (optional)'), 'demo@example.com');
    await user.type(within(dialog).getByLabelText('Grund'), 'Demo');
    await user.click(within(dialog).getByRole('button', { name: 'Kunden sperren' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(headings()).toEqual(['Ohne Namen', 'Ohne Namen']);
    expect(screen.getByRole('link', { name: 'demo@example.com' })).toBeInTheDocument();
    expect(listCursors).toEqual([null]);
  });

  it("puts the server's field problems at the fields", async () => {
    server.use(
      http.post('*/api/v1/blacklist', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Validation failed',
            status: 400,
            detail: 'Invalid input',
            code: 'VALIDATION_FAILED',
            errors: [{ field: 'email', code: 'INVALID_FORMAT', message: 'invalid' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, path);
    await screen.findByText('Es wurden noch keine Kunden gesperrt.');
    await user.click(screen.getByRole('button', { name: 'Kunden sperren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden sperren' });
    await user.type(within(dialog).getByLabelText('E-Mail-Adresse (optional)'), 'a@example.com');
    await user.type(within(dialog).getByLabelText('Grund'), 'Grund');
    await user.click(within(dialog).getByRole('button', { name: 'Kunden sperren' }));

    expect(
      await within(dialog).findByText('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-Mail-Adresse (optional)')).toHaveFocus();
  });
});
