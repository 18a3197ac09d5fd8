import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../shared/format/format';
import { rentalPaths } from '../../rental-paths';
import { businessDate } from '../staff-shell/business-time';
import { storeSelectedDay } from '../staff-shell/selected-day';
import { bannedCustomerLabel } from './ban-rules';
import { blacklistDe } from './blacklist-texts';
import styles from './BlacklistEntryCard.module.css';

const t = blacklistDe.entry;

interface BlacklistEntryCardProps {
  entry: BlacklistEntryDto;
  onUnban: (entry: BlacklistEntryDto) => void;
}

/**
 * One ban: who (name, phone, e-mail), why (with '(Gesperrt durch …)'), since when, and for a ban
 * from a booking the way to that booking's day: the day goes to session storage, where the
 * day bookings page (/Buchungen) reads it on start.
 */
export function BlacklistEntryCard({ entry, onUnban }: BlacklistEntryCardProps) {
  const titleId = useId();
  const who = bannedCustomerLabel(entry, t.unknown);
  const bookedDay = entry.bookingId !== null ? entry.bookedDay : null;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h3 id={titleId} className={entry.name === null ? styles.nameMissing : styles.name}>
          {entry.name ?? t.noName}
        </h3>
        <p className={styles.when}>
          <time dateTime={entry.createdAt}>{t.bannedOn(businessDate(entry.createdAt))}</time>
        </p>
      </header>
      {(entry.phone !== null || entry.email !== null) && (
        <dl className={styles.contact}>
          {entry.phone !== null && (
            <div className={styles.contactLine}>
              <dt>{t.phone}</dt>
              <dd>
                <a href={`tel:${entry.phone}`}>{entry.phone}</a>
              </dd>
            </div>
          )}
          {entry.email !== null && (
            <div className={styles.contactLine}>
              <dt>{t.email}</dt>
              <dd>
                <a href={`mailto:${entry.email}`}>{entry.email}</a>
              </dd>
            </div>
          )}
        </dl>
      )}
      {entry.reason !== null && (
        <p className={styles.reason}>
          <span className={styles.reasonLabel}>{t.reason}: </span>
          {entry.reason}
        </p>
      )}
      <footer className={styles.foot}>
        {bookedDay !== null && (
          <Link
            className={styles.bookingLink}
            to={rentalPaths.dayBookings}
            onClick={() => storeSelectedDay(bookedDay)}
          >
            {t.toBooking(formatDate(bookedDay, 'de'))}
          </Link>
        )}
        <button type="button" className={styles.unban} onClick={() => onUnban(entry)}>
          {t.unban}
          <span className="visually-hidden">: {who}</span>
        </button>
      </footer>
    </article>
  );
}
