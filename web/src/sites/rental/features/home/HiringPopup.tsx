import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import { useState } from 'react';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS } from '../../rental-paths';
import styles from './HiringPopup.module.css';

export const HIRING_DISMISSED_KEY = 'rental.hiringDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(HIRING_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 'We are hiring' while the business setting says so (spec §1). A small card, not a modal: it
 * covers nothing a visitor came for, and once closed it stays closed for the browser session.
 */
export function HiringPopup({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.hiring;
  const [dismissed, setDismissed] = useState(wasDismissed);
  const hiring = useGetBusinessSettings({
    query: {
      select: (settings) => settings.hiring,
      enabled: !dismissed,
    },
  });
  if (dismissed || hiring.data !== true) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(HIRING_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: it stays closed for this page view.
    }
    setDismissed(true);
  };

  return (
    <aside className={styles.popup} aria-labelledby="hiring-title">
      <h2 id="hiring-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.text}>{t.text}</p>
      <div className={styles.actions}>
        <a
          className={styles.contact}
          href={`#${HOME_ANCHORS.contact[texts.lang]}`}
          onClick={dismiss}
        >
          {t.contact}
        </a>
        <button type="button" className={styles.close} onClick={dismiss}>
          {t.close}
        </button>
      </div>
    </aside>
  );
}
