import type { ReactNode } from 'react';
import { useFieldControl, type FieldControlProps } from '../../../shared/use-field-control';
import styles from './FormField.module.css';

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, hint, children }: FormFieldProps) {
  // The character count stays visible next to an error.
  const { errorId, hintId, control } = useFieldControl({
    hasError: error !== undefined,
    hasHint: hint !== undefined,
    required: true,
    hintShownWithError: true,
  });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={control.id}>
        {label}
      </label>
      {children(control)}
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
