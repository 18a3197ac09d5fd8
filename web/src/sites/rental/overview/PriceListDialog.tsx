import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { Modal } from '../../../shared/modal/Modal';
import { openingSpanHours } from '../vehicles/vehicle-form-rules';
import type { OverviewTexts } from './overview-texts';
import { FALLBACK_SPAN_HOURS, formatPrice, priceRows } from './price-list';
import styles from './PriceListDialog.module.css';

interface PriceListDialogProps {
  open: boolean;
  onClose: () => void;
  vehicle: VehicleDto;
  texts: OverviewTexts;
}

/** Duration → price, for the durations that fit into the longest opening day of the year. */
export function PriceListDialog({ open, onClose, vehicle, texts }: PriceListDialogProps) {
  const t = texts.priceDialog;
  const settings = useGetBusinessSettings({
    query: { enabled: open, select: (r) => (r.status === 200 ? r.data : undefined) },
  });
  // Without the settings (the request failed) a whole day is the natural limit.
  const span = settings.data
    ? openingSpanHours(settings.data)
    : settings.isError
      ? FALLBACK_SPAN_HOURS
      : null;
  const rows = span === null ? [] : priceRows(vehicle.type, vehicle.prices, span);
  const money = (cents: number) => formatPrice(cents, texts.lang);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title(vehicle.name)}
      closeLabel={t.close}
      className={styles.panel}
    >
      {span === null ? (
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
                <th scope="row">{texts.duration(row.hours)}</th>
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
