import { useEffect } from 'react';

/**
 * Shows a site's own tab icon while it is open and puts the previous one back on leaving.
 * An SVG icon can follow the colour scheme itself with a prefers-color-scheme media query.
 */
export function useFavicon(href: string): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const previous = link.href;
    link.href = href;
    return () => {
      link.href = previous;
    };
  }, [href]);
}
