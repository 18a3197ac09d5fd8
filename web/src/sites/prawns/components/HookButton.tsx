import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { prawnsTexts } from '../prawns-texts';
import styles from './HookButton.module.css';

/** How far the visitor dives below the title before the hook is lowered (CSS pixels). */
export const HOOK_SHOWN_AFTER = 240;

/** What a visitor may tap or focus on the page: the hook never lies over one of these. */
const TAPPABLE =
  'a[href], button, input, textarea, select, label, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [contenteditable="true"]';

/**
 * True when something the visitor can tap lies under the hook: hit-tested at its centre and
 * near its corners, looking through the hook itself (and the fixed navigation it belongs to).
 */
export function tappableUnder(hook: HTMLElement): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const nav = hook.closest('nav') ?? hook;
  const { left, top, right, bottom } = hook.getBoundingClientRect();
  const inset = 2;
  const points: [number, number][] = [
    [(left + right) / 2, (top + bottom) / 2],
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !nav.contains(element) && element.closest(TAPPABLE) !== null),
  );
}

/**
 * Follows whether a tappable element lies under the hook while the page scrolls or changes size.
 * Browsers fire these events at most once a frame, so the check needs no frame of its own (the
 * parallax keeps the page's one animation frame per scroll).
 */
function useSteppedAside(hook: RefObject<HTMLButtonElement | null>, active: boolean) {
  const [aside, setAside] = useState(false);
  // Before the first paint, so a hook lowered over a link never shows for a frame.
  useLayoutEffect(() => {
    if (!active) return;
    const check = () => {
      if (hook.current) setAside(tappableUnder(hook.current));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    // Content that arrives later (the offer, the contact form, the map) moves things under it.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    resized?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      resized?.disconnect();
    };
  }, [hook, active]);
  return active && aside;
}

/**
 * The fishing hook: once the visitor has dived below the title it is lowered into the bottom
 * corner on its line, and a tap reels them back up to the top. Only the small bubble round the
 * hook takes taps (3 rem, above the 44 px minimum); the line above it is drawn, not hit. It is
 * not there at the top of the page, and it steps aside (fades out and lets taps through) while
 * a link, button or field passes under it, so it never catches a tap meant for the page. A
 * keyboard visitor who tabs to it always sees it.
 */
export function HookButton({ onClick }: { onClick: () => void }) {
  const dived = useScrolledPast(HOOK_SHOWN_AFTER);
  const hook = useRef<HTMLButtonElement>(null);
  const aside = useSteppedAside(hook, dived);
  if (!dived) return null;
  return (
    <button
      ref={hook}
      type="button"
      className={styles.hook}
      data-aside={aside}
      aria-label={prawnsTexts.backToTop}
      onClick={onClick}
    >
      <svg className={styles.art} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path className={styles.line} d="M30 0v12" />
        <circle className={styles.float} cx="30" cy="7" r="4.5" />
        <path className={styles.floatBand} d="M25.5 7h9" />
        <path
          className={styles.steel}
          d="M30 14.5a2.5 2.5 0 1 1 0 .1M30 18v12a7.5 7.5 0 0 1-15 0v-5l4.5 4.5"
        />
      </svg>
    </button>
  );
}
