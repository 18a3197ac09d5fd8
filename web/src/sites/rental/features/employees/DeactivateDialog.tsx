import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import styles from '../inbox/dialogs.module.css';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import { employeeName } from './EmployeeCard';
import { employeesDe } from './employees-texts';

const t = employeesDe.deactivate;

interface DeactivateDialogProps {
  employee: EmployeeDto;
  sending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an account is deactivated: its owner is logged out at once (the API ends every session). */
export function DeactivateDialog({
  employee,
  sending,
  failed,
  onConfirm,
  onClose,
}: DeactivateDialogProps) {
  const name = employeeName(employee);
  return (
    <ConfirmDialog
      title={t.title}
      closeLabel={employeesDe.close}
      className={styles.panel}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      sendingLabel={t.working}
      sending={sending}
      danger
      failure={failed ? t.failed : null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t.question(name)}</p>
      <p>{t.consequence(name)}</p>
    </ConfirmDialog>
  );
}
