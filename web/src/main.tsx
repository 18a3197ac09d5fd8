import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
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

const prerendered = container.hasChildNodes();
if (prerendered) await loadRouteModulesOf(window.location);

const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
