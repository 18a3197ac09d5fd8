import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderRoutes } from '../../../testing/render';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { readStoredUser, storeUser } from '../features/auth/stored-user';
import { de } from '../i18n/de';
import { staffDe } from '../i18n/staff-de';

const t = staffDe.staffArea;
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

describe('StaffAreaPage', () => {
  it('links to the vehicle form for every type', async () => {
    storeUser(employeeProfile);
    countSessionChecks(() => Response.json(employeeProfile));
    renderRoutes(routes, staffPath);
    const section = await screen.findByRole('region', { name: 'Fahrzeug hinzufügen' });
    expect(within(section).getByRole('link', { name: 'Kanu' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Kanus/hinzufügen',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(5);
  });

  it("greets the user by first name, confirms the session and lists what will come as 'folgt'", async () => {
    storeUser(employeeProfile);
    const calls = countSessionChecks(() => Response.json(employeeProfile));
    renderRoutes(routes, staffPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
    expect(screen.getByText(t.greeting('Erika'))).toBeInTheDocument();
    expect(document.title).toBe(t.documentTitle);
    expect(await screen.findByText(employeeProfile.username)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    const modules = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(modules).toEqual([
      'Buchungen',
      'Kasse',
      'Fahrzeuge',
      'Produkte',
      'Posteingang',
      'Mitarbeiter',
      'Arbeitszeiten',
      'Sperrliste',
      'Einstellungen',
    ]);
    expect(screen.getAllByText('folgt')).toHaveLength(9);
    // Nothing there is a working link yet, and only admins may register.
    expect(screen.queryByRole('link', { name: t.registerLink })).not.toBeInTheDocument();
  });

  it('offers admins a working link to Register', async () => {
    storeUser(adminProfile);
    server.use(getGetCurrentStaffMockHandler(adminProfile));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, staffPath);

    await user.click(await screen.findByRole('link', { name: t.registerLink }));

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
    const user = userEvent.setup();
    renderRoutes(routes, staffPath);

    expect(await screen.findByText(t.checking)).toBeInTheDocument();
    const failure = await screen.findByText(t.checkFailed);
    fail = false;
    await user.click(
      within(failure.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: t.retry,
      }),
    );
    expect(await screen.findByText(employeeProfile.username)).toBeInTheDocument();
  });

  it("takes the server's admin flag when it differs from the stored one", async () => {
    storeUser(employeeProfile);
    server.use(getGetCurrentStaffMockHandler({ ...employeeProfile, isAdmin: true }));
    renderRoutes(routes, staffPath);

    expect(await screen.findByRole('link', { name: t.registerLink })).toBeInTheDocument();
    expect(readStoredUser()?.admin).toBe(true);
  });
});

describe('RequireStaff', () => {
  it('sends a visitor without stored user to the home page, replacing the entry', async () => {
    const calls = countSessionChecks(() => Response.json(employeeProfile));
    const { router } = renderRoutes(routes, staffPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: de.home.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toHaveLength(0);
  });

  it('says on arrival why, with a link to the login, once', async () => {
    const { router } = renderRoutes(routes, staffPath);

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
    const { router } = renderRoutes(routes, staffPath);

    expect(await screen.findByText(staffDe.login.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Login');
    expect(readStoredUser()).toBeNull();
  });

  it('keeps an admin logged in regardless of the login age', async () => {
    storeUser({ ...adminProfile, loggedInOn: '2020-01-01T00:00:00Z' });
    server.use(getGetCurrentStaffMockHandler(adminProfile));
    renderRoutes(routes, staffPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
  });
});
