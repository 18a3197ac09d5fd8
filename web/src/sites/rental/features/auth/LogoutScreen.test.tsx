import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { advanceBy, settleUntil } from '../../../../testing/fake-time';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { employeeProfile } from '../../../../testing/staff-profiles';
import { readStoredUser, storeUser } from './stored-user';
import { de } from '../../i18n/de';
import { staffDe } from '../../i18n/staff-de';

const t = staffDe.logout;

function countLogouts(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/v1/auth/logout', ({ request }) => {
      calls.push(request.headers.get('x-csrf-token') ?? '');
      return answer();
    }),
  );
  return calls;
}

describe('LogoutScreen', () => {
  it('clears the user, posts logout, shows the note and goes home after 3000 ms', async () => {
    storeUser(employeeProfile);
    const calls = countLogouts();
    vi.useFakeTimers();
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Logout');

    await settleUntil(() => expect(screen.getByText(t.note)).toBeInTheDocument());
    const shownAt = Date.now();
    await settleUntil(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toBe('');
    expect(readStoredUser()).toBeNull();
    // The navbar shows the logged-out links at once.
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe(t.documentTitle);

    await advanceBy(2999 - (Date.now() - shownAt));
    expect(router.state.location.pathname).toBe('/RentalRevolution/Logout');

    await advanceBy(1);
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1, name: de.home.title })).toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/RentalRevolution/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('still logs out in the browser and goes home when the POST fails', async () => {
    storeUser(employeeProfile);
    const calls = countLogouts(() => problemResponse(503, 'DB_UNAVAILABLE'));
    vi.useFakeTimers();
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Logout');

    await settleUntil(() => expect(calls).toHaveLength(1));
    expect(readStoredUser()).toBeNull();
    expect(screen.getByText(t.note)).toBeInTheDocument();

    await advanceBy(3000);
    await settleUntil(() => expect(router.state.location.pathname).toBe('/RentalRevolution/'));
  });

  it('offers a link home that does not wait', async () => {
    countLogouts();
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Logout');
    fireEvent.click(await screen.findByRole('link', { name: t.homeLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/'));
  });
});
