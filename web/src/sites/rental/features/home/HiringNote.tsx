import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import { useState, type MouseEvent } from 'react';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS } from '../../rental-paths';
import styles from './HiringNote.module.css';

export const HIRING_DISMISSED_KEY = 'rental.hiringDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(HIRING_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The spec's hiring popup, shown while the business setting says so (spec §1). It pops up in the
 * banner's free lake area, not over the page: fixed, it followed the visitor and covered the
 * contact form and the footer's links. Placed after the banner's buttons, it is early in the tab
 * order; absolutely positioned, its arrival shifts nothing. Once closed (or followed) it stays
 * closed for the browser session.
 */
export function HiringNote({
  texts,
  onInPageLink,
}: {
  texts: RentalCatalog;
  onInPageLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
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
    <aside className={styles.note} aria-labelledby="hiring-title">
      <h2 id="hiring-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.text}>{t.text}</p>
      <a
        className={styles.contact}
        href={`#${HOME_ANCHORS.contact[texts.lang]}`}
        onClick={(event) => {
          onInPageLink(event);
          dismiss();
        }}
      >
        {t.contact}
        <span aria-hidden="true"> →</span>
      </a>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t.close}>
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 5l10 10M15 5 5 15" />
        </svg>
      </button>
    </aside>
  );
}
