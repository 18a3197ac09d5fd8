import { describe, expect, it } from 'vitest';
import { presentationRoutes } from './routes';
import { absoluteUrl } from '../../shared/page-meta/PageMeta';
import { prerenderedPathsOf, waitForCanonical, expectNotFoundMeta } from '../../testing/page-meta';
import { renderSite } from '../../testing/render';
import { de } from './i18n/de';
import { en } from './i18n/en';
import {
  pagePath,
  pageSegments,
  PRESENTATION_BASE,
  type PresentationLanguage,
  type PresentationPage,
} from './presentation-paths';

const catalogs = { de, en };
const pageNames = Object.keys(pageSegments) as PresentationPage[];
const cases = pageNames.flatMap((page) =>
  (['de', 'en'] as const).map(
    (lang) =>
      [pagePath(page, lang), page, lang] as [string, PresentationPage, PresentationLanguage],
  ),
);

describe('PresentationPro page metadata', () => {
  it('covers every page the build pre-renders, each with its own description', () => {
    expect(cases.map(([path]) => path).sort()).toEqual(
      prerenderedPathsOf(PRESENTATION_BASE).sort(),
    );
    for (const catalog of [de, en]) {
      const descriptions = Object.values(catalog.descriptions);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it.each(cases)('%s names its texts and both language versions', async (path, page, lang) => {
    renderSite(presentationRoutes, path);

    const meta = await waitForCanonical(path);
    expect(meta).toMatchObject({
      title: catalogs[lang].titles[page],
      description: catalogs[lang].descriptions[page],
      robots: null,
      lang,
    });
    expect(meta.alternates).toEqual({
      de: absoluteUrl(pagePath(page, 'de')),
      en: absoluteUrl(pagePath(page, 'en')),
      'x-default': absoluteUrl(pagePath(page, 'de')),
    });
  });

  it('keeps the 404 page out of search engines and names no address', async () => {
    renderSite(presentationRoutes, '/PresentationPro/en/nothing-here');

    await expectNotFoundMeta({
      title: en.titles.notFound,
      description: en.descriptions.notFound,
      lang: 'en',
    });
  });
});
