import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import postcss from 'postcss';

/**
 * Reading pre-rendered pages as a browser without JavaScript would, but in Node: parse5 builds
 * the tree by the HTML standard's own parsing rules (with scripting off, so <noscript> holds
 * markup), and the page's inline stylesheet is checked against the policy the browser applies.
 * What needs a CSS engine (is the heading painted?) is left to the browser tests.
 */

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type Document = DefaultTreeAdapterTypes.Document;

export function parseHtml(html: string): Document {
  return parse(html, { scriptingEnabled: false });
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Every element below `root`, in tree order (a <template>'s inert content is not part of it). */
export function* elementsOf(root: Node): Generator<Element> {
  for (const child of 'childNodes' in root ? root.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element's own text as `textContent` gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the markup itself hides the element from everyone: the `hidden` attribute, aria-hidden or an inline style. */
function hiddenByMarkup(element: Element): boolean {
  const style = (attribute(element, 'style') ?? '').replace(/\s/g, '').toLowerCase();
  return (
    attribute(element, 'hidden') !== undefined ||
    attribute(element, 'aria-hidden') === 'true' ||
    /(^|;)display:none/.test(style) ||
    /(^|;)visibility:hidden/.test(style)
  );
}

/** The elements whose markup shows them (none of them or their ancestors hidden by markup). */
function* shownElementsOf(root: Node): Generator<Element> {
  for (const child of 'childNodes' in root ? root.childNodes : []) {
    if (!isElement(child) || hiddenByMarkup(child)) continue;
    yield child;
    yield* shownElementsOf(child);
  }
}

/** The accessible name a heading gets from its content: its shown text and pictures' alt texts. */
function nameFromContent(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
    if (!isElement(node) || hiddenByMarkup(node)) return;
    if (node.tagName === 'img') parts.push(` ${attribute(node, 'alt') ?? ''} `);
    node.childNodes.forEach(walk);
  };
  walk(element);
  return collapse(attribute(element, 'aria-label') ?? parts.join(''));
}

/** The page's shown level-1 headings (`<h1>` or role="heading" aria-level="1"), with their names. */
export function mainHeadings(document: Document): string[] {
  return [...shownElementsOf(document)]
    .filter((element) => {
      const role = attribute(element, 'role');
      if (role === 'heading') return attribute(element, 'aria-level') === '1';
      return element.tagName === 'h1' && (role === undefined || role === 'heading');
    })
    .map(nameFromContent);
}

/** `document.title`: the first <title>'s text, whitespace collapsed. */
export function titleOf(document: Document): string {
  const title = [...elementsOf(document)].find((element) => element.tagName === 'title');
  return title ? collapse(textOf(title)) : '';
}

export function langOf(document: Document): string | undefined {
  const html = [...elementsOf(document)].find((element) => element.tagName === 'html');
  return html && attribute(html, 'lang');
}

/** Stylesheets the browser would fetch: <link rel=stylesheet> that is not disabled. */
export function fetchedStylesheets(document: Document): string[] {
  return [...elementsOf(document)]
    .filter(
      (element) =>
        element.tagName === 'link' &&
        (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet') &&
        attribute(element, 'disabled') === undefined,
    )
    .map((element) => attribute(element, 'href') ?? '');
}

/** The text of each <style> element in the head. */
export function headStyles(document: Document): string[] {
  const head = [...elementsOf(document)].find((element) => element.tagName === 'head');
  return head
    ? [...elementsOf(head)].filter((el) => el.tagName === 'style').map((el) => textOf(el))
    : [];
}

/**
 * Whether the page's policy lets an inline <style> with this text apply, as CSP 3 decides it for
 * a <style> element: the directive is style-src-elem, else style-src, else default-src; a source
 * hash of the text allows it, 'unsafe-inline' only when the directive lists no hash or nonce.
 */
export function policyAllowsInlineStyle(policy: string | undefined, css: string): boolean {
  if (!policy) return true;
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
  const sources =
    directives.get('style-src-elem') ??
    directives.get('style-src') ??
    directives.get('default-src');
  if (!sources) return true;
  const hashed = sources.some((source) => /^'(sha(256|384|512)-|nonce-)/.test(source));
  if (!hashed && sources.includes("'unsafe-inline'")) return true;
  return sources.some((source) => {
    const match = /^'(sha256|sha384|sha512)-(.+)'$/.exec(source);
    return match ? createHash(match[1]!).update(css).digest('base64') === match[2] : false;
  });
}

/** How many rules a stylesheet's text holds at its top level (what `sheet.cssRules.length` counts). */
export function topLevelRules(css: string): number {
  return postcss.parse(css).nodes.filter((node) => node.type !== 'comment').length;
}
