import { useId, useRef, useState } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from './ApiTokens.module.css';

type CopyState = 'copied' | 'manual' | null;

interface SecretFieldProps {
  label: string;
  value: string;
  texts: { copy: string; copied: string; copyManually: string };
}

/**
 * A secret shown once (an API key, a webhook's signing secret): read-only, monospace, with
 * "Kopieren". Where the clipboard refuses (no secure context), the text is selected for Ctrl+C.
 */
export function SecretField({ label, value, texts }: SecretFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>(null);

  const select = () => {
    input.current?.focus();
    input.current?.select();
  };

  const copyValue = async () => {
    try {
      // Only in secure contexts (https, localhost); elsewhere the text is selected instead.
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      select();
      setCopy('manual');
    }
  };

  return (
    <>
      <div className={styles.tokenField}>
        <label htmlFor={inputId} className={styles.tokenLabel}>
          {label}
        </label>
        <div className={styles.tokenRow}>
          <input
            ref={input}
            id={inputId}
            className={cx(forms.input, styles.tokenInput)}
            type="text"
            readOnly
            value={value}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={buttons.secondary} onClick={() => void copyValue()}>
            {texts.copy}
          </button>
        </div>
      </div>
      <StatusNote tone={copy === 'manual' ? 'info' : 'success'}>
        {copy === 'copied' ? texts.copied : copy === 'manual' ? texts.copyManually : null}
      </StatusNote>
    </>
  );
}
