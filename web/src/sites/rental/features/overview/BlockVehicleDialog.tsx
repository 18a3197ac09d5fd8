import {
  getListVehiclesQueryKey,
  useListFutureBookings,
  useSetVehicleBlocked,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { FutureBookingDto } from '@showcase/contracts/generated/model/futureBookingDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { staffDe } from '../../i18n/staff-de';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import dialog from '../staff-shell/StaffDialog.module.css';
import styles from './BlockVehicleDialog.module.css';

const t = staffDe.blockVehicle;

export interface BlockOutcome {
  vehicleName: string;
  futureBookingCount: number;
  simulated: boolean;
}

interface BlockVehicleDialogProps {
  vehicle: VehicleDto;
  onClose: () => void;
  onBlocked: (outcome: BlockOutcome) => void;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' });

function bookingWhen(booking: FutureBookingDto): string {
  const startDay = formatDate(booking.start, 'de');
  const endDay = formatDate(booking.end, 'de');
  if (booking.kind === 'stay' || startDay !== endDay) return `${startDay} – ${endDay}`;
  return `${startDay}, ${time(booking.start)}–${time(booking.end)} Uhr`;
}

/**
 * Staff only: asks before a vehicle leaves service, warning about the bookings it still has
 * (they stay valid), then blocks it; the overview's list reloads without it.
 */
export function BlockVehicleDialog({ vehicle, onClose, onBlocked }: BlockVehicleDialogProps) {
  const queryClient = useQueryClient();
  const future = useListFutureBookings(vehicle.id, {
    query: {
      // The warning must count the bookings as they are now, not as a minute ago.
      staleTime: 0,
      gcTime: 0,
      select: (list) => list.items,
    },
  });
  const block = useSetVehicleBlocked();
  const [failed, setFailed] = useState(false);
  const bookings = future.data;

  const confirm = async () => {
    setFailed(false);
    try {
      const result = await block.mutateAsync({ id: vehicle.id, data: { blocked: true } });
      // Every vehicle list refetches: the public one loses the vehicle, the staff ones mark it.
      void queryClient.invalidateQueries({ queryKey: getListVehiclesQueryKey() });
      onBlocked({
        vehicleName: vehicle.name,
        futureBookingCount: result.futureBookingCount,
        simulated: result.simulated === true,
      });
    } catch {
      setFailed(true);
    }
  };

  return (
    <ConfirmDialog
      title={t.blockTitle(vehicle.name)}
      closeLabel={t.close}
      className={styles.panel}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      sendingLabel={t.blocking}
      sending={block.isPending}
      danger
      disabled={!bookings}
      failure={failed ? t.failed : null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className={styles.lead}>{t.blockLead}</p>
      {future.isPending ? (
        <p className={dialog.checking} role="status">
          <span className={buttons.spinner} aria-hidden="true" />
          {t.checking}
        </p>
      ) : future.isError || !bookings ? (
        <div className={dialog.checkFailed}>
          <StatusNote tone="failure">{t.checkFailed}</StatusNote>
          <button type="button" className={buttons.secondary} onClick={() => void future.refetch()}>
            {t.checkAgain}
          </button>
        </div>
      ) : bookings.length === 0 ? (
        <p className={dialog.clear}>{t.noFutureBookings}</p>
      ) : (
        <div className={dialog.warning} role="alert">
          <p className={dialog.warningText}>{t.futureWarning(bookings.length)}</p>
          <ul className={dialog.bookings}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <span className={dialog.when}>{bookingWhen(booking)}</span>{' '}
                <span>
                  ({t.bookingKinds[booking.kind]}) · {booking.customerName}
                  {booking.employeeName ? `, ${t.bookedBy(booking.employeeName)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDialog>
  );
}
