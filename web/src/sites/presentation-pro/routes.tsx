import type { RouteObject } from 'react-router-dom';
import { PRESENTATION_BASE, pageSegments, type PresentationPage } from './presentation-paths';

/*
 * Loaded up front by the app's router, so nothing but path constants here: every page is a
 * dynamic import, and visitors of other sites download none of PresentationPro's code.
 */

type Lazy = NonNullable<RouteObject['lazy']>;

const pages: Record<PresentationPage, Lazy> = {
  home: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  catalog: async () => ({ Component: (await import('./pages/CatalogPage')).CatalogPage }),
  faq: async () => ({ Component: (await import('./pages/FaqPage')).FaqPage }),
  contact: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }),
  imprint: async () => ({ Component: (await import('./pages/ImprintPage')).ImprintPage }),
  privacy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }),
};

/** The real-estate demo below /PresentationPro; each page at its German and English address. */
export const presentationRoutes: RouteObject = {
  path: PRESENTATION_BASE,
  lazy: async () => ({
    Component: (await import('./PresentationLayout')).PresentationLayout,
  }),
  children: [
    ...(Object.entries(pageSegments) as [PresentationPage, Record<'de' | 'en', string>][]).flatMap(
      ([page, segments]) =>
        Object.values(segments).map((segment) =>
          // The German home is the site's root itself.
          segment === ''
            ? { index: true, lazy: pages[page] }
            : { path: segment, lazy: pages[page] },
        ),
    ),
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
    },
  ],
};
