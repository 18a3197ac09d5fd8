import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../../shared/use-hydrated';
import { cx } from '../../../shared/class-names';
import { agencyTimings } from '../agency-timings';
import { prefersReducedMotion } from '../../../shared/motion/use-prefers-reduced-motion';
import { scrambleFrame, scrambleTicks } from '../motion/scramble';
import styles from './ScrambledName.module.css';

interface ScrambledNameProps {
  text: string;
  className?: string;
}

/**
 * The agency's signature: the name starts as random capitals and resolves letter by letter, one
 * tick every 30 ms. Screen readers only ever hear the real name; with reduced motion it is static.
 */
export function ScrambledName({ text, className }: ScrambledNameProps) {
  // The pre-rendered page carries the real name (readable without JavaScript, the same markup to
  // hydrate); the scramble starts once the page runs. `key` the component to restart it.
  const running = useHydrated() && !prefersReducedMotion();
  const [tick, setTick] = useState(0);
  const last = scrambleTicks(text);
  const frame = useMemo(
    () => (running && tick < last ? scrambleFrame(text, tick) : text),
    [running, tick, last, text],
  );

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setTick((current) => {
        if (current + 1 >= last) window.clearInterval(timer);
        return current + 1;
      });
    }, agencyTimings.scrambleTickMs);
    return () => window.clearInterval(timer);
  }, [running, last]);

  return (
    <span
      className={cx(styles.name, className)}
      role="img"
      aria-label={text}
      data-scrambling={frame !== text}
    >
      {/* The real name, invisible, holds the width steady while the capitals flicker. */}
      <span className={styles.sizer} aria-hidden="true">
        {text}
      </span>
      <span className={styles.frame} aria-hidden="true" data-frame="">
        {frame}
      </span>
    </span>
  );
}
