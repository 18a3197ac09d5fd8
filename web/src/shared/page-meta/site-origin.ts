/**
 * The public address the pages name in canonical links and hreflang alternates, without a
 * trailing slash. Fixed at build time (the build sets `VITE_SITE_ORIGIN`), like the rest of the
 * pre-rendered HTML.
 */
export const SITE_ORIGIN = (import.meta.env.VITE_SITE_ORIGIN ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
