import { useEffect, useState } from 'react';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface CountUpProps {
  target: number;
  durationMs: number;
  suffix?: string;
  locale?: string;
}

/** Fast start, gentle landing: the last digits settle instead of stopping abruptly. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** Counts from 0 to `target` while in view; back to 0 when it leaves, to count again. */
export function CountUp({ target, durationMs, suffix = '', locale = 'de-DE' }: CountUpProps) {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [inView, setInView] = useState(false);
  const [value, setValue] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  useInView(element, '0px', setInView);

  useEffect(() => {
    if (!inView || reducedMotion) return;
    let frame = 0;
    // From the moment it came into view; a frame's timestamp may lie slightly before it.
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, now - start) / durationMs);
      setValue(Math.round(easeOutCubic(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      setValue(0);
    };
  }, [inView, reducedMotion, target, durationMs]);

  const format = (n: number) => `${n.toLocaleString(locale)}${suffix}`;
  return (
    <span ref={setElement}>
      {/* Screen readers get the final number once, not every animation frame. */}
      <span aria-hidden="true">{format(reducedMotion ? target : value)}</span>
      <span className="visually-hidden">{format(target)}</span>
    </span>
  );
}
