import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import { useId } from 'react';
import buttons from '../../components/buttons.module.css';
import { addressLines } from './employee-list';
import styles from './Employees.module.css';
import { employeesDe } from './employees-texts';

const t = employeesDe.card;

interface EmployeeCardProps {
  employee: EmployeeDto;
  /** The toggle's request for this account runs. */
  busy: boolean;
  onToggle: (employee: EmployeeDto) => void;
}

export const employeeName = (employee: Pick<EmployeeDto, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`;

/** The id of an account's switch, so the page can give it the focus after it moved lists. */
export const switchIdOf = (employeeId: string) => `employee-switch-${employeeId}`;

/**
 * One staff member: name, e-mail (mailto), phone (tel) and address, and a switch that activates
 * or deactivates the account. The switch is a button with role="switch": Space and Enter toggle
 * it, a screen reader says "Konto aktiv: {Name}, Schalter, an/aus".
 */
export function EmployeeCard({ employee, busy, onToggle }: EmployeeCardProps) {
  const titleId = useId();
  const name = employeeName(employee);
  const address = addressLines(employee);

  return (
    <article
      className={employee.active ? styles.card : styles.cardInactive}
      aria-labelledby={titleId}
    >
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.name}>
          {name}
        </h3>
        <span className={employee.active ? styles.stateActive : styles.stateInactive}>
          {employee.active ? t.states.active : t.states.inactive}
        </span>
      </header>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${employee.email}`}>{employee.email}</a>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t.phone}</dt>
          <dd>
            {employee.phone ? (
              <a href={`tel:${employee.phone}`}>{employee.phone}</a>
            ) : (
              <span className={styles.missing}>{t.noPhone}</span>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t.address}</dt>
          <dd>
            {address.length > 0 ? (
              <address className={styles.address}>
                {address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              <span className={styles.missing}>{t.noAddress}</span>
            )}
          </dd>
        </div>
      </dl>
      <footer className={styles.cardFoot}>
        <button
          id={switchIdOf(employee.id)}
          type="button"
          role="switch"
          aria-checked={employee.active}
          // The visible words first, then whose account: 'Konto aktiv: Jonas Krüger'.
          aria-label={`${t.switchLabel}: ${name}`}
          // Not `disabled`: the focus stays on the switch while its request runs.
          aria-disabled={busy}
          className={styles.switch}
          onClick={() => {
            if (!busy) onToggle(employee);
          }}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span className={styles.switchLabel}>{t.switchLabel}</span>
        </button>
        {busy && (
          <span className={styles.switchBusy}>
            <span className={buttons.spinner} aria-hidden="true" />
            {t.working}
          </span>
        )}
      </footer>
    </article>
  );
}
