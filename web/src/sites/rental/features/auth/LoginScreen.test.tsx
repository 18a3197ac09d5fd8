import { getGetDemoCredentialsQueryKey } from '@showcase/contracts/generated/endpoints/auth/auth';
import {
  getGetCurrentStaffMockHandler,
  getGetDemoCredentialsMockHandler,
  getLoginMockHandler,
} from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { advanceBy, settleUntil } from '../../../../testing/fake-time';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { employeeProfile } from '../../../../testing/staff-profiles';
import { setupUser, type User } from '../../../../testing/user';
import { readStoredUser } from './stored-user';
import { staffDe } from '../../i18n/staff-de';

const t = staffDe.login;
const demo = { email: 'demo@example.com', password: 'Demo-2026' };

function withoutDemoCredentials() {
  server.use(http.get('*/api/v1/auth/demo-credentials', () => problemResponse(404, 'NOT_FOUND')));
}

/** Answers each login with `answer` and remembers every body it received. */
function recordLogins(answer: () => Response | Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/auth/login', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const emailField = () => screen.getByLabelText(t.labels.email);
const passwordField = () => screen.getByLabelText(t.labels.password);
const submitButton = () => screen.getByRole('button', { name: t.submit });

async function openLogin() {
  const user = setupUser();
  const rendered = renderSite(rentalRoutes, '/RentalRevolution/Login');
  await screen.findByRole('heading', { level: 1, name: t.title });
  return { user, ...rendered };
}

async function fill(user: User, email: string, password: string) {
  await user.clear(emailField());
  if (email) await user.type(emailField(), email);
  await user.clear(passwordField());
  if (password) await user.type(passwordField(), password);
}

describe('LoginScreen pre-fill', () => {
  it('fills in the demo credentials and says so', async () => {
    server.use(getGetDemoCredentialsMockHandler(demo));
    await openLogin();

    expect(await screen.findByDisplayValue(demo.email)).toBe(emailField());
    expect(passwordField()).toHaveValue(demo.password);
    expect(screen.getByText(t.demoPrefilled)).toBeInTheDocument();
    expect(document.title).toBe(t.documentTitle);
  });

  it('fills in nothing when the server is not in demo mode (404)', async () => {
    withoutDemoCredentials();
    const { queryClient } = await openLogin();
    await waitFor(() =>
      expect(queryClient.getQueryState(getGetDemoCredentialsQueryKey())?.status).toBe('error'),
    );

    expect(emailField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
    expect(screen.queryByText(t.demoPrefilled)).not.toBeInTheDocument();
  });
});

describe('LoginScreen validation', () => {
  it('names an invalid address and a too short password, and sends nothing', async () => {
    withoutDemoCredentials();
    const bodies = recordLogins(() => Response.json(employeeProfile));
    const { user } = await openLogin();
    await fill(user, 'erika-at-example', 'abc');

    await user.click(submitButton());

    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige Emailadresse an.',
      ),
    );
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(
      'password must be between 4 and 20 characters',
    );
    expect(emailField()).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('rejects an address over 50 characters and a password over 20', async () => {
    withoutDemoCredentials();
    const bodies = recordLogins(() => Response.json(employeeProfile));
    const { user } = await openLogin();
    await fill(user, `${'e'.repeat(40)}@example.de`, 'a'.repeat(21));

    await user.click(submitButton());

    expect(await screen.findByText(t.errors.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.errors.passwordLength)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('clears a message as soon as the field is corrected', async () => {
    withoutDemoCredentials();
    const { user } = await openLogin();
    await fill(user, 'erika@example.de', 'abc');
    await user.click(submitButton());
    expect(await screen.findByText(t.errors.passwordLength)).toBeInTheDocument();

    await user.type(passwordField(), 'd');
    await waitFor(() =>
      expect(screen.queryByText(t.errors.passwordLength)).not.toBeInTheDocument(),
    );
    expect(passwordField()).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('LoginScreen submit', () => {
  it('disables the submit button while the login is pending', async () => {
    withoutDemoCredentials();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      getLoginMockHandler(async () => {
        await answered;
        return employeeProfile;
      }),
    );
    const { user } = await openLogin();
    await fill(user, 'erika@example.de', 'geheim');

    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: t.sending })).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
  });

  it('stores the user and goes to the staff area on success', async () => {
    withoutDemoCredentials();
    server.use(getGetCurrentStaffMockHandler(employeeProfile));
    const bodies = recordLogins(() => Response.json(employeeProfile));
    const { user, router } = await openLogin();
    await fill(user, ' erika@example.de ', 'geheim');

    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Mitarbeiterbereich');
    expect(bodies).toEqual([{ email: 'erika@example.de', password: 'geheim' }]);
    expect(readStoredUser()).toEqual({
      id: employeeProfile.id,
      username: employeeProfile.username,
      first_name: 'Erika',
      last_name: 'Muster',
      admin: false,
      logged_in_on: employeeProfile.loggedInOn,
    });
    // The navbar follows at once.
    expect(screen.getByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the failure message for exactly 3000 ms after a rejected login', async () => {
    withoutDemoCredentials();
    recordLogins(() => problemResponse(401, 'LOGIN_FAILED'));
    const { user, router } = await openLogin();
    await fill(user, 'erika@example.de', 'falsch');
    vi.useFakeTimers();

    fireEvent.click(submitButton());
    await settleUntil(() => expect(screen.getByText(t.failure)).toBeInTheDocument());
    expect(readStoredUser()).toBeNull();
    expect(submitButton()).toBeEnabled();

    await advanceBy(2999);
    expect(screen.getByText(t.failure)).toBeInTheDocument();

    await advanceBy(1);
    expect(screen.queryByText(t.failure)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RentalRevolution/Login');
    expect(emailField()).toHaveValue('erika@example.de');
  });

  it('adds the wait time when the login is rate-limited', async () => {
    withoutDemoCredentials();
    recordLogins(() => problemResponse(429, 'RATE_LIMITED', { 'Retry-After': '300' }));
    const { user } = await openLogin();
    await fill(user, 'erika@example.de', 'falsch');

    await user.click(submitButton());

    expect(
      await screen.findByText(`${t.failure} Zu viele Versuche – bitte warten Sie 5 Minuten.`),
    ).toBeInTheDocument();
  });

  it('shows the failure message when the network fails', async () => {
    withoutDemoCredentials();
    recordLogins(() => Response.error());
    const { user } = await openLogin();
    await fill(user, 'erika@example.de', 'geheim');

    await user.click(submitButton());

    expect(await screen.findByText(t.failure)).toBeInTheDocument();
  });
});

describe('LoginScreen links', () => {
  it("leads to Recover with 'Passwort vergessen?'", async () => {
    withoutDemoCredentials();
    const { user, router } = await openLogin();

    await user.click(screen.getByRole('link', { name: t.forgotPassword }));

    expect(router.state.location.pathname).toBe('/RentalRevolution/Recover');
    expect(
      await screen.findByRole('heading', { level: 1, name: staffDe.recover.title }),
    ).toBeInTheDocument();
  });
});
