// Puts a server-rendered page into the client build's HTML template.

/** React emits the page's hoisted head elements (<title>, <meta>, <link>) before its markup. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="\/([^"]+\.js)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"[^>]*>\s*/g;

/**
 * The template without the entry's stylesheets, script and preloads (a page carries its styles
 * inline and starts its scripts after its first paint), and what it took out.
 */
export function withoutAssets(template) {
  const files = (pattern) => [...template.matchAll(pattern)].map((match) => match[1]);
  const [entry, ...others] = files(ENTRY_SCRIPT);
  if (!entry || others.length > 0) throw new Error('The template needs exactly one entry script');
  return {
    template: template
      .replace(STYLESHEET_LINK, '')
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, ''),
    styles: files(STYLESHEET_LINK),
    entry,
    preloads: files(MODULE_PRELOAD),
  };
}

/**
 * The page's language: the alternate whose address is the canonical one (every page names
 * itself among its language versions); pages without (404s) keep the template's.
 */
export function languageOf(head) {
  const links = head.match(/<link\b[^>]*\/>/g) ?? [];
  const canonical = links.find((tag) => attribute(tag, 'rel') === 'canonical');
  const href = canonical && attribute(canonical, 'href');
  const self = links.find(
    (tag) =>
      attribute(tag, 'rel') === 'alternate' &&
      attribute(tag, 'href') === href &&
      attribute(tag, 'hreflang') !== 'x-default',
  );
  return self ? attribute(self, 'hreflang') : undefined;
}

/** The element after a page's markup that its first paint waits for. */
export const PARSED_MARK_ID = 'page-parsed';

/**
 * The first paint waits until the page's markup is parsed. A slow phone's parser yields in the
 * middle of a long page, and Chromium paints what it has: a hero whose text is half there, which
 * then grows and moves (layout shifts of 0.02–0.07 under a 4x slower CPU). The markup is
 * styled inline and needs no script, so the wait is a few milliseconds of parsing.
 */
// An ordinary element: a template's content is parsed apart from the document.
const PARSED_MARK = `<div id="${PARSED_MARK_ID}" hidden></div>`;
const WAIT_FOR_PARSED_MARK = `<link rel="expect" href="#${PARSED_MARK_ID}" blocking="render" />`;

/**
 * The page's HTML: the template with the rendered markup in `#root`, the page's own title and
 * description in place of the template's, its assets' elements (`assetElements`) after the
 * template's, its language on `<html>`, and its first paint held until the markup is parsed.
 */
export function pageDocument(template, rendered, assetElements = '') {
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  let document = template.replace(
    '<div id="root"></div>',
    `<div id="root">${body}</div>${PARSED_MARK}`,
  );
  // The page's own title and description replace the template's (the shell's) fallbacks.
  if (head.includes('<title>')) document = document.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (/<meta name="description"/.test(head)) {
    document = document.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/, '');
  }
  document = document.replace('</head>', `${WAIT_FOR_PARSED_MARK}${assetElements}${head}</head>`);
  const lang = languageOf(head);
  if (lang) document = document.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  if (!document.includes(body)) throw new Error('The template lacks <div id="root"></div>');
  return document;
}
