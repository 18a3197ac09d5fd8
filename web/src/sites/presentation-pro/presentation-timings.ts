/** Every duration and threshold the real-estate demo's spec fixes (spec §9). */
export const presentationTimings = {
  slideIntervalMs: 8500,
  firstSlideDelayMs: 300,
  counterDurationMs: 3000,
  imageModalTransitionMs: 500,
  faqScrollOffsetPx: 250,
  /** The highlight fades after the first, and is gone after the second. */
  faqHighlightFadeMs: 2000,
  faqHighlightEndMs: 4000,
  notFoundRedirectMs: 5000,
  demoNoticeMs: 4000,
  /** The fixed navbar turns solid after this much scrolling: phones, then wider screens. */
  navbarActiveNarrowPx: 350,
  navbarActiveWidePx: 750,
  /** Below this viewport width the narrow threshold applies. */
  narrowViewportPx: 768,
  fadeInMargin: '0px 0px 200px',
} as const;
