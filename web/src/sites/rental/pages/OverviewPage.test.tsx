import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { priceDurationsAnswer } from '../../../testing/rental-fixtures';
import { renderSite } from '../../../testing/render';
import { employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';

/** The server's durations for general hours 9–18 without seasons: a nine-hour day. */
const durations = priceDurationsAnswer(9);

/** Prices for every half hour up to 24 h, so only the opening span can shorten the list. */
const allPrices = Object.fromEntries(
  Array.from({ length: 48 }, (_, i) => [String((i + 1) / 2), 4000 + i * 1000]),
);

function image(vehicle: string, n: number) {
  return {
    id: `${vehicle}-${n}`,
    thumbnailUrl: `/api/v1/media/${vehicle}-${n}-thumb.webp`,
    largeUrl: `/api/v1/media/${vehicle}-${n}-large.webp`,
  };
}

function vehicle(name: string, overrides: Partial<VehicleDto> = {}): VehicleDto {
  return {
    id: `id-${name}`,
    type: 'motorboats',
    name,
    passengers: 6,
    blocked: false,
    prices: allPrices,
    depositCents: 15000,
    licence: 'no',
    extraBarbecue: true,
    extraMusicBox: false,
    extraBinoculars: true,
    captainCentsPerHour: null,
    descriptionDe: `${name} ist schnell und bequem.`,
    descriptionEn: `${name} is fast and comfortable.`,
    images: [1, 2, 3].map((n) => image(name, n)),
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

// The API sorts by the one-hour price, dearest first; the page keeps that order.
const motorboats = [
  vehicle('Seeadler', { prices: { ...allPrices, '1': 12000 } }),
  vehicle('Blauwal', { prices: { ...allPrices, '1': 9050 }, licence: 'yes' }),
  vehicle('Möwe', { prices: { ...allPrices, '1': 8000 } }),
];

let listed: Record<string, VehicleDto[]>;
let listRequests: URL[];

beforeEach(() => {
  listed = { motorboats, jetskis: [vehicle('Flitzer', { type: 'jetskis' })], canoes: [] };
  listRequests = [];
  server.use(
    http.get('*/api/v1/vehicles', ({ request }) => {
      const url = new URL(request.url);
      listRequests.push(url);
      return HttpResponse.json({ items: listed[url.searchParams.get('type') ?? ''] ?? [] });
    }),
    http.get('*/api/v1/vehicles/price-durations', () => HttpResponse.json(durations)),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cardHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const card = (name: string) => screen.getByRole('article', { name });

async function openOverview(path = '/RentalRevolution/Übersicht/Motorboote') {
  const rendered = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('vehicle overview', () => {
  it('shows the cards in the order of the API (by the one-hour price) under the type heading', async () => {
    await openOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Motorboote' })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Seeadler' });
    expect(cardHeadings()).toEqual(['Seeadler', 'Blauwal', 'Möwe']);
    expect(document.title).toBe('Unsere Motorboote – RentalRevolution');
    expect(listRequests[0]?.searchParams.get('type')).toBe('motorboats');

    const blauwal = card('Blauwal');
    expect(within(blauwal).getByText('90,50 €')).toBeInTheDocument();
    expect(within(blauwal).getByText('Bootsführerschein erforderlich')).toBeInTheDocument();
    expect(within(blauwal).getByText('bis 6 Personen')).toBeInTheDocument();
    expect(within(blauwal).getByText('Kaution 150 €')).toBeInTheDocument();
    expect(within(blauwal).getByText('Grill')).toBeInTheDocument();
    expect(within(blauwal).getByText('Fernglas')).toBeInTheDocument();
    expect(within(blauwal).queryByText('Musikbox')).not.toBeInTheDocument();
    expect(within(blauwal).getByText('Blauwal ist schnell und bequem.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Angebot' })).toHaveAttribute(
      'href',
      '/RentalRevolution/#buchen',
    );
  });

  it('speaks English under /overview', async () => {
    await openOverview('/RentalRevolution/overview/motorboats');
    expect(screen.getByRole('heading', { level: 1, name: 'Our motorboats' })).toBeVisible();
    const seeadler = await screen.findByRole('article', { name: 'Seeadler' });
    expect(within(seeadler).getByText('€120')).toBeInTheDocument();
    expect(within(seeadler).getByText('Seeadler is fast and comfortable.')).toBeInTheDocument();
    expect(within(seeadler).getByText('No licence needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to our offer' })).toHaveAttribute(
      'href',
      '/RentalRevolution/en#book',
    );
  });

  it('loads the first image eagerly and all others lazily, at 640×480', async () => {
    await openOverview();
    const first = await screen.findByRole('img', { name: 'Seeadler – Bild 1 von 3' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '480');
    expect(first).toHaveAttribute('decoding', 'async');
    const other = screen.getByRole('img', { name: 'Möwe – Bild 1 von 3' });
    expect(other).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    ['/RentalRevolution/Übersicht/Flugzeuge'],
    ['/RentalRevolution/overview/Motorboote'],
    ['/RentalRevolution/Übersicht/motorboats'],
  ])('sends the unknown type %s to the 404 page', async (path) => {
    const { router } = renderSite(rentalRoutes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/404'));
    expect(listRequests).toEqual([]);
  });

  it('says so when no vehicle of the type is in service', async () => {
    await openOverview('/RentalRevolution/Übersicht/Kanus');
    expect(
      await screen.findByText('Kanus stehen zurzeit nicht zur Verfügung.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so in English too', async () => {
    await openOverview('/RentalRevolution/overview/canoes');
    expect(await screen.findByText('Canoes are currently unavailable.')).toBeInTheDocument();
  });

  it('shows skeleton cards while loading', async () => {
    server.use(
      http.get('*/api/v1/vehicles', async () => {
        await delay('infinite');
        return HttpResponse.json({ items: [] });
      }),
    );
    await openOverview();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Fahrzeuge werden geladen …',
    );
    expect(screen.getAllByTestId('vehicle-skeleton')).toHaveLength(3);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = setupUser();
    let calls = 0;
    server.use(
      http.get('*/api/v1/vehicles', () => {
        calls += 1;
        return calls === 1
          ? problemResponse(503, 'SERVICE_UNAVAILABLE')
          : HttpResponse.json({ items: motorboats });
      }),
    );
    await openOverview();
    expect(
      await screen.findByText('Die Fahrzeuge konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Seeadler' })).toBeVisible();
    expect(calls).toBe(2);
  });

  it('scrolls to the card the hash names once the cards are there', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    await openOverview('/RentalRevolution/Übersicht/Motorboote#M%C3%B6we');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toBe(card('Möwe'));
    expect(scrolled[0]).toHaveAttribute('id', 'Möwe');
  });
});

describe('price list', () => {
  async function priceRowsOf(path: string, name: string) {
    const user = setupUser();
    await openOverview(path);
    const article = await screen.findByRole('article', { name });
    await user.click(within(article).getAllByRole('button', { name: /Preisliste|Price list/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByRole('table');
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) =>
          cell.textContent?.replace(/\u00a0/g, ' '),
        ),
      );
  }

  it('lists whole hours up to the opening span (9–18 → 9 rows)', async () => {
    const rows = await priceRowsOf('/RentalRevolution/Übersicht/Motorboote', 'Seeadler');
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual(['1 Std.', '120 €']);
    expect(rows[1]).toEqual(['2 Std.', '70 €']);
    expect(rows.at(-1)?.[0]).toBe('9 Std.');
  });

  // Which day is the longest (a shorter season does not count, a longer one does) is the
  // server's rule now: api/src/vehicles/price-durations.int-spec.ts.
  it('follows the durations of a longer season as well', async () => {
    server.use(
      http.get('*/api/v1/vehicles/price-durations', () =>
        HttpResponse.json(priceDurationsAnswer(12)),
      ),
    );
    const rows = await priceRowsOf('/RentalRevolution/Übersicht/Motorboote', 'Seeadler');
    expect(rows).toHaveLength(12);
  });

  it('lists the prices the vehicle has when the durations cannot be loaded', async () => {
    server.use(http.get('*/api/v1/vehicles/price-durations', () => HttpResponse.error()));
    listed.motorboats = [vehicle('Seeadler', { prices: { '2': 15000, '1': 8000, '3': 20000 } })];
    const rows = await priceRowsOf('/RentalRevolution/Übersicht/Motorboote', 'Seeadler');
    expect(rows.map((row) => row[0])).toEqual(['1 Std.', '2 Std.', '3 Std.']);
  });

  it('lists jet skis in half hours from 30 minutes to the span', async () => {
    const rows = await priceRowsOf('/RentalRevolution/Übersicht/Jetskis', 'Flitzer');
    expect(rows).toHaveLength(18);
    expect(rows.map((row) => row[0]).slice(0, 3)).toEqual(['30 Min.', '1 Std.', '1 Std. 30 Min.']);
    expect(rows.at(-1)).toEqual(['9 Std.', '210 €']);
  });

  it('skips durations without a price and writes English money in English', async () => {
    listed.motorboats = [vehicle('Seeadler', { prices: { '1': 8050, '3': 20000, '4': 25000 } })];
    const rows = await priceRowsOf('/RentalRevolution/overview/motorboats', 'Seeadler');
    expect(rows).toEqual([
      ['1 hour', '€80.50'],
      ['3 hours', '€200'],
      ['4 hours', '€250'],
    ]);
  });
});

describe('image carousel', () => {
  const shownImage = (article: HTMLElement) => within(article).getByRole('img').getAttribute('alt');

  it('wraps at both ends and slides for 500 ms', async () => {
    const user = setupUser();
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Seeadler' });
    const carousel = within(article).getByRole('group', { name: 'Bilder von Seeadler' });
    expect(carousel.style.getPropertyValue('--slide-duration')).toBe('500ms');
    expect(shownImage(article)).toBe('Seeadler – Bild 1 von 3');

    await user.click(within(article).getByRole('button', { name: 'Vorheriges Bild' }));
    expect(shownImage(article)).toBe('Seeadler – Bild 3 von 3');
    expect(within(article).getByRole('button', { name: 'Bild 3 von 3 zeigen' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(article).getByRole('button', { name: 'Nächstes Bild' }));
    expect(shownImage(article)).toBe('Seeadler – Bild 1 von 3');
    await user.click(within(article).getByRole('button', { name: 'Nächstes Bild' }));
    await user.click(within(article).getByRole('button', { name: 'Nächstes Bild' }));
    expect(shownImage(article)).toBe('Seeadler – Bild 3 von 3');
    await user.click(within(article).getByRole('button', { name: 'Nächstes Bild' }));
    expect(shownImage(article)).toBe('Seeadler – Bild 1 von 3');
  });

  it('moves with the dots, the arrow keys and a swipe', async () => {
    const user = setupUser();
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Seeadler' });
    await user.click(within(article).getByRole('button', { name: 'Bild 2 von 3 zeigen' }));
    expect(shownImage(article)).toBe('Seeadler – Bild 2 von 3');

    await user.keyboard('{ArrowRight}');
    expect(shownImage(article)).toBe('Seeadler – Bild 3 von 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(shownImage(article)).toBe('Seeadler – Bild 3 von 3');

    const surface = within(article).getByRole('button', { name: 'Bild von Seeadler vergrößern' });
    fireEvent.pointerDown(surface, {
      pointerId: 1,
      pointerType: 'touch',
      clientX: 200,
      clientY: 50,
    });
    fireEvent.pointerUp(surface, { pointerId: 1, pointerType: 'touch', clientX: 120, clientY: 55 });
    expect(shownImage(article)).toBe('Seeadler – Bild 1 von 3');
    // A short move is a tap, not a swipe.
    fireEvent.pointerDown(surface, {
      pointerId: 2,
      pointerType: 'touch',
      clientX: 200,
      clientY: 50,
    });
    fireEvent.pointerUp(surface, { pointerId: 2, pointerType: 'touch', clientX: 170, clientY: 50 });
    expect(shownImage(article)).toBe('Seeadler – Bild 1 von 3');
  });

  it('opens the large images in a dialog with the same behaviour', async () => {
    const user = setupUser();
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Seeadler' });
    await user.click(within(article).getByRole('button', { name: 'Nächstes Bild' }));
    await user.click(within(article).getByRole('button', { name: 'Bild von Seeadler vergrößern' }));

    const dialog = await screen.findByRole('dialog', { name: 'Seeadler – Bilder' });
    const large = within(dialog).getByRole('img');
    expect(large).toHaveAttribute('alt', 'Seeadler – Bild 2 von 3');
    expect(large).toHaveAttribute('src', '/api/v1/media/Seeadler-2-large.webp');
    expect(within(dialog).getByRole('group').style.getPropertyValue('--slide-duration')).toBe(
      '500ms',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    await user.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Seeadler – Bild 1 von 3');
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Seeadler – Bild 3 von 3');

    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches without animation under reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Seeadler' });
    const carousel = within(article).getByRole('group', { name: 'Bilder von Seeadler' });
    expect(carousel.style.getPropertyValue('--slide-duration')).toBe('0ms');
  });
});

describe('booking', () => {
  it('opens the booking dialog with both methods for the vehicle', async () => {
    const user = setupUser();
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Blauwal' });
    await user.click(within(article).getByRole('button', { name: 'Jetzt buchen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Wie möchten Sie buchen?' });
    expect(within(dialog).getByRole('link', { name: 'Stundenweise buchen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchen/Motorboote/Blauwal',
    );
    expect(within(dialog).getByRole('link', { name: 'Tageweise buchen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchen2/Motorboote/Blauwal',
    );
  });

  it('links to the English booking pages from the English overview', async () => {
    const user = setupUser();
    await openOverview('/RentalRevolution/overview/motorboats');
    const article = await screen.findByRole('article', { name: 'Blauwal' });
    await user.click(within(article).getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to book?' });
    expect(within(dialog).getByRole('link', { name: 'Book by the day' })).toHaveAttribute(
      'href',
      '/RentalRevolution/book2/motorboats/Blauwal',
    );
  });
});

describe('staff controls', () => {
  it('are hidden from visitors', async () => {
    await openOverview();
    await screen.findByRole('article', { name: 'Seeadler' });
    expect(screen.queryByRole('link', { name: 'Ändern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sperren' })).not.toBeInTheDocument();
  });

  it('appear for a stored user, also as soon as one logs in', async () => {
    await openOverview();
    await screen.findByRole('article', { name: 'Seeadler' });
    act(() => {
      storeUser(employeeProfile);
    });
    const article = card('Seeadler');
    expect(within(article).getByRole('link', { name: 'Ändern' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Motorboote/Seeadler/ändern',
    );
    expect(within(article).getByRole('button', { name: 'Sperren' })).toBeInTheDocument();
  });

  it('block after a warning about future bookings, and the card leaves the list', async () => {
    const user = setupUser();
    storeUser(employeeProfile);
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/v1/vehicles/:id/future-bookings', ({ params }) =>
        HttpResponse.json({
          items:
            params.id === 'id-Blauwal'
              ? [
                  {
                    id: 'b1',
                    kind: 'hourly',
                    start: '2030-07-05T08:00:00Z',
                    end: '2030-07-05T10:00:00Z',
                    customerName: 'Max Muster',
                    employeeName: null,
                  },
                  {
                    id: 'b2',
                    kind: 'stay',
                    start: '2030-08-01T08:00:00Z',
                    end: '2030-08-03T16:00:00Z',
                    customerName: 'Eva Ende',
                    employeeName: 'Erika Muster',
                  },
                ]
              : [],
        }),
      ),
      http.patch('*/api/v1/vehicles/:id', async ({ request, params }) => {
        patches.push({ id: params.id, body: await request.json() });
        const blocked = motorboats.find((v) => v.id === params.id)!;
        listed.motorboats = motorboats.filter((v) => v.id !== params.id);
        return HttpResponse.json({
          vehicle: { ...blocked, blocked: true },
          futureBookingCount: 2,
        });
      }),
    );
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Blauwal' });
    await user.click(within(article).getByRole('button', { name: 'Sperren' }));

    const dialog = await screen.findByRole('dialog', { name: '„Blauwal“ sperren?' });
    expect(
      await within(dialog).findByText(/^Achtung: 2 zukünftige Buchung\(en\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Max Muster/)).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Blauwal' })).toBeNull());
    expect(patches).toEqual([{ id: 'id-Blauwal', body: { blocked: true } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('„Blauwal“ wurde gesperrt.')).toBeInTheDocument();
    expect(cardHeadings()).toEqual(['Seeadler', 'Möwe']);
  });

  it('say there are no future bookings, and show a failed block', async () => {
    const user = setupUser();
    storeUser(employeeProfile);
    server.use(
      http.get('*/api/v1/vehicles/:id/future-bookings', () => HttpResponse.json({ items: [] })),
      http.patch('*/api/v1/vehicles/:id', () => problemResponse(503, 'SERVICE_UNAVAILABLE')),
    );
    await openOverview();
    const article = await screen.findByRole('article', { name: 'Möwe' });
    await user.click(within(article).getByRole('button', { name: 'Sperren' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Für dieses Fahrzeug gibt es keine zukünftigen Buchungen.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Achtung/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await within(dialog).findByText(
        'Das Fahrzeug konnte nicht gesperrt werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    expect(card('Möwe')).toBeInTheDocument();
  });
});
