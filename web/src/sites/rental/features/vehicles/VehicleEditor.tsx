import {
  useGetPriceDurations,
  useListVehicleNames,
  useListVehicles,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { StatusNote } from '../../components/StatusNote';
import { staffDe } from '../../i18n/staff-de';
import styles from './VehicleForm.module.css';
import { VehicleForm } from './VehicleForm';

const t = staffDe.vehicleForm;

/**
 * Loads what the form needs — the durations the server asks prices for, the names already
 * taken and, when changing, the vehicle itself — then shows the form.
 */
export function VehicleEditor({
  type,
  vehicleName,
}: {
  type: VehicleType;
  vehicleName: string | undefined;
}) {
  const noun = staffDe.vehicleNouns[type];
  useDocumentTitle(vehicleName ? t.documentTitle.change(vehicleName) : t.documentTitle.add(noun));
  const durations = useGetPriceDurations();
  const names = useListVehicleNames();
  const existing = useListVehicles(
    { name: vehicleName, includeBlocked: true },
    { query: { enabled: Boolean(vehicleName) } },
  );
  const vehicle = existing.data?.items[0];
  const loading =
    durations.isPending || names.isPending || (Boolean(vehicleName) && existing.isPending);
  const failed = durations.isError || names.isError || existing.isError;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.inner}>
        <h1 className={styles.title}>
          {vehicleName ? t.title.change(vehicleName) : t.title.add(noun)}
        </h1>
        {failed ? (
          <StatusNote tone="failure">{t.loadFailed}</StatusNote>
        ) : loading || !durations.data || !names.data ? (
          <StatusNote tone="info">{t.loading}</StatusNote>
        ) : vehicleName && !vehicle ? (
          <StatusNote tone="failure">{t.unknownVehicle}</StatusNote>
        ) : (
          <VehicleForm
            // A fresh form per vehicle: its values, rules and price rows start from that one.
            key={`${type}/${vehicle?.id ?? ''}`}
            type={type}
            vehicle={vehicle}
            durations={durations.data.durations[type]}
            openingSpanHours={durations.data.openingSpanHours}
            takenNames={names.data.items
              .filter((item) => item.id !== vehicle?.id)
              .map((item) => item.name)}
          />
        )}
      </div>
    </main>
  );
}
