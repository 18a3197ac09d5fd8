import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artRoutes } from './routes';
import { installFakeIntersectionObserver } from '../../shared/motion/fake-intersection-observer';
import { renderSite } from '../../testing/render';
import { artTexts } from './art-texts';

const navLinks = [
  ['HOME', '/ArtAlley'],
  ['GALLERY', '/ArtAlley/gallery'],
  ['POEMS', '/ArtAlley/poems'],
  ['ABOUT', '/ArtAlley/about'],
] as const;

async function open(path = '/ArtAlley') {
  const rendered = renderSite(artRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const mainNav = () => screen.getByRole('navigation', { name: artTexts.nav.label });
const menuButton = () => within(mainNav()).getByRole('button', { name: artTexts.nav.menu });

describe('ArtAlley layout: navbar', () => {
  it('links HOME, GALLERY, POEMS and ABOUT in that order, marking the current page', async () => {
    await open('/ArtAlley/poems');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(navLinks);
    expect(within(mainNav()).getByRole('link', { name: 'POEMS' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'HOME' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('navigates with the links', async () => {
    const { router } = await open('/ArtAlley');
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'ABOUT' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: artTexts.about.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/ArtAlley/about');
  });

  it('has a menu toggle that controls the link list and reports its state', async () => {
    await open();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getAllByRole('link')).toHaveLength(4);
    expect(list).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu with Escape, returning focus to the toggle, and after choosing a link', async () => {
    await open();
    const button = menuButton();
    fireEvent.click(button);
    fireEvent.keyDown(within(mainNav()).getByRole('link', { name: 'POEMS' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'POEMS' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Poems' })).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sticks only once the anchor below it has scrolled past', async () => {
    const observer = installFakeIntersectionObserver();
    await open();
    const bar = mainNav().closest('header') as HTMLElement;
    observer.setInView(true);
    expect(bar).toHaveAttribute('data-stuck', 'false');
    observer.setInView(false);
    expect(bar).toHaveAttribute('data-stuck', 'true');
    observer.setInView(true);
    expect(bar).toHaveAttribute('data-stuck', 'false');
  });
});

describe('ArtAlley layout: frame', () => {
  it('repeats the links in the footer, each to the top of its page', async () => {
    await open('/ArtAlley/about');
    const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: artTexts.footer.label,
    });
    expect(
      within(footerNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(navLinks.map(([label, path]) => [label, `${path}#top`]));
    expect(document.getElementById('top')).not.toBeNull();
  });

  it('links the agency’s legal notice and privacy policy in the footer, in German', async () => {
    await open('/ArtAlley/gallery');
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Legal',
    });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Impressum', '/Impressum'],
      ['Datenschutz', '/Datenschutz'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('lang', 'de');
      expect(link).toHaveAttribute('hreflang', 'de');
    }
  });

  it('is English, with a skip link to the main landmark', async () => {
    await open('/ArtAlley/about');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: artTexts.skipLink })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
