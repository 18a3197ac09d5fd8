import { getCreateContactRequestUrl } from '@showcase/contracts/generated/endpoints/contact/contact';
import {
  getCreateContactRequestMockHandler,
  getCreateContactRequestResponseMock,
} from '@showcase/contracts/generated/endpoints/contact/contact.msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render';
import { setupUser, type User } from '../../../testing/user';
import { de } from '../i18n/de';
import { ContactForm } from './ContactForm';

const t = de.contact;
const contactUrl = `*${getCreateContactRequestUrl()}`;
const valid = {
  name: 'Erika Musterfrau',
  email: 'erika@example.de',
  message: 'Wir brauchen eine neue Website für unser Café.',
};

/** Answers every contact request with 201 and remembers each body it received. */
function recordContactRequests(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    getCreateContactRequestMockHandler(async ({ request }) => {
      bodies.push(await request.json());
      return getCreateContactRequestResponseMock();
    }),
  );
  return bodies;
}

function problemHandler(status: number, code: string) {
  return http.post(contactUrl, () =>
    HttpResponse.json(
      { type: 'about:blank', title: code, status, detail: code, code },
      { status, headers: { 'content-type': 'application/problem+json' } },
    ),
  );
}

const nameField = () => screen.getByLabelText(t.labels.name);
const emailField = () => screen.getByLabelText(t.labels.email);
const messageField = () => screen.getByLabelText(t.labels.message);
const submitButton = () => screen.getByRole('button', { name: t.submit });
const statusRegion = () => screen.getByRole('status');

function renderForm(): User {
  const user = setupUser();
  renderPage(<ContactForm />);
  return user;
}

async function fill(user: User, values: Partial<typeof valid> = valid) {
  if (values.name) await user.type(nameField(), values.name);
  if (values.email) await user.type(emailField(), values.email);
  if (values.message) {
    await user.click(messageField());
    await user.paste(values.message);
  }
}

describe('ContactForm while typing', () => {
  it('shows the name message as soon as the trimmed name exceeds 50 characters', async () => {
    const user = renderForm();

    await user.type(nameField(), `  ${'a'.repeat(50)}  `);
    expect(screen.queryByText(t.errors.nameInvalid)).not.toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');

    await user.type(nameField(), 'b');
    expect(await screen.findByText(t.errors.nameInvalid)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(t.errors.nameInvalid);
  });

  it('shows the e-mail message as soon as the address exceeds 50 characters', async () => {
    const user = renderForm();

    await user.type(emailField(), `${'a'.repeat(39)}@example.de`);
    expect(screen.queryByText(t.errors.emailInvalid)).not.toBeInTheDocument();

    await user.type(emailField(), 'x');
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(t.errors.emailInvalid));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not check the e-mail pattern while typing, only on submit', async () => {
    const bodies = recordContactRequests();
    const user = renderForm();
    await fill(user, { ...valid, email: 'erika-at-example' });

    expect(screen.queryByText(t.errors.emailInvalid)).not.toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');

    await user.click(submitButton());
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(t.errors.emailInvalid));
    expect(emailField()).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('marks a message over 2000 characters as too long while typing and on submit', async () => {
    const bodies = recordContactRequests();
    const user = renderForm();
    await fill(user, { ...valid, message: 'x'.repeat(2000) });
    expect(screen.queryByText(t.errors.messageTooLong)).not.toBeInTheDocument();

    await user.type(messageField(), 'y');
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).toHaveAccessibleDescription(
      expect.stringContaining(t.errors.messageTooLong),
    );

    await user.click(submitButton());
    expect(screen.getByText(t.errors.messageTooLong)).toBeInTheDocument();
    expect(messageField()).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });
});

describe('ContactForm on submit', () => {
  it('names every empty field, focuses the first and sends nothing', async () => {
    const bodies = recordContactRequests();
    const user = renderForm();

    await user.click(submitButton());

    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(t.errors.nameInvalid));
    expect(emailField()).toHaveAccessibleDescription(t.errors.emailInvalid);
    expect(messageField()).toHaveAccessibleDescription(
      expect.stringContaining(t.errors.messageEmpty),
    );
    expect(nameField()).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('treats a name of spaces as empty', async () => {
    const bodies = recordContactRequests();
    const user = renderForm();
    await fill(user, { ...valid, name: '   ' });

    await user.click(submitButton());

    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(t.errors.nameInvalid));
    expect(bodies).toHaveLength(0);
  });

  it('sends the trimmed values as sender, email and body', async () => {
    const bodies = recordContactRequests();
    const user = renderForm();
    await fill(user, {
      name: '  Erika Musterfrau ',
      email: ' erika@example.de  ',
      message: '\n Hallo! \n',
    });

    await user.click(submitButton());

    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(bodies).toEqual([
      { sender: 'Erika Musterfrau', email: 'erika@example.de', body: 'Hallo!' },
    ]);
  });

  it('reads "Bitte warten..." on a disabled button and locks the fields while sending', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      getCreateContactRequestMockHandler(async () => {
        await answered;
        return getCreateContactRequestResponseMock();
      }),
    );
    const user = renderForm();
    await fill(user);

    await user.click(submitButton());

    const waiting = await screen.findByRole('button', { name: t.sending });
    expect(waiting).toBeDisabled();
    expect(nameField()).toBeDisabled();
    expect(emailField()).toBeDisabled();
    expect(messageField()).toBeDisabled();

    answer();
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.sending })).not.toBeInTheDocument();
  });
});

describe('ContactForm answers', () => {
  it('announces success for exactly 3000 ms, then clears the fields and unlocks', async () => {
    recordContactRequests();
    const user = renderForm();
    await fill(user);
    vi.useFakeTimers();

    fireEvent.click(submitButton());
    await settleUntil(() => expect(statusRegion()).toHaveTextContent(t.success));
    expect(statusRegion()).toHaveAttribute('aria-live', 'polite');

    await advanceBy(2999);
    expect(statusRegion()).toHaveTextContent(t.success);
    expect(nameField()).toBeDisabled();
    expect(nameField()).toHaveValue(valid.name);

    await advanceBy(1);
    expect(statusRegion()).toBeEmptyDOMElement();
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(nameField()).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['a 400 problem', () => problemHandler(400, 'VALIDATION_FAILED')],
    ['a 500 problem', () => problemHandler(500, 'INTERNAL_ERROR')],
    ['a 503 problem', () => problemHandler(503, 'DB_UNAVAILABLE')],
    ['a network error', () => http.post(contactUrl, () => HttpResponse.error())],
  ])(
    'shows the failure text for 3000 ms after %s, then unlocks keeping the values',
    async (_, handler) => {
      server.use(handler());
      const user = renderForm();
      await fill(user);
      vi.useFakeTimers();

      fireEvent.click(submitButton());
      await settleUntil(() => expect(statusRegion()).toHaveTextContent(t.failure));

      await advanceBy(2999);
      expect(statusRegion()).toHaveTextContent(t.failure);
      expect(messageField()).toBeDisabled();

      await advanceBy(1);
      expect(statusRegion()).toBeEmptyDOMElement();
      expect(nameField()).toHaveValue(valid.name);
      expect(emailField()).toHaveValue(valid.email);
      expect(messageField()).toHaveValue(valid.message);
      expect(messageField()).toBeEnabled();
      expect(submitButton()).toBeEnabled();
    },
  );
});

describe('ContactForm surroundings', () => {
  it('links its privacy note to the privacy page', () => {
    renderForm();
    expect(screen.getByRole('link', { name: t.privacyNoteLink })).toHaveAttribute(
      'href',
      '/Datenschutz',
    );
  });
});
