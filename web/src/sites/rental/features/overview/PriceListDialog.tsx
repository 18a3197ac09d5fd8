import { useGetPriceDurations } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { Modal } from '../../../../shared/modal/Modal';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { formatPrice } from '../../../../shared/format/format';
import { pricedDurations, priceRows } from './price-list';
import styles from './PriceListDialog.module.css';

interface PriceListDialogProps {
  open: boolean;
  onClose: () => void;
  vehicle: VehicleDto;
  texts: RentalCatalog;
}

/** Duration → price, for the durations that fit into the longest opening day of the year. */
export function PriceListDialog({ open, onClose, vehicle, texts }: PriceListDialogProps) {
  const t = texts.overview.priceDialog;
  const durations = useGetPriceDurations({
    query: { enabled: open, select: (answer) => answer.durations[vehicle.type] },
  });
  // Without the server's answer (the request failed) the vehicle's own prices are listed.
  const listed = durations.data ?? (durations.isError ? pricedDurations(vehicle.prices) : null);
  const rows = listed === null ? [] : priceRows(listed, vehicle.prices);
  const money = (cents: number) => formatPrice(cents, texts.lang);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title(vehicle.name)}
      closeLabel={t.close}
      className={styles.panel}
    >
      {listed === null ? (
        <p className={styles.note} role="status">
          {t.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t.caption(vehicle.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.duration}</th>
              <th scope="col" className={styles.priceColumn}>
                {t.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hours}>
                <th scope="row">{texts.overview.duration(row.hours)}</th>
                <td className={styles.priceColumn}>{money(row.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {((vehicle.depositCents ?? 0) > 0 || vehicle.captainCentsPerHour !== null) && (
        <ul className={styles.extras}>
          {vehicle.depositCents !== null && vehicle.depositCents > 0 && (
            <li>{t.deposit(money(vehicle.depositCents))}</li>
          )}
          {vehicle.captainCentsPerHour !== null && (
            <li>{t.captain(money(vehicle.captainCentsPerHour))}</li>
          )}
        </ul>
      )}
    </Modal>
  );
}
