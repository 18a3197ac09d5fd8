import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';

/** What every page runs inside: the friendly error page and the first-load placeholder. */
export function withAppShell(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPage />, hydrateFallbackElement: <PageLoading />, children }];
}

/**
 * Each site is its own lazily loaded chunk, so a visitor of one demo never downloads another.
 * The agency owns `/` and, as the catch-all, every unknown path.
 */
export const routes: RouteObject[] = withAppShell([
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('../sites/agency/AgencyLayout')).AgencyLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/HomePage')).HomePage,
        }),
      },
      {
        path: 'Impressum',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/ImprintPage')).ImprintPage,
        }),
      },
      {
        path: 'Datenschutz',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/PrivacyPage')).PrivacyPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
]);
