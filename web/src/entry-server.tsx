import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { collectPagePaths } from './app/page-paths';
import { createQueryClient } from './app/query-client';
import { RENDERED_ROUTE_MODULES } from './app/rendered-route-modules';
import { routes } from './app/routes';
import './app/app.css';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`, React's hoisted head elements first. */
  html: string;
  /** 404 when the path fell through to a site's catch-all page. */
  status: number;
  /** Source paths of the route modules (layouts, page) the page was rendered with. */
  routeModules: string[];
}

/**
 * Renders one page the way a first-time visitor's browser would before any data arrived:
 * queries in their loading state, nobody logged in, no stored consent. The build writes the
 * result into the page's HTML; the client hydrates it (main.tsx).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const routeModules = new Set<string>();
  globalThis[RENDERED_ROUTE_MODULES] = routeModules;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  globalThis[RENDERED_ROUTE_MODULES] = undefined;
  if (context instanceof Response) {
    throw new Error(
      `${path} answers with a redirect (${context.status}); redirects are not pre-rendered`,
    );
  }
  // A page whose route failed (a module that throws when loaded, say) must fail the build, not
  // ship as a pre-rendered error page with status 500.
  const [routeError] = Object.values(context.errors ?? {});
  if (routeError !== undefined) {
    throw new Error(`${path} cannot be pre-rendered: its route failed`, { cause: routeError });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        {/* No inline hydration script: the CSP allows none, and there is no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // Lazy parts (islands) render in place only once their code is loaded: React streams a part
  // still loading after the page, with an inline script to move it (which the CSP forbids). A
  // first rendering loads them; the second is the page.
  await new Response((await prerender(page())).prelude).arrayBuffer();
  const html = renderToString(page());
  const notFound = context.matches.some((match) => match.route.path === '*');
  return { html, status: notFound ? 404 : context.statusCode, routeModules: [...routeModules] };
}

export const pagePaths = collectPagePaths(routes);
