/**
 * Where each site lives on the shared origin: the one thing the sites know about each other
 * (the agency links to its demos, the demos back to the agency). Each site builds its own
 * addresses from its root.
 */
export const SITE_ROOTS = {
  agency: '/',
  presentationPro: '/PresentationPro',
  rental: '/RentalRevolution',
  prawns: '/ParallaxPrawns',
  art: '/ArtAlley',
} as const;

/** The agency's legal pages below its root; demos without operator pages of their own link there. */
export const AGENCY_LEGAL_SEGMENTS = {
  imprint: 'Impressum',
  privacy: 'Datenschutz',
} as const;

export const agencyLegalPaths = {
  imprint: `${SITE_ROOTS.agency}${AGENCY_LEGAL_SEGMENTS.imprint}`,
  privacy: `${SITE_ROOTS.agency}${AGENCY_LEGAL_SEGMENTS.privacy}`,
} as const;
