import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { solidPng } from '../support/images';
import { GALLERY_LOCK } from '../support/locks';
import { holdLongTimers } from '../support/timers';
import { csrfToken } from '../support/csrf';
import { PHONE_TAG } from '../support/projects';

/** The e2e server's gallery admin (ART_ADMIN_USERNAMES=curator), registered by this file. */
const ADMIN = { username: 'curator', password: 'curator-e2e-pass' };

/** The artworks the tests upload: small one-colour PNGs. */
function png(red: number, green: number, blue: number): Buffer {
  return solidPng(red, green, blue, 96, 72);
}

/** Logs the admin in on `request` (its own cookie jar), registering it on the first run. */
async function adminSession(request: APIRequestContext): Promise<void> {
  const registered = await request.post('/api/v1/gallery/auth/register', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: ADMIN,
  });
  if (registered.ok()) return;
  // Already registered (the other project ran first): log in instead.
  const loggedIn = await request.post('/api/v1/gallery/auth/login', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: ADMIN,
  });
  expect(loggedIn.ok()).toBe(true);
}

/** Makes sure the gallery holds at least `count` artworks; returns their ids, newest first. */
async function ensureArtworks(request: APIRequestContext, count: number): Promise<string[]> {
  const list = async () =>
    ((await (await request.get('/api/v1/gallery/items')).json()) as { items: { id: string }[] })
      .items;
  let items = await list();
  if (items.length < count) {
    await adminSession(request);
    for (let index = items.length; index < count; index += 1) {
      const response = await request.post('/api/v1/gallery/items', {
        headers: { 'x-csrf-token': await csrfToken(request) },
        multipart: {
          file: {
            name: `seed-${index}.png`,
            mimeType: 'image/png',
            buffer: png(60 + index * 50, 90, 160 - index * 30),
          },
        },
      });
      expect(response.status()).toBe(201);
    }
    items = await list();
  }
  return items.map((item) => item.id);
}

/** Fills the gallery's login/register form; the 6-s welcome passes at once on the page's clock. */
async function enter(page: Page, mode: 'Log in' | 'Register', username: string, password: string) {
  const toggle = page.getByRole('button', { name: 'Log in to vote and comment' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const form = page.locator('#account-form');
  await form.getByRole('button', { name: mode, exact: true }).first().click();
  await form.getByLabel('User name').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).toHaveText(
    mode === 'Log in' ? `Welcome, ${username}!` : username,
  );
  await page.clock.runFor(6000);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 10_000 });
}

test.describe('ArtAlley gallery', () => {
  test(
    'a member registers, opens, comments, replies, likes by key and sees the check mark',
    // Relies on which artworks are the newest: no upload may come in between.
    { lock: GALLERY_LOCK },
    async ({ page, playwright }, testInfo) => {
      const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      const ids = await ensureArtworks(admin, 2);
      await admin.dispose();
      const username = `m${testInfo.project.name.slice(0, 2)}${Date.now().toString(36)}`.slice(
        0,
        14,
      );

      await page.clock.install();
      await page.goto('/ArtAlley/gallery');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
      const grid = page.getByRole('list', { name: 'Artworks' });
      await expect(grid.getByRole('button').first()).toBeVisible();
      // The grid and an open artwork are scanned in the demo gallery's test below.

      await enter(page, 'Register', username, 'member-pass');

      // Open the newest artwork by click: the URL names it and the large view opens under its row.
      const first = page.locator(`#artwork-${ids[0]}`);
      const firstName = ((await first.textContent()) ?? '').trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/ArtAlley/gallery/${ids[0]}$`));
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const view = page.getByRole('region', { name: firstName });
      await expect(view.getByRole('img', { name: firstName })).toBeVisible();

      // A comment and a reply to it.
      const text = `A quiet piece (${username})`;
      await view.getByLabel('Your comment').fill(text);
      await view.getByRole('button', { name: 'Post comment' }).click();
      await expect(view.getByText(text)).toBeVisible();
      const comment = view.getByRole('article').filter({ hasText: text });
      await comment.getByRole('button', { name: 'Reply' }).first().click();
      const reply = `And a reply to it (${username}).`;
      await view.getByLabel(`Reply to ${username}`).fill(reply);
      await view.getByRole('button', { name: 'Send reply' }).click();
      // The posted reply (a paragraph), not the field that still held the text while sending.
      await expect(view.getByRole('paragraph').filter({ hasText: reply })).toBeVisible();

      // Like with the keyboard: W, with the focus outside any text field.
      await view.getByRole('heading', { level: 2 }).click();
      const like = view.getByRole('button', { name: 'Like', exact: true });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('w');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      // D moves on to the next artwork; Escape closes it, back on its thumbnail.
      await page.keyboard.press('d');
      await expect(page).toHaveURL(new RegExp(`/ArtAlley/gallery/${ids[1]}$`));
      const second = page.locator(`#artwork-${ids[1]}`);
      await expect(page.locator('#artwork-view')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/ArtAlley\/gallery$/);
      await expect(page.locator('#artwork-view')).toHaveCount(0);
      await expect(second).toBeFocused();

      // Clicking a thumbnail opens its view, clicking it again closes it.
      await second.click();
      await expect(page).toHaveURL(new RegExp(`/ArtAlley/gallery/${ids[1]}$`));
      await second.click();
      await expect(page).toHaveURL(/\/ArtAlley\/gallery$/);
      await expect(page.locator('#artwork-view')).toHaveCount(0);

      // After a reload the opened artworks carry their check mark; the vote is remembered.
      await page.reload();
      await expect(grid.getByRole('button', { name: `${firstName}, seen` })).toBeVisible();
      await expect(page.locator(`#artwork-${ids[0]} [data-testid="seen"]`)).toBeVisible();

      // A deep link opens the artwork directly.
      await page.goto(`/ArtAlley/gallery/${ids[0]}`);
      const deep = page.getByRole('region', { name: firstName });
      await expect(deep).toBeVisible();
      await expect(deep.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(deep.getByText(text)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    },
  );

  test(
    'the admin uploads an artwork and reads and deletes an inbox request',
    // Counts the artworks before and after its upload: no other upload may come in between.
    { lock: GALLERY_LOCK },
    async ({ page, playwright }, testInfo) => {
      // Make sure the admin exists (registered here on the first run).
      const setup = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      await ensureArtworks(setup, 1);
      await adminSession(setup);
      const sender = `Visitor ${testInfo.project.name} ${Date.now().toString(36)}`.slice(0, 40);
      const sent = await setup.post('/api/v1/contact-requests', {
        headers: { 'x-csrf-token': await csrfToken(setup) },
        data: { sender, email: 'visitor@example.com', body: 'Do you take commissions?' },
      });
      expect(sent.ok()).toBe(true);
      await setup.dispose();

      await page.clock.install();
      await page.goto('/ArtAlley/gallery');
      const grid = page.getByRole('list', { name: 'Artworks' });
      // Count only once the grid has loaded (no view is open: every button is a thumbnail).
      const thumbnails = grid.getByRole('button');
      await expect(thumbnails.first()).toBeVisible();
      const before = await thumbnails.count();
      await enter(page, 'Log in', ADMIN.username, ADMIN.password);

      const title = `Harbour study ${testInfo.project.name}`;
      await page.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
      await page.getByLabel('Image file (PNG, JPEG or BMP)').setInputFiles({
        name: 'new-piece.png',
        mimeType: 'image/png',
        buffer: png(200, 120, 40),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByText('The artwork is in the gallery.')).toBeVisible();
      await expect(thumbnails).toHaveCount(before + 1);
      // The newest, first in the grid, named by its title.
      await expect(thumbnails.first()).toHaveAccessibleName(title);
      await expectNoAccessibilityViolations(page);

      // ── Inbox on /ArtAlley/about (UI built by the lead; adjust names here if they differ) ──
      await page.goto('/ArtAlley/about');
      await page.getByRole('button', { name: /^Inbox \(\d+ unread\)$/ }).click();
      await page.getByRole('button', { name: new RegExp(sender) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Do you take commissions?')).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await page.getByRole('button', { name: new RegExp(sender) }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('button', { name: new RegExp(sender) })).toHaveCount(0);
      // ── end of the inbox block ──
    },
  );

  // The grid's columns, and so the row under which a view opens, follow the viewport.
  test(
    'the demo gallery shows the artist’s titled works, accessible; Escape closes the view',
    { tag: PHONE_TAG },
    async ({ page }, testInfo) => {
      await page.goto('/ArtAlley/gallery');
      await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
      const name = 'Tideline — First Light';
      const thumb = page.getByRole('list', { name: 'Artworks' }).getByRole('button', { name });
      await expect(thumb).toBeVisible();
      // The gallery's scans (the loop below covers the other ArtAlley pages).
      await expectNoAccessibilityViolations(page);
      await thumb.click();
      const view = page.getByRole('region', { name });
      await expect(view.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(view.getByRole('img', { name })).toBeVisible();
      await expect(view.getByText('Mara Lindqvist')).toBeVisible();
      await expectNoAccessibilityViolations(page);
      // The keys are offered where there is a keyboard, not on a touch screen.
      const keysHint = view.getByText(/^Keys: /);
      if (testInfo.project.name === 'phone') await expect(keysHint).toBeHidden();
      else await expect(keysHint).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(view).toHaveCount(0);
      await expect(page).toHaveURL(/\/ArtAlley\/gallery$/);
      await expect(thumb).toBeFocused();
    },
  );

  // The gallery (/ArtAlley/gallery) is checked in the member's journey and scanned above. The
  // entrance is scanned on the phone too: its navbar folds into a menu there, the same on every
  // ArtAlley page; the pages' own markup does not change with the viewport.
  for (const path of ['/ArtAlley', '/ArtAlley/poems', '/ArtAlley/about']) {
    test(
      `${path} has one h1 and no accessibility violations`,
      {
        tag: path === '/ArtAlley' ? [PHONE_TAG] : [],
      },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        // Members register here: the footer names who runs the site.
        const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
        await expect(legal.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
          'href',
          '/Impressum',
        );
        await expect(legal.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
          'href',
          '/Datenschutz',
        );
        await expectNoAccessibilityViolations(page);
      },
    );
  }

  test('unknown addresses show an accessible 404 text', async ({ page }) => {
    await holdLongTimers(page);
    await page.goto('/ArtAlley/nothing-here');
    await expect(
      page.getByText('Page not found - You will be redirected automatically..'),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page).toHaveURL(/\/ArtAlley\/nothing-here$/);
  });
});
