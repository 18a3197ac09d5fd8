import type { BookingAuditEntryDto } from '@showcase/contracts/generated/model/bookingAuditEntryDto';
import { atDateTime, historyActionLabel, historyChanges } from './booking-display';
import styles from './BookingCard.module.css';
import { dayBookingsTexts as t } from './day-bookings-texts';

/** The booking's audit trail (issue 20 item 8), collapsed until asked for; oldest first. */
export function BookingHistory({ history }: { history: BookingAuditEntryDto[] }) {
  if (history.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary className={styles.historySummary}>{t.history.title(history.length)}</summary>
      <ol className={styles.historyList}>
        {history.map((entry) => (
          <li key={entry.id} className={styles.historyEntry}>
            <p>
              <strong>{historyActionLabel(entry.action)}</strong>{' '}
              <span className={styles.muted}>
                ({t.history.by(entry.actor, atDateTime(entry.at))})
              </span>
            </p>
            <ul className={styles.changes}>
              {historyChanges(entry).map((change) => (
                <li key={change.field}>
                  {change.label}: {change.before} <span aria-hidden="true">{t.history.arrow}</span>
                  <span className="visually-hidden"> wird zu </span> {change.after}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
