import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { useId } from 'react';
import { cx } from '../../../../shared/class-names';
import type { BookingAction } from './BookingDialogs';
import {
  atDateTime,
  bookingTimes,
  durationLabel,
  euro,
  paymentBadges,
  telHref,
} from './booking-display';
import styles from './BookingCard.module.css';
import { BookingHistory } from './BookingHistory';
import { dayBookingsTexts as t } from './day-bookings-texts';

interface BookingCardProps {
  booking: StaffBookingDto;
  onAction: (action: BookingAction) => void;
}

/** Spec §4: a paid booking can only be banned; the server refuses the rest (409 BOOKING_PAID). */
function actionsFor(booking: StaffBookingDto): BookingAction[] {
  return booking.paid ? ['ban'] : ['reprice', 'comment', 'cancel', 'ban'];
}

/** One booking of the day: who, what, when, the price and its changes, comments, and actions. */
export function BookingCard({ booking, onAction }: BookingCardProps) {
  const headingId = useId();
  const times = bookingTimes(booking);
  const badges = paymentBadges(booking);
  const repriced = booking.newPriceCents !== null;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.vehicle}>
          {booking.vehicleName}
        </h3>
        <span className={styles.kind}>{t.card.kinds[booking.kind]}</span>
        {badges.map((badge) => (
          <span key={badge.tone} className={cx(styles.badge, styles[badge.tone])}>
            {badge.label}
          </span>
        ))}
      </header>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.card.customer}</dt>
          <dd>{booking.customerName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.card.phone}</dt>
          <dd>
            <a href={telHref(booking.customerPhone)}>{booking.customerPhone}</a>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.card.email}</dt>
          <dd className={styles.breakable}>
            <a href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</a>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{times.startLabel}</dt>
          <dd>{times.start}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{times.endLabel}</dt>
          <dd>{times.end}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.card.duration}</dt>
          <dd>{durationLabel(booking)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.card.price}</dt>
          <dd>
            {repriced ? (
              <>
                <span className="visually-hidden">{t.card.originalPrice} </span>
                <s className={styles.oldPrice}>{euro(booking.priceCents)}</s>{' '}
                <span className="visually-hidden">{t.card.newPrice} </span>
                <strong className={styles.newPrice}>{euro(booking.newPriceCents ?? 0)}</strong>
              </>
            ) : (
              <strong>{euro(booking.priceCents)}</strong>
            )}
          </dd>
        </div>
        {repriced && booking.priceChangeReason && (
          <div className={cx(styles.fact, styles.wide)}>
            <dt>{t.card.priceReason}</dt>
            <dd>{booking.priceChangeReason}</dd>
          </div>
        )}
        {booking.couponCents > 0 && (
          <div className={styles.fact}>
            <dt>{t.card.coupon}</dt>
            <dd>{euro(booking.couponCents)}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t.card.bookedBy}</dt>
          <dd>{booking.bookedBy ?? t.card.online}</dd>
        </div>
        {booking.customerComment && (
          <div className={cx(styles.fact, styles.wide)}>
            <dt>{t.card.customerComment}</dt>
            <dd className={styles.breakable}>{booking.customerComment}</dd>
          </div>
        )}
        {booking.comments.length > 0 && (
          <div className={cx(styles.fact, styles.wide)}>
            <dt>{t.card.staffComments}</dt>
            <dd>
              <ul className={styles.comments}>
                {booking.comments.map((comment) => (
                  <li key={`${comment.at}-${comment.text}`} className={styles.breakable}>
                    {comment.text} <span className={styles.muted}>({atDateTime(comment.at)})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>

      <BookingHistory history={booking.history} />

      <div className={styles.actions} role="group" aria-label={t.card.actions}>
        {booking.paid && <p className={styles.paidNote}>{t.card.paidOnlyBan}</p>}
        {actionsFor(booking).map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'cancel' || action === 'ban' ? styles.dangerAction : styles.action
            }
            onClick={() => onAction(action)}
          >
            {t.actions[action]}
          </button>
        ))}
      </div>
    </article>
  );
}
