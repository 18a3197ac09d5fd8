import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './ApiTokens.module.css';

interface CodeCheckboxesProps<Code extends string> {
  codes: readonly Code[];
  labels: Readonly<Record<Code, string>>;
  /** The form's registration of the list field (`register('scopes')`). */
  field: UseFormRegisterReturn;
  invalid: boolean;
}

/**
 * Checkboxes for machine names a person picks from (token scopes, webhook events): each with its
 * German label and, below it, the code an integration sees.
 */
export function CodeCheckboxes<Code extends string>({
  codes,
  labels,
  field,
  invalid,
}: CodeCheckboxesProps<Code>) {
  return (
    <div className={styles.scopeOptions}>
      {codes.map((code) => (
        <label key={code} className={styles.scopeOption}>
          <input
            type="checkbox"
            value={code}
            className={styles.checkInput}
            aria-invalid={invalid ? true : undefined}
            {...field}
          />
          <span className={styles.scopeText}>
            <span>{labels[code]}</span>
            <code className={styles.scopeCode}>{code}</code>
          </span>
        </label>
      ))}
    </div>
  );
}
