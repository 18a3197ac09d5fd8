import { useState } from 'react';
import { FadeIn as KitFadeIn, type FadeInProps } from '../../../shared/motion/FadeIn';
import { agencyTimings } from '../agency-timings';

/**
 * The kit's fade-in with the agency's rule (spec §9): content fades in once it is 300 px inside
 * the viewport (a third of very short screens, so nothing near the page's end stays hidden) and
 * resets when the page is back at the very top.
 */
export function FadeIn(props: Omit<FadeInProps, 'rootMargin' | 'resetAtTop'>) {
  const [rootMargin] = useState(() => {
    // Only observers read it, and they run in the browser; the server needs no real figure.
    const height = typeof window === 'undefined' ? Infinity : window.innerHeight;
    const margin = Math.min(agencyTimings.fadeInMarginPx, Math.round(height / 3));
    return `0px 0px -${margin}px 0px`;
  });
  return <KitFadeIn {...props} rootMargin={rootMargin} resetAtTop />;
}
