import { useEffect, useState } from 'react';
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
  const [frame, setFrame] = useState(() =>
    prefersReducedMotion() ? text : scrambleFrame(text, 0),
  );

  useEffect(() => {
    // The first frame comes from the state's initial value; `key` the component to restart.
    if (prefersReducedMotion()) return;
    const last = scrambleTicks(text);
    let tick = 0;
    const timer = window.setInterval(() => {
      tick += 1;
      if (tick >= last) {
        window.clearInterval(timer);
        setFrame(text);
        return;
      }
      setFrame(scrambleFrame(text, tick));
    }, agencyTimings.scrambleTickMs);
    return () => window.clearInterval(timer);
  }, [text]);

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
