// Writes every public page as HTML into web/dist (after `vite build` and the server build of
// src/entry-server.tsx), the sitemap and robots files, a manifest for the server, and brotli and
// gzip copies of every text file. Run by `npm run build -w web`; reads nothing outside web/.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressTextFiles } from './compress.mjs';
import { pageDocument, withoutAssets } from './document.mjs';
import { inlineStyles, pageAssetElements, routeAssets } from './route-modules.mjs';
import { nginxPagesConf } from './nginx.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(WEB, 'dist');
const SERVER_BUILD = join(WEB, 'dist-server');
/** Beside, not inside, the served files: web/Dockerfile copies it into nginx's configuration. */
const NGINX_CONF = join(WEB, 'dist-nginx', 'showcase-pages.conf');
/** The client build's HTML: the shell for browser-only pages and the template for every page. */
const SHELL = 'app-shell.html';
export const MANIFEST = 'pages.json';
/** Vite's record of the client build: which files each source module became. */
const CLIENT_MANIFEST = join('.vite', 'manifest.json');
/** The client build's second entry: the one script a page loads before its first paint. */
const LOADER = 'src/load-after-paint.ts';

const siteOrigin = (process.env.VITE_SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');

/** Where a page's HTML goes: `/a/b` → `a/b/index.html`, so any static host finds it too. */
const fileOf = (path) => join(...decodeURIComponent(path).split('/').filter(Boolean), 'index.html');

function write(relative, content) {
  const target = join(DIST, relative);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

async function main() {
  const started = Date.now();
  renameSync(join(DIST, 'index.html'), join(DIST, SHELL));
  const template = readFileSync(join(DIST, SHELL), 'utf8');
  const { renderPage, pagePaths } = await import(
    pathToFileURL(join(SERVER_BUILD, 'entry-server.js')).href
  );
  // Read, then removed: the build's internals are no address of the site.
  const clientManifest = JSON.parse(readFileSync(join(DIST, CLIENT_MANIFEST), 'utf8'));
  rmSync(dirname(join(DIST, CLIENT_MANIFEST)), { recursive: true, force: true });
  const { template: pageTemplate, ...entryAssets } = withoutAssets(template);
  const loader = clientManifest[LOADER]?.file;
  if (!loader) throw new Error(`${LOADER} is not in the client build's manifest (vite.config.ts)`);
  /** Per page file, the hash of its inline styles: the servers' content policy allows them by it. */
  const styleHashes = {};
  /** The page in the template: its styles inline, its scripts started after its first paint. */
  const writePage = (file, { html, routeModules }) => {
    // Every page has a layout at least; none recorded means the build did not record them.
    if (routeModules.length === 0) throw new Error('No route modules recorded (vite.config.ts)');
    const assets = routeAssets(clientManifest, routeModules);
    const styles = [...entryAssets.styles, ...assets.styles];
    const inlined = inlineStyles(DIST, styles);
    const elements = pageAssetElements(
      {
        styles,
        entry: entryAssets.entry,
        preloads: [...entryAssets.preloads, ...assets.scripts],
        loader,
      },
      inlined,
    );
    write(file, pageDocument(pageTemplate, html, elements));
    if (inlined) styleHashes[file] = inlined.hash;
  };

  const pages = {};
  for (const path of pagePaths.prerendered) {
    const rendered = await renderPage(path);
    const file = fileOf(path);
    writePage(file, rendered);
    pages[decodeURIComponent(path)] = { file, status: rendered.status };
  }

  const notFound = [];
  for (const { root, path } of pagePaths.notFound) {
    const file = join(...root.split('/').filter(Boolean), '404.html');
    writePage(file, await renderPage(path));
    notFound.push({ root, file });
  }

  const indexable = Object.entries(pages)
    .filter(([, page]) => page.status === 200)
    .map(([path]) => path);
  write('sitemap.xml', sitemapXml(siteOrigin, indexable));
  write('robots.txt', robotsTxt(siteOrigin, pagePaths.sessionOnly));
  const manifest = {
    shell: SHELL,
    pages,
    clientOnly: pagePaths.clientOnly,
    notFound,
    styleHashes,
  };
  write(MANIFEST, JSON.stringify(manifest, null, 2));
  mkdirSync(dirname(NGINX_CONF), { recursive: true });
  writeFileSync(NGINX_CONF, nginxPagesConf(manifest));
  rmSync(SERVER_BUILD, { recursive: true, force: true });

  const compressed = compressTextFiles(DIST);
  console.log(
    `Pre-rendered ${Object.keys(pages).length} pages and ${notFound.length} not-found pages, ` +
      `compressed ${compressed} files (${Date.now() - started} ms).`,
  );
}

await main();
