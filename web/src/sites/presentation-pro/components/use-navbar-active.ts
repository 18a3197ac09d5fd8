import { useSyncExternalStore } from 'react';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { presentationTimings } from '../presentation-timings';

const narrowQuery = `(max-width: ${presentationTimings.narrowViewportPx - 1}px)`;

function narrowList(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(narrowQuery) : null;
}

function subscribe(listener: () => void): () => void {
  const list = narrowList();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Without matchMedia, the viewport width itself decides. */
function isNarrow(): boolean {
  return narrowList()?.matches ?? window.innerWidth < presentationTimings.narrowViewportPx;
}

/**
 * The navbar turns solid after 350 px of scrolling on viewports under 768 px, else after
 * 750 px (spec §9): roughly when the hero has left the screen on either.
 */
export function useNavbarActive(): boolean {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  return useScrolledPast(
    narrow ? presentationTimings.navbarActiveNarrowPx : presentationTimings.navbarActiveWidePx,
  );
}
