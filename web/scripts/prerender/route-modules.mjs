// Which client files a pre-rendered page needs before its first paint: the stylesheets and
// scripts of the route modules (layouts and pages) the server rendered it with.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The client files of the given source modules with everything they import statically, minus
 * what the entry (already in the HTML template) brings: stylesheets in cascade order
 * (dependencies first, as the bundle would insert them) and scripts to preload.
 */
export function routeAssets(manifest, moduleKeys) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inTemplate = new Set();
  const templateSeen = new Set();
  const visit = (key, seen, onChunk) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported, seen, onChunk);
    onChunk(manifest[key]);
  };
  if (entry) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
    visit(entryKey, templateSeen, (chunk) => {
      inTemplate.add(chunk.file);
      for (const css of chunk.css ?? []) inTemplate.add(css);
    });
  }
  const styles = [];
  const scripts = [];
  const seen = new Set(templateSeen);
  for (const key of moduleKeys) {
    if (!manifest[key]) throw new Error(`${key} is not in the client build's manifest`);
    visit(key, seen, (chunk) => {
      for (const css of chunk.css ?? []) {
        if (!inTemplate.has(css) && !styles.includes(css)) styles.push(css);
      }
      if (!inTemplate.has(chunk.file)) scripts.push(chunk.file);
    });
  }
  return { styles, scripts };
}

/**
 * A page's route stylesheets as one file, named by its content (pages with the same styles share
 * it): on a phone every render-blocking file costs a round trip before the first paint, and a
 * page has six or seven. Written into the client build's directory.
 */
export function bundleStyles(distDir, styles) {
  if (styles.length === 0) return undefined;
  const css = styles.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  const file = `assets/page-${hash}.css`;
  if (!existsSync(join(distDir, file))) writeFileSync(join(distDir, file), css);
  return file;
}

/**
 * The `<link>` elements for a page's route assets: the bundled stylesheet, then each original
 * stylesheet `disabled` — never fetched, but found by the bundle's loader, which would otherwise
 * add it again when the route module loads and change the cascade — and the scripts to preload.
 */
export function routeAssetLinks({ styles, scripts }, bundledStyles) {
  const links = bundledStyles
    ? [
        `<link rel="stylesheet" crossorigin href="/${bundledStyles}">`,
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
      ]
    : styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return [
    ...links,
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n');
}
