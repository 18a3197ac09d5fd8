import type { ReactNode, Ref } from 'react';
import { cx } from '../../../shared/class-names';
import styles from './StatusNote.module.css';

export type NoteTone = 'success' | 'failure' | 'info';

interface StatusNoteProps {
  tone?: NoteTone;
  /** Nothing to say: the live region stays in the page, empty, so it is known before it fills. */
  children?: ReactNode;
  className?: string;
  /** For a form that brings its answer into view. */
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<NoteTone, string> = {
  success: 'M4 10.5 8 14.5 16 6',
  failure: 'M10 5.5v5.5m0 3v.5',
  info: 'M10 9v5.5m0-8.5v.5',
};

/** A polite live region for the answer to a submit (success, failure or a hint). */
export function StatusNote({ tone = 'info', children, className, ref }: StatusNoteProps) {
  const empty = children === undefined || children === null || children === false;
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      className={cx(styles.note, !empty && styles[tone], className)}
    >
      {!empty && (
        <>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
            <path d={icons[tone]} />
          </svg>
          <div className={styles.text}>{children}</div>
        </>
      )}
    </div>
  );
}
