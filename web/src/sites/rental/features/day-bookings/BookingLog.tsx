import { getGetBookingLogQueryOptions } from '@showcase/contracts/generated/endpoints/bookings/bookings';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { atDateTime, effectivePriceCents, euro, periodLabel } from './booking-display';
import { dayBookingsTexts as t } from './day-bookings-texts';
import styles from './DayBookings.module.css';

/** Spec §9: 20 entries a page; "Mehr laden" asks for the next. */
export const BOOKING_LOG_PAGE_SIZE = 20;

/**
 * Admins only (spec §6): the bookings of the last 14 days, cancelled ones flagged, newest
 * first, a page at a time. Loads only once opened.
 */
export function BookingLog() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const titleId = useId();
  return (
    <section className={styles.log} aria-labelledby={titleId}>
      {/* A disclosure in the heading: the log's title is the button that shows it. */}
      <h2 className={styles.logHeading}>
        <button
          id={titleId}
          type="button"
          className={buttons.secondary}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((current) => !current)}
        >
          {t.log.toggle}
        </button>
      </h2>
      <div id={regionId} hidden={!open}>
        {open && <BookingLogPages />}
      </div>
    </section>
  );
}

function BookingLogPages() {
  // One query per page; each page's cursor is the one the page before it answered.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pages = useQueries({
    queries: cursors.map((cursor) =>
      getGetBookingLogQueryOptions({
        limit: BOOKING_LOG_PAGE_SIZE,
        ...(cursor === undefined ? {} : { cursor }),
      }),
    ),
  });
  const items = pages.flatMap((page) => page.data?.items ?? []);
  const last = pages[pages.length - 1];
  const nextCursor = last?.data?.nextCursor ?? null;

  if (pages[0]?.isPending) {
    return (
      <p className={styles.loading} role="status">
        <span className={buttons.spinner} aria-hidden="true" />
        {t.log.loading}
      </p>
    );
  }

  return (
    <div className={styles.logBody}>
      <p className={styles.muted}>{t.log.lead}</p>
      {items.length === 0 && !pages[0]?.isError ? (
        <p className={styles.empty}>{t.log.empty}</p>
      ) : items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.log.columns.createdAt}</th>
                <th scope="col">{t.log.columns.vehicle}</th>
                <th scope="col">{t.log.columns.customer}</th>
                <th scope="col">{t.log.columns.period}</th>
                <th scope="col">{t.log.columns.price}</th>
                <th scope="col">{t.log.columns.state}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((booking) => (
                <tr key={booking.id} className={cx(booking.cancelled && styles.cancelledRow)}>
                  <td>{atDateTime(booking.createdAt)}</td>
                  <th scope="row">{booking.vehicleName}</th>
                  <td>{booking.customerName}</td>
                  <td>{periodLabel(booking)}</td>
                  <td>{euro(effectivePriceCents(booking))}</td>
                  <td>
                    {booking.cancelled ? (
                      <span className={cx(styles.flag, styles.flagCancelled)}>
                        {t.log.cancelled}
                      </span>
                    ) : booking.paid ? (
                      <span className={cx(styles.flag, styles.flagPaid)}>{t.log.paid}</span>
                    ) : (
                      <span className={styles.flag}>{t.log.open}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {last?.isError ? (
        <div className={styles.retry}>
          <StatusNote tone="failure">{t.log.failed}</StatusNote>
          <button type="button" className={buttons.secondary} onClick={() => void last.refetch()}>
            {t.log.retry}
          </button>
        </div>
      ) : last?.isPending ? (
        <p className={styles.loading} role="status">
          <span className={buttons.spinner} aria-hidden="true" />
          {t.log.loadingMore}
        </p>
      ) : (
        nextCursor !== null && (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setCursors((current) => [...current, nextCursor])}
          >
            {t.log.more}
          </button>
        )
      )}
    </div>
  );
}
