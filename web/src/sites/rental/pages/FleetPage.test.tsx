import type { CalendarFeedDto } from '@showcase/contracts/generated/model/calendarFeedDto';
import type { FutureBookingDto } from '@showcase/contracts/generated/model/futureBookingDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleLogEntryDto } from '@showcase/contracts/generated/model/vehicleLogEntryDto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { vehicleFixture } from '../../../testing/rental-fixtures';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';
import { rentalPaths } from '../rental-paths';

const fleetPath = '/RentalRevolution/Boote/Motorboote';

const seestern = vehicleFixture({ id: 'v-seestern', name: 'Seestern', passengers: 6 });
const moewe = vehicleFixture({
  id: 'v-moewe',
  name: 'Möwe',
  passengers: 4,
  blocked: true,
  images: [],
  prices: { '2': 15000 },
});

const futureBookings: FutureBookingDto[] = [
  {
    id: 'b1',
    kind: 'hourly',
    customerName: 'Jonas Berg',
    employeeName: null,
    // 10:00–12:00 in Berlin (summer time).
    start: '2030-07-12T08:00:00.000Z',
    end: '2030-07-12T10:00:00.000Z',
  },
  {
    id: 'b2',
    kind: 'stay',
    customerName: 'Lea Sommer',
    employeeName: 'Erika Muster',
    start: '2030-07-20T08:00:00.000Z',
    end: '2030-07-23T08:00:00.000Z',
  },
];

interface Api {
  /** Every GET of the vehicle list, with its query. */
  listCalls: URLSearchParams[];
  patches: { id: string; body: unknown }[];
  deletes: string[];
  futureCalls: string[];
  logCalls: number;
  rotations: string[];
}

/** The fleet API over a mutable list: real writes change what the next GET answers. */
function fakeApi(
  initial: VehicleDto[],
  options: {
    simulated?: boolean;
    future?: FutureBookingDto[];
    log?: VehicleLogEntryDto[];
    feed?: CalendarFeedDto;
  } = {},
): Api {
  let vehicles = [...initial];
  let feed = options.feed;
  const api: Api = {
    listCalls: [],
    patches: [],
    deletes: [],
    futureCalls: [],
    logCalls: 0,
    rotations: [],
  };
  server.use(
    http.get('*/api/v1/vehicles', ({ request }) => {
      api.listCalls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: vehicles });
    }),
    http.get('*/api/v1/vehicles/log', () => {
      api.logCalls += 1;
      return HttpResponse.json({ items: options.log ?? [] });
    }),
    http.get('*/api/v1/vehicles/:id/future-bookings', ({ params }) => {
      api.futureCalls.push(String(params.id));
      return HttpResponse.json({ items: options.future ?? [] });
    }),
    http.patch('*/api/v1/vehicles/:id', async ({ params, request }) => {
      const body = (await request.json()) as { blocked: boolean };
      api.patches.push({ id: String(params.id), body });
      const vehicle = { ...vehicles.find((each) => each.id === params.id)!, ...body };
      if (!options.simulated) {
        vehicles = vehicles.map((each) => (each.id === params.id ? vehicle : each));
      }
      return HttpResponse.json({
        vehicle,
        futureBookingCount: options.future?.length ?? 0,
        ...(options.simulated ? { simulated: true } : {}),
      });
    }),
    http.delete('*/api/v1/vehicles/:id', ({ params }) => {
      api.deletes.push(String(params.id));
      if (!options.simulated) vehicles = vehicles.filter((each) => each.id !== params.id);
      return HttpResponse.json({
        futureBookingCount: options.future?.length ?? 0,
        ...(options.simulated ? { simulated: true } : {}),
      });
    }),
    http.get('*/api/v1/vehicles/:id/calendar-feed', ({ params }) =>
      HttpResponse.json(feed ?? { vehicleId: String(params.id), token: null, path: null }),
    ),
    http.post('*/api/v1/vehicles/:id/calendar-feed', ({ params }) => {
      api.rotations.push(String(params.id));
      const token = `fresh-${api.rotations.length}`;
      feed = {
        vehicleId: String(params.id),
        token,
        path: `/api/v1/vehicles/${String(params.id)}/calendar.ics?token=${token}`,
      };
      return HttpResponse.json(feed);
    }),
  );
  return api;
}

async function cardOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li')!;
}

beforeEach(() => {
  storeUser(employeeProfile);
});

describe('FleetPage', () => {
  it('lists every vehicle of the type, blocked ones included, with picture, facts and status', async () => {
    const api = fakeApi([seestern, moewe]);
    renderSite(rentalRoutes, fleetPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boote: Motorboote' }),
    ).toBeInTheDocument();
    const active = await cardOf('Seestern');
    const blocked = await cardOf('Möwe');

    expect(api.listCalls[0]?.get('type')).toBe('motorboats');
    expect(api.listCalls[0]?.get('includeBlocked')).toBe('true');

    expect(within(active).getByText('in Betrieb')).toBeInTheDocument();
    expect(within(active).getByText('6 Personen')).toBeInTheDocument();
    expect(within(active).getByText('1 Std.:', { exact: false })).toHaveTextContent('1 Std.: 80 €');
    const photo = within(active).getByRole('img', { name: 'Foto: Seestern' });
    expect(photo).toHaveAttribute('src', seestern.images[0]!.thumbnailUrl);
    expect(photo).toHaveAttribute('width', '160');
    expect(photo).toHaveAttribute('height', '120');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(within(active).getByRole('button', { name: 'Sperren: Seestern' })).toBeInTheDocument();

    expect(within(blocked).getByText('gesperrt')).toBeInTheDocument();
    expect(within(blocked).getByText('4 Personen')).toBeInTheDocument();
    // No price for one hour, no picture: neither is made up.
    expect(within(blocked).queryByText(/1 Std\./)).not.toBeInTheDocument();
    expect(within(blocked).queryByRole('img')).not.toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: 'Entsperren: Möwe' })).toBeInTheDocument();
    expect(within(blocked).getByRole('link', { name: 'Ändern: Möwe' })).toHaveAttribute(
      'href',
      rentalPaths.vehicleForm.change('motorboats', 'Möwe'),
    );
    expect(screen.getByText('2 Fahrzeuge, davon 1 gesperrt')).toBeInTheDocument();
  });

  it('links the five types (the current one marked), the add form and the public overview', async () => {
    fakeApi([seestern]);
    renderSite(rentalRoutes, '/RentalRevolution/Boote/Kanus');

    const nav = await screen.findByRole('navigation', { name: 'Fahrzeugtypen' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Motorboote',
      'Segelboote',
      'Jetskis',
      'Kanus',
      'Hausboote',
    ]);
    expect(within(nav).getByRole('link', { name: 'Kanus' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Jetskis' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Jetskis' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Boote/Jetskis',
    );
    expect(screen.getByRole('link', { name: 'Hinzufügen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Kanus/hinzufügen',
    );
    expect(screen.getByRole('link', { name: 'Öffentliche Übersicht' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Übersicht/Kanus',
    );
  });

  it('sends an unknown type to the 404 page, replacing the address', async () => {
    fakeApi([]);
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Boote/Flugzeuge');
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/404'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'Es gibt noch keine Fahrzeuge dieses Typs.' for an empty type", async () => {
    fakeApi([]);
    renderSite(rentalRoutes, fleetPath);
    expect(
      await screen.findByText('Es gibt noch keine Fahrzeuge dieses Typs.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Motorboot hinzufügen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Motorboote/hinzufügen',
    );
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/vehicles', () => {
        calls += 1;
        return calls === 1
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({ items: [seestern] });
      }),
    );
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);
    expect(
      await screen.findByText('Die Fahrzeuge konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await cardOf('Seestern')).toBeInTheDocument();
  });

  it('warns with the future bookings before blocking, then sends {blocked: true}', async () => {
    const api = fakeApi([seestern, moewe], { future: futureBookings });
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(
      within(await cardOf('Seestern')).getByRole('button', { name: 'Sperren: Seestern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seestern sperren?' });
    expect(
      await within(dialog).findByText('Dieses Fahrzeug hat noch 2 zukünftige Buchungen.'),
    ).toBeInTheDocument();
    expect(api.futureCalls).toEqual(['v-seestern']);
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('12.07.2030, 10:00–12:00 Uhr · Jonas Berg');
    expect(rows[1]).toHaveTextContent('20.07.2030 – 23.07.2030 · Lea Sommer');
    expect(rows[1]).toHaveTextContent('gebucht von Erika Muster');
    expect(api.patches).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.patches).toEqual([{ id: 'v-seestern', body: { blocked: true } }]);
    // A real write: the list is asked again and shows the stored state.
    expect(api.listCalls.length).toBeGreaterThanOrEqual(2);
    const card = await cardOf('Seestern');
    expect(within(card).getByText('gesperrt')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Entsperren: Seestern' })).toHaveFocus();
    expect(screen.getByText('Seestern ist jetzt gesperrt.')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
  });

  it('unblocks without the booking check and sends {blocked: false}', async () => {
    const api = fakeApi([moewe]);
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(await screen.findByRole('button', { name: 'Entsperren: Möwe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Möwe entsperren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Entsperren' }));
    await waitFor(() => expect(api.patches).toEqual([{ id: 'v-moewe', body: { blocked: false } }]));
    expect(await screen.findByText('Möwe ist wieder in Betrieb.')).toBeInTheDocument();
    expect(within(await cardOf('Möwe')).getByText('in Betrieb')).toBeInTheDocument();
    expect(api.futureCalls).toEqual([]);
  });

  it('shows a simulated block without asking the list again, with the demo note', async () => {
    const api = fakeApi([seestern], { simulated: true });
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(await screen.findByRole('button', { name: 'Sperren: Seestern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seestern sperren?' });
    expect(
      await within(dialog).findByText('Dieses Fahrzeug hat keine zukünftigen Buchungen.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    const card = await cardOf('Seestern');
    expect(within(card).getByText('gesperrt')).toBeInTheDocument();
    expect(api.patches).toHaveLength(1);
    // Refetching would bring the unchanged row back: the list was asked once only.
    expect(api.listCalls).toHaveLength(1);
  });

  it('offers delete, the calendar feed and the change log to admins only', async () => {
    const api = fakeApi([seestern]);
    renderSite(rentalRoutes, fleetPath);
    const card = await cardOf('Seestern');
    expect(within(card).queryByRole('button', { name: /Löschen/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Kalender-Abo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Änderungsprotokoll' })).not.toBeInTheDocument();
    expect(api.logCalls).toBe(0);
  });

  it('deletes for admins only after the warning and the confirmation', async () => {
    storeUser(adminProfile);
    const api = fakeApi([seestern, moewe], { future: futureBookings.slice(0, 1) });
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(
      within(await cardOf('Seestern')).getByRole('button', { name: 'Löschen: Seestern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seestern löschen?' });
    expect(
      await within(dialog).findByText('Dieses Fahrzeug hat noch 1 zukünftige Buchung.'),
    ).toBeInTheDocument();

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Löschen: Seestern' }));
    const again = await screen.findByRole('dialog', { name: 'Seestern löschen?' });
    await within(again).findByText('Dieses Fahrzeug hat noch 1 zukünftige Buchung.');
    await user.click(within(again).getByRole('button', { name: 'Endgültig löschen' }));

    await waitFor(() => expect(api.deletes).toEqual(['v-seestern']));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Seestern' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Seestern wurde gelöscht.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Es gibt noch 1 zukünftige Buchung für dieses Fahrzeug – bitte kümmern Sie sich darum.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Motorboote im Bestand' })).toHaveFocus();
    expect(await cardOf('Möwe')).toBeInTheDocument();
  });

  it('removes a simulated deletion from the shown list only', async () => {
    storeUser(adminProfile);
    const api = fakeApi([seestern, moewe], { simulated: true });
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(await screen.findByRole('button', { name: 'Löschen: Möwe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Möwe löschen?' });
    await within(dialog).findByText('Dieses Fahrzeug hat keine zukünftigen Buchungen.');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Möwe' })).not.toBeInTheDocument();
    expect(await cardOf('Seestern')).toBeInTheDocument();
    expect(api.listCalls).toHaveLength(1);
  });

  it('shows the calendar feed address with its token and rotates it after a warning', async () => {
    storeUser(adminProfile);
    const api = fakeApi([seestern], {
      feed: {
        vehicleId: 'v-seestern',
        token: 'secret-1',
        path: '/api/v1/vehicles/v-seestern/calendar.ics?token=secret-1',
      },
    });
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(await screen.findByRole('button', { name: 'Kalender-Abo: Seestern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kalender-Abo: Seestern' });
    const address = `${window.location.origin}/api/v1/vehicles/v-seestern/calendar.ics?token=secret-1`;
    const input = await within(dialog).findByLabelText('Abo-Link');
    expect(input).toHaveValue(address);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(/Wer diesen Link kennt/);
    expect(within(dialog).getByRole('link', { name: 'Auf dem Handy abonnieren' })).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
    expect(await within(dialog).findByText('Link kopiert.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(address);

    await user.click(within(dialog).getByRole('button', { name: 'Neuen Link erzeugen' }));
    expect(
      within(dialog).getByText(/Der bisherige Link hört sofort auf zu funktionieren/),
    ).toBeVisible();
    expect(api.rotations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, neuen Link erzeugen' }));

    await waitFor(() => expect(api.rotations).toEqual(['v-seestern']));
    await waitFor(() => expect(input).toHaveValue(address.replace('secret-1', 'fresh-1')));
    expect(
      within(dialog).getByText(
        'Ein neuer Link wurde erzeugt. Der alte Link funktioniert nicht mehr.',
      ),
    ).toBeInTheDocument();
  });

  it('marks the address for Ctrl+C when the clipboard refuses', async () => {
    storeUser(adminProfile);
    fakeApi([seestern], {
      feed: {
        vehicleId: 'v-seestern',
        token: 'secret-1',
        path: '/api/v1/vehicles/v-seestern/calendar.ics?token=secret-1',
      },
    });
    const user = setupUser();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderSite(rentalRoutes, fleetPath);

    await user.click(await screen.findByRole('button', { name: 'Kalender-Abo: Seestern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kalender-Abo: Seestern' });
    const input = await within(dialog).findByLabelText<HTMLInputElement>('Abo-Link');
    await user.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
    expect(await within(dialog).findByText(/Kopieren ging nicht/)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });

  it("creates the first calendar feed address with 'Link erstellen'", async () => {
    storeUser(adminProfile);
    const api = fakeApi([seestern]);
    const user = setupUser();
    renderSite(rentalRoutes, fleetPath);

    await user.click(await screen.findByRole('button', { name: 'Kalender-Abo: Seestern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kalender-Abo: Seestern' });
    expect(
      await within(dialog).findByText('Für dieses Fahrzeug gibt es noch keinen Abo-Link.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Abo-Link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link erstellen' }));

    const input = await within(dialog).findByLabelText('Abo-Link');
    expect(input).toHaveValue(
      `${window.location.origin}/api/v1/vehicles/v-seestern/calendar.ics?token=fresh-1`,
    );
    expect(api.rotations).toEqual(['v-seestern']);
  });

  it('shows admins the change log, newest first, in German with business time', async () => {
    storeUser(adminProfile);
    fakeApi([seestern], {
      log: [
        {
          id: 'l1',
          vehicleId: 'v-moewe',
          vehicleName: 'Möwe',
          vehicleType: 'motorboats',
          action: 'added',
          changedBy: 'Rita Root',
          at: '2030-07-01T07:05:00.000Z',
        },
        {
          id: 'l2',
          vehicleId: 'v-paddel',
          vehicleName: 'Paddel',
          vehicleType: 'canoes',
          action: 'blocked',
          changedBy: 'Erika Muster',
          // Winter: UTC+1.
          at: '2030-01-15T16:30:00.000Z',
        },
        {
          id: 'l3',
          vehicleId: 'v-seestern',
          vehicleName: 'Seestern',
          vehicleType: 'motorboats',
          action: 'deleted',
          changedBy: 'Admin',
          at: '2030-07-12T08:00:00.000Z',
        },
      ],
    });
    renderSite(rentalRoutes, fleetPath);

    const section = await screen.findByRole('region', { name: 'Änderungsprotokoll' });
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['12.07.2030 10:00', 'Seestern', 'Motorboote', 'gelöscht', 'Admin'],
      ['01.07.2030 09:05', 'Möwe', 'Motorboote', 'hinzugefügt', 'Rita Root'],
      ['15.01.2030 17:30', 'Paddel', 'Kanus', 'gesperrt', 'Erika Muster'],
    ]);
  });

  it('says so when the change log is empty', async () => {
    storeUser(adminProfile);
    fakeApi([seestern], { log: [] });
    renderSite(rentalRoutes, fleetPath);
    expect(
      await screen.findByText('Es gibt noch keine Einträge im Änderungsprotokoll.'),
    ).toBeInTheDocument();
  });
});
