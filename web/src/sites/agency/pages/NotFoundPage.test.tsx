import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advanceBy } from '../../../testing/fake-time';
import { renderRoutes } from '../../../testing/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it("shows '404' and 'Page not found', then sends the visitor home after 5000 ms", async () => {
    vi.useFakeTimers();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Startseite</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      '/gibt-es-nicht',
    );

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^404 – /);

    await advanceBy(4999);
    expect(router.state.location.pathname).toBe('/gibt-es-nicht');
    expect(screen.getByText('Page not found')).toBeInTheDocument();

    await advanceBy(1);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Startseite')).toBeInTheDocument();
    // Replaced, so "back" does not return to the dead address.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
