import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { employeeRecord, workingHoursList } from '../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { employeesViewOf } from '../features/employees/employees-view';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';
import { rentalPaths } from '../rental-paths';

const path = '/RentalRevolution/Mitarbeiter';

/** A small employees server: the list, and PATCH /employees/{id} changing `active`. */
let employees: EmployeeDto[];
let listCalls: number;
let patches: Array<{ id: string; body: unknown }>;
let simulate: boolean;
let patchFails: boolean;

const jonas = employeeRecord({
  id: 'jonas',
  firstName: 'Jonas',
  lastName: 'Krüger',
  email: 'jonas.krueger@example.com',
  phone: '+4915112345601',
  street: 'Hafenstraße 12',
  additional: null,
  zipAndCity: '18055 Rostock',
});
const miriam = employeeRecord({
  id: 'miriam',
  firstName: 'Miriam',
  lastName: 'Schulte',
  email: 'miriam.schulte@example.com',
  phone: null,
  street: null,
  additional: null,
  zipAndCity: null,
});
const tobias = employeeRecord({
  id: 'tobias',
  firstName: 'Tobias',
  lastName: 'Albrecht',
  email: 'tobias.albrecht@example.com',
  street: 'Kirchplatz 1',
  additional: 'Hinterhaus',
  zipAndCity: '18057 Rostock',
  active: false,
});
const root = employeeRecord({
  id: adminProfile.id,
  firstName: 'Admin',
  lastName: 'Account',
  email: 'root@example.com',
  role: 'root',
});
const demoAdmin = employeeRecord({
  id: 'demo',
  firstName: 'Demo',
  lastName: 'Admin',
  email: 'demo@example.com',
  role: 'admin',
});
const otherAdmin = employeeRecord({
  id: 'anna',
  firstName: 'Anna',
  lastName: 'Boss',
  role: 'admin',
});

beforeEach(() => {
  employees = [];
  listCalls = 0;
  patches = [];
  simulate = false;
  patchFails = false;
  storeUser(adminProfile);
  server.use(
    http.get('*/api/v1/employees', () => {
      listCalls += 1;
      return HttpResponse.json({ items: employees });
    }),
    http.patch('*/api/v1/employees/:id', async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as { active: boolean };
      patches.push({ id, body });
      if (patchFails) return problemResponse(503, 'DB_UNAVAILABLE');
      const employee = employees.find((item) => item.id === id);
      if (!employee) return problemResponse(404, 'NOT_FOUND');
      const changed = { ...employee, active: body.active };
      if (!simulate) employees = employees.map((item) => (item.id === id ? changed : item));
      return HttpResponse.json({ ...changed, ...(simulate && { simulated: true }) });
    }),
  );
});

const section = (name: RegExp) => screen.getByRole('region', { name });
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('employeesViewOf', () => {
  it('switches by the last segment', () => {
    expect(employeesViewOf('/RentalRevolution/Arbeitsstunden')).toBe('workingHours');
    expect(employeesViewOf('/RentalRevolution/Arbeitsstunden/')).toBe('workingHours');
    expect(employeesViewOf('/RentalRevolution/Mitarbeiter')).toBe('employees');
  });
});

describe('EmployeesPage: /Mitarbeiter', () => {
  it('shows a non-admin a clear note and the way back, and loads no list', async () => {
    storeUser(employeeProfile);
    const user = setupUser();
    const { router } = renderSite(rentalRoutes, path);

    expect(
      await screen.findByText(
        'Diese Seite ist nur für Admins. Ihre eigenen Stunden tragen Sie unter „Arbeitsstunden“ ein.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mitarbeiter' })).toBeInTheDocument();
    expect(listCalls).toBe(0);
    expect(screen.getByRole('link', { name: 'Zu den Arbeitsstunden' })).toHaveAttribute(
      'href',
      rentalPaths.workingHours,
    );
    await user.click(screen.getByRole('link', { name: 'Zum Mitarbeiterbereich' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.staffArea));
  });

  it('lists active and inactive employees apart; admins, root and the demo account are hidden', async () => {
    employees = [tobias, root, jonas, demoAdmin, otherAdmin, miriam];
    renderSite(rentalRoutes, path);

    await screen.findAllByRole('article');
    expect(names(section(/^Aktive Mitarbeiter/))).toEqual(['Jonas Krüger', 'Miriam Schulte']);
    expect(names(section(/^Inaktive Mitarbeiter/))).toEqual(['Tobias Albrecht']);
    expect(screen.getByRole('heading', { level: 2, name: 'Aktive Mitarbeiter: 2' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Inaktive Mitarbeiter: 1' }),
    ).toBeVisible();
    expect(screen.queryByText(/Demo Admin|Anna Boss|Admin Account/)).not.toBeInTheDocument();
    expect(document.title).toBe('Mitarbeiter – RentalRevolution');
  });

  it('shows e-mail (mailto), phone (tel) and address, and says what is missing', async () => {
    employees = [jonas, miriam, tobias];
    renderSite(rentalRoutes, path);

    const card = await screen.findByRole('article', { name: 'Jonas Krüger' });
    expect(within(card).getByRole('link', { name: 'jonas.krueger@example.com' })).toHaveAttribute(
      'href',
      'mailto:jonas.krueger@example.com',
    );
    expect(within(card).getByRole('link', { name: '+4915112345601' })).toHaveAttribute(
      'href',
      'tel:+4915112345601',
    );
    expect(within(card).getByText('Hafenstraße 12')).toBeInTheDocument();
    expect(within(card).getByText('18055 Rostock')).toBeInTheDocument();
    const withAdditional = screen.getByRole('article', { name: 'Tobias Albrecht' });
    expect(within(withAdditional).getByText('Hinterhaus')).toBeInTheDocument();
    const bare = screen.getByRole('article', { name: 'Miriam Schulte' });
    expect(within(bare).getByText('Keine Telefonnummer hinterlegt')).toBeInTheDocument();
    expect(within(bare).getByText('Keine Adresse hinterlegt')).toBeInTheDocument();
  });

  it("says exactly that there are no employees yet (admins don't count)", async () => {
    employees = [root, demoAdmin];
    renderSite(rentalRoutes, path);
    expect(await screen.findByText('Es gibt noch keine Mitarbeiter.')).toBeInTheDocument();
    expect(screen.queryByText('Keine aktiven Mitarbeiter vorhanden.')).not.toBeInTheDocument();
  });

  it('says which list is empty', async () => {
    employees = [jonas];
    const { unmount } = renderSite(rentalRoutes, path);
    expect(await screen.findByText('Keine inaktiven Mitarbeiter vorhanden.')).toBeInTheDocument();
    expect(screen.queryByText('Keine aktiven Mitarbeiter vorhanden.')).not.toBeInTheDocument();
    unmount();

    employees = [tobias];
    renderSite(rentalRoutes, path);
    expect(await screen.findByText('Keine aktiven Mitarbeiter vorhanden.')).toBeInTheDocument();
    expect(screen.queryByText('Keine inaktiven Mitarbeiter vorhanden.')).not.toBeInTheDocument();
  });

  it('leads to the registration form', async () => {
    renderSite(rentalRoutes, path);
    expect(await screen.findByRole('link', { name: 'Mitarbeiter registrieren' })).toHaveAttribute(
      'href',
      rentalPaths.register,
    );
  });

  it('shows the loading state, then an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/employees', () =>
        fail ? problemResponse(503, 'DB_UNAVAILABLE') : HttpResponse.json({ items: [jonas] }),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, path);
    expect(await screen.findByText('Mitarbeiter werden geladen …')).toBeInTheDocument();
    expect(
      await screen.findByText('Die Mitarbeiter konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByRole('article', { name: 'Jonas Krüger' })).toBeInTheDocument();
  });

  it('has an accessible switch per account that tells its state', async () => {
    employees = [jonas, tobias];
    renderSite(rentalRoutes, path);
    const on = await screen.findByRole('switch', { name: 'Konto aktiv: Jonas Krüger' });
    expect(on).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Konto aktiv: Tobias Albrecht' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('deactivates only after the question, which says the person is logged out at once', async () => {
    employees = [jonas, miriam];
    const user = setupUser();
    renderSite(rentalRoutes, path);

    await user.click(await screen.findByRole('switch', { name: 'Konto aktiv: Jonas Krüger' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter deaktivieren' });
    expect(
      within(dialog).getByText('Soll das Konto von Jonas Krüger deaktiviert werden?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Jonas Krüger wird sofort abgemeldet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Konto aktiv: Jonas Krüger' }));
    dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter deaktivieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));

    expect(
      await screen.findByText('Jonas Krüger wurde deaktiviert und abgemeldet.'),
    ).toBeInTheDocument();
    expect(patches).toEqual([{ id: 'jonas', body: { active: false } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names(section(/^Aktive Mitarbeiter/))).toEqual(['Miriam Schulte']);
    expect(names(section(/^Inaktive Mitarbeiter/))).toEqual(['Jonas Krüger']);
    // A real change: the list came again from the server.
    expect(listCalls).toBe(2);
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
    // The focus follows the switch into the other list.
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Konto aktiv: Jonas Krüger' })).toHaveFocus(),
    );
  });

  it('activates at once, without a question', async () => {
    employees = [tobias];
    const user = setupUser();
    renderSite(rentalRoutes, path);

    await user.click(await screen.findByRole('switch', { name: 'Konto aktiv: Tobias Albrecht' }));

    expect(
      await screen.findByText('Tobias Albrecht ist wieder aktiv und kann sich anmelden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([{ id: 'tobias', body: { active: true } }]);
    expect(names(section(/^Aktive Mitarbeiter/))).toEqual(['Tobias Albrecht']);
    expect(screen.getByRole('switch', { name: 'Konto aktiv: Tobias Albrecht' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('keeps the question open and says so when deactivating fails', async () => {
    employees = [jonas];
    patchFails = true;
    const user = setupUser();
    renderSite(rentalRoutes, path);

    await user.click(await screen.findByRole('switch', { name: 'Konto aktiv: Jonas Krüger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter deaktivieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));

    expect(
      await within(dialog).findByText(
        'Das Deaktivieren hat nicht geklappt. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    expect(names(section(/^Aktive Mitarbeiter/))).toEqual(['Jonas Krüger']);
  });

  it('says so when activating fails', async () => {
    employees = [tobias];
    patchFails = true;
    const user = setupUser();
    renderSite(rentalRoutes, path);
    await user.click(await screen.findByRole('switch', { name: 'Konto aktiv: Tobias Albrecht' }));
    expect(
      await screen.findByText(
        'Tobias Albrecht konnte nicht aktiviert werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    expect(names(section(/^Inaktive Mitarbeiter/))).toEqual(['Tobias Albrecht']);
  });

  it('reloads the list when the account is gone', async () => {
    employees = [jonas];
    server.use(http.patch('*/api/v1/employees/:id', () => problemResponse(404, 'NOT_FOUND')));
    const user = setupUser();
    renderSite(rentalRoutes, path);
    await user.click(await screen.findByRole('switch', { name: 'Konto aktiv: Jonas Krüger' }));
    employees = [];
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter deaktivieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(
      await screen.findByText('Dieses Konto gibt es nicht mehr; die Liste wurde aktualisiert.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Es gibt noch keine Mitarbeiter.')).toBeInTheDocument();
  });

  it("moves the demo's simulated change in the list without reloading and says nothing was saved", async () => {
    storeUser({ ...adminProfile, demo: true, role: 'admin' });
    employees = [jonas, tobias];
    simulate = true;
    const user = setupUser();
    renderSite(rentalRoutes, path);

    await user.click(await screen.findByRole('switch', { name: 'Konto aktiv: Jonas Krüger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter deaktivieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(names(section(/^Inaktive Mitarbeiter/))).toEqual(['Jonas Krüger', 'Tobias Albrecht']);
    expect(screen.getByText('Keine aktiven Mitarbeiter vorhanden.')).toBeInTheDocument();
    expect(patches).toEqual([{ id: 'jonas', body: { active: false } }]);
    expect(listCalls).toBe(1);
  });
});

describe('EmployeesPage: /Arbeitsstunden', () => {
  it('shows the working hours on the same page component', async () => {
    storeUser(employeeProfile);
    server.use(
      http.get('*/api/v1/working-hours', () =>
        HttpResponse.json(
          workingHoursList({
            employeeId: employeeProfile.id,
            employeeName: 'Erika Muster',
            from: '2030-05-01',
            to: '2030-07-12',
            hours: { '2030-07-10': 8 },
          }),
        ),
      ),
    );
    renderSite(rentalRoutes, '/RentalRevolution/Arbeitsstunden');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arbeitsstunden' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Juli 2030: 8 Std.' })).toBeInTheDocument();
    expect(listCalls).toBe(0);
  });
});
