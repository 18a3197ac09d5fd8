import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductInputDto } from '@showcase/contracts/generated/model/productInputDto';
import type { ProductType } from '@showcase/contracts/generated/model/productType';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';

const drinksPath = '/RentalRevolution/Produkte/Getränke';

const product = (overrides: Partial<ProductDto> & Pick<ProductDto, 'id' | 'name'>): ProductDto => ({
  type: 'drinks',
  priceCents: 250,
  actualStock: 10,
  targetStock: 20,
  changedBy: 'Admin',
  changedAt: '2030-06-01T10:00:00.000Z',
  ...overrides,
});

const cola = product({
  id: 'p-cola',
  name: 'Cola 0,33 l',
  priceCents: 280,
  actualStock: 9,
  targetStock: 24,
});
const wasser = product({
  id: 'p-wasser',
  name: 'Mineralwasser 0,5 l',
  priceCents: 250,
  actualStock: 48,
  targetStock: 48,
  changedBy: 'Erika Muster',
});
const kaffee = product({ id: 'p-kaffee', name: 'Kaffee', actualStock: null, targetStock: null });
const reinigung = product({
  id: 'p-reinigung',
  type: 'services',
  name: 'Bootsreinigung',
  priceCents: 4000,
  actualStock: null,
  targetStock: null,
});

interface Api {
  /** The `type` of every GET of the list. */
  listCalls: string[];
  posts: ProductInputDto[];
  puts: { id: string; body: ProductInputDto }[];
  restocks: { id: string; quantity: number }[];
  deletes: string[];
}

/** The products API over a mutable range: real writes change what the next GET answers. */
function fakeApi(initial: ProductDto[], options: { simulated?: boolean } = {}): Api {
  let products = [...initial];
  const api: Api = { listCalls: [], posts: [], puts: [], restocks: [], deletes: [] };
  const flag = options.simulated ? { simulated: true } : {};
  server.use(
    http.get('*/api/v1/products', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type') ?? '';
      api.listCalls.push(type);
      // Deliberately not by name: the page sorts.
      return HttpResponse.json({ items: products.filter((each) => each.type === type).reverse() });
    }),
    http.post('*/api/v1/products', async ({ request }) => {
      const body = (await request.json()) as ProductInputDto;
      api.posts.push(body);
      const created = product({
        ...body,
        id: `p-new-${api.posts.length}`,
        changedBy: 'Erika Muster',
      });
      if (!options.simulated) products = [...products, created];
      return HttpResponse.json({ ...created, ...flag }, { status: 201 });
    }),
    http.put('*/api/v1/products/:id', async ({ params, request }) => {
      const body = (await request.json()) as ProductInputDto;
      api.puts.push({ id: String(params.id), body });
      const changed = { ...products.find((each) => each.id === params.id)!, ...body };
      if (!options.simulated) {
        products = products.map((each) => (each.id === params.id ? changed : each));
      }
      return HttpResponse.json({ ...changed, ...flag });
    }),
    http.post('*/api/v1/products/:id/restock', async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      api.restocks.push({ id: String(params.id), quantity });
      const stored = products.find((each) => each.id === params.id)!;
      const restocked = { ...stored, actualStock: (stored.actualStock ?? 0) + quantity };
      if (!options.simulated) {
        products = products.map((each) => (each.id === params.id ? restocked : each));
      }
      return HttpResponse.json({ ...restocked, ...flag });
    }),
    http.delete('*/api/v1/products/:id', ({ params }) => {
      api.deletes.push(String(params.id));
      if (!options.simulated) products = products.filter((each) => each.id !== params.id);
      return HttpResponse.json({ id: String(params.id), ...flag });
    }),
  );
  return api;
}

async function rowOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li')!;
}

function productNames(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  storeUser(employeeProfile);
});

describe('ProductsPage: the list', () => {
  it('lists the category by name with price, and stock only where a target stock exists', async () => {
    const api = fakeApi([wasser, kaffee, cola]);
    renderSite(rentalRoutes, drinksPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produkte: Getränke' }),
    ).toBeInTheDocument();
    await rowOf('Cola 0,33 l');
    expect(productNames()).toEqual(['Cola 0,33 l', 'Kaffee', 'Mineralwasser 0,5 l']);
    expect(api.listCalls).toEqual(['drinks']);

    const colaRow = await rowOf('Cola 0,33 l');
    expect(within(colaRow).getByText(/2,80\s€/)).toBeInTheDocument();
    expect(within(colaRow).getByText('Bestand 9 / 24')).toBeInTheDocument();
    expect(within(colaRow).getByText('nachfüllen')).toBeInTheDocument();

    const wasserRow = await rowOf('Mineralwasser 0,5 l');
    expect(within(wasserRow).getByText('Bestand 48 / 48')).toBeInTheDocument();
    expect(within(wasserRow).queryByText('nachfüllen')).not.toBeInTheDocument();
    expect(within(wasserRow).getByText('zuletzt von Erika Muster')).toBeInTheDocument();

    // No target stock: no stock shown, nothing to restock.
    const kaffeeRow = await rowOf('Kaffee');
    expect(within(kaffeeRow).queryByText(/Bestand/)).not.toBeInTheDocument();
    expect(within(kaffeeRow).queryByRole('button', { name: /^\+1/ })).not.toBeInTheDocument();
    expect(screen.getByText('3 Produkte, 1 zum Nachfüllen')).toBeInTheDocument();
  });

  it('shows services as unlimited, without stock or restocking', async () => {
    fakeApi([reinigung]);
    renderSite(rentalRoutes, '/RentalRevolution/Produkte/Dienstleistungen');

    const row = await rowOf('Bootsreinigung');
    expect(within(row).getByText('unbegrenzt')).toBeInTheDocument();
    expect(within(row).getByText(/40,00\s€/)).toBeInTheDocument();
    expect(within(row).queryByText(/Bestand/)).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^(\+1|Auffüllen)/ })).not.toBeInTheDocument();
  });

  it('gives a name over 16 characters a tooltip, and reads it whole', async () => {
    const seventeen = product({ id: 'p-17', name: 'Apfelschorle 0,5l' });
    const sixteen = product({ id: 'p-16', name: 'Apfelsaft 0,33 l' });
    expect(Array.from(seventeen.name)).toHaveLength(17);
    expect(Array.from(sixteen.name)).toHaveLength(16);
    fakeApi([seventeen, sixteen]);
    renderSite(rentalRoutes, drinksPath);

    const long = await screen.findByRole('heading', { level: 3, name: 'Apfelschorle 0,5l' });
    expect(long).toHaveAttribute('title', 'Apfelschorle 0,5l');
    expect(long).toHaveTextContent('Apfelschorle 0,5l');
    expect(screen.getByRole('heading', { level: 3, name: 'Apfelsaft 0,33 l' })).not.toHaveAttribute(
      'title',
    );
    expect(
      screen.getByRole('button', { name: 'Bearbeiten: Apfelschorle 0,5l' }),
    ).toBeInTheDocument();
  });

  it("says 'Es gibt noch keine Produkte in dieser Kategorie.' for an empty category", async () => {
    fakeApi([cola]);
    renderSite(rentalRoutes, '/RentalRevolution/Produkte/Speisen');
    expect(
      await screen.findByText('Es gibt noch keine Produkte in dieser Kategorie.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says it is loading, then shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/products', () => {
        calls += 1;
        return calls === 1
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({ items: [cola] });
      }),
    );
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    expect(await screen.findByText('Produkte werden geladen …')).toBeInTheDocument();
    expect(
      await screen.findByText('Die Produkte konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await rowOf('Cola 0,33 l')).toBeInTheDocument();
  });
});

describe('ProductsPage: categories and addresses', () => {
  it('has a tab per category, the current one marked, each loading its own type', async () => {
    const api = fakeApi([cola, reinigung]);
    const user = setupUser();
    const { router } = renderSite(rentalRoutes, drinksPath);

    const nav = await screen.findByRole('navigation', { name: 'Kategorien' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Getränke', 'Speisen', 'Sonstiges', 'Dienstleistungen']);
    expect(within(nav).getByRole('link', { name: 'Getränke' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await rowOf('Cola 0,33 l');

    const expected: [string, ProductType][] = [
      ['Speisen', 'foods'],
      ['Sonstiges', 'others'],
      ['Dienstleistungen', 'services'],
    ];
    for (const [label, type] of expected) {
      // Each category is a screen of its own: the tabs are found afresh.
      const tabs = screen.getByRole('navigation', { name: 'Kategorien' });
      await user.click(within(tabs).getByRole('link', { name: label }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/RentalRevolution/Produkte/${label}`),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: `Produkte: ${label}` }),
      ).toBeInTheDocument();
      await waitFor(() => expect(api.listCalls.at(-1)).toBe(type));
      expect(
        within(screen.getByRole('navigation', { name: 'Kategorien' })).getByRole('link', {
          name: label,
        }),
      ).toHaveAttribute('aria-current', 'page');
    }
    expect(api.listCalls).toEqual(['drinks', 'foods', 'others', 'services']);
    expect(await rowOf('Bootsreinigung')).toBeInTheDocument();
  });

  it('opens the drinks for /Produkte, replacing the address', async () => {
    fakeApi([cola]);
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Produkte');
    await waitFor(() => expect(router.state.location.pathname).toBe(drinksPath));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await rowOf('Cola 0,33 l')).toBeInTheDocument();
  });

  it('sends an unknown category to the 404 page, replacing the address', async () => {
    const api = fakeApi([cola]);
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Produkte/Boote');
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/404'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.listCalls).toEqual([]);
  });
});

describe('ProductsPage: adding', () => {
  it("checks the name ('Der Produktname ist zu lang'), then sends '2,5' as 250 with the stock", async () => {
    const api = fakeApi([cola]);
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await rowOf('Cola 0,33 l');

    await user.click(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt hinzufügen: Getränke' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Zitronenlimonade 0,33 l');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis in €' }), '2,5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Bestand/ }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: /^Soll-Bestand/ }), '24');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    expect(within(dialog).getByText('Der Produktname ist zu lang')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api.posts).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Zitronenlimo 0,33 l');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toEqual({
      type: 'drinks',
      name: 'Zitronenlimo 0,33 l',
      priceCents: 250,
      actualStock: 12,
      targetStock: 24,
    });
    expect(await screen.findByText('„Zitronenlimo 0,33 l“ wurde hinzugefügt.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A real write: the list is loaded again and shows the new product.
    expect(await rowOf('Zitronenlimo 0,33 l')).toBeInTheDocument();
    expect(api.listCalls).toEqual(['drinks', 'drinks']);
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
  });

  it('refuses stock that is not digits and a price with three decimals', async () => {
    const api = fakeApi([]);
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await user.click(await screen.findByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Radler');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis in €' }), '3,805');
    await user.type(within(dialog).getByRole('textbox', { name: /^Bestand/ }), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    expect(within(dialog).getByRole('textbox', { name: 'Preis in €' })).toHaveAccessibleDescription(
      /höchstens zwei Nachkommastellen/,
    );
    expect(within(dialog).getByRole('textbox', { name: /^Bestand/ })).toHaveAccessibleDescription(
      'Bitte nur Ziffern eingeben, z. B. 24.',
    );
    expect(api.posts).toEqual([]);
  });

  it('adds a service without stock fields and sends null stocks', async () => {
    const api = fakeApi([]);
    const user = setupUser();
    renderSite(rentalRoutes, '/RentalRevolution/Produkte/Dienstleistungen');
    await user.click(await screen.findByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Produkt hinzufügen: Dienstleistungen',
    });
    expect(within(dialog).queryByRole('textbox', { name: /Bestand/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Dienstleistungen haben keinen Bestand/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tankfüllung');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis in €' }), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toEqual({
      type: 'services',
      name: 'Tankfüllung',
      priceCents: 3500,
      actualStock: null,
      targetStock: null,
    });
    expect(await rowOf('Tankfüllung')).toBeInTheDocument();
  });

  it("puts the server's field problems at the fields", async () => {
    fakeApi([]);
    server.use(
      http.post('*/api/v1/products', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Invalid',
            status: 400,
            detail: 'Invalid',
            code: 'VALIDATION_FAILED',
            errors: [{ field: 'name', code: 'TOO_LONG', message: 'too long' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await user.click(await screen.findByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Radler');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis in €' }), '3,80');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Der Produktname ist zu lang'));
    expect(name).toHaveFocus();
    expect(
      within(dialog).getByText('Das hat nicht geklappt. Bitte prüfen Sie die markierten Felder.'),
    ).toBeInTheDocument();
  });
});

describe('ProductsPage: changing as non-admin staff', () => {
  it('locks name and target stock, refuses a lower price before sending, sends a raise', async () => {
    const api = fakeApi([cola]);
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);

    await user.click(
      within(await rowOf('Cola 0,33 l')).getByRole('button', { name: 'Bearbeiten: Cola 0,33 l' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '„Cola 0,33 l“ bearbeiten' });
    expect(within(dialog).getByText(/nur den Preis und den Bestand erhöhen/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Soll-Bestand' })).toBeDisabled();
    const price = within(dialog).getByRole('textbox', { name: 'Preis in €' });
    const stock = within(dialog).getByRole('textbox', { name: 'Bestand' });
    expect(price).toBeEnabled();
    expect(price).toHaveValue('2,80');
    expect(stock).toBeEnabled();
    expect(stock).toHaveValue('9');
    // No delete for staff.
    expect(screen.queryByRole('button', { name: /^Löschen/ })).not.toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '2,50');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(price).toHaveAccessibleDescription(
      'Den Preis dürfen Sie nur erhöhen. Senken dürfen ihn nur Admins.',
    );
    expect(price).toHaveFocus();
    expect(api.puts).toEqual([]);

    await user.clear(price);
    await user.type(price, '3');
    await user.clear(stock);
    await user.type(stock, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(stock).toHaveAccessibleDescription(
      'Den Bestand dürfen Sie nur erhöhen. Senken dürfen ihn nur Admins.',
    );
    expect(api.puts).toEqual([]);

    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      id: 'p-cola',
      body: {
        type: 'drinks',
        name: 'Cola 0,33 l',
        priceCents: 300,
        actualStock: 20,
        targetStock: 24,
      },
    });
    expect(await screen.findByText('„Cola 0,33 l“ wurde geändert.')).toBeInTheDocument();
    const row = await rowOf('Cola 0,33 l');
    await waitFor(() => expect(within(row).getByText('Bestand 20 / 24')).toBeInTheDocument());
    expect(within(row).getByText(/3,00\s€/)).toBeInTheDocument();
  });

  it('explains a 403 ADMIN_ONLY_CHANGE from the server at the field it names', async () => {
    const api = fakeApi([cola]);
    server.use(
      http.put('*/api/v1/products/:id', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Admins only',
            status: 403,
            detail: 'Staff may only raise the price and the actual stock.',
            code: 'ADMIN_ONLY_CHANGE',
            errors: [{ field: 'actualStock', code: 'ADMIN_ONLY_CHANGE', message: 'lower' }],
          },
          { status: 403, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await user.click(
      within(await rowOf('Cola 0,33 l')).getByRole('button', { name: 'Bearbeiten: Cola 0,33 l' }),
    );
    const dialog = await screen.findByRole('dialog');
    const stock = within(dialog).getByRole('textbox', { name: 'Bestand' });
    await user.clear(stock);
    await user.type(stock, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(stock).toHaveAccessibleDescription(
        'Den Bestand dürfen Sie nur erhöhen. Senken dürfen ihn nur Admins.',
      ),
    );
    // Someone changed the stock meanwhile: the list loads again.
    await waitFor(() => expect(api.listCalls).toEqual(['drinks', 'drinks']));
  });

  it('restocks with +1 and Auffüllen: the server adds the pieces in one step', async () => {
    const api = fakeApi([cola, wasser]);
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    const row = await rowOf('Cola 0,33 l');
    // Full: nothing to refill, but one more can go in.
    const full = await rowOf('Mineralwasser 0,5 l');
    expect(within(full).queryByRole('button', { name: /^Auffüllen/ })).not.toBeInTheDocument();
    expect(
      within(full).getByRole('button', { name: '+1 Stück: Mineralwasser 0,5 l' }),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '+1 Stück: Cola 0,33 l' }));
    await waitFor(() => expect(api.restocks).toEqual([{ id: 'p-cola', quantity: 1 }]));
    expect(await screen.findByText('Cola 0,33 l: Bestand jetzt 10.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Bestand 10 / 24')).toBeInTheDocument());
    // A real write: the list is loaded again.
    expect(api.listCalls).toEqual(['drinks', 'drinks']);

    await user.click(within(row).getByRole('button', { name: 'Auffüllen auf 24: Cola 0,33 l' }));
    await waitFor(() => expect(api.restocks).toHaveLength(2));
    expect(api.restocks[1]).toEqual({ id: 'p-cola', quantity: 14 });
    await waitFor(() => expect(within(row).getByText('Bestand 24 / 24')).toBeInTheDocument());
    expect(within(row).queryByText('nachfüllen')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Auffüllen/ })).not.toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it('says when a restock was refused because the product is no longer counted', async () => {
    const api = fakeApi([cola]);
    server.use(
      http.post('*/api/v1/products/:id/restock', () => problemResponse(409, 'NOT_COUNTED')),
    );
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await user.click(
      within(await rowOf('Cola 0,33 l')).getByRole('button', { name: '+1 Stück: Cola 0,33 l' }),
    );
    expect(
      await screen.findByText(/Cola 0,33 l: Der Bestand konnte nicht erhöht werden\./),
    ).toHaveTextContent(/Für dieses Produkt wird kein Bestand mehr gezählt/);
    await waitFor(() => expect(api.listCalls).toEqual(['drinks', 'drinks']));
  });
});

describe('ProductsPage: admins', () => {
  beforeEach(() => {
    storeUser(adminProfile);
  });

  it('edit every field, lowering included', async () => {
    const api = fakeApi([cola]);
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await user.click(
      within(await rowOf('Cola 0,33 l')).getByRole('button', { name: 'Bearbeiten: Cola 0,33 l' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/nur den Preis und den Bestand erhöhen/)).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const price = within(dialog).getByRole('textbox', { name: 'Preis in €' });
    const target = within(dialog).getByRole('textbox', { name: /^Soll-Bestand/ });
    expect(name).toBeEnabled();
    expect(target).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Cola Zero 0,33 l');
    await user.clear(price);
    await user.type(price, '2.4');
    await user.clear(target);
    await user.type(target, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.body).toEqual({
      type: 'drinks',
      name: 'Cola Zero 0,33 l',
      priceCents: 240,
      actualStock: 9,
      targetStock: 12,
    });
    expect(await rowOf('Cola Zero 0,33 l')).toBeInTheDocument();
  });

  it('delete after a confirmation', async () => {
    const api = fakeApi([cola, wasser]);
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);

    await user.click(
      within(await rowOf('Cola 0,33 l')).getByRole('button', { name: 'Löschen: Cola 0,33 l' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '„Cola 0,33 l“ löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.deletes).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Löschen: Cola 0,33 l' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Endgültig löschen',
      }),
    );
    await waitFor(() => expect(api.deletes).toEqual(['p-cola']));
    expect(await screen.findByText('„Cola 0,33 l“ wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 3, name: 'Cola 0,33 l' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Getränke im Sortiment' })).toHaveFocus();
  });
});

describe('ProductsPage: demo mode (simulated writes)', () => {
  it('shows a simulated restock in the list and says nothing was saved', async () => {
    const api = fakeApi([cola], { simulated: true });
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    const row = await rowOf('Cola 0,33 l');

    await user.click(within(row).getByRole('button', { name: 'Auffüllen auf 24: Cola 0,33 l' }));
    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(within(row).getByText('Bestand 24 / 24')).toBeInTheDocument();
    expect(screen.getByText('Cola 0,33 l: Bestand jetzt 24.')).toBeInTheDocument();
    // Patched in the cache, not loaded again (that would bring back the stored 9).
    expect(api.listCalls).toEqual(['drinks']);

    // The next step counts from what the page shows, though the server answered 9 + 1.
    await user.click(within(row).getByRole('button', { name: '+1 Stück: Cola 0,33 l' }));
    await waitFor(() => expect(api.restocks).toHaveLength(2));
    expect(await screen.findByText('Cola 0,33 l: Bestand jetzt 25.')).toBeInTheDocument();
    expect(within(row).getByText('Bestand 25 / 24')).toBeInTheDocument();
  });

  it('shows a simulated new product in order and a simulated delete', async () => {
    storeUser(adminProfile);
    const api = fakeApi([cola, wasser], { simulated: true });
    const user = setupUser();
    renderSite(rentalRoutes, drinksPath);
    await rowOf('Cola 0,33 l');

    await user.click(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Eistee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis in €' }), '2,20');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    await waitFor(() =>
      expect(productNames()).toEqual(['Cola 0,33 l', 'Eistee', 'Mineralwasser 0,5 l']),
    );

    await user.click(screen.getByRole('button', { name: 'Löschen: Cola 0,33 l' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Endgültig löschen' }),
    );
    await waitFor(() => expect(productNames()).toEqual(['Eistee', 'Mineralwasser 0,5 l']));
    expect(screen.getByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(api.listCalls).toEqual(['drinks']);
  });
});
