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
  /** Grows the viewport, e.g. '0px 0px 300px' to start before the element is reached. */
  rootMargin?: string;
  /** Hide again once the page is back at the very top, so the entrance plays once more. */
  resetAtTop?: boolean;
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  delayMs?: number;
}

/** Whether any part of the element is on screen right now. */
function onScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

// Layout effects warn on the server; there the element is simply never measured.
const useMountLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Fades and slides its content in the first time it comes into view. The pre-rendered page shows
 * everything (readable without JavaScript, paintable at once); once the page runs, only what is
 * off screen is hidden, before the first paint, to fade in when it is reached.
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
  /** Undefined until measured: shown, as on the pre-rendered page. */
  const [visible, setVisible] = useState<boolean | undefined>(undefined);
  const inView = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  useMountLayoutEffect(() => {
    if (element) setVisible((current) => current ?? onScreen(element));
  }, [element]);

  useInView(element, rootMargin, (now) => {
    inView.current = now;
    if (now) setVisible(true);
  });

  useEffect(() => {
    if (!resetAtTop) return;
    const onScroll = () => {
      // An element still on screen at the top stays; only the ones out of sight replay later.
      if (window.scrollY === 0 && !inView.current) setVisible(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [resetAtTop]);

  const shown = visible === undefined ? undefined : visible || reducedMotion;
  return createElement(
    as,
    {
      ref: setElement,
      className: cx(styles.fade, className),
      'data-visible': shown,
      style: delayMs ? { transitionDelay: `${delayMs}ms` } : undefined,
    },
    children,
  );
}
