/**
 * The register's timings (spec §4 "Cash register", §8, §9): the success note stays about 3 s
 * and the main menu follows after about 3.8 s; a failure shows about 3 s.
 */
export const registerTimings = {
  successNoteMs: 3000,
  menuRedirectMs: 3800,
  failureNoteMs: 3000,
} as const;
