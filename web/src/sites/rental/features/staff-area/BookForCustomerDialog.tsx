import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useState } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import { rentalPaths } from '../../rental-paths';
import styles from './StaffDialogs.module.css';
import { staffMenuTexts } from './staff-menu-texts';
import { ActionLink } from './ActionLink';
import { typePlural, VehicleTypeChooser } from './VehicleTypeChooser';

const t = staffMenuTexts.bookForCustomerDialog;

/**
 * Booking on a customer's behalf (spec §2 popup bookingcalendar): a type, then by hours (the
 * hourly booking of the type) or by days. A stay always belongs to one boat, so by days leads
 * to the type's overview, where each boat offers it.
 */
export function BookForCustomerDialog({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<VehicleType | null>(null);

  return (
    <Modal open onClose={onClose} title={t.title} className={styles.panel}>
      <p className={styles.lead}>{t.lead}</p>
      <VehicleTypeChooser legend={t.typeLegend} value={type} onChange={setType} />
      <section className={styles.step} aria-labelledby="book-method-title">
        <h3 id="book-method-title" className={styles.stepTitle}>
          {t.methodTitle}
        </h3>
        {type ? (
          <ul className={styles.choices}>
            <ActionLink
              to={rentalPaths.bookByHours('de', type)}
              title={t.byHours.title}
              label={t.byHours.link(typePlural(type))}
              text={t.byHours.text}
            />
            <ActionLink
              to={rentalPaths.overview('de', type)}
              title={t.byDays.title}
              label={t.byDays.link(typePlural(type))}
              text={t.byDays.text}
            />
          </ul>
        ) : (
          <p className={styles.hint}>{t.chooseTypeFirst}</p>
        )}
      </section>
    </Modal>
  );
}
