import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { getListDayBookingsMockHandler } from '@showcase/contracts/generated/endpoints/bookings/bookings.msw';
import { getListVehicleNamesMockHandler } from '@showcase/contracts/generated/endpoints/vehicles/vehicles.msw';
import type { StaffOverviewDto } from '@showcase/contracts/generated/model/staffOverviewDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { staffBooking, staffOverview } from '../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { setupUser } from '../../../testing/user';
import { SELECTED_DAY_KEY } from '../features/staff-shell/selected-day';
import { staffMenuTexts as t } from '../features/staff-area/staff-menu-texts';
import { readStoredUser, storeUser } from '../features/auth/stored-user';
import { de } from '../i18n/de';
import { staffDe } from '../i18n/staff-de';
import { rentalPaths } from '../rental-paths';

const staffPath = '/RentalRevolution/Mitarbeiterbereich';

function countSessionChecks(answer: () => Response): string[] {
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/auth/me', () => {
      calls.push('me');
      return answer();
    }),
  );
  return calls;
}

/** The menu's counts; records every call, so tests can see it is asked once. */
function serveOverview(answer: StaffOverviewDto | (() => Response)): string[] {
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/staff/overview', () => {
      calls.push('overview');
      return typeof answer === 'function' ? answer() : Response.json(answer);
    }),
  );
  return calls;
}

function serveUnfinished(answer: () => Response): void {
  server.use(http.get('*/api/v1/bookings/unfinished', answer));
}

/** Logged in as `profile`, on the menu, with the given counts. */
function openMenu(profile: StaffProfileDto = employeeProfile, overview = staffOverview()) {
  storeUser(profile);
  server.use(getGetCurrentStaffMockHandler(profile));
  const overviewCalls = serveOverview(overview);
  const user = setupUser();
  const rendered = renderSite(rentalRoutes, staffPath);
  return { user, overviewCalls, ...rendered };
}

const menu = () => screen.getByRole('region', { name: t.menuTitle });

/** A tile's name: its text without what is hidden from assistive technology. */
function nameOf(tile: Element | null): string {
  if (!tile) return '';
  const visible = tile.cloneNode(true) as Element;
  visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (visible.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The tiles' names in their order. */
function tileNames(): string[] {
  return within(within(menu()).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => nameOf(item.querySelector('a, button')));
}

/** Fixes the date (only Date: timers and the network keep running) at a Berlin morning. */
function fixToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('StaffAreaPage: the main menu', () => {
  it("lists the spec's entries in order for staff, without Mitarbeiter", async () => {
    openMenu(employeeProfile);
    await screen.findByRole('link', { name: 'Aufgaben' });
    expect(tileNames()).toEqual([
      'Aufgaben',
      'Kalender',
      'Boote',
      'Arbeitsstunden',
      'Postfach',
      'Kassensystem',
      'Produkte',
      'Sperrungen',
      'Einstellungen',
    ]);
    expect(screen.queryByRole('link', { name: 'Mitarbeiter' })).not.toBeInTheDocument();
  });

  it('shows Mitarbeiter to admins, after Boote', async () => {
    openMenu(adminProfile);
    expect(await screen.findByRole('link', { name: 'Mitarbeiter' })).toHaveAttribute(
      'href',
      rentalPaths.employees,
    );
    expect(tileNames()).toEqual([
      'Aufgaben',
      'Kalender',
      'Boote',
      'Mitarbeiter',
      'Arbeitsstunden',
      'Postfach',
      'Kassensystem',
      'Produkte',
      'Sperrungen',
      'Einstellungen',
    ]);
  });

  it('leads every page entry to its page; Kalender, Boote and Kassensystem open popups', async () => {
    openMenu(adminProfile);
    const targets: Record<string, string> = {
      Aufgaben: rentalPaths.todos,
      Mitarbeiter: rentalPaths.employees,
      Arbeitsstunden: rentalPaths.workingHours,
      Postfach: rentalPaths.contactInbox,
      Produkte: rentalPaths.products,
      Sperrungen: rentalPaths.blacklist,
      Einstellungen: rentalPaths.settings,
    };
    await screen.findByRole('link', { name: 'Aufgaben' });
    for (const [name, href] of Object.entries(targets)) {
      expect(within(menu()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of ['Kalender', 'Boote', 'Kassensystem']) {
      expect(within(menu()).getByRole('button', { name })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    }
    // Every page is there now: no entry says "kommt bald".
    for (const key of ['employees', 'workingHours', 'settings', 'products'] as const) {
      expect(
        within(menu()).getByRole('link', { name: t.entries[key].label }),
      ).toHaveAccessibleDescription(t.entries[key].hint);
    }
    expect(
      within(menu()).getByRole('button', { name: 'Kassensystem' }),
    ).toHaveAccessibleDescription(t.entries.cashRegister.hint);
  });

  it('shows the counts of one overview call as badges, and none for a count of 0', async () => {
    const { overviewCalls } = openMenu(
      employeeProfile,
      staffOverview({ openTodos: 3, blockedVehicles: 0, openContactMessages: 12 }),
    );

    const todos = await screen.findByRole('link', { name: 'Aufgaben (3 offen)' });
    expect(todos).toHaveAttribute('href', rentalPaths.todos);
    expect(within(todos).getByTestId('badge-todos')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Postfach (12 offen)' })).toHaveAttribute(
      'href',
      rentalPaths.contactInbox,
    );
    expect(screen.getByTestId('badge-contactInbox')).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: 'Boote' })).toBeInTheDocument();
    expect(screen.queryByTestId('badge-vehicles')).not.toBeInTheDocument();
    expect(overviewCalls).toHaveLength(1);
  });

  it('shows the blocked vehicles on Boote', async () => {
    openMenu(employeeProfile, staffOverview({ blockedVehicles: 2 }));
    expect(await screen.findByRole('button', { name: 'Boote (2 gesperrt)' })).toBeInTheDocument();
    expect(screen.getByTestId('badge-vehicles')).toHaveTextContent('2');
    expect(screen.queryByTestId('badge-todos')).not.toBeInTheDocument();
    expect(screen.queryByTestId('badge-contactInbox')).not.toBeInTheDocument();
  });

  it('says when the counts cannot be loaded and loads them again on request', async () => {
    storeUser(employeeProfile);
    server.use(getGetCurrentStaffMockHandler(employeeProfile));
    let fail = true;
    serveOverview(() =>
      fail
        ? problemResponse(503, 'DB_UNAVAILABLE')
        : Response.json(staffOverview({ openTodos: 4, unfinishedBookings: 1 })),
    );
    const user = setupUser();
    renderSite(rentalRoutes, staffPath);

    const failure = await screen.findByText(t.overview.failed);
    expect(failure.closest('[role="status"]')).not.toBeNull();
    // The menu still works without its counts.
    expect(screen.getByRole('link', { name: 'Aufgaben' })).toHaveAttribute(
      'href',
      rentalPaths.todos,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: t.overview.retry }));

    expect(await screen.findByRole('link', { name: 'Aufgaben (4 offen)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.banner.title })).toBeInTheDocument();
    expect(screen.queryByText(t.overview.failed)).not.toBeInTheDocument();
  });
});

describe('StaffAreaPage: the unfinished-bookings banner', () => {
  it('is not there without unfinished bookings', async () => {
    openMenu(employeeProfile, staffOverview({ openTodos: 1 }));
    await screen.findByRole('link', { name: 'Aufgaben (1 offen)' });
    expect(screen.queryByRole('region', { name: t.banner.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.banner.show })).not.toBeInTheDocument();
  });

  it('names the count, lists the bookings and leads to a booking’s day', async () => {
    const bookings = [
      staffBooking({
        id: 'b1',
        vehicleName: 'Seestern',
        customerName: 'Jonas Berg',
        day: '2030-07-10',
        // 10:00–12:00 in Berlin (summer time).
        startsAt: '2030-07-10T08:00:00.000Z',
        endsAt: '2030-07-10T10:00:00.000Z',
        priceCents: 9000,
      }),
      staffBooking({
        id: 'b2',
        kind: 'stay',
        vehicleName: 'Möwe',
        customerName: 'Lena Kurz',
        day: '2030-07-08',
        endDay: '2030-07-11',
        startsAt: '2030-07-08T12:00:00.000Z',
        endsAt: '2030-07-11T08:00:00.000Z',
        hours: null,
        nights: 3,
        priceCents: 45000,
        newPriceCents: 40050,
        priceChangeReason: 'Stammkunde (Preisanpassung durch Anna Berg)',
      }),
    ];
    const unfinishedCalls: string[] = [];
    serveUnfinished(() => {
      unfinishedCalls.push('unfinished');
      return Response.json({ items: bookings });
    });
    server.use(getListDayBookingsMockHandler({ day: '2030-07-08', blocked: false, items: [] }));
    const { user, router } = openMenu(employeeProfile, staffOverview({ unfinishedBookings: 2 }));

    const banner = await screen.findByRole('region', { name: t.banner.title });
    expect(banner).toHaveTextContent(
      'Es gibt 2 unabgeschlossene Buchungen der letzten 7 Tage. Sie müssen storniert oder über das Kassensystem abgerechnet werden.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Only asked for when the list is wanted.
    expect(unfinishedCalls).toHaveLength(0);

    await user.click(within(banner).getByRole('button', { name: t.banner.show }));
    const dialog = await screen.findByRole('dialog', { name: t.unfinished.title });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Seestern');
    expect(items[0]).toHaveTextContent('Jonas Berg');
    expect(items[0]).toHaveTextContent('10.07.2030 um 10:00 Uhr – 12:00 Uhr');
    expect(items[0]).toHaveTextContent('90,00 €');
    expect(items[1]).toHaveTextContent('Möwe');
    expect(items[1]).toHaveTextContent('Lena Kurz');
    expect(items[1]).toHaveTextContent('08.07.2030 um 14:00 Uhr – 11.07.2030 um 10:00 Uhr');
    expect(items[1]).toHaveTextContent('400,50 € (statt 450,00 €)');

    const dayLink = within(items[1] as HTMLElement).getByRole('link', {
      name: 'Zum Tag: 08.07.2030, Möwe',
    });
    expect(dayLink).toHaveAttribute('href', rentalPaths.dayBookings);
    await user.click(dayLink);

    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/Buchungen'));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-07-08');
  });

  it('speaks of one booking in the singular', async () => {
    openMenu(employeeProfile, staffOverview({ unfinishedBookings: 1 }));
    expect(await screen.findByRole('region', { name: t.banner.title })).toHaveTextContent(
      'Es gibt 1 unabgeschlossene Buchung der letzten 7 Tage. Sie muss storniert oder über das Kassensystem abgerechnet werden.',
    );
  });

  it('shows loading, then an error with a retry, and an empty list when all are settled', async () => {
    let answer: 'fail' | 'empty' = 'fail';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/bookings/unfinished', async () => {
        await held;
        return answer === 'fail'
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : Response.json({ items: [] });
      }),
    );
    const { user } = openMenu(employeeProfile, staffOverview({ unfinishedBookings: 3 }));

    await user.click(await screen.findByRole('button', { name: t.banner.show }));
    const dialog = await screen.findByRole('dialog', { name: t.unfinished.title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.unfinished.loading);
    release();

    expect(await within(dialog).findByText(t.unfinished.failed)).toBeInTheDocument();
    answer = 'empty';
    await user.click(within(dialog).getByRole('button', { name: t.unfinished.retry }));
    expect(await within(dialog).findByText(t.unfinished.empty)).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('StaffAreaPage: the calendar popup', () => {
  it('opens a quick choice: stores the day and goes to the day bookings', async () => {
    // 00:30 on Saturday, 13 July 2030 in Berlin, while UTC still says the 12th.
    fixToday('2030-07-12T22:30:00Z');
    server.use(getListDayBookingsMockHandler({ day: '2030-07-14', blocked: false, items: [] }));
    const { user, router } = openMenu({ ...adminProfile, loggedInOn: new Date().toISOString() });

    await user.click(await screen.findByRole('button', { name: 'Kalender' }));
    const dialog = screen.getByRole('dialog', { name: t.calendar.title });
    expect(
      within(dialog).getByRole('button', { name: /^Samstag, 13\. Juli 2030, heute$/ }),
    ).toHaveAttribute('aria-current', 'date');
    await user.click(within(dialog).getByRole('button', { name: t.calendar.tomorrow }));

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.dayBookings));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-07-14');
  });

  it('opens a day of the month grid, also past ones and other months', async () => {
    fixToday('2030-07-12T08:00:00Z');
    server.use(getListDayBookingsMockHandler({ day: '2030-06-03', blocked: false, items: [] }));
    const { user, router } = openMenu({ ...adminProfile, loggedInOn: new Date().toISOString() });

    await user.click(await screen.findByRole('button', { name: 'Kalender' }));
    const dialog = screen.getByRole('dialog', { name: t.calendar.title });
    expect(within(dialog).getByRole('grid', { name: 'Juli 2030' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.calendar.previousMonth }));
    expect(within(dialog).getByRole('grid', { name: 'Juni 2030' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Montag, 3. Juni 2030' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.dayBookings));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-06-03');
  });

  it('works with the keyboard and starts on the day chosen last', async () => {
    fixToday('2030-07-12T08:00:00Z');
    sessionStorage.setItem(SELECTED_DAY_KEY, '2030-08-20');
    server.use(getListDayBookingsMockHandler({ day: '2030-08-27', blocked: false, items: [] }));
    const { user, router } = openMenu({ ...adminProfile, loggedInOn: new Date().toISOString() });

    await user.click(await screen.findByRole('button', { name: 'Kalender' }));
    const dialog = screen.getByRole('dialog', { name: t.calendar.title });
    const last = within(dialog).getByRole('button', {
      name: 'Dienstag, 20. August 2030, zuletzt gewählt',
    });
    expect(last).toHaveAttribute('tabindex', '0');
    last.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Dienstag, 27. August 2030' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.dayBookings));
    expect(sessionStorage.getItem(SELECTED_DAY_KEY)).toBe('2030-08-27');
  });
});

describe('StaffAreaPage: the vehicles popup', () => {
  it('asks for the type first, then offers overview, add form and fleet list', async () => {
    const { user } = openMenu(employeeProfile, staffOverview({ blockedVehicles: 1 }));

    await user.click(await screen.findByRole('button', { name: 'Boote (1 gesperrt)' }));
    const dialog = screen.getByRole('dialog', { name: t.vehiclesDialog.title });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByText(t.vehiclesDialog.chooseTypeFirst)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['motorboats', 'sailboats', 'jetskis', 'canoes', 'houseboats']);

    await user.click(within(dialog).getByRole('radio', { name: 'Kanus' }));
    expect(within(dialog).getByRole('link', { name: 'Übersicht der Kanus' })).toHaveAttribute(
      'href',
      rentalPaths.overview('de', 'canoes'),
    );
    expect(within(dialog).getByRole('link', { name: 'Kanu hinzufügen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Kanus/hinzufügen',
    );
    expect(within(dialog).getByRole('link', { name: 'Flottenliste der Kanus' })).toHaveAttribute(
      'href',
      rentalPaths.fleet('canoes'),
    );

    await user.click(within(dialog).getByRole('radio', { name: 'Motorboote' }));
    expect(within(dialog).getByRole('link', { name: 'Motorboot hinzufügen' })).toHaveAttribute(
      'href',
      rentalPaths.vehicleForm.add('motorboats'),
    );
    expect(within(dialog).getAllByRole('link')).toHaveLength(3);
  });

  it('goes to the add form', async () => {
    // The form checks new names against the existing ones.
    server.use(getListVehicleNamesMockHandler({ items: [] }));
    const { user, router } = openMenu(employeeProfile);
    await user.click(await screen.findByRole('button', { name: 'Boote' }));
    const dialog = screen.getByRole('dialog', { name: t.vehiclesDialog.title });
    await user.click(within(dialog).getByRole('radio', { name: 'Jetskis' }));
    await user.click(within(dialog).getByRole('link', { name: 'Jetski hinzufügen' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(rentalPaths.vehicleForm.add('jetskis')),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jetski hinzufügen' }),
    ).toBeInTheDocument();
  });
});

describe('StaffAreaPage: the cash register popup', () => {
  const c = t.cashRegisterDialog;
  const MODES = [
    ['booking', c.modes.booking.label],
    ['booking_and_products', c.modes.booking_and_products.label],
    ['coupons', c.modes.coupons.label],
    ['products', c.modes.products.label],
  ] as const;

  /** Whatever the register page asks for on arrival: an empty day, an empty range. */
  function serveRegisterPage() {
    server.use(
      http.get('*/api/v1/cashregister/open-items', ({ request }) =>
        Response.json({
          day: new URL(request.url).searchParams.get('day'),
          blocked: false,
          bookings: [],
          coupons: [],
        }),
      ),
      http.get('*/api/v1/products', ({ request }) =>
        Response.json({ type: new URL(request.url).searchParams.get('type'), items: [] }),
      ),
    );
  }

  async function openCashRegister(profile: StaffProfileDto) {
    const opened = openMenu(profile);
    await opened.user.click(await screen.findByRole('button', { name: 'Kassensystem' }));
    return { ...opened, dialog: screen.getByRole('dialog', { name: c.title }) };
  }

  it('offers the four ways to take money, each a link to the register', async () => {
    const { dialog } = await openCashRegister(employeeProfile);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      MODES.map(([mode, label]) => `${label}${c.modes[mode].text}`),
    );
    for (const [mode, label] of MODES) {
      const link = within(dialog).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', rentalPaths.cashRegister);
      expect(link).toHaveAccessibleDescription(c.modes[mode].text);
    }
    // The dialog takes the focus, so its name is read first.
    expect(dialog).toHaveFocus();
  });

  it.each(MODES)('opens the register for %s', async (mode, label) => {
    serveRegisterPage();
    const { user, router, dialog } = await openCashRegister(employeeProfile);

    await user.click(within(dialog).getByRole('link', { name: label }));

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.cashRegister));
    expect(router.state.location.state).toEqual({ mode });
    // The register page replaces the menu and its popup.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: c.title })).not.toBeInTheDocument(),
    );
  });

  it('shows employees no cash logs (admins only)', async () => {
    const { dialog } = await openCashRegister(employeeProfile);
    expect(within(dialog).queryByRole('heading', { name: /Auswertungen/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Kassenstand' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Kassenbuch' })).toBeNull();
  });

  it('offers admins Kassenstand and Kassenbuch; closing one returns to the menu tile', async () => {
    server.use(
      http.get('*/api/v1/cashregister/positions', () =>
        Response.json({ period: 'day', items: [] }),
      ),
      http.get('*/api/v1/cashregister/log', () => Response.json({ items: [], nextCursor: null })),
      http.get('*/api/v1/cashregister/log/verify', () =>
        Response.json({ intact: true, checked: 0, firstBrokenReceipt: null }),
      ),
    );
    const { user, dialog } = await openCashRegister(adminProfile);
    expect(
      within(dialog).getByRole('heading', { name: `${c.reportsTitle} ${c.reportsNote}` }),
    ).toBeInTheDocument();

    const positions = within(dialog).getByRole('button', { name: c.reports.cashPositions.label });
    expect(positions).toHaveAttribute('aria-haspopup', 'dialog');
    expect(positions).toHaveAccessibleDescription(c.reports.cashPositions.text);
    await user.click(positions);
    // One dialog at a time: the register popup gives way to the log.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Kassenstand' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const tile = screen.getByRole('button', { name: 'Kassensystem' });
    expect(tile).toHaveFocus();

    await user.click(tile);
    await user.click(
      within(screen.getByRole('dialog', { name: c.title })).getByRole('button', {
        name: c.reports.cashLog.label,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Kassenbuch' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kassensystem' })).toHaveFocus();
  });
});

describe('StaffAreaPage: booking for a customer', () => {
  it('offers hourly booking of the type and, for days, the type’s overview', async () => {
    const { user } = openMenu(employeeProfile);

    await user.click(await screen.findByRole('button', { name: t.bookForCustomer }));
    const dialog = screen.getByRole('dialog', { name: t.bookForCustomerDialog.title });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Hausboote' }));
    expect(
      within(dialog).getByRole('link', { name: 'Hausboote stundenweise buchen' }),
    ).toHaveAttribute('href', rentalPaths.bookByHours('de', 'houseboats'));
    expect(
      within(dialog).getByRole('link', { name: 'Zur Übersicht der Hausboote' }),
    ).toHaveAttribute('href', rentalPaths.overview('de', 'houseboats'));
    // Says why days go through the overview.
    expect(dialog).toHaveTextContent('„Tageweise buchen“');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.bookForCustomer })).toHaveFocus();
  });
});

describe('StaffAreaPage: session and account', () => {
  it('greets the user by first name and confirms the session once', async () => {
    storeUser(employeeProfile);
    const calls = countSessionChecks(() => Response.json(employeeProfile));
    serveOverview(staffOverview());
    renderSite(rentalRoutes, staffPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
    expect(screen.getByText(t.greeting('Erika'))).toBeInTheDocument();
    expect(document.title).toBe('Intern – RentalRevolution');
    expect(await screen.findByText(employeeProfile.username)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Only admins may register.
    expect(screen.queryByRole('link', { name: t.registerEmployee })).not.toBeInTheDocument();
  });

  it('offers admins a working link to Register', async () => {
    const { user, router } = openMenu(adminProfile);

    await user.click(await screen.findByRole('link', { name: t.registerEmployee }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/Register'));
    expect(
      await screen.findByRole('heading', { level: 1, name: staffDe.register.title }),
    ).toBeInTheDocument();
  });

  it('shows that the session is being checked, and a retry when the check fails', async () => {
    storeUser(employeeProfile);
    let fail = true;
    countSessionChecks(() =>
      fail ? problemResponse(503, 'DB_UNAVAILABLE') : Response.json(employeeProfile),
    );
    serveOverview(staffOverview());
    const user = setupUser();
    renderSite(rentalRoutes, staffPath);

    expect(await screen.findByText(t.session.checking)).toBeInTheDocument();
    const failure = await screen.findByText(t.session.checkFailed);
    fail = false;
    await user.click(
      within(failure.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: t.session.retry,
      }),
    );
    expect(await screen.findByText(employeeProfile.username)).toBeInTheDocument();
  });

  it("takes the server's admin flag when it differs from the stored one", async () => {
    storeUser(employeeProfile);
    server.use(getGetCurrentStaffMockHandler({ ...employeeProfile, isAdmin: true }));
    serveOverview(staffOverview());
    renderSite(rentalRoutes, staffPath);

    expect(await screen.findByRole('link', { name: t.registerEmployee })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mitarbeiter' })).toBeInTheDocument();
    expect(readStoredUser()?.admin).toBe(true);
  });
});

describe('RequireStaff', () => {
  it('sends a visitor without stored user to the home page, replacing the entry', async () => {
    const calls = countSessionChecks(() => Response.json(employeeProfile));
    const overviewCalls = serveOverview(staffOverview());
    const { router } = renderSite(rentalRoutes, staffPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: de.home.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toHaveLength(0);
    expect(overviewCalls).toHaveLength(0);
  });

  it('says on arrival why, with a link to the login, once', async () => {
    const { router } = renderSite(rentalRoutes, staffPath);

    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(de.home.staffRedirect.staffOnly);
    expect(within(note).getByRole('link', { name: de.home.staffRedirect.login })).toHaveAttribute(
      'href',
      '/RentalRevolution/Login',
    );
    // Taken out of the history entry, so a reload neither repeats it nor mismatches the page.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole('alert')).toBe(note);
    fireEvent.click(within(note).getByRole('button', { name: de.home.staffRedirect.close }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a non-admin whose login is older than 14 hours to Login', async () => {
    storeUser({
      ...employeeProfile,
      loggedInOn: new Date(Date.now() - 14 * 60 * 60 * 1000 - 60_000).toISOString(),
    });
    countSessionChecks(() => problemResponse(401, 'SESSION_EXPIRED'));
    serveOverview(() => problemResponse(401, 'SESSION_EXPIRED'));
    const { router } = renderSite(rentalRoutes, staffPath);

    expect(await screen.findByText(staffDe.login.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Login');
    expect(readStoredUser()).toBeNull();
  });

  it('keeps an admin logged in regardless of the login age', async () => {
    storeUser({ ...adminProfile, loggedInOn: '2020-01-01T00:00:00Z' });
    server.use(getGetCurrentStaffMockHandler(adminProfile));
    serveOverview(staffOverview());
    renderSite(rentalRoutes, staffPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
  });
});
