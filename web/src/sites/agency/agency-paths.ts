import { AGENCY_LEGAL_SEGMENTS, agencyLegalPaths, SITE_ROOTS } from '../../shared/site-roots';

/** The agency owns the origin's root; its pages sit directly below it. */
export const AGENCY_BASE = SITE_ROOTS.agency;

/** Path segments of the agency's pages, written once: the router and the links use them. */
export const AGENCY_SEGMENTS = {
  ...AGENCY_LEGAL_SEGMENTS,
  accessibility: 'Barrierefreiheit',
} as const;

/** The agency's addresses the code links or redirects to. */
export const agencyPaths = {
  home: AGENCY_BASE,
  ...agencyLegalPaths,
  accessibility: `${AGENCY_BASE}${AGENCY_SEGMENTS.accessibility}`,
  /** The home page's sections (the navbar and the footer scroll there). */
  section: (id: 'top' | 'contact') => `${AGENCY_BASE}#${id}`,
} as const;
