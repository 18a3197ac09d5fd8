import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useState } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { ActionLink } from './ActionLink';
import styles from './StaffDialogs.module.css';
import { staffMenuTexts } from './staff-menu-texts';
import { typePlural, VehicleTypeChooser } from './VehicleTypeChooser';

const t = staffMenuTexts.vehiclesDialog;

/**
 * The vehicles popup (spec §2): a type, then its public overview (change and block per boat),
 * the add form, or the staff fleet list that also shows blocked boats.
 */
export function VehiclesDialog({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<VehicleType | null>(null);

  return (
    <Modal open onClose={onClose} title={t.title} className={styles.panel}>
      <p className={styles.lead}>{t.lead}</p>
      <VehicleTypeChooser legend={t.typeLegend} value={type} onChange={setType} />
      <section className={styles.step} aria-labelledby="vehicles-actions-title">
        <h3 id="vehicles-actions-title" className={styles.stepTitle}>
          {t.actionsTitle}
        </h3>
        {type ? (
          <ul className={styles.choices}>
            <ActionLink
              to={rentalPaths.overview('de', type)}
              title={t.overview.title}
              label={t.overview.label(typePlural(type))}
              text={t.overview.text}
            />
            <ActionLink
              to={rentalPaths.vehicleForm.add(type)}
              title={t.add.title}
              label={t.add.label(staffDe.vehicleNouns[type])}
              text={t.add.text}
            />
            <ActionLink
              to={rentalPaths.fleet(type)}
              title={t.fleet.title}
              label={t.fleet.label(typePlural(type))}
              text={t.fleet.text}
            />
          </ul>
        ) : (
          <p className={styles.hint}>{t.chooseTypeFirst}</p>
        )}
      </section>
    </Modal>
  );
}
