import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** What the web build writes beside the pages (web/scripts/prerender/prerender.mjs). */
interface PagesManifest {
  /** The client build's HTML, for pages that only render in the browser. */
  shell: string;
  /** Decoded path → pre-rendered file and the status it answers with. */
  pages: Record<string, { file: string; status: number }>;
  /** Route patterns (`:param` segments) rendered in the browser only. */
  clientOnly: string[];
  /** Per site root, longest first: the page for unknown paths below it. */
  notFound: { root: string; file: string }[];
  /** Pre-rendered file → the CSP hash source of its inline styles (`sha256-…`). */
  styleHashes?: Record<string, string>;
}

const MANIFEST = 'pages.json';
const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and other unhashed files: always revalidated, so a deployment shows at once. */
const REVALIDATE = 'no-cache';

/**
 * The document's content security policy with `source` added to its `style-src`: a pre-rendered
 * page carries its styles inline, and only they — by their hash — are allowed besides 'self'.
 */
export function withStyleSource(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().split(/\s+/)[0] === 'style-src'
        ? `${directive.trimEnd()} ${source}`
        : directive,
    )
    .join(';');
}

function filesBelow(dir: string): Set<string> {
  const files = new Set<string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.add(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files;
}

/** `/a/:b/c` → a matcher for one concrete segment in place of each parameter. */
function patternMatcher(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}$`);
}

function decodedPath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return null;
  }
}

/**
 * Serves the built web client: files as built (brotli or gzip copies when the browser takes
 * them), pre-rendered pages at their paths, the app shell for browser-only pages, and every
 * other path with its site's 404 page and status 404 — no soft 404s for search engines.
 */
export function serveWeb(app: { use(handler: RequestHandler): unknown }, distDir: string): void {
  const manifestFile = join(distDir, MANIFEST);
  if (!existsSync(manifestFile)) return;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
  // Read once: the build never changes under a running server, and no request touches the disk
  // to find out what exists.
  const files = filesBelow(distDir);
  const clientOnly = manifest.clientOnly.map(patternMatcher);

  const send = (req: Request, res: Response, file: string, status = 200) => {
    const variant = ENCODINGS.find(
      ({ token, suffix }) => files.has(file + suffix) && req.acceptsEncodings(token) === token,
    );
    res.status(status);
    res.setHeader('Cache-Control', file.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    if (ENCODINGS.some(({ suffix }) => files.has(file + suffix))) res.vary('Accept-Encoding');
    res.type(extname(file));
    if (variant) res.setHeader('Content-Encoding', variant.token);
    const styleHash = manifest.styleHashes?.[file];
    const policy = res.getHeader('Content-Security-Policy');
    if (styleHash && typeof policy === 'string') {
      res.setHeader('Content-Security-Policy', withStyleSource(policy, `'${styleHash}'`));
    }
    res.sendFile(variant ? file + variant.suffix : file, { root: distDir, dotfiles: 'deny' });
  };

  const pageFor = (path: string): { file: string; status: number } => {
    const page = manifest.pages[path];
    if (page) return page;
    if (clientOnly.some((pattern) => pattern.test(path)))
      return { file: manifest.shell, status: 200 };
    const site = manifest.notFound.find(
      ({ root }) => root === '/' || path === root || path.startsWith(`${root}/`),
    );
    return { file: site?.file ?? manifest.shell, status: 404 };
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const path = decodedPath(req.path);
    if (path === null) return next();
    const asFile = path.slice(1);
    // The manifest and the shell are the build's own files, not addresses.
    const ownFile = asFile === MANIFEST || asFile === manifest.shell;
    if (files.has(asFile) && !ownFile) return send(req, res, asFile);
    const { file, status } = pageFor(path);
    send(req, res, file, status);
  });
}
