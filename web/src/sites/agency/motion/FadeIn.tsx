import { FadeIn as KitFadeIn, type FadeInProps } from '../../../shared/motion/FadeIn';
import { agencyTimings } from '../agency-timings';

/** Spec §9's 300 px observer margin, below the viewport: the fade starts before it is reached. */
const rootMargin = `0px 0px ${agencyTimings.fadeInMarginPx}px 0px`;

/**
 * The kit's fade-in with the agency's rule (spec §9): content starts fading in 300 px before it
 * scrolls into view, so it is there when the visitor gets to it, and the entrance resets when
 * the page is back at the very top.
 */
export function FadeIn(props: Omit<FadeInProps, 'rootMargin' | 'resetAtTop'>) {
  return <KitFadeIn {...props} rootMargin={rootMargin} resetAtTop />;
}
