/** Durations from the spec (agency §4, §9), in milliseconds. */
export const agencyTimings = {
  /** How long the contact form shows its success or failure message before unlocking. */
  contactFeedbackMs: 3000,
  /** How long the 404 page waits before it sends the visitor home. */
  notFoundRedirectMs: 5000,
} as const;
