import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultSectionScrollOffset, sectionScrollOffsets } from '../agency-timings';
import { prefersReducedMotion } from '../../../shared/motion/use-prefers-reduced-motion';

const SECTIONS = new Set(['top', 'service', 'about', 'contact']);

/**
 * Hash links (/#about …) glide to their section and leave room for the fixed navbar: the window
 * scrolls to `section top - navbar height + offset`, so the section's top lands `-offset` px below
 * the navbar (20 px for about, 25 px for contact; for the others 50 px of the section's generous
 * top padding slide under it). Runs after the router's own jump, so the smooth scroll wins.
 */
export function useSectionScroll(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!SECTIONS.has(id)) return;
    const section = document.getElementById(id);
    if (!section) return;

    let top = 0;
    if (id !== 'top') {
      const navbar = document.querySelector<HTMLElement>('[data-agency-navbar]');
      const offset = sectionScrollOffsets[id] ?? defaultSectionScrollOffset;
      top = section.getBoundingClientRect().top + window.scrollY - (navbar?.offsetHeight ?? 0);
      top += offset;
    }
    window.scrollTo({
      top: Math.max(0, top),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [hash, key]);
}
