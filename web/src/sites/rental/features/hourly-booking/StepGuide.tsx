import type { CSSProperties } from 'react';
import { cx } from '../../../../shared/class-names';
import styles from './StepGuide.module.css';

/** The words of a step guide: its steps' names and how a screen reader hears their state. */
export interface StepGuideTexts {
  label: string;
  names: readonly string[];
  /** For screen readers: 'Schritt 2 von 5: Uhrzeit wählen, aktuell'. */
  position: (number: number, count: number) => string;
  done: string;
  current: string;
}

/**
 * A booking's steps with the current one marked: the hourly booking's five (spec §2: date,
 * time, vehicle, overview, confirm), the stay booking's four.
 */
export function StepGuide({
  current,
  texts,
}: {
  current: number;
  texts: { steps: StepGuideTexts };
}) {
  const t = texts.steps;
  const count = t.names.length;
  return (
    <nav aria-label={t.label} className={styles.guide}>
      <ol className={styles.steps} style={{ '--step-count': count } as CSSProperties}>
        {t.names.map((name, index) => {
          const number = index + 1;
          const status = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li
              key={name}
              className={cx(styles.step, styles[status])}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {status === 'done' ? (
                  <svg viewBox="0 0 20 20" className={styles.check}>
                    <path d="M5 10.5 8.5 14 15 6.5" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span className={styles.name}>
                <span className="visually-hidden">{t.position(number, count)}: </span>
                {name}
                {status !== 'next' && (
                  <span className="visually-hidden">
                    , {status === 'done' ? t.done : t.current}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.currentLine} aria-hidden="true">
        {t.position(current, count)}: {t.names[current - 1]}
      </p>
    </nav>
  );
}
