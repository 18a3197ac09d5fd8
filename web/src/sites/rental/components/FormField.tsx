import { useId, type ReactNode } from 'react';
import styles from './FormField.module.css';

/** What the field's control needs to be labelled and linked to its error and hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown next to the label of a field that may stay empty; required fields carry no mark. */
  optionalLabel?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({
  label,
  error,
  hint,
  optionalLabel,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error replaces the hint, so only one of them describes the control.
  const describedBy = error ? errorId : hint !== undefined ? hintId : undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy,
        ...(optionalLabel === undefined && { 'aria-required': true as const }),
      })}
      {hint !== undefined && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M8 1.5 15 14H1L8 1.5Zm0 4.25v4m0 1.75v.5" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
