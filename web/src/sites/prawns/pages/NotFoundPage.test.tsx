import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prawnsRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { renderSite } from '../../../testing/render';
import { prawnsTexts } from '../prawns-texts';
import { serveOffer } from '../testing/prawn-api';

beforeEach(() => {
  serveOffer();
});

describe('ParallaxPrawns 404', () => {
  it('shows the lost prawn and returns to /ParallaxPrawns after exactly 5000 ms', async () => {
    vi.useFakeTimers();
    const { router } = renderSite(prawnsRoutes, '/ParallaxPrawns/gibt-es-nicht');
    // The lazy route loads without moving the fake clock; the 5 s count from the page showing.
    await settleUntil(() =>
      expect(screen.getByRole('heading', { name: prawnsTexts.notFound.heading })).toBeVisible(),
    );
    expect(document.title).toBe(prawnsTexts.notFoundTitle);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Back to the landing page in 5 seconds.')).toBeVisible();

    await advanceBy(4999);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/ParallaxPrawns/gibt-es-nicht');

    await advanceBy(1);
    // The redirect has started (the landing page's lazy route may still be loading).
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe(
      '/ParallaxPrawns',
    );
    await settleUntil(() => expect(router.state.location.pathname).toBe('/ParallaxPrawns'));
    expect(router.state.historyAction).toBe('REPLACE');
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parallax Prawns'),
    );
  });

  it('links back to the landing page at once', async () => {
    renderSite(prawnsRoutes, '/ParallaxPrawns/a/b');
    expect(await screen.findByRole('link', { name: 'Back to the prawns' })).toHaveAttribute(
      'href',
      '/ParallaxPrawns',
    );
  });
});
