import { SITE_ROOTS } from '../../shared/site-roots';

/** The landing page's address; it has no pages below it (unknown ones show the 404 page). */
export const PRAWNS_BASE = SITE_ROOTS.prawns;

export const prawnsPaths = {
  home: PRAWNS_BASE,
} as const;
