import type { RouteObject } from 'react-router-dom';
import { agencyRoutes } from '../sites/agency/routes';
import { artRoutes } from '../sites/art/routes';
import { prawnsRoutes } from '../sites/prawns/routes';
import { presentationRoutes } from '../sites/presentation-pro/routes';
import { rentalRoutes } from '../sites/rental/routes';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';

/** What every page runs inside: the friendly error page and the first-load placeholder. */
export function withAppShell(children: RouteObject[]): RouteObject[] {
  return [
    {
      Component: AppShell,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children,
    },
  ];
}

/**
 * Each site brings its own routes; their modules hold only path constants and dynamic imports,
 * so each site stays its own lazily loaded chunk and a visitor of one demo never downloads
 * another. The agency owns `/` and, as the catch-all, every unknown path.
 */
export const routes: RouteObject[] = withAppShell([
  presentationRoutes,
  rentalRoutes,
  prawnsRoutes,
  artRoutes,
  agencyRoutes,
]);
