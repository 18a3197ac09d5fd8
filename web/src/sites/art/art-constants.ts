/** The art pages' fixed numbers (spec §9), named once for the code and its tests. */
export const artTimings = {
  /** The about form's "nothing was sent" notice (the kit's default, named here). */
  contactNoticeMs: 4000,
  /** Unknown addresses return to /ArtAlley after 5 s. */
  notFoundRedirectMs: 5000,
  /** The gallery shows 'No images yet!' only after 2 s. */
  emptyGalleryMs: 2000,
  /** After login or register the welcome text stays 6 s before the logged-in state. */
  loginWelcomeMs: 6000,
} as const;

export const artLimits = {
  contactMessageMax: 600,
  commentMax: 300,
  replyDepthMax: 10,
  galleryRowSize: 5,
} as const;

/** Hash targets land 74 px above their top, below the sticky navbar (spec §9). */
export const artScrollOffsetPx = -74;
