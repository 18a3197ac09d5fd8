import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { useId, useState } from 'react';
import { cx } from '../../../../shared/class-names';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import styles from './FloatingContact.module.css';
import { rentalLocation } from './rental-location';

/** '+49 30 1234 5678' → '4930123456789'-style digits for tel: and chat links. */
const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * Messenger, chat app and phone, one tap away (spec §2); the layout shows them only while nobody
 * is logged in. The links open nothing until tapped. Chat and phone wait for the agency's number.
 * Where the page's column reaches the screen's edge (phones, tablets), the three fold into one
 * button: a stack of three covered a fifth of a phone's screen, form fields and links included.
 */
export function FloatingContact({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.floating;
  const details = useGetAgencyDetails();
  const phone = details.data ? digitsOf(details.data.phone) : null;
  const [open, setOpen] = useState(false);
  const optionsId = useId();

  return (
    <nav
      className={styles.floating}
      aria-label={t.label}
      data-open={open}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        event.currentTarget.querySelector<HTMLButtonElement>('[aria-expanded]')?.focus();
      }}
    >
      <div className={styles.options} id={optionsId}>
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
      </div>
      <button
        type="button"
        className={cx(styles.button, styles.toggle)}
        aria-expanded={open}
        aria-controls={optionsId}
        aria-label={t.toggle}
        title={t.toggle}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          {open ? (
            <path className={styles.cross} d="m7 7 10 10M17 7 7 17" />
          ) : (
            <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5Z" />
          )}
        </svg>
      </button>
    </nav>
  );
}
