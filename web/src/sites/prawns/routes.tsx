import type { RouteObject } from 'react-router-dom';
import { PRAWNS_BASE } from './prawns-paths';

/*
 * Loaded up front by the app's router, so nothing but path constants here: the pages are
 * dynamic imports, and visitors of other sites download none of ParallaxPrawns' code.
 */

/** The landing page at /ParallaxPrawns and its 404 page below it. */
export const prawnsRoutes: RouteObject = {
  path: PRAWNS_BASE,
  lazy: async () => ({ Component: (await import('./PrawnsLayout')).PrawnsLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./pages/LandingPage')).LandingPage }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
    },
  ],
};
