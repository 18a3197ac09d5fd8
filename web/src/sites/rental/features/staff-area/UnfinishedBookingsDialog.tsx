import { useListUnfinishedBookings } from '@showcase/contracts/generated/endpoints/bookings/bookings';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { Link } from 'react-router-dom';
import { formatDate, formatEuro } from '../../../../shared/format/format';
import { Modal } from '../../../../shared/modal/Modal';
import { rentalPaths } from '../../rental-paths';
import { bookingTimes } from './booking-when';
import { MenuIcon } from './MenuIcons';
import { QueryState } from '../staff-shell/QueryState';
import { storeSelectedDay } from '../staff-shell/selected-day';
import styles from './StaffDialogs.module.css';
import { staffMenuTexts } from './staff-menu-texts';

const t = staffMenuTexts.unfinished;

/**
 * The unfinished bookings (spec §2 popup unfinished_bookings): each with a link to its day,
 * where it can be cancelled; settling it belongs to the cash register.
 */
export function UnfinishedBookingsDialog({ onClose }: { onClose: () => void }) {
  // Asked afresh each time: what is listed must still be open.
  const list = useListUnfinishedBookings({ query: { staleTime: 0, select: (data) => data.items } });

  return (
    <Modal open onClose={onClose} title={t.title} className={styles.panel}>
      <p className={styles.lead}>{t.lead}</p>
      <QueryState
        query={list}
        texts={t}
        empty={{ text: t.empty, isEmpty: (items) => items.length === 0, announce: true }}
      >
        {(bookings) => (
          <>
            <p className={styles.count} role="status">
              {t.count(bookings.length)}
            </p>
            <ul className={styles.bookings}>
              {bookings.map((booking) => (
                <UnfinishedBookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Modal>
  );
}

function UnfinishedBookingItem({ booking }: { booking: StaffBookingDto }) {
  const date = formatDate(booking.day, 'de');
  const repriced = booking.newPriceCents !== null;
  const price = booking.newPriceCents ?? booking.priceCents;
  return (
    <li className={styles.booking}>
      <div className={styles.bookingHead}>
        <h3 className={styles.bookingVehicle}>{booking.vehicleName}</h3>
        <span className={styles.kind}>{t.kinds[booking.kind]}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.customer}</dt>
          <dd>{booking.customerName}</dd>
        </div>
        <div>
          <dt>{t.when}</dt>
          <dd>
            <span className={styles.date}>{date}</span> {bookingTimes(booking)}
          </dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd>
            <span className={styles.price}>{formatEuro(price, 'de')}</span>
            {repriced && (
              <span className={styles.oldPrice}>
                {' '}
                ({t.insteadOf(formatEuro(booking.priceCents, 'de'))})
              </span>
            )}
          </dd>
        </div>
      </dl>
      <Link
        to={rentalPaths.dayBookings}
        className={styles.dayLink}
        onClick={() => storeSelectedDay(booking.day)}
      >
        {t.openDay}
        <span className="visually-hidden">{t.openDaySuffix(date, booking.vehicleName)}</span>
        <MenuIcon name="arrow" className={styles.linkIcon} />
      </Link>
    </li>
  );
}
