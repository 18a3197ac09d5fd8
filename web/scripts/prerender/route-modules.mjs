// Which client files a pre-rendered page needs before its first paint: the stylesheets and
// scripts of the route modules (layouts and pages) the server rendered it with.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Islands (`*.island.ts`, web/src/shared/island): parts of a page that the server renders but
 * whose code loads later. Their styles belong to the page's first paint; their scripts do not.
 */
const ISLAND = /\.island\.tsx?$/;

/**
 * The client files of the given source modules with everything they import statically, minus
 * what the entry (already in the HTML template) brings: stylesheets in cascade order
 * (dependencies first, as the bundle would insert them) and scripts to preload. Islands the
 * modules import lazily add their stylesheets, not their scripts.
 */
export function routeAssets(manifest, moduleKeys) {
  const entry = manifest['index.html'];
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
  const islands = [];
  const addStyles = (chunk) => {
    for (const css of chunk.css ?? []) {
      if (!inTemplate.has(css) && !styles.includes(css)) styles.push(css);
    }
  };
  const seen = new Set(templateSeen);
  for (const key of moduleKeys) {
    if (!manifest[key]) throw new Error(`${key} is not in the client build's manifest`);
    visit(key, seen, (chunk) => {
      addStyles(chunk);
      if (!inTemplate.has(chunk.file)) scripts.push(chunk.file);
      islands.push(...(chunk.dynamicImports ?? []).filter((imported) => ISLAND.test(imported)));
    });
  }
  const islandSeen = new Set(seen);
  for (const key of islands) visit(key, islandSeen, addStyles);
  return { styles, scripts };
}

/**
 * A page's stylesheets (the entry's and its route modules', in cascade order) as the text of one
 * `<style>` element, with the hash a content security policy allows it by. On a phone every
 * render-blocking file costs a round trip (or a new connection) before the first paint; the
 * styles of a page are 3–8 kB compressed, less than that round trip carries.
 */
export function inlineStyles(distDir, styles) {
  if (styles.length === 0) return undefined;
  const css = styles.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  // Raw text: nothing in it may end the element early.
  if (/<\/style/i.test(css)) throw new Error(`A stylesheet of ${styles.join(', ')} closes <style>`);
  const hash = `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
  return { css, hash };
}

/**
 * The head elements for a page's assets: its styles inline, then each original stylesheet
 * `disabled` — never fetched, but found by the bundle's loader, which would otherwise add it
 * again when the route module loads (and the entry's, which no script adds, for uniformity) —
 * then the list of the app's scripts (entry and modules to preload, JSON that nothing runs) and
 * the loader that starts them after the first paint (src/load-after-paint.ts).
 */
export function pageAssetElements({ styles, entry, preloads, loader }, inlined) {
  // JSON in a script element: `<` escaped, so no text in it can close the element.
  const scripts = JSON.stringify({
    entry: `/${entry}`,
    preload: preloads.map((file) => `/${file}`),
  }).replace(/</g, '\\u003c');
  return [
    ...(inlined ? [`<style>${inlined.css}</style>`] : []),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    `<script type="application/json" id="page-scripts">${scripts}</script>`,
    `<script type="module" crossorigin src="/${loader}"></script>`,
  ].join('\n');
}
