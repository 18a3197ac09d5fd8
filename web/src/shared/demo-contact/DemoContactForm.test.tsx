import { fireEvent, render, screen } from '@testing-library/react';
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
});
