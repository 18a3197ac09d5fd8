import { useListVehicles } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { Link } from 'react-router-dom';
import { Modal } from '../../../../shared/modal/Modal';
import { useRentalTexts } from '../../i18n/use-rental-texts';
import { rentalPaths } from '../../rental-paths';
import styles from './BookingMethodDialog.module.css';

export interface BookingMethodDialogProps {
  open: boolean;
  onClose: () => void;
  type: VehicleType;
  /** The vehicle the visitor chose; from the home page's offer block there is none yet. */
  vehicleName?: string;
}

/**
 * By hours (time first, then the boat; pay on site) or by days (boat first; pay before). Booking
 * by days needs a boat: without one, the type's first vehicle in service is taken (the multi-day
 * page lets the visitor switch).
 */
export function BookingMethodDialog({
  open,
  onClose,
  type,
  vehicleName,
}: BookingMethodDialogProps) {
  const texts = useRentalTexts();
  const t = texts.bookingDialog;
  const lang = texts.lang;
  const firstOfType = useListVehicles(
    { type },
    {
      query: {
        enabled: open && !vehicleName,
        select: (list) => list.items[0],
      },
    },
  );
  const multiDayVehicle = vehicleName ?? firstOfType.data?.name;
  const multiDayPending = !vehicleName && firstOfType.isPending;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      closeLabel={t.close}
      className={styles.panel}
    >
      <p className={styles.lead}>{vehicleName ? t.leadVehicle(vehicleName) : t.lead}</p>
      <div className={styles.methods}>
        <section className={styles.method} aria-labelledby="booking-by-hours">
          <h3 id="booking-by-hours" className={styles.methodTitle}>
            <ClockIcon />
            {t.byHours.title}
          </h3>
          <ul className={styles.points}>
            {t.byHours.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link className={styles.choose} to={rentalPaths.bookByHours(lang, type, vehicleName)}>
            {t.byHours.choose}
          </Link>
        </section>
        <section className={styles.method} aria-labelledby="booking-by-days">
          <h3 id="booking-by-days" className={styles.methodTitle}>
            <CalendarIcon />
            {t.byDays.title}
          </h3>
          <ul className={styles.points}>
            {t.byDays.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {multiDayVehicle ? (
            <Link
              className={styles.choose}
              to={rentalPaths.bookByDays(lang, type, multiDayVehicle)}
            >
              {t.byDays.choose}
            </Link>
          ) : (
            <p className={styles.unavailable} role="status">
              {multiDayPending ? t.loading : t.noVehicle}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}

function ClockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
