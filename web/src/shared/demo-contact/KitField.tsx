import type { ReactNode } from 'react';
import { useFieldControl, type FieldControlProps } from '../use-field-control';
import styles from './DemoContactForm.module.css';

interface KitFieldProps {
  label: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, and its error below it, wired for screen readers. */
export function KitField({ label, error, children }: KitFieldProps) {
  const { errorId, control } = useFieldControl({
    hasError: error !== undefined,
    hasHint: false,
    required: true,
    hintShownWithError: false,
  });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={control.id}>
        {label}
      </label>
      {children(control)}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
