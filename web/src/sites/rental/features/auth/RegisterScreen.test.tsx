import {
  getCreateEmployeeMockHandler,
  getCreateEmployeeResponseMock,
} from '@showcase/contracts/generated/endpoints/employees/employees.msw';
import type { CreateEmployeeDto } from '@showcase/contracts/generated/model/createEmployeeDto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { advanceBy, settleUntil } from '../../../../testing/fake-time';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { adminProfile, employeeProfile } from '../../../../testing/staff-profiles';
import { setupUser, type User } from '../../../../testing/user';
import { readStoredUser, storeUser } from './stored-user';
import { de } from '../../i18n/de';
import { staffDe } from '../../i18n/staff-de';

const t = staffDe.register;

/** The field by its label, with or without the "(optional)" mark. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\(${t.optional}\\))?$`));
const submitButton = () => screen.getByRole('button', { name: t.submit });

const valid = {
  firstName: 'anna',
  lastName: 'seemann',
  email: 'anna@example.de',
  password: 'segeln-24',
  passwordRepeat: 'segeln-24',
};

function countLogouts(): string[] {
  const calls: string[] = [];
  server.use(
    http.post('*/api/v1/auth/logout', () => {
      calls.push('logout');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** Answers each registration with `answer` and remembers every body it received. */
function recordRegistrations(
  answer: (body: CreateEmployeeDto) => Response | Promise<Response>,
): CreateEmployeeDto[] {
  const bodies: CreateEmployeeDto[] = [];
  server.use(
    http.post('*/api/v1/employees', async ({ request }) => {
      const body = (await request.json()) as CreateEmployeeDto;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function created(body: CreateEmployeeDto, simulated?: boolean): Response {
  return HttpResponse.json(
    getCreateEmployeeResponseMock({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      simulated,
    }),
    { status: 201 },
  );
}

async function openRegisterAsAdmin() {
  storeUser(adminProfile);
  const user = setupUser();
  const rendered = renderSite(rentalRoutes, '/RentalRevolution/Register');
  await screen.findByRole('heading', { level: 1, name: t.title });
  await screen.findByLabelText(t.labels.firstName);
  return { user, ...rendered };
}

async function fill(user: User, values: Partial<Record<keyof typeof t.labels, string>>) {
  for (const [name, value] of Object.entries(values) as [keyof typeof t.labels, string][]) {
    const input = field(t.labels[name]);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

describe('RegisterScreen guard', () => {
  it('logs a non-admin out and sends them home, replacing the entry', async () => {
    storeUser(employeeProfile);
    const logouts = countLogouts();
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Register');

    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(readStoredUser()).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: de.home.title }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(t.labels.firstName)).not.toBeInTheDocument();
  });

  it('does the same when nobody is logged in', async () => {
    const logouts = countLogouts();
    const { router } = renderSite(rentalRoutes, '/RentalRevolution/Register');

    await waitFor(() => expect(router.state.location.pathname).toBe('/RentalRevolution/'));
    await waitFor(() => expect(logouts).toHaveLength(1));
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(de.home.staffRedirect.adminOnly);
    expect(within(note).getByRole('link', { name: de.home.staffRedirect.login })).toHaveAttribute(
      'href',
      '/RentalRevolution/Login',
    );
  });

  it('shows the form to an admin without logging out', async () => {
    const logouts = countLogouts();
    await openRegisterAsAdmin();
    expect(document.title).toBe(t.documentTitle);
    expect(logouts).toHaveLength(0);
    expect(readStoredUser()?.admin).toBe(true);
  });
});

describe('RegisterScreen validation', () => {
  it('names every required field when the form is sent empty, and sends nothing', async () => {
    const bodies = recordRegistrations((body) => created(body));
    const { user } = await openRegisterAsAdmin();

    await user.click(submitButton());

    await waitFor(() =>
      expect(field(t.labels.firstName)).toHaveAccessibleDescription(t.errors.firstNameInvalid),
    );
    expect(field(t.labels.lastName)).toHaveAccessibleDescription(t.errors.lastNameInvalid);
    expect(field(t.labels.email)).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Emailadresse an.',
    );
    expect(field(t.labels.password)).toHaveAccessibleDescription(
      'password must be between 4 and 20 characters',
    );
    expect(field(t.labels.firstName)).toHaveFocus();
    expect(field(t.labels.phone)).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toHaveLength(0);
  });

  it('names every field over its limit or with a wrong format', async () => {
    const bodies = recordRegistrations((body) => created(body));
    const { user } = await openRegisterAsAdmin();
    await fill(user, {
      firstName: 'a'.repeat(26),
      lastName: 'b'.repeat(26),
      email: 'anna@example',
      password: 'a'.repeat(21),
      passwordRepeat: 'a'.repeat(21),
      phone: '0171-1234',
      street: 's'.repeat(51),
      additional: 'z'.repeat(51),
      zipAndCity: 'o'.repeat(51),
    });

    await user.click(submitButton());
    await waitFor(() => expect(field(t.labels.firstName)).toHaveAttribute('aria-invalid', 'true'));

    const expected: [keyof typeof t.labels, string][] = [
      ['firstName', t.errors.firstNameInvalid],
      ['lastName', t.errors.lastNameInvalid],
      ['email', t.errors.emailInvalid],
      ['password', t.errors.passwordLength],
      ['phone', t.errors.phoneInvalid],
      ['street', t.errors.streetTooLong],
      ['additional', t.errors.additionalTooLong],
      ['zipAndCity', t.errors.zipAndCityTooLong],
    ];
    for (const [name, message] of expected) {
      expect(field(t.labels[name])).toHaveAccessibleDescription(message);
      expect(field(t.labels[name])).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(t.labels.passwordRepeat)).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toHaveLength(0);
  });

  it('accepts a phone number with a leading plus and fields exactly at their limits', async () => {
    const bodies = recordRegistrations((body) => created(body));
    const { user } = await openRegisterAsAdmin();
    await fill(user, {
      ...valid,
      firstName: 'a'.repeat(25),
      phone: '+49171123456',
      street: 's'.repeat(50),
    });

    await user.click(submitButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('reports a password repeat that does not match', async () => {
    const bodies = recordRegistrations((body) => created(body));
    const { user } = await openRegisterAsAdmin();
    await fill(user, { ...valid, passwordRepeat: 'segeln-25' });

    await user.click(submitButton());

    await waitFor(() =>
      expect(field(t.labels.passwordRepeat)).toHaveAccessibleDescription(
        'Die Passwörter stimmen nicht überein.',
      ),
    );
    expect(field(t.labels.passwordRepeat)).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });
});

describe('RegisterScreen submit', () => {
  it('sends the names capitalised and leaves out empty optional fields', async () => {
    const bodies = recordRegistrations((body) => created(body));
    const { user } = await openRegisterAsAdmin();
    await fill(user, { ...valid, email: ' anna@example.de ', zipAndCity: '12345 seedorf' });

    await user.click(submitButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      firstName: 'Anna',
      lastName: 'Seemann',
      email: 'anna@example.de',
      password: 'segeln-24',
      zipAndCity: '12345 seedorf',
    });
  });

  it('shows the success note for exactly 3000 ms, then clears the form', async () => {
    recordRegistrations((body) => created(body, false));
    const { user } = await openRegisterAsAdmin();
    await fill(user, { ...valid, phone: '+4917112345' });
    vi.useFakeTimers();

    fireEvent.click(submitButton());
    const success = t.success('Anna', 'Seemann');
    await settleUntil(() => expect(screen.getByText(success)).toBeInTheDocument());
    expect(screen.queryByText(t.simulated)).not.toBeInTheDocument();
    expect(field(t.labels.firstName)).toBeDisabled();

    await advanceBy(2999);
    expect(screen.getByText(success)).toBeInTheDocument();
    expect(field(t.labels.firstName)).toHaveValue('anna');

    await advanceBy(1);
    expect(screen.queryByText(success)).not.toBeInTheDocument();
    for (const label of Object.values(t.labels)) expect(field(label)).toHaveValue('');
    expect(field(t.labels.firstName)).toBeEnabled();
  });

  it('says that nothing was stored when the server only simulated the write', async () => {
    recordRegistrations((body) => created(body, true));
    const { user } = await openRegisterAsAdmin();
    await fill(user, valid);

    await user.click(submitButton());

    expect(await screen.findByText(t.simulated)).toBeInTheDocument();
    expect(screen.getByText('Demo-Modus: Es wurde nichts gespeichert.')).toBeInTheDocument();
    expect(screen.getByText(t.success('Anna', 'Seemann'))).toBeInTheDocument();
  });

  it('marks the e-mail field when the address is taken (409 EMAIL_TAKEN)', async () => {
    recordRegistrations(() => problemResponse(409, 'EMAIL_TAKEN'));
    const { user } = await openRegisterAsAdmin();
    await fill(user, valid);

    await user.click(submitButton());

    await waitFor(() =>
      expect(field(t.labels.email)).toHaveAccessibleDescription(
        'Diese E-Mail-Adresse ist bereits registriert.',
      ),
    );
    expect(field(t.labels.email)).toHaveAttribute('aria-invalid', 'true');
    expect(field(t.labels.email)).toHaveFocus();
    expect(screen.queryByText(t.failure)).not.toBeInTheDocument();
    expect(field(t.labels.firstName)).toHaveValue('anna');
  });

  it.each([
    ['a 500 problem', () => problemResponse(500, 'INTERNAL_ERROR')],
    ['a 403 problem', () => problemResponse(403, 'FORBIDDEN')],
    ['a network error', () => HttpResponse.error()],
  ])('shows the register failure message after %s', async (_, answer) => {
    recordRegistrations(answer);
    const { user } = await openRegisterAsAdmin();
    await fill(user, valid);

    await user.click(submitButton());

    expect(
      await screen.findByText('Die Registrierung schlug fehl. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(field(t.labels.email)).toHaveValue('anna@example.de');
    expect(submitButton()).toBeEnabled();
  });

  it('disables the submit button while the registration is pending', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      getCreateEmployeeMockHandler(async () => {
        await answered;
        return getCreateEmployeeResponseMock({ firstName: 'Anna', lastName: 'Seemann' });
      }),
    );
    const { user } = await openRegisterAsAdmin();
    await fill(user, valid);

    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: t.sending })).toBeDisabled();
    answer();
    expect(await screen.findByText(t.success('Anna', 'Seemann'))).toBeInTheDocument();
  });
});
