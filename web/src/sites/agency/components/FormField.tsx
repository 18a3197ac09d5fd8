import { useId, type ReactNode } from 'react';
import styles from './FormField.module.css';

/** What the field's control needs to be labelled and linked to its error and hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required': true;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': true,
      })}
      <div className={styles.below}>
        {error && (
          <p id={errorId} className={styles.error}>
            <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M8 1.5 15 14H1L8 1.5Zm0 4.25v4m0 1.75v.5" />
            </svg>
            {error}
          </p>
        )}
        {hint !== undefined && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
