import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { artRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { renderSite } from '../../../testing/render';
import { artContactTexts, artTexts } from '../art-texts';
import { AboutPage } from './AboutPage';

const notice = 'Please use the contact form on our Sternsinger homepage.';

const requests: string[] = [];
/** What the page writes: the contact form must send nothing (reads, e.g. who is logged in, are fine). */
const record = ({ request }: { request: Request }) => {
  if (request.method !== 'GET') requests.push(`${request.method} ${request.url}`);
};

beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function openAbout() {
  renderSite(artRoutes, '/ArtAlley/about');
  await screen.findByRole('heading', { level: 1, name: artTexts.about.title });
  return within(document.getElementById('contact') as HTMLElement);
}

function fill(form: ReturnType<typeof within>, label: string, value: string) {
  fireEvent.change(form.getByLabelText(label), { target: { value } });
}

describe('ArtAlley about', () => {
  it('has the about text and the contact section at #contact', async () => {
    const contact = await openAbout();
    expect(document.title).toBe(artTexts.about.title + ' – ArtAlley');
    expect(screen.getByText(artTexts.about.text[1])).toBeVisible();
    expect(contact.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    expect(contact.getByRole('button', { name: artContactTexts.submit })).toBeVisible();
  });

  it('accepts 600 characters and refuses 601 with the spec’s message', async () => {
    const contact = await openAbout();
    fill(contact, 'Message', 'x'.repeat(600));
    fireEvent.click(contact.getByRole('button', { name: artContactTexts.submit }));
    expect(await contact.findByText('Please enter a valid name.')).toBeVisible();
    expect(contact.queryByText('Your message is too long.')).toBeNull();

    fill(contact, 'Message', 'x'.repeat(601));
    expect(await contact.findByText('Your message is too long.')).toBeVisible();
    expect(contact.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the spec’s messages for a bad email and no notice', async () => {
    const contact = await openAbout();
    fill(contact, 'Name', 'Ada');
    fill(contact, 'Email', 'ada@');
    fill(contact, 'Message', 'Hello');
    fireEvent.click(contact.getByRole('button', { name: artContactTexts.submit }));
    expect(await contact.findByText('Please enter a valid email address.')).toBeVisible();
    expect(contact.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends nothing and shows the notice for exactly 4000 ms after valid input', async () => {
    vi.useFakeTimers();
    renderSite(artRoutes, '/ArtAlley/about');
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1, name: artTexts.about.title })).toBeVisible(),
    );
    const contact = within(document.getElementById('contact') as HTMLElement);
    fill(contact, 'Name', 'Ada Lovelace');
    fill(contact, 'Email', 'ada@example.org');
    fill(contact, 'Message', 'y'.repeat(600));
    fireEvent.click(contact.getByRole('button', { name: artContactTexts.submit }));

    const status = contact.getByRole('status');
    await settleUntil(() => expect(status).toHaveTextContent(notice));
    await advanceBy(3999);
    expect(status).toHaveTextContent(notice);
    await advanceBy(1);
    expect(status).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('draws the admin inbox slot inside the contact section', () => {
    render(
      <MemoryRouter>
        <AboutPage adminInbox={<button type="button">Inbox (2)</button>} />
      </MemoryRouter>,
    );
    const contact = within(document.getElementById('contact') as HTMLElement);
    expect(contact.getByRole('button', { name: 'Inbox (2)' })).toBeVisible();
  });
});
