import { mediaQueryList, useMediaQuery } from '../use-media-query';

const query = '(prefers-reduced-motion: reduce)';
/** Without matchMedia (jsdom, very old browsers) the full motion plays. */
const noPreference = () => false;

/** True while the visitor asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(query, noPreference);
}

/** For event handlers outside React's render (e.g. choosing a scroll behaviour). */
export function prefersReducedMotion(): boolean {
  return mediaQueryList(query)?.matches ?? false;
}
