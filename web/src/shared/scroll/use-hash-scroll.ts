import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { prefersReducedMotion } from '../motion/use-prefers-reduced-motion';

/** '#%C3%BCber-uns' and '#über-uns' both name the element with id 'über-uns'. */
export function idFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    // A stray '%' in a hand-typed address is not an escape; use the text as it is.
    return raw;
  }
}

export interface HashScrollOptions {
  /** Height of a fixed header measured at scroll time; the target lands below it. */
  headerHeight?: () => number;
}

/**
 * Scrolls to `#id` targets, each with its own offset in pixels (added to the element's top;
 * negative stops above it). Runs whenever a navigation sets a hash (also the same one again),
 * and returns a click handler for in-page links (`<a href="#faq" onClick={…}>`).
 */
export function useHashScroll(
  offsets: Readonly<Record<string, number>>,
  defaultOffset: number,
  options: HashScrollOptions = {},
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { hash, key } = useLocation();
  const navigate = useNavigate();
  // The hash a click already scrolled to, so the following hash change does not scroll twice.
  const scrolledByClick = useRef<string | null>(null);
  const settings = useRef({ offsets, defaultOffset, headerHeight: options.headerHeight });
  useEffect(() => {
    settings.current = { offsets, defaultOffset, headerHeight: options.headerHeight };
  }, [offsets, defaultOffset, options.headerHeight]);

  const scrollToId = useCallback((id: string): boolean => {
    const target = document.getElementById(id);
    if (!target) return false;
    const { offsets: byId, defaultOffset: fallback, headerHeight } = settings.current;
    const offset = byId[id] ?? fallback;
    const top =
      target.getBoundingClientRect().top + window.scrollY + offset - (headerHeight?.() ?? 0);
    window.scrollTo({
      top: Math.max(0, top),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    return true;
  }, []);

  useEffect(() => {
    if (!hash) return;
    if (scrolledByClick.current === hash) {
      scrolledByClick.current = null;
      return;
    }
    scrollToId(idFromHash(hash));
  }, [hash, key, scrollToId]);

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const linkHash = event.currentTarget.hash;
      if (!linkHash || !scrollToId(idFromHash(linkHash))) return;
      event.preventDefault();
      scrolledByClick.current = linkHash;
      // Keeps the address shareable; same hash again still scrolls, via the direct call above.
      void navigate({ hash: linkHash }, { preventScrollReset: true });
    },
    [navigate, scrollToId],
  );
}
