import type { RouteObject } from 'react-router-dom';
import { AGENCY_BASE, AGENCY_SEGMENTS as S } from './agency-paths';

/*
 * Loaded up front by the app's router, so nothing but path constants here: every page is a
 * dynamic import, and visitors of the demos download none of the agency's code.
 */

/** The agency at `/`; as the catch-all it also answers every unknown path. */
export const agencyRoutes: RouteObject = {
  path: AGENCY_BASE,
  lazy: async () => ({ Component: (await import('./AgencyLayout')).AgencyLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
    },
    {
      path: S.imprint,
      lazy: async () => ({ Component: (await import('./pages/ImprintPage')).ImprintPage }),
    },
    {
      path: S.privacy,
      lazy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }),
    },
    {
      path: S.accessibility,
      lazy: async () => ({
        Component: (await import('./pages/AccessibilityPage')).AccessibilityPage,
      }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
    },
  ],
};
