import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { describe, expect, it } from 'vitest';
import { agencyRoutes } from './routes';
import { absoluteUrl } from '../../shared/page-meta/PageMeta';
import { SITE_ROOTS } from '../../shared/site-roots';
import { agencyDetails } from '../../testing/agency-details';
import { server } from '../../testing/msw-server';
import { prerenderedPathsOf, waitForCanonical, expectNotFoundMeta } from '../../testing/page-meta';
import { renderSite } from '../../testing/render';
import { agencyPaths } from './agency-paths';
import { de } from './i18n/de';

const pages = [
  [agencyPaths.home, de.home],
  [agencyPaths.imprint, de.imprint],
  [agencyPaths.privacy, de.privacy],
  [agencyPaths.accessibility, de.accessibility],
] as const;

const demoRoots = Object.values(SITE_ROOTS).filter((root) => root !== SITE_ROOTS.agency);

describe('agency page metadata', () => {
  it('covers every page the build pre-renders, each with its own description', () => {
    expect(pages.map(([path]) => path).sort()).toEqual(
      prerenderedPathsOf(SITE_ROOTS.agency, demoRoots).sort(),
    );
    const descriptions = [...pages.map(([, texts]) => texts.description), de.notFound.description];
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(pages)('%s names its title, description and address, in German', async (path, texts) => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderSite(agencyRoutes, path);

    const meta = await waitForCanonical(path);
    expect(meta).toMatchObject({
      title: texts.documentTitle,
      description: texts.description,
      robots: null,
      lang: 'de',
    });
    // German only: the page names itself, without other language versions.
    expect(meta.alternates).toEqual({ de: absoluteUrl(path) });
  });

  it('keeps the 404 page out of search engines and names no address', async () => {
    renderSite(agencyRoutes, '/gibt-es-nicht');

    await expectNotFoundMeta({
      title: de.notFound.documentTitle,
      description: de.notFound.description,
      lang: 'de',
    });
  });
});
