import { useEffect, useRef, useState } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import type { HourlyBookingTexts } from '../../i18n/rental-catalog';
import { digitsOnly } from './customer-form-rules';
import styles from './CodeStep.module.css';

/** The code the server mails: five digits (spec §9). */
const CODE_PATTERN = /^\d{5}$/;

interface CodeStepProps {
  email: string;
  validMinutes: number;
  /** The root account's fixed code, shown filled in (spec §2); null for everyone else. */
  shortcutCode: string | null;
  pending: boolean;
  /** The server refused the code; a new number each time, so the same message shows again. */
  invalidCount: number;
  notice: string | null;
  onConfirm: (code: string) => void;
  onEdit: () => void;
  texts: HourlyBookingTexts;
}

/** Spec §4 steps 6–7: the code from the e-mail, then the booking request. */
export function CodeStep({
  email,
  validMinutes,
  shortcutCode,
  pending,
  invalidCount,
  notice,
  onConfirm,
  onEdit,
  texts,
}: CodeStepProps) {
  const t = texts.code;
  const [code, setCode] = useState(shortcutCode ?? '');
  const [malformed, setMalformed] = useState(false);
  // The server's refusals seen while the visitor typed: a new one shows the message again.
  const [answeredCount, setAnsweredCount] = useState(invalidCount);
  const invalid = malformed || invalidCount > answeredCount;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, [invalidCount]);

  return (
    <form
      className={cx(forms.form, styles.code)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!CODE_PATTERN.test(code)) {
          setMalformed(true);
          input.current?.focus();
          return;
        }
        setMalformed(false);
        setAnsweredCount(invalidCount);
        onConfirm(code);
      }}
    >
      <h3 className={styles.title}>
        <span className={styles.number} aria-hidden="true">
          5
        </span>
        {t.title}
      </h3>
      <p className={styles.sent}>{shortcutCode ? t.shortcut : t.sent(email, validMinutes)}</p>
      <FormField label={t.label} hint={t.hint} error={invalid ? t.invalid : undefined}>
        {(control) => (
          <input
            {...control}
            ref={input}
            className={cx(forms.input, styles.input)}
            value={code}
            onChange={(event) => {
              setCode(digitsOnly(event.target.value).slice(0, 5));
              setMalformed(false);
              setAnsweredCount(invalidCount);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={5}
            readOnly={pending}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <button type="submit" className={buttons.sun} disabled={pending}>
          {pending && <span className={buttons.spinner} aria-hidden="true" />}
          {pending ? t.confirming : t.confirm}
        </button>
        <button type="button" className={styles.edit} onClick={onEdit} disabled={pending}>
          {t.edit}
        </button>
      </div>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
    </form>
  );
}
