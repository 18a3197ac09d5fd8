const xmlEscape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Absolute, percent-encoded address of a decoded path. */
export const absoluteUrl = (origin, path) => origin + encodeURI(path);

export function sitemapXml(origin, paths) {
  const urls = [...paths]
    .sort()
    .map((path) => `  <url><loc>${xmlEscape(absoluteUrl(origin, path))}</loc></url>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}\n</urlset>\n`
  );
}

/** Staff and session pages and the API are nobody's search result. */
export function robotsTxt(origin, sessionOnlyPatterns) {
  const prefixes = new Set(['/api/']);
  // A path parameter matches any one segment: robots.txt's `*` (understood by the big crawlers).
  for (const pattern of sessionOnlyPatterns) prefixes.add(encodeURI(pattern.replace(/:\w+/g, '*')));
  return (
    'User-agent: *\n' +
    [...prefixes]
      .sort()
      .map((prefix) => `Disallow: ${prefix}\n`)
      .join('') +
    `\nSitemap: ${origin}/sitemap.xml\n`
  );
}
