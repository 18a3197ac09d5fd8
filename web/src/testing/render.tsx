import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { withAppShell } from '../app/routes';

export interface RenderRoutesResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** The app's query defaults, minus retries, which would only slow down the error cases. */
function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return client;
}

/** Renders routes in a memory router with the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/'): RenderRoutesResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/**
 * Renders one site's route table in the app's shell, starting at `path`. Not the whole app's:
 * a test of one site then never loads another's pages (the agency's catch-all among them).
 */
export function renderSite(site: RouteObject, path: string): RenderRoutesResult {
  return renderRoutes(withAppShell([site]), path);
}

/** Renders one element on its own page, for components that only need a router around them. */
export function renderPage(element: ReactNode, path = '/'): RenderRoutesResult {
  return renderRoutes([{ path: '*', element }], path);
}
