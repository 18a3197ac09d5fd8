import type { ReactNode } from 'react';
import styles from './LegalPageLayout.module.css';
import { StarField } from './StarField';

interface LegalPageLayoutProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

export function LegalPageLayout({ eyebrow, title, children }: LegalPageLayoutProps) {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.header}>
        <StarField />
        <div className={styles.headerInner}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
      </header>
      <div className={styles.body}>{children}</div>
    </main>
  );
}
