import { useDocumentLanguage } from '../use-document-language';
import { SITE_ORIGIN } from './site-origin';

/** The languages a page can be written in. */
export type PageLanguage = 'de' | 'en';

interface CommonProps {
  /** The browser tab's title and the search result's headline. */
  title: string;
  /** One or two sentences on what the page offers, in the page's language (the search snippet). */
  description: string;
  /** The page's language: set as `<html lang>` and named by the page's own hreflang entry. */
  lang: PageLanguage;
}

interface IndexableProps extends CommonProps {
  /** The page's own address below the origin, without hash (decoded or percent-encoded). */
  path: string;
  /** The same page's address in each language it exists in; the page's own may be left out. */
  alternates?: Partial<Record<PageLanguage, string>>;
  noindex?: false;
}

interface NoIndexProps extends CommonProps {
  /** A page search engines should not list (a 404 page): no canonical address, no alternates. */
  noindex: true;
  path?: never;
  alternates?: never;
}

export type PageMetaProps = IndexableProps | NoIndexProps;

const LANGUAGES: readonly PageLanguage[] = ['de', 'en'];

/** German is every site's first language; it answers visitors of any other language. */
const DEFAULT_LANGUAGE: PageLanguage = 'de';

/**
 * The absolute, percent-encoded address of a path: non-ASCII segments (`Übersicht`) encoded,
 * escapes already there kept, the trailing slash dropped as the server does.
 */
export function absoluteUrl(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const encoded = encodeURI(trimmed).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
  return `${SITE_ORIGIN}${encoded}`;
}

/** Every language version of the page as hreflang entries, the page itself included. */
function languageVersions(
  lang: PageLanguage,
  canonical: string,
  alternates: Partial<Record<PageLanguage, string>>,
): { hrefLang: string; href: string }[] {
  const hrefs: Partial<Record<PageLanguage, string>> = {};
  for (const language of LANGUAGES) {
    const path = alternates[language];
    if (language === lang) hrefs[language] = canonical;
    else if (path !== undefined) hrefs[language] = absoluteUrl(path);
  }
  const versions: { hrefLang: string; href: string }[] = LANGUAGES.flatMap((language) => {
    const href = hrefs[language];
    return href === undefined ? [] : [{ hrefLang: language, href }];
  });
  const fallback = hrefs[DEFAULT_LANGUAGE];
  if (versions.length > 1 && fallback !== undefined) {
    versions.push({ hrefLang: 'x-default', href: fallback });
  }
  return versions;
}

/**
 * A page's metadata for browsers and search engines: title, description, canonical address and
 * its language versions (hreflang, itself included, plus `x-default` → German where both exist).
 * React hoists these elements into `<head>`, in the browser and in the pre-rendered HTML; the
 * pre-renderer reads the page's language from the hreflang entry whose address is the canonical
 * one. A 404 page is `noindex` and names no address.
 */
export function PageMeta(props: PageMetaProps) {
  const { title, description, lang } = props;
  useDocumentLanguage(lang);
  const canonical = props.noindex ? undefined : absoluteUrl(props.path);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {props.noindex && <meta name="robots" content="noindex" />}
      {canonical !== undefined && <link rel="canonical" href={canonical} />}
      {canonical !== undefined &&
        languageVersions(lang, canonical, props.alternates ?? {}).map(({ hrefLang, href }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
        ))}
    </>
  );
}
