import { useMediaQuery } from '../../../shared/use-media-query';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { presentationTimings } from '../presentation-timings';

const narrowQuery = `(max-width: ${presentationTimings.narrowViewportPx - 1}px)`;

/** Without matchMedia, the viewport width itself decides. */
const narrowByWidth = () => window.innerWidth < presentationTimings.narrowViewportPx;

/**
 * The navbar turns solid after 350 px of scrolling on viewports under 768 px, else after
 * 750 px (spec §9): roughly when the hero has left the screen on either.
 */
export function useNavbarActive(): boolean {
  const narrow = useMediaQuery(narrowQuery, narrowByWidth);
  return useScrolledPast(
    narrow ? presentationTimings.navbarActiveNarrowPx : presentationTimings.navbarActiveWidePx,
  );
}
