/**
 * Named test locks (Playwright's `lock` detail): tests sharing one never run at the same time,
 * in any project, while all other tests go on in parallel.
 */

/** Adds motorboats, or compares the public motorboat list with what the API listed just before. */
export const MOTORBOATS_LOCK = 'motorboats';

/** Adds artworks to the gallery, or relies on which artwork is newest or how many there are. */
export const GALLERY_LOCK = 'gallery';
