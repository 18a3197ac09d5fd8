import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artRoutes } from '../routes';
import { renderSite } from '../../../testing/render';
import { artTexts } from '../art-texts';

const t = artTexts.home;

async function openHome() {
  const rendered = renderSite(artRoutes, '/ArtAlley');
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('ArtAlley home', () => {
  it('opens with the title lines as the one h1, and sets the tab title', async () => {
    await openHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Colour, stone & quiet verse.',
    );
    expect(document.title).toBe(artTexts.titles.home);
  });

  it('shows both quotes with their sources', async () => {
    await openHome();
    for (const quote of t.quotes) {
      expect(screen.getByText(quote.text)).toBeVisible();
      expect(screen.getByText(`— ${quote.source}`)).toBeVisible();
    }
  });

  it('has the three product tiles with the targets of the spec', async () => {
    await openHome();
    const products = within(section(t.products.title));
    expect(
      products.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Contract Work', 'My Art Gallery', 'Self-written Poems']);
    expect(products.getByRole('link', { name: 'Contract Work' })).toHaveAttribute(
      'href',
      '/ArtAlley/about#contact',
    );
    expect(products.getByRole('link', { name: 'My Art Gallery' })).toHaveAttribute(
      'href',
      '/ArtAlley/gallery',
    );
    expect(products.getByRole('link', { name: 'Self-written Poems' })).toHaveAttribute(
      'href',
      '/ArtAlley/poems',
    );
  });

  it('links Connect to the contact form, and the social buttons to the site root', async () => {
    await openHome();
    const connect = within(section('Connect'));
    expect(connect.getByRole('link', { name: t.connect.cta })).toHaveAttribute(
      'href',
      '/ArtAlley/about#contact',
    );
    const socials = within(connect.getByRole('list', { name: t.connect.socialLabel }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(socials).toEqual(['/', '/', '/']);
  });

  it('teases the about page and ends with the questions before the footer', async () => {
    await openHome();
    expect(
      within(section(t.about.title)).getByRole('link', { name: t.about.link }),
    ).toHaveAttribute('href', '/ArtAlley/about');
    const questions = section(t.questions.title);
    expect(questions.querySelectorAll('details')).toHaveLength(t.questions.items.length);
    expect(within(questions).getByText(t.questions.items[0].q)).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([t.about.title, 'Connect', t.products.title, t.questions.title]);
  });
});
