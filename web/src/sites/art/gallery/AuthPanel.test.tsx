import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notifyManager } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { renderRoutes } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { GalleryPage } from './GalleryPage';
import { galleryHandlers, problem } from './testing/gallery-handlers';

const routes = [{ path: '/ArtAlley/gallery/:itemId?', element: <GalleryPage /> }];

async function openForm() {
  const user = setupUser();
  renderRoutes(routes, '/ArtAlley/gallery');
  const toggle = await screen.findByRole('button', { name: 'Log in to vote and comment' });
  await user.click(toggle);
  return user;
}

/** The form's submit button (the mode switch above it has buttons of the same names). */
function submitButton(name: string): HTMLElement {
  const button = screen
    .getAllByRole('button', { name })
    .find((b) => b.getAttribute('type') === 'submit');
  if (!button) throw new Error(`no submit button ${name}`);
  return button;
}

describe('gallery login and register', () => {
  it('checks the input before sending and reports a failed login', async () => {
    let loggedIn = false;
    server.use(
      http.post('*/api/v1/gallery/auth/login', () => {
        loggedIn = true;
        return problem(401, 'LOGIN_FAILED');
      }),
      ...galleryHandlers(),
    );
    const user = await openForm();
    await user.type(screen.getByLabelText('User name'), 'abc');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(submitButton('Log in'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please type in valid login credentials.');
    expect(loggedIn).toBe(false);

    await user.type(screen.getByLabelText('User name'), 'd');
    await user.click(submitButton('Log in'));
    expect(await screen.findByText('Login failed. Please try again.')).toBeVisible();
  });

  it('checks the user name length on register and reports a failure', async () => {
    server.use(
      http.post('*/api/v1/gallery/auth/register', () => problem(400, 'USERNAME_TAKEN')),
      ...galleryHandlers(),
    );
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Register', pressed: false }));
    await user.type(screen.getByLabelText('User name'), 'a-very-long-username');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(submitButton('Register'));
    expect(screen.getByText('User names must be 4 - 14 characters long.')).toBeVisible();

    await user.clear(screen.getByLabelText('User name'));
    await user.type(screen.getByLabelText('User name'), 'taken');
    await user.click(submitButton('Register'));
    expect(await screen.findByText('Register failed. Please try again.')).toBeVisible();
  });

  it('welcomes for 6 s, then shows the logged-in state', async () => {
    let member: { username: string; admin: boolean } | null = null;
    server.use(
      http.get('*/api/v1/gallery/auth/me', () =>
        member ? HttpResponse.json(member) : problem(401, 'UNAUTHENTICATED'),
      ),
      http.post('*/api/v1/gallery/auth/login', () => {
        member = { username: 'alice', admin: false };
        return HttpResponse.json(member);
      }),
      ...galleryHandlers(),
    );
    const user = await openForm();
    await user.type(screen.getByLabelText('User name'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret');
    vi.useFakeTimers();
    // Query updates otherwise wait on a zero timer the fake clock would have to move.
    notifyManager.setScheduler(queueMicrotask);
    onTestFinished(() => notifyManager.setScheduler((cb) => setTimeout(cb, 0)));
    fireEvent.click(submitButton('Log in'));
    await settleUntil(() => expect(screen.getByText('Welcome, alice!')).toBeVisible());
    await advanceBy(5999);
    expect(screen.getByText('Welcome, alice!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await advanceBy(1);
    await settleUntil(() => expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible());
    expect(screen.queryByText('Welcome, alice!')).not.toBeInTheDocument();
    expect(screen.getByText('alice')).toBeVisible();
  });
});
