import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { gateIslands } from './shared/island/island-gates';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

/**
 * A pre-rendered page hydrates only once its route modules are here: the router would otherwise
 * render its loading fallback first, and the markup would not match.
 */
async function loadRouteModulesOf(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The router copies the route table when created: create it once the modules are in. */
const app = () => (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // No top-level await: with one, the bundler splits every module the pages share with this
  // entry into chunks of their own, a dozen extra requests before the first paint.
  gateIslands(container);
  void loadRouteModulesOf(window.location).then(() => hydrateRoot(container, app()));
} else {
  createRoot(container).render(app());
}
