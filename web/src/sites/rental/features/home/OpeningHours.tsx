import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import styles from './OpeningHours.module.css';
import { openingHoursRows } from './opening-hours-rows';

/** The hours from the business settings: general, the season periods' own, the off-season closed. */
export function OpeningHours({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.hours;
  const settings = useGetBusinessSettings();

  return (
    <section className={styles.card} aria-labelledby="hours-title">
      <h2 id="hours-title" className={styles.title}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      {settings.data ? (
        <dl className={styles.rows}>
          {openingHoursRows(settings.data, texts.lang).map((row) => (
            <div
              key={row.period}
              className={row.hours ? styles.row : `${styles.row} ${styles.closedRow}`}
            >
              <dt className={styles.period}>
                {t.periods[row.period]}
                {row.dates && <span className={styles.dates}>{row.dates}</span>}
              </dt>
              <dd className={styles.hours}>
                {row.hours ? `${row.hours}${t.hoursSuffix ? ` ${t.hoursSuffix}` : ''}` : t.closed}
              </dd>
            </div>
          ))}
        </dl>
      ) : settings.isError ? (
        <div className={styles.status} role="alert">
          <p>{t.error}</p>
          <button type="button" className={styles.retry} onClick={() => void settings.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <p className={styles.status} role="status" aria-busy="true">
          {t.loading}
        </p>
      )}
    </section>
  );
}
