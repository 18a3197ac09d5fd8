import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceBy, settleUntil } from '../../testing/fake-time';
import { server } from '../../testing/msw-server';
import { demoContactTextsDe as texts } from './demo-contact-texts';
import { DemoContactForm } from './DemoContactForm';

const requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(request.url);
};

beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: texts.submit }));
}

describe('DemoContactForm', () => {
  it('shows the notice for exactly 4000 ms after a valid submit and sends nothing', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<DemoContactForm messageMax={2000} texts={texts} />);
    fill('Name', 'Ada');
    fill('E-Mail', ' ada@example.de ');
    fill('Nachricht', 'Hallo');
    submit();

    const status = screen.getByRole('status');
    await settleUntil(() => expect(status).toHaveTextContent(texts.notice));
    await advanceBy(3999);
    expect(status).toHaveTextContent(texts.notice);
    await advanceBy(1);
    expect(status).toBeEmptyDOMElement();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it("shows the spec's messages under the fields and no notice for invalid input", async () => {
    render(<DemoContactForm messageMax={10} texts={texts} />);
    fill('Name', 'a'.repeat(51));
    expect(await screen.findByText(texts.errors.name)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(texts.errors.name);

    fill('E-Mail', 'ada@');
    fill('Nachricht', 'x'.repeat(11));
    expect(await screen.findByText(texts.errors.messageTooLong)).toBeInTheDocument();
    expect(screen.queryByText(texts.errors.email)).not.toBeInTheDocument();

    submit();
    expect(await screen.findByText(texts.errors.email)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  describe('with send (a site that is not a demo)', () => {
    const sendingTexts = {
      ...texts,
      sending: 'Wird gesendet …',
      sent: 'Gesendet!',
      failed: 'Fehler!',
    };

    function fillValid() {
      fill('Name', 'Ada');
      fill('E-Mail', ' ada@example.de ');
      fill('Nachricht', 'Hallo');
    }

    it('delivers the checked values, shows progress, then the sent note, and clears the fields', async () => {
      let finish: () => void = () => undefined;
      const send = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      );
      render(<DemoContactForm messageMax={2000} texts={sendingTexts} send={send} />);
      fillValid();
      submit();

      const sending = await screen.findByRole('button', { name: 'Wird gesendet …' });
      expect(sending).toBeDisabled();
      expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.de', message: 'Hallo' });
      finish();
      // The status region is always there (so screen readers announce it): wait for its text.
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Gesendet!'));
      expect(screen.getByLabelText('Name')).toHaveValue('');
      expect(screen.getByLabelText('Nachricht')).toHaveValue('');
      expect(screen.queryByText(texts.notice)).not.toBeInTheDocument();
    });

    it('keeps the input and says so when sending fails', async () => {
      const send = vi.fn(() => Promise.reject(new Error('offline')));
      render(<DemoContactForm messageMax={2000} texts={sendingTexts} send={send} />);
      fillValid();
      submit();

      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Fehler!'));
      expect(screen.getByLabelText('Name')).toHaveValue('Ada');
      // The form unlocks once react-hook-form settles the submit, one tick after the message.
      await waitFor(() => expect(screen.getByRole('button', { name: texts.submit })).toBeEnabled());
    });

    it('does not call send for invalid input', async () => {
      const send = vi.fn(() => Promise.resolve());
      render(<DemoContactForm messageMax={2000} texts={sendingTexts} send={send} />);
      fill('E-Mail', 'ada@');
      submit();
      expect(await screen.findByText(texts.errors.email)).toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
    });
  });
});
