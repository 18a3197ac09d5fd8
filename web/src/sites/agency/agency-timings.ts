/** Durations and distances from the spec (agency §2, §4, §9); durations in milliseconds. */
export const agencyTimings = {
  /** How long the contact form shows its success or failure message before unlocking. */
  contactFeedbackMs: 3000,
  /** How long the 404 page waits before it sends the visitor home. */
  notFoundRedirectMs: 5000,
  /** The fixed navbar slides in once the page is scrolled further than this (px). */
  navbarAfterPx: 500,
  /** One step of the agency name's letter scramble. */
  scrambleTickMs: 30,
  /** Elements start fading in when they are this close (px) below the viewport. */
  fadeInMarginPx: 300,
  /** The shooting star crosses the hero once per cycle (mirrored in agency.css). */
  starRepeatMs: 6000,
} as const;

/**
 * Spec §2's hash-link offsets: the window scrolls to `section top - navbar height + offset`, so
 * the section's top lands `-offset` px below the fixed navbar (-20 about, -25 contact, +50 else).
 */
export const sectionScrollOffsets: Readonly<Record<string, number>> = {
  // The banner starts the page: back to the very top, whatever the navbar.
  top: 0,
  about: -20,
  contact: -25,
};
export const defaultSectionScrollOffset = 50;
