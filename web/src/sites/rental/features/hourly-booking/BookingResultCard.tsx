import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { useEffect, useRef } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { slotWhen } from './booking-format';
import type { BookingResult } from './booking-flow';
import styles from './BookingResultCard.module.css';

interface BookingResultCardProps {
  result: BookingResult;
  /** Reloads the week and starts over on the same date. */
  onRefresh: () => void;
  refreshing: boolean;
  texts: RentalCatalog;
}

const ICONS = {
  success: 'M6 12.5 10.5 17 18 8',
  alreadyBooked: 'M12 7v5.5l3.5 2M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
  banned: 'M5.6 5.6l12.8 12.8M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
  error: 'M12 7.5v6m0 3v.5',
} as const;

/**
 * How the booking ended (spec §4 step 8, §8): success (a demo's only an example), already booked
 * and generic error with a refresh, banned with the way to call. Announced as it appears and
 * given the focus, so nobody misses it.
 */
export function BookingResultCard({
  result,
  onRefresh,
  refreshing,
  texts,
}: BookingResultCardProps) {
  const t = texts.hourlyBooking.result;
  const card = useRef<HTMLDivElement>(null);
  const details = useGetAgencyDetails({ query: { enabled: result.kind === 'banned' } });
  useEffect(() => {
    card.current?.focus();
  }, [result]);

  const success = result.kind === 'success';
  const title =
    result.kind === 'success'
      ? t.successTitle
      : result.kind === 'alreadyBooked'
        ? t.alreadyBookedTitle
        : result.kind === 'banned'
          ? t.bannedTitle
          : t.errorTitle;
  const phone = details.data?.phone;

  return (
    <div
      ref={card}
      tabIndex={-1}
      className={cx(styles.result, styles[result.kind])}
      role={success ? 'status' : 'alert'}
      data-result={result.kind}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[result.kind]} />
      </svg>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {result.kind === 'success' && (
          <>
            <p>
              {t.success(
                result.booking.vehicleName,
                slotWhen(result.booking.day, result.booking.startHour, texts.lang),
                texts.overview.duration(result.booking.hours),
              )}
            </p>
            {result.booking.simulated === true && <p className={styles.simulated}>{t.simulated}</p>}
            <p>{t.confirmationMail}</p>
          </>
        )}
        {result.kind === 'alreadyBooked' && <p>{t.alreadyBooked}</p>}
        {result.kind === 'banned' && (
          <>
            <p>{t.banned}</p>
            {phone && (
              <a className={buttons.secondary} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {t.call}: {phone}
              </a>
            )}
          </>
        )}
        {result.kind === 'error' && <p>{t.error}</p>}
        {result.kind !== 'banned' && (
          <div className={styles.actions}>
            <button
              type="button"
              className={success ? buttons.secondary : buttons.primary}
              onClick={onRefresh}
              disabled={refreshing}
            >
              {refreshing && <span className={buttons.spinner} aria-hidden="true" />}
              {success ? t.another : t.refresh}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
