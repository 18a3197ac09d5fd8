// Which client files a pre-rendered page needs before its first paint: the stylesheets and
// scripts of the route modules (layouts and pages) the server rendered it with.
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

/** The `<link>` elements for a page's route assets, as Vite writes the entry's own. */
export function routeAssetLinks({ styles, scripts }) {
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n');
}
