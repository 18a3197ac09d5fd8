import type { RouteObject } from 'react-router-dom';
import { ART_BASE, ART_SEGMENTS as S } from './art-paths';

/*
 * Loaded up front by the app's router, so nothing but path constants here: every page is a
 * dynamic import, and visitors of other sites download none of ArtAlley's code.
 */

/** The art portfolio below /ArtAlley. */
export const artRoutes: RouteObject = {
  path: ART_BASE,
  lazy: async () => ({ Component: (await import('./ArtLayout')).ArtLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
    },
    {
      path: `${S.gallery}/:itemId?`,
      lazy: async () => ({ Component: (await import('./gallery/GalleryPage')).GalleryPage }),
    },
    {
      path: S.poems,
      lazy: async () => ({ Component: (await import('./pages/PoemsPage')).PoemsPage }),
    },
    {
      path: S.about,
      lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
    },
  ],
};
