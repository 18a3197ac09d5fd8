import { describe, expect, it } from 'vitest';
import { artRoutes } from './routes';
import { absoluteUrl } from '../../shared/page-meta/PageMeta';
import { prerenderedPathsOf, waitForCanonical, expectNotFoundMeta } from '../../testing/page-meta';
import { renderSite } from '../../testing/render';
import { ART_BASE, artPaths } from './art-paths';
import { artTexts } from './art-texts';
import { galleryTexts } from './gallery/gallery-texts';

const pages = [
  [artPaths.home, artTexts.titles.home, artTexts.descriptions.home],
  [artPaths.gallery, galleryTexts.documentTitle, galleryTexts.description],
  [artPaths.poems, artTexts.titles.poems, artTexts.descriptions.poems],
  [artPaths.about, artTexts.titles.about, artTexts.descriptions.about],
] as const;

describe('ArtAlley page metadata', () => {
  it('covers every page the build pre-renders, each with its own description', () => {
    expect(pages.map(([path]) => path).sort()).toEqual(prerenderedPathsOf(ART_BASE).sort());
    const descriptions = [...pages.map(([, , text]) => text), artTexts.descriptions.notFound];
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(pages)(
    '%s names its title, description and address, in English',
    async (path, title, description) => {
      renderSite(artRoutes, path);

      const meta = await waitForCanonical(path);
      expect(meta).toMatchObject({ title, description, robots: null, lang: 'en' });
      expect(meta.alternates).toEqual({ en: absoluteUrl(path) });
    },
  );

  it('names the gallery as the address of an open artwork', async () => {
    renderSite(artRoutes, `${artPaths.gallery}/some-artwork`);

    const meta = await waitForCanonical(artPaths.gallery);
    expect(meta.title).toBe(galleryTexts.documentTitle);
  });

  it('keeps the 404 page out of search engines and names no address', async () => {
    renderSite(artRoutes, `${ART_BASE}/nope`);

    await expectNotFoundMeta({
      title: artTexts.titles.notFound,
      description: artTexts.descriptions.notFound,
      lang: 'en',
    });
  });
});
