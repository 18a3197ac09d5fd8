import { SITE_ROOTS } from '../../shared/site-roots';

export type PresentationLanguage = 'de' | 'en';

export type PresentationPage = 'home' | 'catalog' | 'faq' | 'contact' | 'imprint' | 'privacy';

export const PRESENTATION_BASE = SITE_ROOTS.presentationPro;

/** Route segments below /PresentationPro per page and language (the router uses the same table). */
export const pageSegments: Record<PresentationPage, Record<PresentationLanguage, string>> = {
  home: { de: '', en: 'en' },
  catalog: { de: 'Katalog', en: 'en/catalog' },
  faq: { de: 'Fragen&Antworten', en: 'en/faq' },
  contact: { de: 'Kontakt', en: 'en/contact' },
  imprint: { de: 'Impressum', en: 'en/imprint' },
  privacy: { de: 'Datenschutz', en: 'en/privacy' },
};

/** The contact page's section anchors, named per language (spec §2). */
export const contactAnchors: Record<
  PresentationLanguage,
  { form: string; team: string; approach: string }
> = {
  de: { form: 'kontaktformular', team: 'unser-team', approach: 'anfahrt' },
  en: { form: 'contact-form', team: 'our-team', approach: 'approach' },
};

const anchorPairs = (['form', 'team', 'approach'] as const).map((section) => ({
  de: contactAnchors.de[section],
  en: contactAnchors.en[section],
}));

export function pagePath(page: PresentationPage, language: PresentationLanguage): string {
  const segment = pageSegments[page][language];
  return segment ? `${PRESENTATION_BASE}/${segment}` : PRESENTATION_BASE;
}

/** The part of a pathname below /PresentationPro, decoded, without leading or trailing slashes. */
function subPath(pathname: string): string {
  const rest = pathname.startsWith(PRESENTATION_BASE)
    ? pathname.slice(PRESENTATION_BASE.length)
    : pathname;
  const trimmed = rest.replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/** English pages live below /PresentationPro/en; everything else (404s included) is German. */
export function languageOf(pathname: string): PresentationLanguage {
  const rest = subPath(pathname);
  return rest === 'en' || rest.startsWith('en/') ? 'en' : 'de';
}

export function pageOf(pathname: string): PresentationPage | null {
  const rest = subPath(pathname);
  for (const [page, segments] of Object.entries(pageSegments) as [
    PresentationPage,
    Record<PresentationLanguage, string>,
  ][]) {
    if (segments.de === rest || segments.en === rest) return page;
  }
  return null;
}

function translateHash(hash: string, to: PresentationLanguage): string {
  if (!hash) return '';
  const id = hash.replace(/^#/, '');
  const from: PresentationLanguage = to === 'de' ? 'en' : 'de';
  const pair = anchorPairs.find((candidate) => candidate[from] === id);
  return `#${pair ? pair[to] : id}`;
}

/**
 * The same page in the other language, with its section anchor translated. Unknown
 * addresses lead to the other language's home page.
 */
export function switchLanguagePath(pathname: string, hash: string): string {
  const to: PresentationLanguage = languageOf(pathname) === 'de' ? 'en' : 'de';
  const page = pageOf(pathname);
  if (!page) return pagePath('home', to);
  return `${pagePath(page, to)}${translateHash(hash, to)}`;
}
