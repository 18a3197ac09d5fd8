import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { problemResponse } from '../../../testing/problem-response';
import { artRoutes } from '../routes';
import { server } from '../../../testing/msw-server';
import { renderSite } from '../../../testing/render';

const requests = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    sender: 'Eva Stern',
    email: 'eva@example.de',
    body: 'Could you paint our harbour?',
    sentAt: '2026-11-20T10:00:00.000Z',
    seen: false,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    sender: 'Tom Berg',
    email: 'tom@example.de',
    body: 'Lovely poems.',
    sentAt: '2026-11-19T10:00:00.000Z',
    seen: true,
  },
];

function asAdmin(admin = true) {
  const calls: string[] = [];
  let stored = requests.map((request) => ({ ...request }));
  server.use(
    http.get('*/api/v1/gallery/auth/me', () => HttpResponse.json({ username: 'curator', admin })),
    http.get('*/api/v1/contact-requests', () =>
      HttpResponse.json({
        items: stored,
        nextCursor: null,
        unseenCount: stored.filter((request) => !request.seen).length,
      }),
    ),
    http.patch('*/api/v1/contact-requests/:id', async ({ params, request }) => {
      const { seen } = (await request.json()) as { seen: boolean };
      calls.push(`PATCH ${String(params.id)} ${seen}`);
      stored = stored.map((item) => (item.id === params.id ? { ...item, seen } : item));
      return HttpResponse.json(stored.find((item) => item.id === params.id));
    }),
    http.delete('*/api/v1/contact-requests/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      stored = stored.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('ArtAlley admin inbox', () => {
  it('is not there for visitors or members who are not the admin', async () => {
    asAdmin(false);
    renderSite(artRoutes, '/ArtAlley/about');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Inbox/ })).toBeNull();
  });

  it('shows the unread count, opens a request (marking it seen) and deletes it', async () => {
    const calls = asAdmin();
    renderSite(artRoutes, '/ArtAlley/about');
    const toggle = await screen.findByRole('button', { name: 'Inbox (1 unread)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: /Eva Stern/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Eva Stern' });
    expect(within(dialog).getByText('Could you paint our harbour?')).toBeVisible();
    await waitFor(() => expect(calls).toContain(`PATCH ${requests[0]?.id} true`));
    expect(await screen.findByRole('button', { name: 'Inbox (0 unread)' })).toBeVisible();

    // Opening a request already read sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: /Tom Berg/ }));
    const second = await screen.findByRole('dialog', { name: 'Message from Tom Berg' });
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([`PATCH ${requests[0]?.id} true`, `DELETE ${requests[1]?.id}`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Tom Berg/ })).toBeNull());
  });

  /** 45 requests, newest first, served 20 a page; `failOlder` refuses the pages after the first. */
  function manyRequests(options: { failOlder: () => boolean }) {
    const cursors: Array<string | null> = [];
    const all = Array.from({ length: 45 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      sender: `Sender ${index + 1}`,
      email: 'someone@example.de',
      body: 'Hello',
      sentAt: new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString(),
      seen: index % 2 === 1,
    }));
    server.use(
      http.get('*/api/v1/gallery/auth/me', () =>
        HttpResponse.json({ username: 'curator', admin: true }),
      ),
      http.get('*/api/v1/contact-requests', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const cursor = params.get('cursor');
        cursors.push(cursor);
        if (cursor && options.failOlder()) return problemResponse(503, 'DB_UNAVAILABLE');
        const start = cursor ? Number(cursor) : 0;
        const end = start + Number(params.get('limit'));
        return HttpResponse.json({
          items: all.slice(start, end),
          nextCursor: end < all.length ? String(end) : null,
          unseenCount: all.filter((item) => !item.seen).length,
        });
      }),
    );
    return cursors;
  }

  it('lists 20 requests, then older ones on demand, counting every unread one', async () => {
    const cursors = manyRequests({ failOlder: () => false });
    renderSite(artRoutes, '/ArtAlley/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Inbox (23 unread)' }));
    expect(await screen.findByText('Sender 20')).toBeVisible();
    expect(screen.queryByText('Sender 21')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Sender 40')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Sender 45')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    expect(cursors).toEqual([null, '20', '40']);
    expect(screen.getByRole('button', { name: 'Inbox (23 unread)' })).toBeVisible();
  });

  it('keeps the loaded requests and offers a retry when older ones fail to load', async () => {
    let fail = true;
    manyRequests({ failOlder: () => fail });
    renderSite(artRoutes, '/ArtAlley/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Inbox (23 unread)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('The older messages could not be loaded.')).toBeVisible();
    expect(screen.getByText('Sender 20')).toBeVisible();
    expect(screen.queryByText('The messages could not be loaded.')).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sender 40')).toBeVisible();
    expect(screen.queryByText('The older messages could not be loaded.')).toBeNull();
  });
});
