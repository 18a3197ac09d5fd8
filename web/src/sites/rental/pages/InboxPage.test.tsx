import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import type { InboxItemType } from '@showcase/contracts/generated/model/inboxItemType';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { inboxItem, staffOverview } from '../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';

const todosPath = '/RentalRevolution/Aufgaben';
const postboxPath = '/RentalRevolution/Postfach';

interface InboxRequest {
  type: string | null;
  state: string | null;
  limit: string | null;
  cursor: string | null;
}

/** A small inbox server: open and ticked-off items per type, pages of `limit`. */
let open: Record<InboxItemType, InboxItemDto[]>;
let done: Record<InboxItemType, InboxItemDto[]>;
let listRequests: InboxRequest[];
let tickOffs: string[];
let addedTodos: unknown[];
let simulate: boolean;

const noItems = (): Record<InboxItemType, InboxItemDto[]> => ({
  todo: [],
  contact: [],
  confirmation: [],
  cancellation: [],
});

function page(items: InboxItemDto[], limit: number, cursor: string | null) {
  const start = cursor === null ? 0 : Number(cursor.slice(1));
  const end = start + limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? `p${end}` : null };
}

const todoA = inboxItem({
  id: 'todo-a',
  name: 'Bojen prüfen',
  body: 'Die Bojen am Steg 2 auf Risse prüfen.',
  createdBy: 'Anna Berg',
  receivedAt: '2030-07-10T07:15:00.000Z',
});
const todoB = inboxItem({
  id: 'todo-b',
  name: 'Tank auffüllen',
  body: 'Motorboot Seestern tanken.',
  createdBy: 'Ben Kurz',
  receivedAt: '2030-07-09T07:15:00.000Z',
});
const contactA = inboxItem({
  id: 'contact-a',
  type: 'contact',
  name: 'Lena Fischer',
  email: 'lena@example.com',
  phone: '+4930111222',
  body: 'Haben Sie am Samstag noch ein Kanu frei?',
  createdBy: null,
  receivedAt: '2030-07-11T16:45:00.000Z',
});

beforeEach(() => {
  open = noItems();
  done = noItems();
  listRequests = [];
  tickOffs = [];
  addedTodos = [];
  simulate = false;
  storeUser(employeeProfile);
  server.use(
    http.get('*/api/v1/staff/overview', () => HttpResponse.json(staffOverview())),
    http.get('*/api/v1/inbox', ({ request }) => {
      const url = new URL(request.url);
      const query: InboxRequest = {
        type: url.searchParams.get('type'),
        state: url.searchParams.get('state'),
        limit: url.searchParams.get('limit'),
        cursor: url.searchParams.get('cursor'),
      };
      listRequests.push(query);
      const type = query.type as InboxItemType;
      const items = query.state === 'done' ? done[type] : open[type];
      return HttpResponse.json(page(items, Number(query.limit ?? 20), query.cursor));
    }),
    http.post('*/api/v1/inbox/:id/tick-off', ({ params }) => {
      const id = String(params.id);
      tickOffs.push(id);
      const type = (Object.keys(open) as InboxItemType[]).find((key) =>
        open[key].some((item) => item.id === id),
      );
      if (!type) return problemResponse(409, 'ALREADY_TICKED_OFF');
      const item = open[type].find((entry) => entry.id === id)!;
      const ticked = { ...item, tickedOff: 'Abgehakt von Erika Muster (12.07.2030)' };
      if (!simulate) open[type] = open[type].filter((entry) => entry.id !== id);
      return HttpResponse.json({ item: ticked, ...(simulate && { simulated: true }) });
    }),
    http.post('*/api/v1/inbox/todos', async ({ request }) => {
      const body = (await request.json()) as { name: string; body: string };
      addedTodos.push(body);
      const item = inboxItem({
        id: `todo-new-${addedTodos.length}`,
        name: body.name,
        body: body.body,
        createdBy: 'Erika Muster',
        receivedAt: '2030-07-12T08:00:00.000Z',
      });
      if (!simulate) open.todo = [item, ...open.todo];
      return HttpResponse.json({ item, ...(simulate && { simulated: true }) }, { status: 201 });
    }),
  );
});

const openTodoRequests = () =>
  listRequests.filter((request) => request.type === 'todo' && request.state === 'open');

describe('InboxPage /Aufgaben', () => {
  it('lists the open to-dos newest first with title, description, author and day', async () => {
    open.todo = [todoA, todoB];
    renderSite(rentalRoutes, todosPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Aufgaben' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bojen prüfen',
      'Tank auffüllen',
    ]);
    const first = cards[0]!;
    expect(within(first).getByText('Die Bojen am Steg 2 auf Risse prüfen.')).toBeInTheDocument();
    expect(within(first).getByText('Erstellt von Anna Berg')).toBeInTheDocument();
    expect(within(first).getByText('10.07.2030')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Abhaken: Bojen prüfen' })).toBeEnabled();
    expect(listRequests).toEqual([{ type: 'todo', state: 'open', limit: '20', cursor: null }]);
    expect(document.title).toBe('Aufgaben – RentalRevolution');
  });

  it('says exactly that there are no open to-dos', async () => {
    renderSite(rentalRoutes, todosPath);
    expect(
      await screen.findByText('Aktuell gibt es keine anstehenden Aufgaben.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/inbox', () =>
        fail
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({ items: [todoA], nextCursor: null }),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);
    expect(
      await screen.findByText('Die Aufgaben konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Bojen prüfen' })).toBeInTheDocument();
  });

  it('ticks a to-do off by its id; it leaves the list and the page says so', async () => {
    open.todo = [todoA, todoB];
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);

    await user.click(await screen.findByRole('button', { name: 'Abhaken: Bojen prüfen' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Bojen prüfen' })).not.toBeInTheDocument(),
    );
    expect(tickOffs).toEqual(['todo-a']);
    expect(screen.getByRole('heading', { name: 'Tank auffüllen' })).toBeInTheDocument();
    expect(screen.getByText('Aufgabe „Bojen prüfen“ wurde abgehakt.')).toBeInTheDocument();
    // A real write reloads the list; nothing claims it was only simulated.
    expect(openTodoRequests().length).toBeGreaterThan(1);
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
    // The focus does not fall to the page's start with the removed button.
    expect(screen.getByRole('heading', { level: 2, name: 'Offene Aufgaben' })).toHaveFocus();
  });

  it('removes a simulated tick-off from the list without reloading and says nothing was saved', async () => {
    open.todo = [todoA, todoB];
    simulate = true;
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);

    await user.click(await screen.findByRole('button', { name: 'Abhaken: Bojen prüfen' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bojen prüfen' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tank auffüllen' })).toBeInTheDocument();
    expect(tickOffs).toEqual(['todo-a']);
    // The server still has the item: reloading would bring it back, so the list was patched.
    expect(openTodoRequests()).toHaveLength(1);
  });

  it('says when a colleague was quicker and reloads the list', async () => {
    open.todo = [todoA];
    server.use(
      http.post('*/api/v1/inbox/:id/tick-off', () => {
        open.todo = [];
        return problemResponse(409, 'ALREADY_TICKED_OFF');
      }),
    );
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);

    await user.click(await screen.findByRole('button', { name: 'Abhaken: Bojen prüfen' }));

    expect(await screen.findByText('Diese Aufgabe wurde bereits abgehakt.')).toBeInTheDocument();
    expect(
      await screen.findByText('Aktuell gibt es keine anstehenden Aufgaben.'),
    ).toBeInTheDocument();
    expect(openTodoRequests().length).toBeGreaterThan(1);
  });

  it('loads more to-dos with the cursor of the last page', async () => {
    open.todo = Array.from({ length: 23 }, (_, index) =>
      inboxItem({ id: `todo-${index}`, name: `Aufgabe ${index + 1}` }),
    );
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);

    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(openTodoRequests().map((request) => request.cursor)).toEqual([null, 'p20']);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    // The first new item takes the focus, where reading goes on.
    expect(screen.getByRole('heading', { name: 'Aufgabe 21' }).closest('li')).toHaveFocus();
  });

  it('checks a new to-do before sending it', async () => {
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);
    await screen.findByText('Aktuell gibt es keine anstehenden Aufgaben.');

    await user.click(screen.getByRole('button', { name: 'Neue Aufgabe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Aufgabe' });
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe hinzufügen' }));

    expect(
      await within(dialog).findByText('Bitte geben Sie der Aufgabe einen Titel.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte beschreiben Sie die Aufgabe.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Titel')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Titel'), 'x'.repeat(61));
    await user.type(within(dialog).getByLabelText('Beschreibung'), 'Etwas');
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe hinzufügen' }));
    expect(
      await within(dialog).findByText('Der Titel darf höchstens 60 Zeichen lang sein.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Titel')).toHaveAttribute('aria-invalid', 'true');
    expect(addedTodos).toEqual([]);
  });

  it('adds a to-do with its title and description; the list shows it', async () => {
    open.todo = [todoA];
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);
    await screen.findByRole('heading', { name: 'Bojen prüfen' });

    await user.click(screen.getByRole('button', { name: 'Neue Aufgabe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Aufgabe' });
    await user.type(within(dialog).getByLabelText('Titel'), '  Steg fegen ');
    await user.type(within(dialog).getByLabelText('Beschreibung'), 'Vor dem Öffnen.');
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe hinzufügen' }));

    expect(
      await screen.findByText('Die Aufgabe „Steg fegen“ wurde hinzugefügt.'),
    ).toBeInTheDocument();
    expect(addedTodos).toEqual([{ name: 'Steg fegen', body: 'Vor dem Öffnen.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
      ).toEqual(['Steg fegen', 'Bojen prüfen']),
    );
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
  });

  it('puts a simulated to-do on top of the list without reloading and says nothing was saved', async () => {
    open.todo = [todoA];
    simulate = true;
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);
    await screen.findByRole('heading', { name: 'Bojen prüfen' });

    await user.click(screen.getByRole('button', { name: 'Neue Aufgabe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Aufgabe' });
    await user.type(within(dialog).getByLabelText('Titel'), 'Demo-Aufgabe');
    await user.type(within(dialog).getByLabelText('Beschreibung'), 'Nur gezeigt.');
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe hinzufügen' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Demo-Aufgabe', 'Bojen prüfen']);
    expect(openTodoRequests()).toHaveLength(1);
  });

  it('maps the server field problems to the form fields', async () => {
    server.use(
      http.post('*/api/v1/inbox/todos', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Validation failed',
            status: 400,
            detail: 'Invalid input',
            code: 'VALIDATION_FAILED',
            errors: [{ field: 'body', code: 'TOO_LONG', message: 'too long' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);
    await screen.findByText('Aktuell gibt es keine anstehenden Aufgaben.');
    await user.click(screen.getByRole('button', { name: 'Neue Aufgabe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Aufgabe' });
    await user.type(within(dialog).getByLabelText('Titel'), 'Titel');
    await user.type(within(dialog).getByLabelText('Beschreibung'), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe hinzufügen' }));

    expect(
      await within(dialog).findByText('Die Beschreibung darf höchstens 2000 Zeichen lang sein.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Beschreibung')).toHaveFocus();
  });

  it('offers an employee no log', async () => {
    renderSite(rentalRoutes, todosPath);
    await screen.findByText('Aktuell gibt es keine anstehenden Aufgaben.');
    expect(screen.queryByRole('button', { name: 'Aufgaben-Log' })).not.toBeInTheDocument();
    expect(listRequests.some((request) => request.state === 'done')).toBe(false);
  });

  it('shows an admin the ticked-off to-dos with who ticked them off, page by page', async () => {
    storeUser(adminProfile);
    done.todo = Array.from({ length: 21 }, (_, index) =>
      inboxItem({
        id: `done-${index}`,
        name: `Erledigt ${index + 1}`,
        tickedOff: `Abgehakt von Rita Root (0${(index % 9) + 1}.07.2030)`,
        tickedOffAt: '2030-07-01T10:00:00.000Z',
      }),
    );
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);

    await user.click(await screen.findByRole('button', { name: 'Aufgaben-Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufgaben-Log' });
    expect(await within(dialog).findAllByRole('article')).toHaveLength(20);
    expect(within(dialog).getAllByText('Abgehakt von Rita Root (01.07.2030)')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: /Abhaken/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mehr laden' }));
    expect(await within(dialog).findByText('Erledigt 21')).toBeInTheDocument();
    expect(
      listRequests.filter((request) => request.state === 'done').map((request) => request.cursor),
    ).toEqual([null, 'p20']);
  });

  it('says when the to-do log is empty', async () => {
    storeUser(adminProfile);
    const user = setupUser();
    renderSite(rentalRoutes, todosPath);
    await user.click(await screen.findByRole('button', { name: 'Aufgaben-Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufgaben-Log' });
    expect(
      await within(dialog).findByText('Es wurden noch keine Aufgaben abgehakt.'),
    ).toBeInTheDocument();
  });
});

describe('InboxPage /Postfach', () => {
  it('shows the open contact messages, not the to-dos', async () => {
    open.todo = [todoA];
    open.contact = [contactA];
    renderSite(rentalRoutes, postboxPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Postfach' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Lena Fischer' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'lena@example.com' })).toHaveAttribute(
      'href',
      'mailto:lena@example.com',
    );
    expect(within(card).getByRole('link', { name: '+4930111222' })).toHaveAttribute(
      'href',
      'tel:+4930111222',
    );
    expect(within(card).getByText('11.07.2030 um 18:45 Uhr')).toBeInTheDocument();
    expect(within(card).getByText('Haben Sie am Samstag noch ein Kanu frei?')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Abhaken: Lena Fischer' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Bojen prüfen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neue Aufgabe' })).not.toBeInTheDocument();
    expect(listRequests).toEqual([{ type: 'contact', state: 'open', limit: '20', cursor: null }]);
  });

  it('leaves out the phone line of a message without one', async () => {
    open.contact = [{ ...contactA, phone: null }];
    renderSite(rentalRoutes, postboxPath);
    const card = (await screen.findByRole('heading', { name: 'Lena Fischer' })).closest('article')!;
    expect(within(card).queryByText('Telefon')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'lena@example.com' })).toBeInTheDocument();
  });

  it('says exactly that there are no open contact messages, and has empty texts for the notices', async () => {
    const user = setupUser();
    renderSite(rentalRoutes, postboxPath);
    expect(
      await screen.findByText('Aktuell gibt es keine ausstehenden Kontaktanfragen.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Buchungsbestätigungen' }));
    expect(
      await screen.findByText('Aktuell gibt es keine offenen Buchungsbestätigungen.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Stornierungen' }));
    expect(
      await screen.findByText('Aktuell gibt es keine offenen Stornierungen.'),
    ).toBeInTheDocument();
    expect(listRequests.map((request) => request.type)).toEqual([
      'contact',
      'confirmation',
      'cancellation',
    ]);
  });

  it('ticks off a booking notice; the tabs follow the arrow keys', async () => {
    open.cancellation = [
      inboxItem({
        id: 'cancel-a',
        type: 'cancellation',
        name: 'Jonas Berg',
        email: 'jonas.berg@example.com',
        phone: '+4930123456',
        body: 'Seestern am 12.07.2030 storniert.',
        createdBy: null,
      }),
    ];
    const user = setupUser();
    renderSite(rentalRoutes, postboxPath);
    await screen.findByText('Aktuell gibt es keine ausstehenden Kontaktanfragen.');

    screen.getByRole('tab', { name: 'Kontaktanfragen' }).focus();
    await user.keyboard('{ArrowLeft}');
    const tab = screen.getByRole('tab', { name: 'Stornierungen' });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute('aria-selected', 'true');

    await user.click(await screen.findByRole('button', { name: 'Abhaken: Jonas Berg' }));
    expect(
      await screen.findByText('Aktuell gibt es keine offenen Stornierungen.'),
    ).toBeInTheDocument();
    expect(tickOffs).toEqual(['cancel-a']);
    expect(screen.getByText('Stornierung „Jonas Berg“ wurde abgehakt.')).toBeInTheDocument();
  });

  it('shows an admin the contact log with who ticked each message off', async () => {
    storeUser(adminProfile);
    done.contact = [{ ...contactA, tickedOff: 'Abgehakt von Admin (12.07.2030)' }];
    const user = setupUser();
    renderSite(rentalRoutes, postboxPath);

    expect(screen.queryByRole('button', { name: 'Aufgaben-Log' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Kontakt-Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakt-Log' });
    expect(await within(dialog).findByText('Abgehakt von Admin (12.07.2030)')).toBeInTheDocument();
    expect(listRequests).toContainEqual({
      type: 'contact',
      state: 'done',
      limit: '20',
      cursor: null,
    });
  });

  it('offers an employee no contact log', async () => {
    renderSite(rentalRoutes, postboxPath);
    await screen.findByText('Aktuell gibt es keine ausstehenden Kontaktanfragen.');
    expect(screen.queryByRole('button', { name: 'Kontakt-Log' })).not.toBeInTheDocument();
  });
});
