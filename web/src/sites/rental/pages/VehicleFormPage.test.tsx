import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { priceDurationsAnswer } from '../../../testing/rental-fixtures';
import { renderSite } from '../../../testing/render';
import { employeeProfile } from '../../../testing/staff-profiles';
import { setupUser, type User } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';

/** General hours 9–12: the server asks three whole hours (jet skis six half hours). */
const durations = priceDurationsAnswer(3);

let uploads = 0;
let created: unknown[] = [];

beforeEach(() => {
  uploads = 0;
  created = [];
  storeUser(employeeProfile);
  server.use(
    http.get('*/api/v1/auth/me', () => HttpResponse.json(employeeProfile)),
    http.get('*/api/v1/vehicles/price-durations', () => HttpResponse.json(durations)),
    http.get('*/api/v1/vehicles/names', () =>
      HttpResponse.json({ items: [{ id: 'x', name: 'Motorboat A 200 PS' }] }),
    ),
    http.post('*/api/v1/media/images', () => {
      uploads += 1;
      const id = String(uploads).repeat(32);
      return HttpResponse.json(
        {
          id,
          thumbnailUrl: `/api/v1/media/${id}-thumb.webp`,
          largeUrl: `/api/v1/media/${id}-large.webp`,
          width: 1600,
          height: 1000,
        },
        { status: 201 },
      );
    }),
    http.post('*/api/v1/vehicles', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return HttpResponse.json(
        { ...body, id: 'new', blocked: false, images: [], updatedAt: new Date().toISOString() },
        { status: 201 },
      );
    }),
  );
});

const addPath = '/RentalRevolution/Motorboote/hinzuf%C3%BCgen';

interface MotorboatInput {
  name: string;
  persons: string;
  price: string;
  de: string;
  en: string;
}

const SEEADLER: MotorboatInput = {
  name: 'Seeadler',
  persons: '6',
  price: '80',
  de: 'Schnell.',
  en: 'Fast.',
};

/** Fills every required field of the add form (one price for each duration, one picture). */
async function fillMotorboat(user: User, boat: MotorboatInput): Promise<void> {
  await user.type(await screen.findByLabelText('Name'), boat.name);
  await user.type(screen.getByLabelText('Personen'), boat.persons);
  for (const label of ['1 Std.', '2 Std.', '3 Std.'])
    await user.type(screen.getByLabelText(label), boat.price);
  await user.type(screen.getByLabelText('Deutsch'), boat.de);
  await user.type(screen.getByLabelText('Englisch'), boat.en);
  await user.upload(
    screen.getByLabelText('Bilder auswählen'),
    new File(['a'], 'a.png', { type: 'image/png' }),
  );
  await screen.findByAltText('Bild 1');
}

describe('vehicle form', () => {
  it('asks prices only for the hours within the opening span (whole hours for motorboats)', async () => {
    renderSite(rentalRoutes, addPath);
    expect(
      await screen.findByRole('heading', { name: 'Motorboot hinzufügen' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('1 Std.')).toBeInTheDocument();
    expect(screen.getByLabelText('3 Std.')).toBeInTheDocument();
    expect(screen.queryByLabelText('4 Std.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('30 Min.')).not.toBeInTheDocument();
  });

  it('asks jet skis for half-hour prices', async () => {
    renderSite(rentalRoutes, '/RentalRevolution/Jetskis/hinzuf%C3%BCgen');
    expect(await screen.findByLabelText('30 Min.')).toBeInTheDocument();
    expect(screen.getByLabelText('2 Std. 30 Min.')).toBeInTheDocument();
  });

  it('shows the spec messages for a bad name and missing pictures, and sends nothing', async () => {
    const user = setupUser();
    renderSite(rentalRoutes, addPath);
    await user.type(await screen.findByLabelText('Name'), 'motorboat a 200 ps');
    await user.click(screen.getByRole('button', { name: 'Motorboot hinzufügen' }));
    expect(
      await screen.findByText(
        'Geben Sie dem Motorboot einen Namen, der noch nicht verwendet wird und max. 25 Zeichen lang ist.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Mindestens ein bis maximal sechs gültige Bilder auswählen. (png, jpg, jpeg, bmp)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte überprüfen Sie nochmal Ihre Angaben.')).toBeInTheDocument();
    // Focus goes to the first invalid field, where its message is.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(created).toEqual([]);
  });

  it('uploads pictures, reorders them by keyboard and sends the vehicle in cents', async () => {
    const user = setupUser();
    renderSite(rentalRoutes, addPath);
    await user.type(await screen.findByLabelText('Name'), 'Seeadler');
    await user.type(screen.getByLabelText('Personen'), '6');
    await user.type(screen.getByLabelText('Kaution in € (optional)'), '150,50');
    await user.click(screen.getByLabelText('Führerschein erforderlich'));
    for (const [label, price] of [
      ['1 Std.', '80'],
      ['2 Std.', '150'],
      ['3 Std.', '210,5'],
    ]) {
      await user.type(screen.getByLabelText(label!), price!);
    }
    await user.type(screen.getByLabelText('Deutsch'), 'Schnelles Boot.');
    await user.type(screen.getByLabelText('Englisch'), 'A fast boat.');
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await user.upload(screen.getByLabelText('Bilder auswählen'), files);
    await screen.findByAltText('Bild 2');
    await user.click(screen.getByRole('button', { name: 'Bild 2 nach vorne' }));
    await user.click(screen.getByRole('button', { name: 'Motorboot hinzufügen' }));

    expect(
      await screen.findByText('Das Motorboot wurde erfolgreich hinzugefügt.'),
    ).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        type: 'motorboats',
        name: 'Seeadler',
        passengers: 6,
        depositCents: 15050,
        licence: 'yes',
        prices: { '1': 8000, '2': 15000, '3': 21050 },
        captainCentsPerHour: null,
        imageIds: ['2'.repeat(32), '1'.repeat(32)],
      }),
    ]);
  });

  it('says so when demo mode only simulated the save', async () => {
    server.use(
      http.post('*/api/v1/vehicles', async ({ request }) =>
        HttpResponse.json(
          {
            ...((await request.json()) as object),
            id: 'sim',
            blocked: false,
            images: [],
            updatedAt: new Date().toISOString(),
            simulated: true,
          },
          { status: 201, headers: { 'X-Demo-Simulated': '1' } },
        ),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, addPath);
    await fillMotorboat(user, {
      name: 'Demoboot',
      persons: '2',
      price: '50',
      de: 'Demo.',
      en: 'Demo.',
    });
    await user.click(screen.getByRole('button', { name: 'Motorboot hinzufügen' }));
    expect(
      await screen.findByText(
        'Das Motorboot wurde erfolgreich hinzugefügt. (Demo-Modus: Es wurde nichts gespeichert.)',
      ),
    ).toBeInTheDocument();
  });

  it('shows the success note about 3.5 s, then the overview of the type', async () => {
    const user = setupUser();
    const { router } = renderSite(rentalRoutes, addPath);
    await fillMotorboat(user, SEEADLER);
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Motorboot hinzufügen' }));
    const saved = 'Das Motorboot wurde erfolgreich hinzugefügt.';
    await settleUntil(() => expect(screen.getByText(saved)).toBeInTheDocument());

    await advanceBy(3300);
    expect(screen.getByText(saved)).toBeInTheDocument();
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/RentalRevolution/Motorboote/hinzuf%C3%BCgen');

    await advanceBy(200);
    // The overview's code loads lazily; the router moves once it is there.
    await settleUntil(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe(
        '/RentalRevolution/Übersicht/Motorboote',
      ),
    );
  });

  it("shows the server's objections at their fields", async () => {
    server.use(
      http.post('*/api/v1/vehicles', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Validation failed',
            status: 400,
            detail: 'Invalid input.',
            code: 'VALIDATION_FAILED',
            errors: [
              { field: 'name', code: 'NAME_TAKEN', message: 'Another vehicle has this name.' },
              { field: 'prices.2', code: 'INVALID_PRICE', message: 'Whole cents.' },
            ],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, addPath);
    await fillMotorboat(user, SEEADLER);
    await user.click(screen.getByRole('button', { name: 'Motorboot hinzufügen' }));

    expect(
      await screen.findByText(
        'Geben Sie dem Motorboot einen Namen, der noch nicht verwendet wird und max. 25 Zeichen lang ist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('2 Std.')).toHaveAccessibleDescription('Preis prüfen');
    expect(screen.getByText('Bitte überprüfen Sie nochmal Ihre Angaben.')).toBeInTheDocument();
    // As with the browser's own checks, focus moves to the first field the server named.
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('brings the success note into view: the button may sit at the screen foot', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const user = setupUser();
      renderSite(rentalRoutes, addPath);
      await fillMotorboat(user, SEEADLER);
      await user.click(screen.getByRole('button', { name: 'Motorboot hinzufügen' }));
      const note = await screen.findByText('Das Motorboot wurde erfolgreich hinzugefügt.');
      expect(scrolled).toContain(note.closest('[role="status"]'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('sends an unknown vehicle type to the 404 page', async () => {
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/U-Boote/hinzuf%C3%BCgen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/404'));
    expect(within(document.body).queryByRole('form')).toBeNull();
  });
});
