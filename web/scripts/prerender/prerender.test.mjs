import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOf, pageDocument } from './document.mjs';
import { bundleStyles, routeAssetLinks, routeAssets } from './route-modules.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta
      name="description"
      content="The shell's description."
    />
    <title>Shell title</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A client manifest as Vite writes it: entry, a layout and a page sharing a chunk. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    imports: ['_runtime.js'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_runtime.js'] },
  'src/sites/art/ArtLayout.tsx': {
    file: 'assets/ArtLayout.js',
    css: ['assets/ArtLayout.css'],
    imports: ['_shared.js'],
    dynamicImports: ['src/sites/art/gallery/GalleryPage.tsx'],
  },
  'src/sites/art/pages/HomePage.tsx': {
    file: 'assets/HomePage.js',
    css: ['assets/HomePage.css'],
    imports: ['_shared.js', '_runtime.js'],
  },
  'src/sites/art/gallery/GalleryPage.tsx': {
    file: 'assets/GalleryPage.js',
    css: ['assets/GalleryPage.css'],
  },
};

describe('route assets', () => {
  it('lists stylesheets dependencies first and scripts to preload, without the entry’s files', () => {
    const assets = routeAssets(MANIFEST, [
      'src/sites/art/ArtLayout.tsx',
      'src/sites/art/pages/HomePage.tsx',
    ]);
    expect(assets.styles).toEqual([
      'assets/shared.css',
      'assets/ArtLayout.css',
      'assets/HomePage.css',
    ]);
    expect(assets.scripts).toEqual([
      'assets/shared.js',
      'assets/ArtLayout.js',
      'assets/HomePage.js',
    ]);
  });

  it('leaves lazily imported modules (a page the layout may open later) out', () => {
    const assets = routeAssets(MANIFEST, ['src/sites/art/ArtLayout.tsx']);
    expect(assets.scripts).not.toContain('assets/GalleryPage.js');
    expect(assets.styles).not.toContain('assets/GalleryPage.css');
  });

  it('refuses a module the client build does not know', () => {
    expect(() => routeAssets(MANIFEST, ['src/sites/art/Missing.tsx'])).toThrow(/Missing\.tsx/);
  });

  it('writes the links as Vite writes the entry’s', () => {
    expect(routeAssetLinks({ styles: ['assets/a.css'], scripts: ['assets/a.js'] })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });

  it('links a bundle of the styles and names the originals disabled, so scripts do not add them again', () => {
    const links = routeAssetLinks(
      { styles: ['assets/a.css', 'assets/b.css'], scripts: [] },
      'assets/page-x.css',
    );
    expect(links.split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/page-x.css">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled>',
    ]);
  });
});

describe('bundled styles', () => {
  it('concatenates the stylesheets in cascade order into a file named by its content', () => {
    const dist = mkdtempSync(join(tmpdir(), 'prerender-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'a.css'), '.a{color:red}');
    writeFileSync(join(dist, 'assets', 'b.css'), '.a{color:blue}');

    const file = bundleStyles(dist, ['assets/a.css', 'assets/b.css']);
    expect(file).toMatch(/^assets\/page-[\w-]{10}\.css$/);
    expect(readFileSync(join(dist, file), 'utf8')).toBe('.a{color:red}\n.a{color:blue}');
    // The same styles, the same file; another order is another cascade, another file.
    expect(bundleStyles(dist, ['assets/a.css', 'assets/b.css'])).toBe(file);
    expect(bundleStyles(dist, ['assets/b.css', 'assets/a.css'])).not.toBe(file);
    expect(bundleStyles(dist, [])).toBeUndefined();
  });
});

describe('page document', () => {
  const rendered =
    '<title>Gallery – ArtAlley</title><meta name="description" content="Paintings."/>' +
    '<link rel="canonical" href="https://example.test/ArtAlley/en"/>' +
    '<link rel="alternate" hrefLang="de" href="https://example.test/ArtAlley"/>' +
    '<link rel="alternate" hrefLang="en" href="https://example.test/ArtAlley/en"/>' +
    '<main><h1>Gallery</h1></main>';

  it('puts the markup into #root and the page’s head elements in place of the shell’s', () => {
    const html = pageDocument(
      TEMPLATE,
      rendered,
      '<link rel="stylesheet" href="/assets/page.css">',
    );
    expect(html).toContain('<div id="root"><main><h1>Gallery</h1></main></div>');
    expect(html).toContain('<title>Gallery – ArtAlley</title>');
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain("The shell's description.");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The page's stylesheets come after the entry's, in the head.
    expect(html.indexOf('/assets/page.css')).toBeGreaterThan(html.indexOf('/assets/index.css'));
    expect(html.indexOf('/assets/page.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sets the language of the version the canonical address names', () => {
    expect(pageDocument(TEMPLATE, rendered)).toContain('<html lang="en"');
    expect(languageOf(rendered.slice(0, rendered.indexOf('<main>')))).toBe('en');
  });

  it('keeps the shell’s title and language for a page without its own (a 404 page)', () => {
    const html = pageDocument(TEMPLATE, '<main><h1>Not found</h1></main>');
    expect(html).toContain('<title>Shell title</title>');
    expect(html).toContain('<html lang="de"');
  });

  it('refuses a template without the root element', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', rendered)).toThrow(/root/);
  });
});

describe('sitemap and robots', () => {
  it('lists pages sorted, percent-encoded and XML-escaped', () => {
    const xml = sitemapXml('https://example.test', [
      '/b',
      '/RentalRevolution/Übersicht/Kanus',
      '/a&b',
    ]);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://example.test/RentalRevolution/%C3%9Cbersicht/Kanus',
      'https://example.test/a&amp;b',
      'https://example.test/b',
    ]);
  });

  it('keeps crawlers out of the API and session pages, and names the sitemap', () => {
    const robots = robotsTxt('https://example.test', [
      '/RentalRevolution/Mitarbeiterbereich',
      '/x/:id/edit',
    ]);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /RentalRevolution/Mitarbeiterbereich\n');
    expect(robots).toContain('Disallow: /x/*/edit\n');
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml');
  });
});
