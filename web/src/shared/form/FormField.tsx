import type { ReactNode } from 'react';
import { useFieldControl, type FieldControlProps } from '../use-field-control';
import styles from './FormField.module.css';

export const formFieldStyles = styles;

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The kit's labelled field: a visible label, the control, and its error (replacing the hint)
 * below it, wired with aria-invalid and aria-describedby for screen readers.
 */
export function FormField({ label, error, hint, required = true, children }: FormFieldProps) {
  const { errorId, hintId, hintVisible, control } = useFieldControl({
    hasError: error !== undefined,
    hasHint: hint !== undefined,
    required,
    hintShownWithError: false,
  });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={control.id}>
        {label}
      </label>
      {children(control)}
      {hintVisible && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
