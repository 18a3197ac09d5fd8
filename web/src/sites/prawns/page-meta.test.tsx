import { beforeEach, describe, expect, it } from 'vitest';
import { prawnsRoutes } from './routes';
import { absoluteUrl } from '../../shared/page-meta/PageMeta';
import { prerenderedPathsOf, waitForCanonical, expectNotFoundMeta } from '../../testing/page-meta';
import { renderSite } from '../../testing/render';
import { PRAWNS_BASE, prawnsPaths } from './prawns-paths';
import { prawnsTexts } from './prawns-texts';
import { serveOffer } from './testing/prawn-api';

beforeEach(() => {
  serveOffer();
});

describe('ParallaxPrawns page metadata', () => {
  it('pre-renders the landing page only', () => {
    expect(prerenderedPathsOf(PRAWNS_BASE)).toEqual([prawnsPaths.home]);
  });

  it('names the landing page with its title, description and address, in English', async () => {
    renderSite(prawnsRoutes, prawnsPaths.home);

    const meta = await waitForCanonical(prawnsPaths.home);
    expect(meta).toMatchObject({
      title: prawnsTexts.documentTitle,
      description: prawnsTexts.description,
      robots: null,
      lang: 'en',
    });
    expect(meta.alternates).toEqual({ en: absoluteUrl(prawnsPaths.home) });
  });

  it('keeps the 404 page out of search engines and names no address', async () => {
    renderSite(prawnsRoutes, `${PRAWNS_BASE}/nope`);

    await expectNotFoundMeta({
      title: prawnsTexts.notFoundTitle,
      description: prawnsTexts.notFoundDescription,
      lang: 'en',
    });
  });
});
