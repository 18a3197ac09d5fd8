/**
 * Where the menu scrolls to, in viewport heights from the top (spec §1). The page's sections are
 * laid out from the same fractions (prawns.css: --at-order, --at-contact, --at-about), so on a
 * desktop viewport each target is exactly the top of its section.
 */
export const sectionStarts = {
  top: 0,
  order: 0.545,
  contact: 1.07,
  about: 1.6,
} as const;

/** The whole page is 2.53 viewport heights tall (spec §1). */
export const pageHeightInViewports = 2.53;

export type ScrollTarget = keyof typeof sectionStarts;

/** Hundredths of a pixel, so 0.545 × 800 is 436 and not 436.00000000000006. */
const toPixels = (fraction: number, viewportHeight: number) =>
  Math.round(fraction * viewportHeight * 100) / 100;

/** The spec's scroll positions in pixels for a viewport `viewportHeight` pixels tall. */
export function scrollTargets(viewportHeight: number): Record<ScrollTarget, number> {
  return {
    top: toPixels(sectionStarts.top, viewportHeight),
    order: toPixels(sectionStarts.order, viewportHeight),
    contact: toPixels(sectionStarts.contact, viewportHeight),
    about: toPixels(sectionStarts.about, viewportHeight),
  };
}

/**
 * Where the menu really scrolls to. On a desktop viewport every section fits into its slot, so
 * its top is exactly the spec position. On narrow screens a section's content can be taller than
 * its slot; the page then grows and the later sections start further down. Scrolling to the bare
 * spec position would land in the middle of the section before, so we scroll to
 * max(spec position, the section's actual top) — never above the spec position, and always onto
 * the section itself.
 */
export function menuScrollTop(specPosition: number, sectionTop: number): number {
  return Math.max(specPosition, sectionTop);
}
