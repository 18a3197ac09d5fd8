import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../../shared/motion/fake-intersection-observer';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { renderRoutes } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { GalleryPage } from './GalleryPage';
import {
  comment,
  galleryHandlers,
  galleryItemsHandler,
  makeGalleryItems,
  problem,
} from './testing/gallery-handlers';

const routes = [{ path: '/ArtAlley/gallery/:itemId?', element: <GalleryPage /> }];
const render = (path = '/ArtAlley/gallery') => renderRoutes(routes, path);
const member = { username: 'alice', admin: false };

describe('GalleryPage grid', () => {
  it('opens the large view under the row and closes it again, with the URL', async () => {
    server.use(...galleryHandlers());
    const user = setupUser();
    const { router } = render();
    const thumb = await screen.findByRole('button', { name: 'Artwork 2 by curator' });
    expect(thumb).toHaveAttribute('aria-expanded', 'false');

    await user.click(thumb);
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');
    expect(thumb).toHaveAttribute('aria-expanded', 'true');
    const view = await screen.findByRole('region', { name: 'Artwork 2 by curator' });
    const image = within(view).getByRole('img', { name: 'Artwork 2 by curator' });
    expect(image).toHaveAttribute('src', '/media/large-2.webp');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width');
    expect(within(view).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(view).getByText('curator')).toBeInTheDocument();
    expect(within(view).getByText('0 comments')).toBeInTheDocument();
    await waitFor(() => expect(view).toHaveFocus());

    await user.click(thumb);
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery');
    expect(screen.queryByRole('region', { name: /Artwork/ })).not.toBeInTheDocument();
  });

  it('opens a deep-linked artwork', async () => {
    server.use(...galleryHandlers());
    render('/ArtAlley/gallery/item-1');
    expect(await screen.findByRole('region', { name: 'Artwork 1 by curator' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Artwork 1 by curator' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('browses with A/D and the arrows, but not while typing', async () => {
    server.use(...galleryHandlers({ member }));
    const user = setupUser();
    const { router } = render('/ArtAlley/gallery/item-2');
    await screen.findByRole('region', { name: 'Artwork 2 by curator' });
    await user.keyboard('d');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-1');
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');
    await user.keyboard('a');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-3');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');

    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.click(field);
    await user.keyboard('wasd{ArrowLeft}');
    expect(field).toHaveValue('wasd');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');
  });

  it('closes the large view with Escape, back on its thumbnail, but not while typing', async () => {
    server.use(...galleryHandlers({ member }));
    const user = setupUser();
    const { router } = render('/ArtAlley/gallery/item-2');
    const view = await screen.findByRole('region', { name: 'Artwork 2 by curator' });

    const field = await within(view).findByRole('textbox', { name: 'Your comment' });
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');

    await user.click(within(view).getByRole('heading', { level: 2 }));
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery');
    expect(screen.queryByRole('region', { name: /Artwork/ })).not.toBeInTheDocument();
    // Opened by a member: it carries its check mark now.
    const thumb = screen.getByRole('button', { name: 'Artwork 2 by curator, seen' });
    expect(thumb).toHaveAttribute('aria-expanded', 'false');
    expect(thumb).toHaveFocus();
  });

  it('leaves the large view open when Escape closes the menu', async () => {
    server.use(...galleryHandlers());
    const { router } = render('/ArtAlley/gallery/item-2');
    await screen.findByRole('region', { name: 'Artwork 2 by curator' });
    const menuItem = document.createElement('button');
    menuItem.addEventListener('keydown', (event) => event.preventDefault());
    document.body.append(menuItem);
    menuItem.focus();
    await setupUser().keyboard('{Escape}');
    menuItem.remove();
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');
  });

  it('names titled artworks by their title: thumbnail, heading and picture', async () => {
    const [newest, ...rest] = makeGalleryItems(3);
    const items = [{ ...newest!, title: 'Tideline — First Light', uploaderName: 'Mara' }, ...rest];
    server.use(...galleryHandlers({ items }));
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('button', { name: 'Tideline — First Light' }));
    const view = await screen.findByRole('region', { name: 'Tideline — First Light' });
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tideline — First Light',
    );
    expect(within(view).getByRole('img', { name: 'Tideline — First Light' })).toBeVisible();
    expect(within(view).getByText('Mara')).toBeVisible();
    // Untitled ones keep their number over the whole gallery.
    expect(screen.getByRole('button', { name: 'Artwork 2 by curator' })).toBeVisible();
  });

  it('votes with W/S at once and rolls a refused vote back', async () => {
    let answer: 'ok' | 'refuse' = 'ok';
    server.use(
      ...galleryHandlers({ member }),
      http.put('*/api/v1/gallery/items/:id/vote', async ({ request }) => {
        const { value } = (await request.json()) as { value: number };
        if (answer === 'refuse') return problem(503, 'DB_UNAVAILABLE');
        return HttpResponse.json({ value, likeCount: 4 + value });
      }),
    );
    const user = setupUser();
    render('/ArtAlley/gallery/item-2');
    const view = await screen.findByRole('region', { name: 'Artwork 2 by curator' });
    const like = within(view).getByRole('button', { name: 'Like' });
    const dislike = within(view).getByRole('button', { name: 'Dislike' });
    await waitFor(() => expect(screen.getByText(/Logged in as/)).toBeInTheDocument());

    await user.keyboard('w');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(view).getByText('5')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(view).getByText('3')).toBeInTheDocument();

    answer = 'refuse';
    await user.keyboard('s');
    expect(await within(view).findByText('Your vote could not be saved.')).toBeInTheDocument();
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    expect(within(view).getByText('3')).toBeInTheDocument();
  });

  it('asks visitors to log in when they vote', async () => {
    server.use(...galleryHandlers());
    const user = setupUser();
    render('/ArtAlley/gallery/item-2');
    const view = await screen.findByRole('region', { name: 'Artwork 2 by curator' });
    await user.click(within(view).getByRole('button', { name: 'Like' }));
    expect(within(view).getByRole('button', { name: 'Please log in to vote.' })).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a retry after a failed load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/gallery/items', () =>
        fail
          ? problem(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({ items: [], nextCursor: null, total: 0 }),
      ),
      ...galleryHandlers(),
    );
    const user = setupUser();
    render();
    expect(await screen.findByText('The gallery could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('The gallery could not be loaded.')).not.toBeInTheDocument(),
    );
  });
});

describe('GalleryPage pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const thumbnails = () =>
    within(screen.getByRole('list', { name: 'Artworks' })).getAllByRole('button');

  it('loads the next page when the end of the grid scrolls into view, not before', async () => {
    const view = installFakeIntersectionObserver();
    const cursors: Array<string | null> = [];
    server.use(
      galleryItemsHandler(makeGalleryItems(5), {
        pageSize: 3,
        onRequest: (cursor) => {
          cursors.push(cursor);
          return undefined;
        },
      }),
      ...galleryHandlers(),
    );
    render();
    // Named over the whole gallery: the newest of five is Artwork 5.
    await screen.findByRole('button', { name: 'Artwork 5 by curator' });
    expect(thumbnails()).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cursors).toEqual([null]);

    view.setInView(true);
    expect(await screen.findByRole('button', { name: 'Artwork 1 by curator' })).toBeVisible();
    expect(thumbnails().map((thumb) => thumb.textContent)).toEqual([
      'Artwork 5 by curator',
      'Artwork 4 by curator',
      'Artwork 3 by curator',
      'Artwork 2 by curator',
      'Artwork 1 by curator',
    ]);
    expect(cursors).toHaveLength(2);
    expect(cursors[1]).toEqual(expect.any(String));
    // The last page is in: nothing is left to watch for.
    expect(screen.queryByTestId('gallery-end')).not.toBeInTheDocument();
  });

  it('says that the next page is loading', async () => {
    const view = installFakeIntersectionObserver();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // Holds the second page back, then lets the paging handler below answer.
      http.get('*/api/v1/gallery/items', async ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor')) await held;
        return undefined;
      }),
      ...galleryHandlers({ items: makeGalleryItems(5), pageSize: 3 }),
    );
    render();
    await screen.findByRole('button', { name: 'Artwork 5 by curator' });
    view.setInView(true);
    expect(await screen.findByText('Loading more artworks…')).toBeInTheDocument();
    release();
    await screen.findByRole('button', { name: 'Artwork 1 by curator' });
    expect(screen.queryByText('Loading more artworks…')).not.toBeInTheDocument();
  });

  it('opens a deep link to an artwork on a later page, loading the pages up to it', async () => {
    installFakeIntersectionObserver();
    server.use(...galleryHandlers({ items: makeGalleryItems(8), pageSize: 3 }));
    const { router } = render('/ArtAlley/gallery/item-2');
    const view = await screen.findByRole('region', { name: 'Artwork 2 by curator' });
    expect(within(view).getByRole('img', { name: 'Artwork 2 by curator' })).toHaveAttribute(
      'src',
      '/media/large-2.webp',
    );
    expect(screen.getByRole('button', { name: 'Artwork 2 by curator' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2');
    expect(screen.queryByText(/no longer in the gallery/)).not.toBeInTheDocument();
  });

  it('says an artwork is gone only after every page was searched', async () => {
    installFakeIntersectionObserver();
    server.use(...galleryHandlers({ items: makeGalleryItems(5), pageSize: 2 }));
    render('/ArtAlley/gallery/item-99');
    expect(await screen.findByText(/no longer in the gallery/)).toBeVisible();
    expect(thumbnails()).toHaveLength(5);
  });

  it('steps with D from the last loaded artwork onto the next page', async () => {
    installFakeIntersectionObserver();
    server.use(...galleryHandlers({ member, items: makeGalleryItems(5), pageSize: 3 }));
    const user = setupUser();
    const { router } = render('/ArtAlley/gallery/item-3');
    const view = await screen.findByRole('region', { name: 'Artwork 3 by curator' });
    expect(within(view).getByRole('button', { name: 'Next artwork' })).toBeEnabled();
    await user.keyboard('d');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ArtAlley/gallery/item-2'));
    expect(await screen.findByRole('region', { name: 'Artwork 2 by curator' })).toBeVisible();
  });

  it('shows an error with a retry when a further page fails, keeping what is loaded', async () => {
    const view = installFakeIntersectionObserver();
    let fail = true;
    server.use(
      galleryItemsHandler(makeGalleryItems(5), {
        pageSize: 3,
        onRequest: (cursor) => (cursor && fail ? problem(503, 'DB_UNAVAILABLE') : undefined),
      }),
      ...galleryHandlers(),
    );
    const user = setupUser();
    render();
    await screen.findByRole('button', { name: 'Artwork 5 by curator' });
    view.setInView(true);
    expect(await screen.findByText('More artworks could not be loaded.')).toBeVisible();
    expect(thumbnails()).toHaveLength(3);
    expect(screen.queryByText('The gallery could not be loaded.')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Artwork 1 by curator' })).toBeVisible();
    expect(screen.queryByText('More artworks could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('GalleryPage empty gallery', () => {
  /** Opens an empty gallery on the fake clock and waits, without moving it, for the answer. */
  async function openEmpty(member: { username: string; admin: boolean } | null = null) {
    vi.useFakeTimers();
    let answered = false;
    server.use(
      http.get('*/api/v1/gallery/items', () => {
        answered = true;
        return HttpResponse.json({ items: [], nextCursor: null, total: 0 });
      }),
      ...galleryHandlers({ items: [], member }),
    );
    render();
    await settleUntil(() => {
      expect(answered).toBe(true);
      expect(screen.queryByText('Loading the gallery…')).not.toBeInTheDocument();
    });
  }

  it("says 'No images yet!' only after 2000 ms, with the login form", async () => {
    await openEmpty();
    await advanceBy(1999);
    expect(screen.queryByText('No images yet!')).not.toBeInTheDocument();
    await advanceBy(1);
    expect(screen.getByText('No images yet!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'User name' })).toBeInTheDocument();
  });

  it('offers the admin the upload form instead', async () => {
    await openEmpty({ username: 'curator', admin: true });
    await advanceBy(2000);
    expect(screen.getByText('No images yet!')).toBeVisible();
    await settleUntil(() =>
      expect(screen.getByLabelText('Image file (PNG, JPEG or BMP)')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('textbox', { name: 'User name' })).not.toBeInTheDocument();
  });
});

describe('GalleryPage upload', () => {
  const admin = { username: 'curator', admin: true };
  const picture = () =>
    new File([new Uint8Array([137, 80, 78, 71])], 'piece.png', { type: 'image/png' });

  it('sends the picture with its title, trimmed, or without one', async () => {
    const sent: Array<{ title: FormDataEntryValue | null; file: boolean }> = [];
    server.use(
      ...galleryHandlers({ member: admin }),
      http.post('*/api/v1/gallery/items', async ({ request }) => {
        const form = await request.formData();
        // The file arrives as the interceptor's own Blob (not jsdom's File).
        const file = form.get('file');
        sent.push({ title: form.get('title'), file: file !== null && typeof file !== 'string' });
        return HttpResponse.json(makeGalleryItems(1)[0], { status: 201 });
      }),
    );
    const user = setupUser();
    render();
    const title = await screen.findByRole('textbox', { name: 'Title (optional)' });
    expect(title).toHaveAttribute('maxlength', '80');
    await user.type(title, '  Harbour at Dusk ');
    await user.upload(screen.getByLabelText('Image file (PNG, JPEG or BMP)'), picture());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The artwork is in the gallery.')).toBeVisible();
    expect(title).toHaveValue('');

    await user.upload(screen.getByLabelText('Image file (PNG, JPEG or BMP)'), picture());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { title: 'Harbour at Dusk', file: true },
      { title: null, file: true },
    ]);
  });

  it('says so when the server refuses the title', async () => {
    server.use(
      ...galleryHandlers({ member: admin }),
      http.post('*/api/v1/gallery/items', () =>
        HttpResponse.json(
          {
            status: 400,
            code: 'VALIDATION_FAILED',
            title: 'Invalid',
            detail: 'Invalid',
            type: 'about:blank',
            errors: [{ field: 'title', code: 'maxLength', message: 'too long' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const user = setupUser();
    render();
    await user.type(await screen.findByRole('textbox', { name: 'Title (optional)' }), 'A title');
    await user.upload(screen.getByLabelText('Image file (PNG, JPEG or BMP)'), picture());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Titles may be at most 80 characters long.',
    );
  });
});

describe('GalleryPage comments', () => {
  it('refuses top-level comments over 300 characters', async () => {
    const posted = vi.fn();
    server.use(
      ...galleryHandlers({ member }),
      http.post('*/api/v1/gallery/items/:id/comments', () => {
        posted();
        return HttpResponse.json(comment('new', 0), { status: 201 });
      }),
    );
    const user = setupUser();
    render('/ArtAlley/gallery/item-1');
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.click(field);
    await user.paste('x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Comment should not exceed 300 characters.')).toBeVisible();
    expect(posted).not.toHaveBeenCalled();

    await user.clear(field);
    await user.paste('x'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  });

  it('hides reply at depth 10 and delete from other members', async () => {
    const deep = comment('deep', 9, { authorName: 'bob' });
    const tree = [
      comment('top', 0, {
        authorName: 'alice',
        replies: [comment('mid', 8, { authorName: 'bob', replies: [deep] })],
      }),
    ];
    server.use(...galleryHandlers({ member, comments: tree }));
    render('/ArtAlley/gallery/item-1');
    await screen.findByText('Comment deep');
    // alice may reply to 'top' and 'mid', not to the depth-10 'deep'.
    expect(await screen.findAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete the comment by alice' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete the comment by bob' })).toBeNull();
  });

  it('lets the admin delete any comment, with its replies', async () => {
    const tree = [
      comment('top', 0, { authorName: 'bob', replies: [comment('reply', 1)] }),
      comment('other', 0, { authorName: 'carol' }),
    ];
    server.use(
      ...galleryHandlers({ member: { username: 'curator', admin: true }, comments: tree }),
      http.delete('*/api/v1/gallery/comments/:id', () => new HttpResponse(null, { status: 204 })),
    );
    const user = setupUser();
    render('/ArtAlley/gallery/item-1');
    await user.click(await screen.findByRole('button', { name: 'Delete the comment by bob' }));
    await waitFor(() => expect(screen.queryByText('Comment top')).not.toBeInTheDocument());
    expect(screen.queryByText('Comment reply')).not.toBeInTheDocument();
    expect(screen.getByText('Comment other')).toBeVisible();
  });
});
