import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { presentationRoutes } from './routes';
import { advanceBy, settleUntil } from '../../testing/fake-time';
import { renderSite } from '../../testing/render';
import { setupUser } from '../../testing/user';

describe('PresentationPro site', () => {
  it.each([
    ['/PresentationPro', 'Havelblick Immobilien – Kaufen, Verkaufen, Mieten in Berlin', 'de'],
    ['/PresentationPro/en', 'Havelblick Immobilien – Buy, sell and rent in Berlin', 'en'],
    ['/PresentationPro/Katalog', 'Immobilienkatalog – Havelblick Immobilien', 'de'],
    ['/PresentationPro/en/catalog', 'Property catalog – Havelblick Immobilien', 'en'],
    ['/PresentationPro/Kontakt', 'Kontakt – Havelblick Immobilien', 'de'],
    ['/PresentationPro/en/contact', 'Contact – Havelblick Immobilien', 'en'],
  ])('%s has its own title and page language', async (path, title, lang) => {
    renderSite(presentationRoutes, path);
    await screen.findByRole('main');
    expect(document.title).toBe(title);
    expect(document.documentElement.lang).toBe(lang);
  });

  it('switches language on the same page and keeps the section', async () => {
    const user = setupUser();
    const { router } = renderSite(presentationRoutes, '/PresentationPro/Kontakt#unser-team');
    await user.click(await screen.findByRole('link', { name: /English version of this page/ }));
    expect(router.state.location.pathname).toBe('/PresentationPro/en/contact');
    expect(router.state.location.hash).toBe('#our-team');
    await user.click(await screen.findByRole('link', { name: /Deutsche Version dieser Seite/ }));
    expect(router.state.location.pathname).toBe('/PresentationPro/Kontakt');
  });

  it('shows its tab icon while open', async () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/favicon.svg';
    document.head.append(icon);
    const { unmount } = renderSite(presentationRoutes, '/PresentationPro/en');
    await screen.findByRole('main');
    expect(icon.href).not.toMatch(/\/favicon\.svg$/);
    unmount();
    expect(icon.href).toMatch(/\/favicon\.svg$/);
    icon.remove();
  });

  it('answers unknown addresses with its 404 page and goes home after 5 s', async () => {
    vi.useFakeTimers();
    const { router } = renderSite(presentationRoutes, '/PresentationPro/gibt-es-nicht');
    await settleUntil(() =>
      expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument(),
    );
    expect(screen.getByText(/Sie werden automatisch weitergeleitet/)).toBeInTheDocument();
    await advanceBy(4999);
    expect(router.state.location.pathname).toBe('/PresentationPro/gibt-es-nicht');
    await advanceBy(1);
    await settleUntil(() => expect(router.state.location.pathname).toBe('/PresentationPro'));
  });
});
