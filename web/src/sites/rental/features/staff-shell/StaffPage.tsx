import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { rentalPaths } from '../../rental-paths';
import styles from './StaffPage.module.css';

export const STAFF_SITE_NAME = 'RentalRevolution';

interface StaffPageProps {
  /** The page's heading; the document title adds the site's name. */
  title: string;
  lead?: ReactNode;
  /** Buttons beside the heading (e.g. a date picker, 'Neue Aufgabe'). */
  actions?: ReactNode;
  /** The main menu has no way back to itself. */
  backToMenu?: boolean;
  children: ReactNode;
}

/** The frame of every staff screen: the way back to the main menu, the heading, the content. */
export function StaffPage({ title, lead, actions, backToMenu = true, children }: StaffPageProps) {
  useDocumentTitle(`${title} – ${STAFF_SITE_NAME}`);
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <div>
            {backToMenu && (
              <Link className={styles.back} to={rentalPaths.staffArea}>
                <span aria-hidden="true">←</span> Mitarbeiterbereich
              </Link>
            )}
            <h1 className={styles.title}>{title}</h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        {children}
      </div>
    </main>
  );
}

/** Said after a write the demo account only simulated: the page shows it, nothing was stored. */
export const DEMO_NOTHING_SAVED =
  'Demo-Modus: Die Änderung wird nur angezeigt – gespeichert wurde nichts. Nach dem Neuladen ist alles wie vorher.';

export function DemoSavedNothingNote() {
  return (
    <p className={styles.demoNote} role="status">
      {DEMO_NOTHING_SAVED}
    </p>
  );
}
