import { SITE_ROOTS } from '../../shared/site-roots';

/** The art portfolio's root. */
export const ART_BASE = SITE_ROOTS.art;

/** Path segments below /ArtAlley, written once: the router (routes.tsx) and the links use them. */
export const ART_SEGMENTS = {
  gallery: 'gallery',
  poems: 'poems',
  about: 'about',
} as const;

/** The art portfolio's addresses (spec §2), in one place for the links, the router and the tests. */
export const artPaths = {
  home: ART_BASE,
  gallery: `${ART_BASE}/${ART_SEGMENTS.gallery}`,
  poems: `${ART_BASE}/${ART_SEGMENTS.poems}`,
  about: `${ART_BASE}/${ART_SEGMENTS.about}`,
  /** The about page's contact form, the target of Connect and Contract Work. */
  contact: `${ART_BASE}/${ART_SEGMENTS.about}#contact`,
  /** Social buttons lead to the site root, the agency's home (spec §2). */
  siteRoot: SITE_ROOTS.agency,
} as const;

/** The same page, scrolled back to its top: what the footer links do (spec §2). */
export const atTop = (path: string) => `${path}#top`;
