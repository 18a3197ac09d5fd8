/** The landing page's fixed durations (spec §3–§5), in one place for the code and its tests. */
export const prawnsTimings = {
  /** After a sent order the success text stays and the form clears after exactly 3 s. */
  orderClearMs: 3000,
  /** The contact form's "nothing was sent" notice (the kit's default, named here). */
  contactNoticeMs: 4000,
  /** Unknown addresses return to the landing page after 5 s. */
  notFoundRedirectMs: 5000,
} as const;
