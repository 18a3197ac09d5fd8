import type { PasswordRecoveryDto } from '@showcase/contracts/generated/model/passwordRecoveryDto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { advanceBy, settleUntil } from '../../../../testing/fake-time';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { setupUser } from '../../../../testing/user';
import { staffDe } from '../../i18n/staff-de';

const t = staffDe.recover;

function recordRecoveries(
  answer: () => Response = () => new HttpResponse(null, { status: 202 }),
): PasswordRecoveryDto[] {
  const bodies: PasswordRecoveryDto[] = [];
  server.use(
    http.post('*/api/v1/auth/password-recovery', async ({ request }) => {
      bodies.push((await request.json()) as PasswordRecoveryDto);
      return answer();
    }),
  );
  return bodies;
}

const emailField = () => screen.getByLabelText(t.labels.email);
const submitButton = () => screen.getByRole('button', { name: t.submit });

async function openRecover() {
  const user = setupUser();
  const rendered = renderSite(rentalRoutes, '/RentalRevolution/Recover');
  await screen.findByRole('heading', { level: 1, name: t.title });
  return { user, ...rendered };
}

describe('RecoverScreen', () => {
  it('sends the address with lang de, shows the note and returns to Login after 5000 ms', async () => {
    const bodies = recordRecoveries();
    const { user, router } = await openRecover();
    expect(document.title).toBe(t.documentTitle);
    await user.type(emailField(), ' erika@example.de ');
    vi.useFakeTimers();

    fireEvent.click(submitButton());
    await settleUntil(() =>
      expect(
        screen.getByText(
          'Falls ein Konto mit dieser Adresse existiert, haben wir Ihnen eine E-Mail mit einem Link geschickt.',
        ),
      ).toBeInTheDocument(),
    );
    expect(bodies).toEqual([{ email: 'erika@example.de', lang: 'de' }]);
    expect(emailField()).toBeDisabled();

    await advanceBy(4999);
    expect(router.state.location.pathname).toBe('/RentalRevolution/Recover');

    await advanceBy(1);
    await settleUntil(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: staffDe.login.title }),
      ).toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/RentalRevolution/Login');
  });

  it('checks the address before sending', async () => {
    const bodies = recordRecoveries();
    const { user } = await openRecover();
    await user.type(emailField(), 'erika@');

    await user.click(submitButton());

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(t.errors.emailInvalid));
    expect(bodies).toHaveLength(0);
  });

  it('shows a failure and stays when the request fails', async () => {
    recordRecoveries(() => problemResponse(429, 'RATE_LIMITED', { 'Retry-After': '60' }));
    const { user, router } = await openRecover();
    await user.type(emailField(), 'erika@example.de');

    await user.click(submitButton());

    expect(await screen.findByText(t.failure)).toBeInTheDocument();
    expect(emailField()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Recover');
  });

  it('leads back to Login', async () => {
    const { user, router } = await openRecover();
    await user.click(screen.getByRole('link', { name: t.backToLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/Login'));
  });
});
