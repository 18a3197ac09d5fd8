import { getCurrentStaff } from '@showcase/contracts/generated/endpoints/auth/auth';
import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { listEmployees } from '@showcase/contracts/generated/endpoints/employees/employees';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from './routes';
import { advanceBy, settleUntil } from '../../testing/fake-time';
import { server } from '../../testing/msw-server';
import { problemResponse } from '../../testing/problem-response';
import { renderSite } from '../../testing/render';
import { employeeProfile } from '../../testing/staff-profiles';
import { readStoredUser, storeUser } from './features/auth/stored-user';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { staffDe } from './i18n/staff-de';

async function openHome(path = '/RentalRevolution/') {
  const rendered = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const navigation = () => screen.getByRole('navigation', { name: de.nav.label });

describe('RentalLayout navbar', () => {
  it('shows Login and the English flag when nobody is logged in', async () => {
    await openHome();
    const nav = navigation();

    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Login',
    );
    const flag = within(nav).getByRole('link', { name: 'English' });
    expect(flag).toHaveAttribute('href', '/RentalRevolution/en');
    expect(flag.querySelector('svg')).not.toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Intern' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows Intern and Logout when a user is stored, and switches at once', async () => {
    await openHome();

    act(() => {
      storeUser(employeeProfile);
    });

    const nav = navigation();
    expect(within(nav).getByRole('link', { name: 'Intern' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Mitarbeiterbereich',
    );
    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Logout',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('links the brand home and the footer to the imprint and the privacy statement', async () => {
    await openHome();
    expect(screen.getByRole('link', { name: de.brand.homeLabel })).toHaveAttribute(
      'href',
      '/RentalRevolution/',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Impressum',
    );
    expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Datenschutz',
    );
  });
});

describe('RentalLayout sticky navbar', () => {
  it('sticks to the top only after a scroll of more than 350 px', async () => {
    await openHome();
    // Asked afresh each time: on a busy machine a late lazy chunk may still re-render the layout.
    const headerClass = () => screen.getByRole('banner').className;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });

    expect(headerClass()).not.toMatch(/sticky/);
    scrollTo(350);
    expect(headerClass()).not.toMatch(/sticky/);
    scrollTo(351);
    expect(headerClass()).toMatch(/sticky/);
    scrollTo(0);
    expect(headerClass()).not.toMatch(/sticky/);
  });
});

describe('RentalRevolution home', () => {
  it('greets in German at /RentalRevolution/', async () => {
    await openHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Raus aufs Wasser – Ihr Bootsverleih am See' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(de.home.documentTitle);
    expect(document.documentElement.lang).toBe('de');
  });

  it('greets in English at /RentalRevolution/en, with a flag back to German', async () => {
    await openHome('/RentalRevolution/en');
    expect(screen.getByRole('heading', { level: 1, name: en.home.title })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(
      within(screen.getByRole('navigation', { name: en.nav.label })).getByRole('link', {
        name: 'Deutsch',
      }),
    ).toHaveAttribute('href', '/RentalRevolution/');
  });
});

describe('RentalRevolution 404', () => {
  it('answers unknown sub-paths and returns home after 5000 ms', async () => {
    vi.useFakeTimers();
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/gibt-es-nicht');
    await settleUntil(() => expect(screen.getByText('404')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: de.notFound.heading })).toBeVisible();
    expect(document.title).toBe(de.notFound.documentTitle);

    await advanceBy(4999);
    expect(router.state.location.pathname).toBe('/RentalRevolution/gibt-es-nicht');

    await advanceBy(1);
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1, name: de.home.title })).toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/RentalRevolution/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

/**
 * Login is a lazy route: the router changes the location only once its page module is loaded,
 * and the first load in a worker compiles it, which on a loaded machine took longer than a
 * `waitFor` allows (the location was still home when it gave up). Loaded here, inside the
 * test's own time, the waits below see only the redirect.
 */
async function loadLoginPage() {
  await import('./pages/AuthPage');
}

describe('RentalLayout session expiry', () => {
  it('clears the user and goes to Login when any call answers SESSION_EXPIRED', async () => {
    await loadLoginPage();
    storeUser(employeeProfile);
    server.use(http.get('*/api/v1/employees', () => problemResponse(401, 'SESSION_EXPIRED')));
    const { router } = await openHome();

    await act(async () => {
      await listEmployees().catch(() => undefined);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/Login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(staffDe.login.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(readStoredUser()).toBeNull());
    expect(within(navigation()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('does the same on the staff page when the session check answers SESSION_EXPIRED', async () => {
    await loadLoginPage();
    storeUser(employeeProfile);
    server.use(http.get('*/api/v1/auth/me', () => problemResponse(401, 'SESSION_EXPIRED')));
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Mitarbeiterbereich');

    expect(await screen.findByText(staffDe.login.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Login');
    await waitFor(() => expect(readStoredUser()).toBeNull());
  });

  it('treats NOT_AUTHENTICATED on a staff page as a lost session', async () => {
    await loadLoginPage();
    storeUser(employeeProfile);
    server.use(http.get('*/api/v1/auth/me', () => problemResponse(401, 'NOT_AUTHENTICATED')));
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Mitarbeiterbereich');

    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/Login'));
    await waitFor(() => expect(readStoredUser()).toBeNull());
  });

  it('ignores NOT_AUTHENTICATED on a public page', async () => {
    storeUser(employeeProfile);
    server.use(http.get('*/api/v1/auth/me', () => problemResponse(401, 'NOT_AUTHENTICATED')));
    const { router } = await openHome();

    await act(async () => {
      await getCurrentStaff().catch(() => undefined);
    });

    expect(router.state.location.pathname).toBe('/RentalRevolution/');
    expect(readStoredUser()).not.toBeNull();
  });

  it('stops listening when the rental site is left', async () => {
    storeUser(employeeProfile);
    server.use(getGetCurrentStaffMockHandler(employeeProfile));
    server.use(http.get('*/api/v1/employees', () => problemResponse(401, 'SESSION_EXPIRED')));
    const { router, unmount } = await openHome();
    unmount();

    await listEmployees().catch(() => undefined);

    expect(router.state.location.pathname).toBe('/RentalRevolution/');
    expect(readStoredUser()).not.toBeNull();
  });
});
