import type { RouteObject } from 'react-router-dom';

/**
 * What a route tells the build about its pages (set as the route's `handle`, which must be
 * static — not returned by `lazy` — so the table can be read without loading any page).
 */
export interface PageHandle {
  /** The page and everything below it need a browser session: served as the empty app shell. */
  clientOnly?: boolean;
  /** The values a path parameter can take; each value becomes its own pre-rendered page. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** The page says that nothing is here, so the server answers it with 404. */
  notFound?: boolean;
}

export interface PagePaths {
  /** Every page rendered to HTML at build time. */
  prerendered: string[];
  /** Patterns (`:param` segments) of pages rendered only in the browser, answered with the shell. */
  clientOnly: string[];
  /** The part of `clientOnly` that needs a session (staff pages): kept out of search engines. */
  sessionOnly: string[];
  /** Per site root, a path that lands on the site's catch-all page, to answer unknown paths. */
  notFound: { root: string; path: string }[];
}

const handleOf = (route: RouteObject) => (route.handle ?? {}) as PageHandle;

function join(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return parent === '/' ? `/${path}` : `${parent}/${path}`;
}

/** A path with optional segments (`:id?`) as the concrete paths it stands for. */
function withoutOptionalSegments(path: string): string[] {
  const segments = path.split('/');
  const optional = segments.findIndex((segment) => segment.endsWith('?'));
  if (optional < 0) return [path];
  const present = [...segments];
  present[optional] = segments[optional]!.slice(0, -1);
  const absent = segments.filter((_, index) => index !== optional);
  return [
    ...withoutOptionalSegments(absent.join('/') || '/'),
    ...withoutOptionalSegments(present.join('/')),
  ];
}

/** Expands `:param` segments the route enumerates; a free parameter leaves a pattern. */
function expand(path: string, params: PageHandle['params']): string[] {
  const match = /:(\w+)/.exec(path);
  const values = match ? params?.[match[1]!] : undefined;
  if (!match || !values) return [path];
  return values.flatMap((value) =>
    expand(path.replace(match[0], encodeURIComponent(value)), params),
  );
}

/**
 * Reads the route tables for the build: which paths to pre-render, which to leave to the
 * browser, and where each site's 404 page is. Anything else is unknown and answers 404.
 */
export function collectPagePaths(routes: RouteObject[]): PagePaths {
  const result: PagePaths = { prerendered: [], clientOnly: [], sessionOnly: [], notFound: [] };

  const visit = (route: RouteObject, parent: string, inherited: PageHandle) => {
    const own = handleOf(route);
    const handle: PageHandle = {
      clientOnly: inherited.clientOnly || own.clientOnly,
      params: { ...inherited.params, ...own.params },
    };
    if (route.path === '*') {
      result.notFound.push({ root: parent, path: join(parent, 'nicht-gefunden-404') });
      return;
    }
    const path = join(parent, route.path);
    // A layout route is no page of its own; its index child is.
    if (route.index || (route.path !== undefined && !route.children)) {
      for (const concrete of withoutOptionalSegments(path).flatMap((p) =>
        expand(p, handle.params),
      )) {
        const free = concrete.includes(':');
        (handle.clientOnly || free ? result.clientOnly : result.prerendered).push(concrete);
        if (handle.clientOnly) result.sessionOnly.push(concrete);
      }
    }
    route.children?.forEach((child) => visit(child, path, handle));
  };

  routes.forEach((route) => visit(route, '', {}));
  const unique = (list: string[]) => [...new Set(list)];
  return {
    prerendered: unique(result.prerendered),
    clientOnly: unique(result.clientOnly),
    sessionOnly: unique(result.sessionOnly),
    notFound: result.notFound.sort((a, b) => b.root.length - a.root.length),
  };
}
