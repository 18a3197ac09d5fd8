/** The art portfolio's addresses (spec §2), in one place for the links, the router and the tests. */
export const artPaths = {
  home: '/ArtAlley',
  gallery: '/ArtAlley/gallery',
  poems: '/ArtAlley/poems',
  about: '/ArtAlley/about',
  /** The about page's contact form, the target of Connect and Contract Work. */
  contact: '/ArtAlley/about#contact',
  /** Social buttons lead to the site root, the agency's home (spec §2). */
  siteRoot: '/',
} as const;

/** The same page, scrolled back to its top: what the footer links do (spec §2). */
export const atTop = (path: string) => `${path}#top`;
