import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type JSX,
  type ReactNode,
} from 'react';
import { cx } from '../class-names';
import styles from './FadeIn.module.css';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface FadeInProps {
  children: ReactNode;
  /**
   * Grows the viewport, e.g. '0px 0px 300px': the fade starts that far before the element is
   * reached, so it is (nearly) there when it scrolls in instead of leaving an empty stretch.
   */
  rootMargin?: string;
  /** Hide again once the page is back at the very top, so the entrance plays once more. */
  resetAtTop?: boolean;
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  delayMs?: number;
}

/**
 * How the content is shown: undefined as pre-rendered (visible, nothing measured yet); hidden
 * below the fold; fading in; or there at once, without a transition.
 */
type Entrance = 'hidden' | 'fade' | 'instant';

/** Whether the element starts below the visible part of the page (what has not been seen yet). */
function belowFold(element: Element): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Whether the visitor already has a good part of the element on screen: the page jumped (End
 * key, a hash link, a fast flick) or came back from below. A fade would only keep visible
 * space empty for its duration then.
 */
function alreadyInSight(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight * 0.75;
}

// Layout effects warn on the server; there the element is simply never measured.
const useMountLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Fades and slides its content in when it is about to come into view. The pre-rendered page
 * shows everything (readable without JavaScript, paintable at once); once the page runs, only
 * what is below the fold is hidden, before the first paint, to fade in as it is approached.
 * Content reached by a jump is shown at once, and reduced motion shows everything.
 */
export function FadeIn({
  children,
  rootMargin = '0px',
  resetAtTop = false,
  as = 'div',
  className,
  delayMs,
}: FadeInProps) {
  const [element, setElement] = useState<Element | null>(null);
  const [entrance, setEntrance] = useState<Entrance | undefined>(undefined);
  const inView = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  useMountLayoutEffect(() => {
    if (element) setEntrance((current) => current ?? (belowFold(element) ? 'hidden' : 'instant'));
  }, [element]);

  useInView(element, rootMargin, (now) => {
    inView.current = now;
    if (!now || !element) return;
    const next = alreadyInSight(element) ? 'instant' : 'fade';
    setEntrance((current) => (current === 'hidden' ? next : current));
  });

  useEffect(() => {
    if (!resetAtTop) return;
    const onScroll = () => {
      // An element still on screen at the top stays; only the ones out of sight replay later.
      if (window.scrollY === 0 && !inView.current) setEntrance('hidden');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [resetAtTop]);

  const shown = entrance === undefined ? undefined : entrance !== 'hidden' || reducedMotion;
  return createElement(
    as,
    {
      ref: setElement,
      className: cx(styles.fade, className),
      'data-visible': shown,
      'data-entrance': entrance === 'hidden' ? undefined : entrance,
      style: delayMs ? { transitionDelay: `${delayMs}ms` } : undefined,
    },
    children,
  );
}
