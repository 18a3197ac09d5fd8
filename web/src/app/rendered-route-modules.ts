/**
 * Where the server build's route tables record, per render, the source path of each route
 * module (layout, page) the router imports: the pre-renderer links those modules' stylesheets
 * and scripts into the page's HTML. Set by `recordRouteModules` in vite.config.ts.
 */
export const RENDERED_ROUTE_MODULES = '__renderedRouteModules';

declare global {
  var __renderedRouteModules: Set<string> | undefined;
}
