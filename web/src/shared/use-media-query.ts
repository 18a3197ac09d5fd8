import { useCallback, useSyncExternalStore } from 'react';

/** jsdom and very old browsers have no matchMedia; callers say what counts then. */
export function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether `query` matches now; follows changes live. `fallback` answers without matchMedia. */
export function useMediaQuery(query: string, fallback: () => boolean): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? fallback(),
    () => false,
  );
}
