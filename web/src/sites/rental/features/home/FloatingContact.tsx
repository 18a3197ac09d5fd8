import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import styles from './FloatingContact.module.css';
import { rentalLocation } from './rental-location';

/** '+49 30 1234 5678' → '4930123456789'-style digits for tel: and chat links. */
const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * Messenger, chat app and phone, one tap away (spec §2); the layout shows them only while nobody
 * is logged in. The links open nothing until tapped. Chat and phone wait for the agency's number.
 */
export function FloatingContact({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.floating;
  const details = useGetAgencyDetails();
  const phone = details.data ? digitsOf(details.data.phone) : null;

  return (
    <nav className={styles.floating} aria-label={t.label}>
      <a
        className={styles.button}
        href={rentalLocation.messengerUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.messenger}
        title={t.messenger}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3Z" />
          <path className={styles.spark} d="m7.5 13.5 3-3.2 2 2 3.9-2.3-3 3.2-2-2Z" />
        </svg>
      </a>
      {phone ? (
        <>
          <a
            className={styles.button}
            href={`https://wa.me/${phone.replace('+', '')}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.chat}
            title={t.chat}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 20.5 5.3 16A8.5 8.5 0 1 1 8.5 19Z" />
              <path
                className={styles.spark}
                d="M9 8.5c.3 2.6 2.8 5.4 5.6 6l1.1-1.2-1.7-1-.8.8c-1-.4-2-1.4-2.4-2.4l.8-.8-1-1.7Z"
              />
            </svg>
          </a>
          <a className={styles.button} href={`tel:${phone}`} aria-label={t.phone} title={t.phone}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6.6 3.5 9.4 3l1.4 4-2 1.4a11 11 0 0 0 6.8 6.8l1.4-2 4 1.4-.5 2.8A2.5 2.5 0 0 1 18 20.5 15 15 0 0 1 3.5 6a2.5 2.5 0 0 1 3.1-2.5Z" />
            </svg>
          </a>
        </>
      ) : (
        // Their places, kept while the number loads: nothing moves when they appear.
        <>
          <span className={styles.slot} />
          <span className={styles.slot} />
        </>
      )}
    </nav>
  );
}
