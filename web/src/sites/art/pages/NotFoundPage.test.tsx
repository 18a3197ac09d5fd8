import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { artRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { renderSite } from '../../../testing/render';
import { artTexts } from '../art-texts';

const message = 'Page not found - You will be redirected automatically..';

describe('ArtAlley 404', () => {
  it('says so and returns to /ArtAlley after exactly 5000 ms', async () => {
    vi.useFakeTimers();
    const { router } = renderSite(artRoutes, '/ArtAlley/no/such/page');
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1, name: message })).toBeVisible(),
    );
    expect(document.title).toBe(artTexts.titles.notFound);
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    await advanceBy(4999);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/ArtAlley/no/such/page');

    await advanceBy(1);
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe(
      '/ArtAlley',
    );
    await settleUntil(() => expect(router.state.location.pathname).toBe('/ArtAlley'));
    expect(router.state.historyAction).toBe('REPLACE');
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Colour,'),
    );
  });

  it('links back to the entrance at once', async () => {
    renderSite(artRoutes, '/ArtAlley/nope');
    expect(await screen.findByRole('link', { name: artTexts.notFound.link })).toHaveAttribute(
      'href',
      '/ArtAlley',
    );
  });
});
