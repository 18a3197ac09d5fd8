import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListVehiclesQueryKey,
  useDeleteVehicle,
  useListFutureBookings,
  useSetVehicleBlocked,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import { wasSimulated } from '../staff-shell/simulated-cache';
import dialog from '../staff-shell/StaffDialog.module.css';
import { applyBlockResult, applyDeleteResult } from './fleet-cache';
import { futureBookingWhen } from './fleet-format';
import { fleetTexts } from './fleet-texts';
import styles from './FleetDialogs.module.css';

const t = fleetTexts.dialog;

export type StatusAction = 'block' | 'unblock' | 'delete';

export interface StatusOutcome {
  action: StatusAction;
  vehicleName: string;
  /** Bookings that have not ended, as the server counted them after the change. */
  futureBookingCount: number;
  simulated: boolean;
}

interface VehicleStatusDialogProps {
  vehicle: VehicleDto;
  action: StatusAction;
  onClose: () => void;
  onDone: (outcome: StatusOutcome) => void;
}

const wording = {
  block: { title: t.blockTitle, lead: t.blockLead, confirm: t.blockConfirm, busy: t.blocking },
  unblock: {
    title: t.unblockTitle,
    lead: t.unblockLead,
    confirm: t.unblockConfirm,
    busy: t.unblocking,
  },
  delete: { title: t.deleteTitle, lead: t.deleteLead, confirm: t.deleteConfirm, busy: t.deleting },
} as const;

/**
 * Asks before a vehicle leaves service, comes back or is deleted. Blocking and deleting first
 * load the vehicle's future bookings and warn with them (spec §4 Vehicle): they stay valid and
 * need someone to act on them.
 */
export function VehicleStatusDialog({
  vehicle,
  action,
  onClose,
  onDone,
}: VehicleStatusDialogProps) {
  const queryClient = useQueryClient();
  const warns = action !== 'unblock';
  const future = useListFutureBookings(vehicle.id, {
    query: {
      enabled: warns,
      // The warning counts the bookings as they are now, not as when the page loaded.
      staleTime: 0,
      gcTime: 0,
      select: (list) => list.items,
    },
  });
  const setBlocked = useSetVehicleBlocked();
  const remove = useDeleteVehicle();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = setBlocked.isPending || remove.isPending;
  const words = wording[action];
  const bookings = future.data;
  const ready = !warns || bookings !== undefined;

  const confirm = async () => {
    setFailure(null);
    try {
      let futureBookingCount: number;
      let simulated: boolean;
      if (action === 'delete') {
        const result = await remove.mutateAsync({ id: vehicle.id });
        await applyDeleteResult(queryClient, vehicle, result);
        ({ futureBookingCount } = result);
        simulated = wasSimulated(result);
      } else {
        const blocked = action === 'block';
        const result = await setBlocked.mutateAsync({ id: vehicle.id, data: { blocked } });
        await applyBlockResult(queryClient, vehicle, blocked, result);
        ({ futureBookingCount } = result);
        simulated = wasSimulated(result);
      }
      onDone({ action, vehicleName: vehicle.name, futureBookingCount, simulated });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Someone else deleted it meanwhile: the list catches up.
        setFailure(t.gone);
        void queryClient.invalidateQueries({ queryKey: getListVehiclesQueryKey() });
      } else if (isApiError(error) && error.status === 403) {
        setFailure(t.forbidden);
      } else {
        setFailure(t.failed);
      }
    }
  };

  return (
    <ConfirmDialog
      title={words.title(vehicle.name)}
      closeLabel={t.close}
      className={styles.panel}
      cancelLabel={t.cancel}
      confirmLabel={words.confirm}
      sendingLabel={words.busy}
      sending={busy}
      danger={action !== 'unblock'}
      disabled={!ready}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className={styles.lead}>{words.lead}</p>
      {warns &&
        (future.isPending ? (
          <p className={dialog.checking} role="status">
            <span className={buttons.spinner} aria-hidden="true" />
            {t.checking}
          </p>
        ) : future.isError || !bookings ? (
          <div className={dialog.checkFailed}>
            <StatusNote tone="failure">{t.checkFailed}</StatusNote>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => void future.refetch()}
            >
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
                  <span className={dialog.when}>{futureBookingWhen(booking)}</span>
                  {' · '}
                  <span>{booking.customerName}</span>{' '}
                  <span className={styles.kind}>
                    ({t.bookingKinds[booking.kind]}
                    {booking.employeeName ? `, ${t.bookedBy(booking.employeeName)}` : ''})
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.warningHint}>{t.futureHint}</p>
          </div>
        ))}
    </ConfirmDialog>
  );
}
