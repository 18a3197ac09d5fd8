import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { installBookingApi, type BookingApiOptions } from '../../../../testing/booking-api';
import { bookingVehicles, weekFixture } from '../../../../testing/booking-fixtures';
import { advanceBy, settleUntil } from '../../../../testing/fake-time';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { setupUser, type User } from '../../../../testing/user';
import { CHOSEN_DATE_KEY, CUSTOMER_DRAFT_KEY } from './booking-storage';

/** Wednesday 3 July 2030, 10:00 in Berlin. */
const NOW = new Date('2030-07-03T08:00:00Z');

const { seeadler, moewe } = bookingVehicles;

/**
 * The lake's week as the server sees it: Monday to Wednesday 10:00 past, Thursday blocked,
 * Friday 12:00 fully booked, Saturday 11:00 Seeadler booked, Sunday closed for the off-season.
 */
function lakeWeek(from: string) {
  return weekFixture({
    from,
    vehicleIds: [seeadler.id, moewe.id],
    state: (date, hour) => {
      if (date < '2030-07-03' || (date === '2030-07-03' && hour < 10.5)) return 'past';
      if (date === '2030-07-04') return 'blocked';
      if (date === '2030-07-07') return 'closed';
      return undefined;
    },
    booked: (date, hour) => {
      if (date === '2030-07-05' && hour === 12) return [seeadler.id, moewe.id];
      if (date === '2030-07-06' && hour === 11) return [seeadler.id];
      return [];
    },
  });
}

function api(options: BookingApiOptions = {}) {
  return installBookingApi({ vehicles: [seeadler, moewe], week: lakeWeek, ...options });
}

/** Days staff closed, as GET /days lists them. */
function blockDays(dates: string[]) {
  server.use(
    http.get('*/api/v1/days', () =>
      HttpResponse.json({ items: dates.map((date) => ({ date, blocked: true })) }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

async function openBooking(path = '/RentalRevolution/Buchen/Motorboote') {
  const view = renderSite(rentalRoutes, path);
  const grid = await screen.findByRole('grid', { name: /^Freie Zeiten|^Free times/ });
  return { ...view, grid };
}

const slot = (name: string) => screen.getByRole('button', { name });

/**
 * The overview section with the form, where the queries for its fields look. Not the whole
 * page: beside it the week has some 165 slot buttons, and jsdom finds the labels of each
 * labelable element by walking the whole document, so one `getByLabelText` on the screen took
 * half a second. Queries that something is absent still look at the whole screen.
 */
const overview = () => within(screen.getByRole('region', { name: 'Übersicht prüfen' }));

describe('the week timetable', () => {
  it('shows every slot in the state the server gave it', async () => {
    api();
    await openBooking();
    expect(slot('Mittwoch, 3. Juli, 10:00 – vergangen')).toHaveAttribute('data-state', 'past');
    expect(slot('Mittwoch, 3. Juli, 10:30 – frei')).toHaveAttribute('data-state', 'free');
    expect(slot('Donnerstag, 4. Juli, 10:00 – gesperrt')).toHaveAttribute('data-state', 'blocked');
    expect(slot('Freitag, 5. Juli, 12:00 – ausgebucht')).toHaveAttribute('data-state', 'full');
    expect(slot('Samstag, 6. Juli, 11:00 – frei')).toHaveAttribute('data-state', 'free');
    expect(slot('Sonntag, 7. Juli, 10:00 – geschlossen (Winterpause)')).toHaveAttribute(
      'data-state',
      'closed',
    );
  });

  it('shows only the rows from the earliest opening to the latest closing', async () => {
    api();
    const { grid } = await openBooking();
    const rowHeads = within(grid)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeads[0]).toBe('09:00');
    expect(rowHeads.at(-1)).toBe('17:30');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
  });

  it('names the states in a legend', async () => {
    api();
    await openBooking();
    const legend = screen.getByRole('heading', { name: 'Legende' }).parentElement!;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'frei',
      'ausgewählt',
      'ausgebucht',
      'gesperrt',
      'geschlossen (Winterpause)',
      'vergangen',
      'außerhalb der Öffnungszeiten',
    ]);
  });

  it('lets only free slots be chosen, and marks the chosen one', async () => {
    const user = setupUser();
    api();
    await openBooking();
    for (const name of [
      'Freitag, 5. Juli, 12:00 – ausgebucht',
      'Donnerstag, 4. Juli, 10:00 – gesperrt',
      'Mittwoch, 3. Juli, 10:00 – vergangen',
      'Sonntag, 7. Juli, 10:00 – geschlossen (Winterpause)',
    ]) {
      expect(slot(name)).toHaveAttribute('aria-disabled', 'true');
      await user.click(slot(name));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(slot('Freitag, 5. Juli, 10:00 – frei'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Freie Fahrzeuge – Freitag, 5. Juli, 10:00',
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Seeadler wählen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const chosen = slot('Freitag, 5. Juli, 10:00 – ausgewählt');
    expect(chosen).toHaveAttribute('data-state', 'selected');
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the vehicles free in the slot with their hours; none left cannot be chosen', async () => {
    const user = setupUser();
    const calls = api({ maxHours: { [moewe.id]: 0 } });
    await openBooking();
    await user.click(slot('Samstag, 6. Juli, 11:00 – frei'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ab dieser Uhrzeit nicht buchbar')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Möwe wählen' })).toBeDisabled();
    expect(within(dialog).queryByText('Seeadler')).not.toBeInTheDocument();
    expect(calls.hours.at(-1)?.searchParams.getAll('vehicleIds')).toEqual([moewe.id]);
    expect(calls.hours.at(-1)?.searchParams.get('day')).toBe('2030-07-06');
    expect(calls.hours.at(-1)?.searchParams.get('startHour')).toBe('11');
  });

  it('shows the hours loading in the dialog', async () => {
    const user = setupUser();
    api({
      hours: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    });
    await openBooking();
    await user.click(slot('Freitag, 5. Juli, 10:00 – frei'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Verfügbarkeit wird geprüft …');
  });
});

describe('the week by keyboard', () => {
  it('is one tab stop', async () => {
    const user = setupUser();
    api();
    const { grid } = await openBooking();
    const tabStops = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabStops).toEqual([slot('Mittwoch, 3. Juli, 10:30 – frei')]);

    screen.getByRole('button', { name: 'Nächste Woche' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(slot('Mittwoch, 3. Juli, 10:30 – frei'));
    await user.tab();
    expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('moves with the arrows, Home and End, and picks a free slot with Enter', async () => {
    const user = setupUser();
    api();
    await openBooking();
    slot('Mittwoch, 3. Juli, 10:30 – frei').focus();
    const focused = () => document.activeElement?.getAttribute('aria-label');

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Donnerstag, 4. Juli, 10:30 – gesperrt');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Donnerstag, 4. Juli, 11:00 – gesperrt');
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('Mittwoch, 3. Juli, 10:00 – vergangen');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sonntag, 7. Juli, 10:00 – geschlossen (Winterpause)');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Montag, 1. Juli, 10:00 – vergangen');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toBe('Sonntag, 7. Juli, 17:30 – geschlossen (Winterpause)');
    // The one tab stop moved along.
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(slot('Mittwoch, 3. Juli, 10:30 – frei')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Home}{/Control}{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Freitag, 5. Juli, 10:00 – frei');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Freie Fahrzeuge – Freitag, 5. Juli, 10:00' }),
    ).toBeVisible();
  });

  it('picks a free slot with Space as well', async () => {
    const user = setupUser();
    api();
    await openBooking();
    slot('Samstag, 6. Juli, 11:00 – frei').focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});

describe('the month calendar by keyboard', () => {
  it('moves by day, week and month and chooses with Enter', async () => {
    const user = setupUser();
    api();
    await openBooking();
    const todayButton = screen.getByRole('button', { name: /^Mittwoch, 3\. Juli 2030/ });
    expect(todayButton).toHaveAttribute('tabindex', '0');
    expect(todayButton).toHaveAttribute('aria-current', 'date');
    todayButton.focus();
    const focused = () => document.activeElement?.getAttribute('aria-label') ?? '';

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focused()).toMatch(/^Donnerstag, 11\. Juli 2030/);
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(focused()).toMatch(/^Dienstag, 2\. Juli 2030, vergangen/);
    // June is past: the focus stays in July.
    await user.keyboard('{ArrowUp}{PageUp}');
    expect(focused()).toMatch(/^Dienstag, 2\. Juli 2030/);
    await user.keyboard('{PageDown}');
    expect(await screen.findByText('August 2030')).toBeVisible();
    expect(focused()).toMatch(/^Freitag, 2\. August 2030/);
    await user.keyboard('{Enter}');
    expect(sessionStorage.getItem(CHOSEN_DATE_KEY)).toBe('2030-08-02');
  });
});

describe('choosing again', () => {
  async function chooseSeeadlerOnFriday(user: User) {
    await user.click(slot('Freitag, 5. Juli, 10:00 – frei'));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Seeadler wählen' }));
    await screen.findByRole('heading', { name: 'Ihre Angaben' });
    await user.selectOptions(overview().getByLabelText('Mietdauer'), '2');
    await user.click(overview().getByRole('checkbox', { name: /Grill/ }));
  }

  it('resets vehicle, overview and verification when the hour changes', async () => {
    const user = setupUser();
    api();
    await openBooking();
    await chooseSeeadlerOnFriday(user);

    await user.click(slot('Freitag, 5. Juli, 11:00 – frei'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Ihre Angaben' })).not.toBeInTheDocument();
    expect(overview().getByLabelText('Fahrzeug')).toHaveValue('');
    expect(screen.queryByLabelText('Mietdauer')).not.toBeInTheDocument();
    expect(slot('Freitag, 5. Juli, 11:00 – ausgewählt')).toBeInTheDocument();

    await user.selectOptions(overview().getByLabelText('Fahrzeug'), seeadler.id);
    expect(overview().getByLabelText('Mietdauer')).toHaveValue('1');
    expect(overview().getByRole('checkbox', { name: /Grill/ })).not.toBeChecked();
  });

  it('resets everything when the date changes and loads that week', async () => {
    const user = setupUser();
    const calls = api();
    await openBooking();
    await chooseSeeadlerOnFriday(user);

    await user.click(screen.getByRole('button', { name: /^Dienstag, 9\. Juli 2030/ }));
    expect(screen.queryByRole('heading', { name: 'Übersicht prüfen' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Dienstag, 9. Juli, 10:00 – frei' });
    expect(calls.week.at(-1)?.searchParams.get('from')).toBe('2030-07-08');
    expect(screen.queryByRole('button', { name: /– ausgewählt$/ })).not.toBeInTheDocument();
  });

  it('scrolls to the week 100 ms after a date is chosen', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    api();
    await openBooking();
    // From here on the fake clock runs the delay (so fireEvent: see testing/user.ts).
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    fireEvent.click(screen.getByRole('button', { name: /^Freitag, 12\. Juli 2030/ }));
    const times = () => screen.getByRole('heading', { name: 'Uhrzeit wählen' });
    await settleUntil(() => expect(times()).toBeInTheDocument());
    expect(scrolled).toEqual([]);
    await advanceBy(99);
    expect(scrolled).toEqual([]);
    await advanceBy(1);
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(times());
  });

  it('cannot go back before this month or choose a past or closed day', async () => {
    const user = setupUser();
    api();
    blockDays(['2030-07-10']);
    await openBooking();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    const past = screen.getByRole('button', { name: /^Dienstag, 2\. Juli 2030, vergangen/ });
    await user.click(past);
    const closed = await screen.findByRole('button', {
      name: /^Mittwoch, 10\. Juli 2030, geschlossen/,
    });
    await user.click(closed);
    expect(sessionStorage.getItem(CHOSEN_DATE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByText('August 2030')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeEnabled();
  });
});

describe('session storage', () => {
  it('keeps the chosen date and shows its week after a reload', async () => {
    const user = setupUser();
    const calls = api();
    const first = await openBooking();
    await user.click(screen.getByRole('button', { name: /^Dienstag, 16\. Juli 2030/ }));
    expect(sessionStorage.getItem(CHOSEN_DATE_KEY)).toBe('2030-07-16');
    first.unmount();

    await openBooking();
    expect(calls.week.at(-1)?.searchParams.get('from')).toBe('2030-07-15');
    expect(
      screen.getByRole('button', { name: /^Dienstag, 16\. Juli 2030/ }).closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the customer’s entries across a reload', async () => {
    const user = setupUser();
    api();
    const first = await openBooking();
    await user.click(slot('Freitag, 5. Juli, 10:00 – frei'));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', {
        name: 'Seeadler wählen',
      }),
    );
    const entries = {
      'Vor- & Nachname': 'Max Mustermann',
      Telefonnummer: '+491701234567',
      'E-Mail-Adresse': 'max@example.de',
      'Straße & Hausnummer': 'Seestraße 12',
      'Adresszusatz (optional)': 'Hinterhaus',
      'PLZ & Ort': '15526 Bad Saarow',
      'Kommentar (optional)': 'Mit Hund',
    };
    for (const [label, value] of Object.entries(entries)) {
      await user.type(overview().getByLabelText(label), value);
    }
    await user.clear(overview().getByLabelText('Erwachsene'));
    await user.type(overview().getByLabelText('Erwachsene'), '3');
    await user.type(overview().getByLabelText('Kinder (optional)'), '2');
    await user.type(overview().getByLabelText('Alter der Kinder von (optional)'), '4');
    await user.type(overview().getByLabelText('bis (optional)'), '9');
    expect(JSON.parse(sessionStorage.getItem(CUSTOMER_DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Max Mustermann',
      adults: '3',
      children: '2',
      childAgeTo: '9',
    });
    first.unmount();

    await openBooking();
    await user.click(slot('Freitag, 5. Juli, 10:00 – frei'));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', {
        name: 'Seeadler wählen',
      }),
    );
    for (const [label, value] of Object.entries(entries)) {
      expect(overview().getByLabelText(label)).toHaveValue(value);
    }
    expect(overview().getByLabelText('Erwachsene')).toHaveValue('3');
    expect(overview().getByLabelText('Alter der Kinder von (optional)')).toHaveValue('4');
    expect(overview().getByLabelText('bis (optional)')).toHaveValue('9');
  });
});

describe('loading', () => {
  it('shows a skeleton with a text while the week loads', async () => {
    api({
      week: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    });
    renderSite(rentalRoutes, '/RentalRevolution/Buchen/Motorboote');
    expect(await screen.findByText('Wochenplan wird geladen …')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('week-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: /Freie Zeiten/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the week cannot be loaded, never a blank grid', async () => {
    const user = setupUser();
    let calls = 0;
    api({
      week: (from) => {
        calls += 1;
        return calls === 1 ? problemResponse(503, 'DB_UNAVAILABLE') : lakeWeek(from);
      },
    });
    renderSite(rentalRoutes, '/RentalRevolution/Buchen/Motorboote');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Wochenplan konnte nicht geladen werden.');
    expect(screen.queryByRole('grid', { name: /Freie Zeiten/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('grid', { name: /Freie Zeiten/ })).toBeVisible();
  });
});

describe('which vehicles', () => {
  it('asks for the type’s week', async () => {
    const calls = api();
    await openBooking();
    const url = calls.week.at(-1)!;
    expect(url.searchParams.get('type')).toBe('motorboats');
    expect(url.searchParams.get('from')).toBe('2030-07-01');
    expect(url.searchParams.has('vehicleId')).toBe(false);
  });

  it('asks for one vehicle’s week when the address names it, and links to all', async () => {
    const calls = api();
    await openBooking('/RentalRevolution/Buchen/Motorboote/Seeadler');
    const url = calls.week.at(-1)!;
    expect(url.searchParams.get('vehicleId')).toBe(seeadler.id);
    expect(url.searchParams.has('type')).toBe(false);
    expect(screen.getByRole('link', { name: 'Alle Motorboote anzeigen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchen/Motorboote',
    );
  });

  it('asks for every vehicle under all', async () => {
    const calls = api();
    await openBooking('/RentalRevolution/book/all');
    const url = calls.week.at(-1)!;
    expect(url.searchParams.has('type')).toBe(false);
    expect(url.searchParams.has('vehicleId')).toBe(false);
  });

  it.each([
    ['/RentalRevolution/Buchen/Kanus', 'Kanus stehen zurzeit nicht zur Verfügung.'],
    ['/RentalRevolution/book/canoes', 'Canoes are currently unavailable.'],
    ['/RentalRevolution/Buchen/all', 'Zurzeit steht kein Fahrzeug zur Verfügung.'],
  ])('%s says when no vehicle is operating', async (path, message) => {
    api({ week: (from) => weekFixture({ from, vehicleIds: [], state: () => 'full' }) });
    renderSite(rentalRoutes, path);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('grid', { name: /Freie Zeiten|Free times/ })).toBeNull();
  });

  it.each([
    ['/RentalRevolution/Buchen/Kanus/Canoe%20A', 'Canoe A steht zurzeit nicht zur Verfügung.'],
    ['/RentalRevolution/book/canoes/Canoe%20A', 'Canoe A is currently unavailable.'],
  ])('%s says when the named vehicle is not operating', async (path, message) => {
    const calls = api();
    renderSite(rentalRoutes, path);
    expect(await screen.findByText(message)).toBeVisible();
    expect(calls.week).toHaveLength(0);
  });
});

describe('hourly booking in the winter break', () => {
  /** The demo's off-season runs from 16 October to 31 March. */
  function winterWeek(from: string) {
    const week = weekFixture({
      from,
      vehicleIds: [seeadler.id],
      state: (date) => (date < '2031-04-01' ? 'closed' : undefined),
    });
    return {
      ...week,
      days: week.days.map((day) => ({ ...day, offSeason: day.date < '2031-04-01' })),
    };
  }

  it('offers the first day of the new season and shows its week', async () => {
    vi.setSystemTime(new Date('2030-11-27T09:00:00Z'));
    const calls = installBookingApi({ vehicles: [seeadler], week: winterWeek });
    renderSite(rentalRoutes, '/RentalRevolution/Buchen/Motorboote');
    const toSeason = await screen.findByRole('button', {
      name: 'Zum Saisonstart: Dienstag, 1. April 2031',
    });
    expect(screen.getByText(/Winterpause: In dieser Woche/)).toBeInTheDocument();
    await setupUser().click(toSeason);
    // The button leaves with the winter week; the focus stays on the timetable.
    expect(screen.getByRole('heading', { name: /Uhrzeit wählen/ })).toHaveFocus();
    await waitFor(() => expect(calls.week.at(-1)?.searchParams.get('from')).toBe('2031-03-31'));
    await waitFor(() =>
      expect(screen.queryByText(/Winterpause: In dieser Woche/)).not.toBeInTheDocument(),
    );
  });
});
