import type { PasswordResetDto } from '@showcase/contracts/generated/model/passwordResetDto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { de } from '../i18n/de';
import { en } from '../i18n/en';

function recordResets(answer: () => Response = () => new HttpResponse(null, { status: 204 })): {
  bodies: PasswordResetDto[];
  urls: string[];
} {
  const bodies: PasswordResetDto[] = [];
  const urls: string[] = [];
  server.use(
    http.post('*/api/v1/auth/password-reset', async ({ request }) => {
      urls.push(request.url);
      bodies.push((await request.json()) as PasswordResetDto);
      return answer();
    }),
  );
  return { bodies, urls };
}

async function openReset(path: string, texts = de.reset) {
  const user = setupUser();
  const rendered = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1, name: texts.title });
  return { user, ...rendered };
}

describe('ResetPasswordPage', () => {
  it('sends the token from the URL fragment with the new password, then leads to Login', async () => {
    const { bodies, urls } = recordResets();
    const { user, router } = await openReset(
      '/RentalRevolution/Passwort-zuruecksetzen#token=t0k3n_aus-der-Mail',
    );
    expect(document.title).toBe(de.reset.documentTitle);

    await user.type(screen.getByLabelText(de.reset.labels.password), 'neu-1234');
    await user.type(screen.getByLabelText(de.reset.labels.passwordRepeat), 'neu-1234');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: de.reset.submit }));

    await settleUntil(() => expect(screen.getByText(de.reset.success)).toBeInTheDocument());
    expect(bodies).toEqual([{ token: 't0k3n_aus-der-Mail', password: 'neu-1234' }]);
    // The token travels in the body only, never in an address.
    expect(urls.every((url) => !url.includes('t0k3n'))).toBe(true);
    expect(screen.getByRole('link', { name: de.reset.toLogin })).toHaveAttribute(
      'href',
      '/RentalRevolution/Login',
    );
    await advanceBy(2999);
    expect(router.state.location.pathname).toBe('/RentalRevolution/Passwort-zuruecksetzen');
    await advanceBy(1);
    await settleUntil(() => expect(router.state.location.pathname).toBe('/RentalRevolution/Login'));
  });

  it('checks length and repeat before sending', async () => {
    const { bodies } = recordResets();
    const { user } = await openReset('/RentalRevolution/Passwort-zuruecksetzen#token=abc');

    await user.type(screen.getByLabelText(de.reset.labels.password), 'abc');
    await user.type(screen.getByLabelText(de.reset.labels.passwordRepeat), 'abd');
    await user.click(screen.getByRole('button', { name: de.reset.submit }));

    await waitFor(() =>
      expect(screen.getByLabelText(de.reset.labels.password)).toHaveAccessibleDescription(
        'password must be between 4 and 20 characters',
      ),
    );
    expect(screen.getByLabelText(de.reset.labels.passwordRepeat)).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(bodies).toHaveLength(0);
  });

  it('says the link is invalid on RESET_TOKEN_INVALID and links to Recover', async () => {
    recordResets(() => problemResponse(400, 'RESET_TOKEN_INVALID'));
    const { user } = await openReset('/RentalRevolution/Passwort-zuruecksetzen#token=alt');

    await user.type(screen.getByLabelText(de.reset.labels.password), 'neu-1234');
    await user.type(screen.getByLabelText(de.reset.labels.passwordRepeat), 'neu-1234');
    await user.click(screen.getByRole('button', { name: de.reset.submit }));

    expect(
      await screen.findByText(
        'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de.reset.requestNewLink })).toHaveAttribute(
      'href',
      '/RentalRevolution/Recover',
    );
    expect(screen.queryByLabelText(de.reset.labels.password)).not.toBeInTheDocument();
  });

  it('says the link is invalid at once when the fragment has no token', async () => {
    const { bodies } = recordResets();
    await openReset('/RentalRevolution/Passwort-zuruecksetzen');
    expect(screen.getByText(de.reset.invalidLink)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows a general failure for other errors and keeps the form', async () => {
    recordResets(() => problemResponse(503, 'DB_UNAVAILABLE'));
    const { user } = await openReset('/RentalRevolution/Passwort-zuruecksetzen#token=abc');

    await user.type(screen.getByLabelText(de.reset.labels.password), 'neu-1234');
    await user.type(screen.getByLabelText(de.reset.labels.passwordRepeat), 'neu-1234');
    await user.click(screen.getByRole('button', { name: de.reset.submit }));

    expect(await screen.findByText(de.reset.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(de.reset.labels.password)).toBeEnabled();
  });

  it('speaks English at /reset-password', async () => {
    const { bodies } = recordResets();
    const { user } = await openReset('/RentalRevolution/reset-password#token=xyz', en.reset);
    expect(document.title).toBe(en.reset.documentTitle);
    expect(document.documentElement.lang).toBe('en');

    await user.type(screen.getByLabelText(en.reset.labels.password), 'new-1234');
    await user.type(screen.getByLabelText(en.reset.labels.passwordRepeat), 'new-1234');
    await user.click(screen.getByRole('button', { name: en.reset.submit }));

    expect(await screen.findByText(en.reset.success)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'xyz', password: 'new-1234' }]);
  });
});
