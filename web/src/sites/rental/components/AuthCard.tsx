import { useId, type ReactNode } from 'react';
import { cx } from '../../../shared/class-names';
import styles from './AuthCard.module.css';
import { LakeBackdrop } from './LakeBackdrop';

interface AuthCardProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** Room for a longer form (Register). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the login, logout, register, recover and reset screens: one card on the lake. */
export function AuthCard({ eyebrow, title, lead, wide, children }: AuthCardProps) {
  const headingId = useId();
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <LakeBackdrop />
      <section className={cx(styles.card, wide && styles.wide)} aria-labelledby={headingId}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        <div className={styles.body}>{children}</div>
      </section>
    </main>
  );
}
