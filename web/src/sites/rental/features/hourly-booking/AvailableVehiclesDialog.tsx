import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { Modal } from '../../../../shared/modal/Modal';
import { cx } from '../../../../shared/class-names';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { BoatIcon, PeopleIcon } from '../overview/OverviewIcons';
import styles from './AvailableVehiclesDialog.module.css';
import { LoadingLine } from './LoadingLine';

export interface VehicleChoice {
  vehicle: VehicleDto;
  /** From the hours endpoint; 0: not bookable from this hour. */
  maxHours: number;
}

interface AvailableVehiclesDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Samstag, 28. November, 10:00'. */
  when: string;
  choices: VehicleChoice[];
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  chosenId: string | null;
  onChoose: (vehicleId: string) => void;
  texts: RentalCatalog;
}

/**
 * The vehicles free in the chosen slot (spec §2 "available-vehicles popup"), each with how long it
 * can be booked from then; only those with time left can be chosen.
 */
export function AvailableVehiclesDialog({
  open,
  onClose,
  when,
  choices,
  pending,
  failed,
  onRetry,
  chosenId,
  onChoose,
  texts,
}: AvailableVehiclesDialogProps) {
  const t = texts.hourlyBooking.vehicles;
  const card = texts.overview.card;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title(when)}
      closeLabel={t.close}
      className={styles.panel}
    >
      {failed ? (
        <div className={styles.state} role="alert">
          <p>{t.loadError}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t.retry}
          </button>
        </div>
      ) : pending ? (
        <div className={styles.state}>
          <LoadingLine text={t.loading} />
          <ul className={styles.list} aria-hidden="true">
            {[0, 1].map((row) => (
              <li key={row} className={cx(styles.item, styles.skeleton)} />
            ))}
          </ul>
        </div>
      ) : choices.length === 0 ? (
        <p className={styles.state}>{t.none}</p>
      ) : (
        <>
          <p className={styles.lead}>{t.lead}</p>
          <ul className={styles.list}>
            {choices.map(({ vehicle, maxHours }) => {
              const bookable = maxHours > 0;
              const image = vehicle.images[0];
              return (
                <li
                  key={vehicle.id}
                  className={cx(
                    styles.item,
                    !bookable && styles.unavailable,
                    vehicle.id === chosenId && styles.chosen,
                  )}
                >
                  {image ? (
                    <img
                      className={styles.thumb}
                      src={image.thumbnailUrl}
                      width={640}
                      height={480}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.thumb}>
                      <BoatIcon className={styles.thumbIcon} />
                    </span>
                  )}
                  <div className={styles.info}>
                    <h3 className={styles.name}>{vehicle.name}</h3>
                    <p className={styles.facts}>
                      <span className={styles.fact}>
                        <PeopleIcon className={styles.factIcon} />
                        {card.passengers(vehicle.passengers)}
                      </span>
                      <span className={cx(styles.fact, bookable ? styles.hours : styles.none)}>
                        {bookable ? t.maxHours(texts.overview.duration(maxHours)) : t.notBookable}
                      </span>
                    </p>
                  </div>
                  <button
                    type="button"
                    className={styles.choose}
                    disabled={!bookable}
                    aria-label={t.chooseLabel(vehicle.name)}
                    onClick={() => onChoose(vehicle.id)}
                  >
                    {t.choose}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Modal>
  );
}
