import { getListDayBookingsQueryKey } from '@showcase/contracts/generated/endpoints/bookings/bookings';
import {
  getListBlockedDaysQueryKey,
  useSetDayBlocked,
} from '@showcase/contracts/generated/endpoints/settings/settings';
import type { DayBookingsDto } from '@showcase/contracts/generated/model/dayBookingsDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import dialogStyles from './ActionDialog.module.css';
import { dayBookingsTexts as t } from './day-bookings-texts';
import styles from './DayBookings.module.css';
import type { WriteOutcome } from './use-booking-form';

interface DayBlockControlProps {
  day: string;
  blocked: boolean;
  bookingCount: number;
  onDone: (outcome: WriteOutcome) => void;
  onFailed: (text: string) => void;
}

/**
 * Admins only (spec §6): blocks or frees the shown day. Blocking a day that has bookings asks
 * first, naming their count; the bookings stay.
 */
export function DayBlockControl({
  day,
  blocked,
  bookingCount,
  onDone,
  onFailed,
}: DayBlockControlProps) {
  const queryClient = useQueryClient();
  const setBlocked = useSetDayBlocked();
  const [confirming, setConfirming] = useState(false);
  const [confirmFailed, setConfirmFailed] = useState(false);

  const send = async (next: boolean): Promise<boolean> => {
    let result;
    try {
      result = await setBlocked.mutateAsync({ date: day, data: { blocked: next } });
    } catch {
      return false;
    }
    await applyStaffWrite<DayBookingsDto>(
      queryClient,
      result,
      [getListDayBookingsQueryKey({ day }), getListBlockedDaysQueryKey()],
      {
        queryKey: getListDayBookingsQueryKey({ day }),
        update: (data) => ({ ...data, blocked: result.blocked }),
      },
    );
    onDone({
      text: next ? t.dayBlock.blocked : t.dayBlock.unblocked,
      simulated: wasSimulated(result),
    });
    return true;
  };

  const toggle = async () => {
    if (!blocked && bookingCount > 0) {
      setConfirmFailed(false);
      setConfirming(true);
      return;
    }
    if (!(await send(!blocked))) onFailed(t.dayBlock.failed);
  };

  const confirm = async () => {
    setConfirmFailed(false);
    if (await send(true)) setConfirming(false);
    else setConfirmFailed(true);
  };

  return (
    <>
      <button
        type="button"
        className={blocked ? buttons.secondary : styles.blockButton}
        disabled={setBlocked.isPending && !confirming}
        onClick={() => void toggle()}
      >
        {blocked ? t.dayBlock.unblock : t.dayBlock.block}
      </button>
      <Modal
        open={confirming}
        title={t.dayBlock.confirmTitle}
        onClose={() => setConfirming(false)}
        closeLabel={t.dialog.close}
        className={dialogStyles.panel}
      >
        <p className={dialogStyles.warning}>{t.dayBlock.confirmText(bookingCount)}</p>
        <p className={dialogStyles.intro}>{t.dayBlock.confirmNote}</p>
        <StatusNote tone="failure">{confirmFailed ? t.dayBlock.failed : null}</StatusNote>
        <div className={dialogStyles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => setConfirming(false)}>
            {t.dialog.abort}
          </button>
          <button
            type="button"
            className={dialogStyles.danger}
            disabled={setBlocked.isPending}
            onClick={() => void confirm()}
          >
            {setBlocked.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {setBlocked.isPending ? t.dialog.sending : t.dayBlock.confirm}
          </button>
        </div>
      </Modal>
    </>
  );
}
