import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** jsdom and very old browsers have no matchMedia; they get the full motion. */
function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

function subscribe(listener: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** True while the visitor asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}

/** For event handlers outside React's render (e.g. choosing a scroll behaviour). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}
