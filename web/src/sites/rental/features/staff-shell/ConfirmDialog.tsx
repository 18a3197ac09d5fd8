import type { ReactNode } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import dialog from './StaffDialog.module.css';

interface ConfirmDialogProps {
  title: string;
  closeLabel: string;
  /** The feature's panel: width and type differ between the staff pages. */
  className?: string;
  /** The question and what it is about (a warning, a list of bookings). */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs. */
  sendingLabel: string;
  sending: boolean;
  /** What cannot be taken back (deleting, blocking) shows it on the button. */
  danger?: boolean;
  /** The question is not ready yet, e.g. the bookings it warns about are still loading. */
  disabled?: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A staff dialog that asks once more before a change: the question, the answer to a failed try,
 * Abbrechen and the confirm button. Focus moves in and back out through the Modal.
 */
export function ConfirmDialog({
  title,
  closeLabel,
  className,
  children,
  cancelLabel,
  confirmLabel,
  sendingLabel,
  sending,
  danger = false,
  disabled = false,
  failure,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open onClose={onClose} title={title} closeLabel={closeLabel} className={className}>
      {children}
      <StatusNote tone="failure">{failure}</StatusNote>
      <div className={dialog.actions}>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? dialog.danger : buttons.primary}
          disabled={disabled || sending}
          onClick={onConfirm}
        >
          {sending && <span className={buttons.spinner} aria-hidden="true" />}
          {sending ? sendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
