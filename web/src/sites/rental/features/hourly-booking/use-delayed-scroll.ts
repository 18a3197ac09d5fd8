import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';

/**
 * Scrolls a part of the page into view (and may focus it) `delayMs` after a choice: smoothly,
 * unless the visitor asked for less motion. A newer call replaces a pending one.
 */
export function useDelayedScroll(delayMs: number) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (target: RefObject<HTMLElement | null>, focus?: RefObject<HTMLElement | null>) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const element = target.current;
      if (!element) return;
      element.scrollIntoView?.({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
      focus?.current?.focus({ preventScroll: true });
    }, delayMs);
  };
}
