import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { WorkingHoursDto } from '@showcase/contracts/generated/model/workingHoursDto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { employeeRecord, workingHoursList } from '../../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../../testing/staff-profiles';
import { setupUser } from '../../../../testing/user';
import { storeUser } from '../auth/stored-user';
import { DEMO_NOTHING_SAVED } from '../staff-shell/StaffPage';

const path = '/RentalRevolution/Arbeitsstunden';

/** The business "today" of these tests: a Wednesday. */
const TODAY = '2027-06-16';
const FROM = '2027-04-01';

const jonas = employeeRecord({ id: 'jonas', firstName: 'Jonas', lastName: 'Krüger' });
const tobias = employeeRecord({
  id: 'tobias',
  firstName: 'Tobias',
  lastName: 'Albrecht',
  active: false,
});
const rootRecord = employeeRecord({
  id: adminProfile.id,
  firstName: 'Admin',
  lastName: 'Account',
  email: 'root@example.com',
  role: 'root',
});

/** A small working-hours server: stored hours per person, the API's list and save rules. */
let stored: Record<string, Record<string, number>>;
let names: Record<string, string>;
let listRequests: URLSearchParams[];
let employeeListCalls: number;
let saves: Array<{ employeeId: string; body: unknown }>;
let simulate: boolean;

function listFor(employeeId: string, own: boolean): WorkingHoursDto {
  return workingHoursList({
    employeeId,
    employeeName: names[employeeId] ?? 'Unbekannt',
    from: FROM,
    to: TODAY,
    hours: stored[employeeId] ?? {},
    editableDays: own ? 3 : 0,
  });
}

function serveAs(viewer: { id: string }) {
  server.use(
    http.get('*/api/v1/working-hours', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const employeeId = params.get('employeeId') ?? viewer.id;
      return HttpResponse.json(listFor(employeeId, employeeId === viewer.id));
    }),
    http.put('*/api/v1/working-hours/:employeeId', async ({ params, request }) => {
      const employeeId = String(params.employeeId);
      const body = (await request.json()) as { hoursByDate: Record<string, number | null> };
      saves.push({ employeeId, body });
      if (employeeId !== viewer.id) return problemResponse(403, 'FORBIDDEN');
      const next = { ...(stored[employeeId] ?? {}) };
      for (const [day, hours] of Object.entries(body.hoursByDate)) {
        if (hours === null) delete next[day];
        else next[day] = hours;
      }
      if (!simulate) stored[employeeId] = next;
      const answer = workingHoursList({
        employeeId,
        employeeName: names[employeeId] ?? '',
        from: '2027-06-14',
        to: TODAY,
        hours: next,
      });
      return HttpResponse.json({ ...answer, ...(simulate && { simulated: true }) });
    }),
  );
}

function useEmployees(items: EmployeeDto[]) {
  server.use(
    http.get('*/api/v1/employees', () => {
      employeeListCalls += 1;
      return HttpResponse.json({ items });
    }),
  );
}

beforeEach(() => {
  // Only the clock the page reads for the export months; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
  stored = {
    [employeeProfile.id]: {
      '2027-06-15': 7.5,
      '2027-06-14': 8,
      '2027-06-01': 16,
      '2027-05-31': 6,
      '2027-05-02': 4,
    },
    jonas: { '2027-06-10': 9.5, '2027-05-20': 3 },
  };
  names = {
    [employeeProfile.id]: 'Erika Muster',
    [adminProfile.id]: 'Admin',
    jonas: 'Jonas Krüger',
    tobias: 'Tobias Albrecht',
  };
  listRequests = [];
  employeeListCalls = 0;
  saves = [];
  simulate = false;
  useEmployees([rootRecord, jonas, tobias]);
});

afterEach(() => {
  vi.useRealTimers();
});

type Handler = Parameters<typeof server.use>[0];

/** Opens the page as `profile`; `overrides` replace single endpoints of the small server. */
function openAs(profile: { id: string }, overrides: Handler[]) {
  serveAs(profile);
  if (overrides.length > 0) server.use(...overrides);
  return renderSite(rentalRoutes, path);
}

/** Staff logins last 14 hours: the employee logged in just now, on the tests' clock. */
const loggedInNow = () => ({ ...employeeProfile, loggedInOn: new Date().toISOString() });

function openAsEmployee(...overrides: Handler[]) {
  storeUser(loggedInNow());
  return openAs(employeeProfile, overrides);
}

function openAsAdmin(...overrides: Handler[]) {
  storeUser(adminProfile);
  return openAs(adminProfile, overrides);
}

const input = (label: string) => screen.getByLabelText(`Stunden am ${label}`);

describe('WorkingHoursScreen: own hours', () => {
  it('lists the days newest first, grouped by month with the month totals', async () => {
    openAsEmployee();

    expect(await screen.findByRole('heading', { level: 2, name: 'Meine Stunden' })).toBeVisible();
    const months = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.getAttribute('aria-label'));
    expect(months).toEqual(['Juni 2027: 31,5 Std.', 'Mai 2027: 10 Std.', 'April 2027: 0 Std.']);
    const june = screen.getByRole('table', { name: 'Juni 2027: 31,5 Std.' });
    const rows = within(june).getAllByRole('row');
    expect(rows).toHaveLength(16);
    expect(rows[0]).toHaveTextContent('Mittwoch, 16.06.2027');
    expect(rows[1]).toHaveTextContent('Dienstag, 15.06.2027');
    expect(rows[1]).toHaveTextContent('7,5 Std.');
    expect(rows[15]).toHaveTextContent('Dienstag, 01.06.2027');
    expect(rows[15]).toHaveTextContent('16 Std.');
    expect(within(rows[0]!).getByText('nichts eingetragen')).toBeInTheDocument();
    expect(screen.getByText('Seit 01.04.2027, der neueste Tag zuerst.')).toBeInTheDocument();
  });

  it('asks for the own hours without an id and shows no employee select or export to staff', async () => {
    openAsEmployee();
    await screen.findByRole('heading', { level: 2, name: 'Meine Stunden' });

    expect(listRequests.map((params) => params.toString())).toEqual(['']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CSV herunterladen/ })).not.toBeInTheDocument();
    expect(employeeListCalls).toBe(0);
  });

  it('has an input for each editable day only, filled with the stored hours', async () => {
    openAsEmployee();
    await screen.findByRole('heading', { name: 'Stunden eintragen' });

    expect(input('Mittwoch, 16.06.2027')).toHaveValue('');
    expect(input('Dienstag, 15.06.2027')).toHaveValue('7,5');
    expect(input('Montag, 14.06.2027')).toHaveValue('8');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('saves every changed day in one PUT; an emptied input clears its day', async () => {
    const user = setupUser();
    openAsEmployee();
    await screen.findByRole('heading', { name: 'Stunden eintragen' });

    await user.type(input('Mittwoch, 16.06.2027'), '6.5');
    await user.clear(input('Dienstag, 15.06.2027'));
    await user.clear(input('Montag, 14.06.2027'));
    await user.type(input('Montag, 14.06.2027'), '8,0');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));

    expect(await screen.findByText('Ihre Stunden wurden gespeichert.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        employeeId: employeeProfile.id,
        body: { hoursByDate: { '2027-06-16': 6.5, '2027-06-15': null } },
      },
    ]);
    // A real save: the list comes again, with the new month total.
    expect(
      await screen.findByRole('heading', { name: 'Juni 2027: 30,5 Std.' }),
    ).toBeInTheDocument();
    expect(listRequests).toHaveLength(2);
    expect(input('Mittwoch, 16.06.2027')).toHaveValue('6,5');
    expect(input('Dienstag, 15.06.2027')).toHaveValue('');
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
  });

  it("refuses '24.' and other invalid hours at the field and sends nothing", async () => {
    const user = setupUser();
    openAsEmployee();
    await screen.findByRole('heading', { name: 'Stunden eintragen' });

    await user.type(input('Mittwoch, 16.06.2027'), '24.');
    await user.clear(input('Montag, 14.06.2027'));
    await user.type(input('Montag, 14.06.2027'), '7,25');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));

    expect(
      await screen.findByText('Bitte prüfen Sie die markierten Eingaben.'),
    ).toBeInTheDocument();
    const message = 'Bitte 0 bis 24 Stunden mit höchstens einer Nachkommastelle eingeben.';
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(input('Mittwoch, 16.06.2027')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Mittwoch, 16.06.2027')).toHaveAccessibleDescription(message);
    expect(input('Dienstag, 15.06.2027')).toHaveAttribute('aria-invalid', 'false');
    expect(input('Mittwoch, 16.06.2027')).toHaveFocus();
    expect(saves).toEqual([]);

    // Typing again takes the mark away from that field.
    await user.type(input('Mittwoch, 16.06.2027'), '0');
    expect(input('Mittwoch, 16.06.2027')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('says when there is nothing to save', async () => {
    const user = setupUser();
    openAsEmployee();
    await screen.findByRole('heading', { name: 'Stunden eintragen' });
    await user.clear(input('Dienstag, 15.06.2027'));
    await user.type(input('Dienstag, 15.06.2027'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));
    expect(await screen.findByText('Es gibt keine Änderungen zum Speichern.')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('says so in the live region when saving fails, and keeps the input', async () => {
    const user = setupUser();
    openAsEmployee(
      http.put('*/api/v1/working-hours/:employeeId', () => problemResponse(503, 'DB_UNAVAILABLE')),
    );
    await screen.findByRole('heading', { name: 'Stunden eintragen' });
    await user.type(input('Mittwoch, 16.06.2027'), '5');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));

    const note = await screen.findByText(
      'Die Stunden konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    );
    expect(note.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(input('Mittwoch, 16.06.2027')).toHaveValue('5');
  });

  it('reloads the list when a day left the editable window meanwhile', async () => {
    const notEditable = http.put('*/api/v1/working-hours/:employeeId', () =>
      HttpResponse.json(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          detail: 'Invalid input',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'hoursByDate.2027-06-14', code: 'NOT_EDITABLE', message: 'x' }],
        },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const user = setupUser();
    openAsEmployee(notEditable);
    await screen.findByRole('heading', { name: 'Stunden eintragen' });
    await user.clear(input('Montag, 14.06.2027'));
    await user.type(input('Montag, 14.06.2027'), '9');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));
    expect(await screen.findByText(/Ein Tag lässt sich nicht mehr bearbeiten/)).toBeInTheDocument();
    await waitFor(() => expect(listRequests).toHaveLength(2));
  });

  it("shows the demo's simulated save with new totals, without reloading, and says nothing was saved", async () => {
    simulate = true;
    const user = setupUser();
    openAsEmployee();
    await screen.findByRole('heading', { name: 'Stunden eintragen' });

    await user.type(input('Mittwoch, 16.06.2027'), '10');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));

    expect(await screen.findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Juni 2027: 41,5 Std.' })).toBeInTheDocument();
    expect(input('Mittwoch, 16.06.2027')).toHaveValue('10');
    expect(listRequests).toHaveLength(1);
  });

  it('shows the loading state, then an error with a retry', async () => {
    let fail = true;
    storeUser(loggedInNow());
    server.use(
      http.get('*/api/v1/working-hours', () =>
        fail
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json(listFor(employeeProfile.id, true)),
      ),
    );
    const user = setupUser();
    renderSite(rentalRoutes, path);
    expect(await screen.findByText('Arbeitsstunden werden geladen …')).toBeInTheDocument();
    expect(
      await screen.findByText('Die Arbeitsstunden konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByRole('heading', { name: 'Juni 2027: 31,5 Std.' })).toBeVisible();
  });

  it('says when the range holds no hours yet, and still offers the entry', async () => {
    stored = {};
    openAsEmployee();
    expect(
      await screen.findByText('In diesem Zeitraum sind noch keine Stunden eingetragen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(input('Mittwoch, 16.06.2027')).toBeInTheDocument();
  });
});

describe('WorkingHoursScreen: admins', () => {
  it('offers everyone to look at, themselves first (root as Admin), the own hours selected', async () => {
    openAsAdmin();
    const select = await screen.findByRole('combobox', { name: 'Stunden von' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Admin (ich)', 'Jonas Krüger', 'Tobias Albrecht (inaktiv)']),
    );
    expect(select).toHaveValue(adminProfile.id);
    expect(await screen.findByRole('heading', { name: 'Stunden eintragen' })).toBeInTheDocument();
  });

  it("shows another employee's hours read-only", async () => {
    const user = setupUser();
    openAsAdmin();
    const select = await screen.findByRole('combobox', { name: 'Stunden von' });
    await screen.findByRole('option', { name: 'Jonas Krüger' });

    await user.selectOptions(select, 'jonas');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stunden von Jonas Krüger' }),
    ).toBeInTheDocument();
    expect(listRequests.at(-1)?.get('employeeId')).toBe('jonas');
    expect(
      screen.getByText(
        'Sie sehen die Stunden von Jonas Krüger. Eintragen kann jeder nur seine eigenen Stunden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Juni 2027: 9,5 Std.' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stunden speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stunden eintragen' })).not.toBeInTheDocument();

    // And back to the own hours, open for entry again.
    await user.selectOptions(select, adminProfile.id);
    expect(await screen.findByRole('heading', { name: 'Stunden eintragen' })).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('offers the month export as a CSV link for a chosen month', async () => {
    const user = setupUser();
    openAsAdmin();
    const link = await screen.findByRole('link', { name: 'CSV herunterladen (Juni 2027)' });
    expect(link).toHaveAttribute('href', '/api/v1/working-hours/month.csv?month=2027-06');
    const month = screen.getByRole('combobox', { name: 'Monat' });
    const options = within(month).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options.at(-1)).toHaveTextContent('Juli 2026');

    await user.selectOptions(month, '2027-01');

    expect(screen.getByRole('link', { name: 'CSV herunterladen (Januar 2027)' })).toHaveAttribute(
      'href',
      '/api/v1/working-hours/month.csv?month=2027-01',
    );
  });

  it('still shows the own hours when the employee list fails', async () => {
    openAsAdmin(http.get('*/api/v1/employees', () => problemResponse(503, 'DB_UNAVAILABLE')));
    expect(
      await screen.findByText(
        'Die Mitarbeiterliste konnte nicht geladen werden; Sie sehen Ihre eigenen Stunden.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meine Stunden' })).toBeInTheDocument();
  });
});
