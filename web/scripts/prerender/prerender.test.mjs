import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOf, PARSED_MARK_ID, pageDocument, withoutAssets } from './document.mjs';
import { mapHashBucketSize, nginxPagesConf } from './nginx.mjs';
import { inlineStyles, pageAssetElements, routeAssets } from './route-modules.mjs';
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
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
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
  'src/sites/art/pages/AboutPage.tsx': {
    file: 'assets/AboutPage.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/sites/art/ContactForm.island.ts'],
  },
  'src/sites/art/ContactForm.island.ts': {
    file: 'assets/ContactForm.island.js',
    imports: ['_forms.js', '_shared.js'],
  },
  '_forms.js': { file: 'assets/forms.js', css: ['assets/forms.css'] },
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

  it('adds the stylesheets of the islands a page imports lazily, not their scripts', () => {
    const assets = routeAssets(MANIFEST, [
      'src/sites/art/ArtLayout.tsx',
      'src/sites/art/pages/AboutPage.tsx',
    ]);
    expect(assets.styles).toEqual([
      'assets/shared.css',
      'assets/ArtLayout.css',
      'assets/forms.css',
    ]);
    expect(assets.scripts).toEqual([
      'assets/shared.js',
      'assets/ArtLayout.js',
      'assets/AboutPage.js',
    ]);
  });

  it('refuses a module the client build does not know', () => {
    expect(() => routeAssets(MANIFEST, ['src/sites/art/Missing.tsx'])).toThrow(/Missing\.tsx/);
  });

  it('inlines the styles, names the originals disabled (so scripts do not add them again) and leaves the scripts to the loader', () => {
    const elements = pageAssetElements(
      {
        styles: ['assets/a.css', 'assets/b.css'],
        entry: 'assets/index.js',
        preloads: ['assets/runtime.js', 'assets/a.js'],
        loader: 'assets/load.js',
      },
      { css: '.a{color:red}', hash: 'sha256-x' },
    );
    expect(elements.split('\n')).toEqual([
      '<style>.a{color:red}</style>',
      '<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled>',
      '<script type="application/json" id="page-scripts">' +
        '{"entry":"/assets/index.js","preload":["/assets/runtime.js","/assets/a.js"]}</script>',
      '<script type="module" crossorigin src="/assets/load.js"></script>',
    ]);
    // Nothing the browser would fetch before the loader asks for it.
    expect(elements).not.toMatch(/modulepreload|<script[^>]*src="\/assets\/index\.js"/);
  });

  it('keeps a script list that names a `<` from closing its element', () => {
    const elements = pageAssetElements({
      styles: [],
      entry: 'assets/</script>.js',
      preloads: [],
      loader: 'assets/load.js',
    });
    expect(elements).toContain('{"entry":"/assets/\\u003c/script>.js","preload":[]}</script>');
    expect(elements.match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('inline styles', () => {
  const dist = mkdtempSync(join(tmpdir(), 'prerender-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'a.css'), '.a{color:red}');
  writeFileSync(join(dist, 'assets', 'b.css'), '.a{content:"ä"}');
  writeFileSync(join(dist, 'assets', 'evil.css'), '.a{content:"</style><script>"}');

  it('concatenates the stylesheets in cascade order, with the CSP hash of exactly that text', () => {
    const { css, hash } = inlineStyles(dist, ['assets/a.css', 'assets/b.css']);
    expect(css).toBe('.a{color:red}\n.a{content:"ä"}');
    // What a browser computes over the element's text (UTF-8), base64 as CSP writes it.
    const expected = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(hash).toBe(`sha256-${expected}`);
    expect(inlineStyles(dist, ['assets/b.css', 'assets/a.css']).hash).not.toBe(hash);
    expect(inlineStyles(dist, [])).toBeUndefined();
  });

  it('refuses a stylesheet that would end the element early', () => {
    expect(() => inlineStyles(dist, ['assets/evil.css'])).toThrow(/evil\.css/);
  });

  it('takes the template’s stylesheets, entry script and preloads out, and names them', () => {
    const { template, styles, entry, preloads } = withoutAssets(TEMPLATE);
    expect({ styles, entry, preloads }).toEqual({
      styles: ['assets/index.css'],
      entry: 'assets/index.js',
      preloads: ['assets/runtime.js'],
    });
    expect(template).not.toMatch(/rel="stylesheet"|modulepreload|<script/);
    expect(template).toContain('<title>Shell title</title>');
  });

  it('refuses a template without its entry script', () => {
    expect(() => withoutAssets(TEMPLATE.replace(/<script[^>]*><\/script>/, ''))).toThrow(
      'exactly one entry script',
    );
  });
});

describe('nginx facts', () => {
  it('maps each pre-rendered file to its style hash, quoted for nginx', () => {
    const conf = nginxPagesConf({
      shell: 'app-shell.html',
      clientOnly: [],
      notFound: [{ root: '/', file: '404.html' }],
      styleHashes: { 'a/index.html': 'sha256-A+/=', '404.html': 'sha256-B' },
    });
    const map = conf.slice(conf.indexOf('map $uri $showcase_style_hash'));
    expect(map.split('\n').slice(0, 5)).toEqual([
      'map $uri $showcase_style_hash {',
      '    default "";',
      `    "/404.html" "'sha256-B'";`,
      `    "/a/index.html" "'sha256-A+/='";`,
      '}',
    ]);
  });

  it('sizes the map hash buckets for the longest file path, in bytes', () => {
    expect(mapHashBucketSize(['/index.html'])).toBe(64);
    // 51 bytes + 2 for its length, padded to 56, plus two pointers: 72 > 64.
    expect(mapHashBucketSize(['/RentalRevolution/Passwort-zuruecksetzen/index.html'])).toBe(128);
    expect(mapHashBucketSize(['/' + 'Ü'.repeat(60)])).toBe(256);
    const conf = nginxPagesConf({
      shell: 'app-shell.html',
      clientOnly: [],
      notFound: [{ root: '/', file: '404.html' }],
      styleHashes: { ['x'.repeat(100) + '/index.html']: 'sha256-A' },
    });
    expect(conf.split('\n')[1]).toBe('map_hash_bucket_size 256;');
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

  it('holds the first paint until the element after the markup is parsed', () => {
    const html = pageDocument(TEMPLATE, rendered);
    const hold = /<link rel="expect" href="#([\w-]+)" blocking="render" \/>/.exec(html);
    expect(hold?.[1]).toBe(PARSED_MARK_ID);
    expect(hold.index).toBeLessThan(html.indexOf('</head>'));
    // The mark follows the whole of #root, so the paint never shows half the page.
    expect(html).toContain(`</main></div><div id="${PARSED_MARK_ID}" hidden></div>`);
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
