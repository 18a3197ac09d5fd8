import { useEffect, useRef } from 'react';

/**
 * Reports each change of `element` entering or leaving the viewport (grown by `rootMargin`).
 * Without IntersectionObserver (old browsers, jsdom) the element counts as in view, so content
 * is never stuck hidden.
 */
export function useInView(
  element: Element | null,
  rootMargin: string,
  onChange: (inView: boolean) => void,
): void {
  // A ref, so an inline callback does not disconnect and re-create the observer each render.
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      handler.current(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) handler.current(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
}
