import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advanceBy } from '../../testing/fake-time';
import { renderRoutes } from '../../testing/render';
import { NotFound } from './NotFound';

function renderNotFound() {
  return renderRoutes(
    [
      { path: '/Demo', element: <p>Startseite</p> },
      {
        path: '*',
        element: (
          <NotFound
            message="Seite nicht gefunden"
            hint={(seconds) => `Weiter in ${seconds} Sekunden.`}
            redirectTo="/Demo"
            delayMs={5000}
            linkLabel="Zur Startseite"
          />
        ),
      },
    ],
    '/Demo/weg',
  );
}

describe('NotFound', () => {
  it('shows the code and message and counts down once a second in a polite live region', async () => {
    vi.useFakeTimers();
    renderNotFound();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();

    const hint = screen.getByText('Weiter in 5 Sekunden.');
    expect(hint).toHaveAttribute('aria-live', 'polite');
    for (const seconds of [4, 3, 2, 1]) {
      await advanceBy(999);
      expect(hint).not.toHaveTextContent(`Weiter in ${seconds} Sekunden.`);
      await advanceBy(1);
      expect(hint).toHaveTextContent(`Weiter in ${seconds} Sekunden.`);
    }
  });

  it('replaces the address with the target after exactly the delay', async () => {
    vi.useFakeTimers();
    const { router } = renderNotFound();
    await advanceBy(4999);
    expect(router.state.location.pathname).toBe('/Demo/weg');
    await advanceBy(1);
    expect(router.state.location.pathname).toBe('/Demo');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Startseite')).toBeInTheDocument();
  });

  it('offers a link to the target right away', () => {
    renderNotFound();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/Demo');
  });
});
