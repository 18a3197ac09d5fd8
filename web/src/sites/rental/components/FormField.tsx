import type { ReactNode } from 'react';
import { useFieldControl, type FieldControlProps } from '../../../shared/use-field-control';
import styles from './FormField.module.css';

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
  // The error replaces the hint, so only one of them describes the control.
  const { errorId, hintId, hintVisible, control } = useFieldControl({
    hasError: Boolean(error),
    hasHint: hint !== undefined,
    required: optionalLabel === undefined,
    hintShownWithError: false,
  });

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={control.id}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children(control)}
      {hintVisible && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * A field's error with its warning icon, for controls that do not sit in a FormField (a group of
 * checkboxes, a consent box); `id` is what the controls' aria-describedby names.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 1.5 15 14H1L8 1.5Zm0 4.25v4m0 1.75v.5" />
      </svg>
      {children}
    </p>
  );
}
