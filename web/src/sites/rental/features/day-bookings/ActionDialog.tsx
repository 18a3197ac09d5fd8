import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { useEffect, useRef, type ReactNode } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from './ActionDialog.module.css';
import { dayBookingsTexts as t } from './day-bookings-texts';

interface ActionDialogProps {
  title: string;
  booking: StaffBookingDto;
  intro?: ReactNode;
  submitLabel: string;
  /** Cancelling and banning cannot be taken back: the submit shows it. */
  danger?: boolean;
  sending: boolean;
  failure: string[] | null;
  /** Grows with each refused submit: focus goes to the first invalid field. */
  invalidAttempt: number;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the booking actions: a modal form naming the booking, its fields, the answer. */
export function ActionDialog({
  title,
  booking,
  intro,
  submitLabel,
  danger = false,
  sending,
  failure,
  invalidAttempt,
  onSubmit,
  onClose,
  children,
}: ActionDialogProps) {
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (invalidAttempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempt]);

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeLabel={t.dialog.close}
      className={styles.panel}
    >
      <p className={styles.subject}>
        {t.dialog.forBooking(booking.vehicleName, booking.customerName)}
      </p>
      {intro}
      <form
        ref={form}
        className={forms.form}
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <fieldset className={forms.fields} disabled={sending}>
          {children}
        </fieldset>
        <StatusNote tone="failure">
          {failure?.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </StatusNote>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t.dialog.abort}
          </button>
          <button
            type="submit"
            className={danger ? styles.danger : buttons.primary}
            disabled={sending}
          >
            {sending && <span className={buttons.spinner} aria-hidden="true" />}
            {sending ? t.dialog.sending : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
