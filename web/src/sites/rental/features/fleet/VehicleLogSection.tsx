import { useListVehicleLog } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import { useRef, useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { businessDateTime } from '../staff-shell/business-time';
import { logActionLabel, vehicleTypeLabel } from './fleet-format';
import { fleetTexts } from './fleet-texts';
import styles from './VehicleLogSection.module.css';

const t = fleetTexts.log;

/** Rows shown at first and added per "more"; the server sends at most 200. */
export const LOG_PAGE_SIZE = 20;

/** Admins: who added, changed, blocked, unblocked or deleted which vehicle, newest first. */
export function VehicleLogSection() {
  const log = useListVehicleLog({ query: { staleTime: 0 } });
  const [shown, setShown] = useState(LOG_PAGE_SIZE);
  const countRef = useRef<HTMLParagraphElement>(null);
  // The server sends newest first; sorted again so the order never depends on that.
  const entries = log.data?.items.toSorted((a, b) => Date.parse(b.at) - Date.parse(a.at));

  return (
    <section className={styles.section} aria-labelledby="vehicle-log-title">
      <div>
        <h2 id="vehicle-log-title" className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      {log.isPending ? (
        <div className={styles.skeleton} role="status">
          <span className="visually-hidden">{t.loading}</span>
          {[0, 1, 2].map((row) => (
            <span key={row} className={styles.skeletonRow} aria-hidden="true" />
          ))}
        </div>
      ) : log.isError || !entries ? (
        <div className={styles.failed}>
          <StatusNote tone="failure">{t.loadFailed}</StatusNote>
          <button type="button" className={buttons.secondary} onClick={() => void log.refetch()}>
            {fleetTexts.retry}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          {/* Explicit roles: the narrow layout restyles the table, which strips them in some browsers. */}
          <table className={styles.table} role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t.columns.at}
                </th>
                <th scope="col" role="columnheader">
                  {t.columns.vehicle}
                </th>
                <th scope="col" role="columnheader">
                  {t.columns.type}
                </th>
                <th scope="col" role="columnheader">
                  {t.columns.action}
                </th>
                <th scope="col" role="columnheader">
                  {t.columns.by}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {entries.slice(0, shown).map((entry) => (
                <tr key={entry.id} role="row">
                  <td role="cell" data-label={t.columns.at}>
                    <time dateTime={entry.at}>{businessDateTime(entry.at)}</time>
                  </td>
                  <td role="cell" data-label={t.columns.vehicle} className={styles.vehicle}>
                    {entry.vehicleName}
                  </td>
                  <td role="cell" data-label={t.columns.type}>
                    {vehicleTypeLabel(entry.vehicleType)}
                  </td>
                  <td role="cell" data-label={t.columns.action}>
                    <span className={styles.action} data-action={entry.action}>
                      {logActionLabel(entry.action)}
                    </span>
                  </td>
                  <td role="cell" data-label={t.columns.by}>
                    {entry.changedBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.footer}>
            <p ref={countRef} className={styles.count} tabIndex={-1} aria-live="polite">
              {t.shown(Math.min(shown, entries.length), entries.length)}
            </p>
            {shown < entries.length && (
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => {
                  const next = shown + LOG_PAGE_SIZE;
                  setShown(next);
                  // The button goes with the last page: the focus stays near, on the count.
                  if (next >= entries.length) countRef.current?.focus();
                }}
              >
                {t.more(Math.min(LOG_PAGE_SIZE, entries.length - shown))}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
