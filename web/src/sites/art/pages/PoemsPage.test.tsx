import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artRoutes } from '../routes';
import { renderSite } from '../../../testing/render';
import { artTexts } from '../art-texts';

const titles = [
  'Grand Scheme',
  'Guiding Star',
  'Igniting Beauty',
  "Life's Waltz",
  'Labyrinth',
  'Bright Light',
  "Chisel ma' Nizzle",
];

async function openPoems() {
  renderSite(artRoutes, '/ArtAlley/poems');
  return screen.findByRole('heading', { level: 1, name: 'Poems' });
}

const poemArticles = () =>
  screen.getAllByRole('article').filter((article) => article.querySelector('h2'));

describe('ArtAlley poems', () => {
  it('shows eight poems, each titled by an h2, with the spec’s titles among them', async () => {
    await openPoems();
    expect(document.title).toBe(artTexts.titles.poems);
    const poemTitles = poemArticles().map(
      (article) => within(article).getByRole('heading', { level: 2 }).textContent,
    );
    expect(poemTitles).toHaveLength(8);
    expect(poemTitles.slice(0, 7)).toEqual(titles);
    expect(new Set(poemTitles).size).toBe(8);
  });

  it('gives each poem between 8 and 20 lines', async () => {
    await openPoems();
    for (const article of poemArticles()) {
      const lines = article.querySelectorAll('p > span');
      expect(lines.length).toBeGreaterThanOrEqual(8);
      expect(lines.length).toBeLessThanOrEqual(20);
    }
  });

  it('lists the poems in a contents list that links to each of them', async () => {
    await openPoems();
    const contents = screen.getByRole('navigation', { name: artTexts.poems.contents });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const target = document.getElementById(id);
      expect(target?.tagName).toBe('ARTICLE');
      expect(link.textContent).toContain(target?.querySelector('h2')?.textContent);
    }
  });
});
