import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { cx } from '../class-names';
import { rulesResolver } from '../rules-resolver';
import {
  demoContactRules,
  type DemoContactPhase,
  type DemoContactValues,
} from './demo-contact-rules';
import type { DemoContactTexts } from './demo-contact-texts';
import styles from './DemoContactForm.module.css';
import { FormField, formFieldStyles } from '../form/FormField';

export interface DemoContactFormProps {
  messageMax: number;
  texts: DemoContactTexts;
  /** How long the "nothing was sent" notice stays (spec §9: 4 s). */
  noticeMs?: number;
  /**
   * Where a site that is not a demo really delivers the message. Without it the form sends
   * nothing and shows the demo notice; with it, the texts need `sending`, `sent` and `failed`.
   */
  send?: (values: DemoContactValues) => Promise<void>;
}

type Outcome = 'demo' | 'sent' | 'failed';

const emptyValues: DemoContactValues = { name: '', email: '', message: '' };

/**
 * The demo sites' contact form: validates like the real one, then sends nothing (spec §4) — or,
 * given `send`, really delivers the message.
 */
export function DemoContactForm({
  messageMax,
  texts,
  noticeMs = 4000,
  send,
}: DemoContactFormProps) {
  // The resolver runs on every keystroke and on submit; only a submit checks the full rules.
  const phase = useRef<DemoContactPhase>('typing');
  const resolver: Resolver<DemoContactValues> = (values, context, options) =>
    rulesResolver(
      (checked: DemoContactValues) => demoContactRules(checked, phase.current, messageMax),
      texts.errors,
    )(values, context, options);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DemoContactValues>({ mode: 'onChange', defaultValues: emptyValues, resolver });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (outcome === null || outcome === 'failed') return;
    const timer = setTimeout(() => setOutcome(null), noticeMs);
    return () => clearTimeout(timer);
  }, [outcome, noticeMs]);

  const deliver = async (values: DemoContactValues) => {
    if (!send) {
      setOutcome('demo');
      return;
    }
    setOutcome(null);
    try {
      await send(values);
      reset(emptyValues);
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    phase.current = 'submit';
    void handleSubmit(deliver)(event).finally(() => {
      phase.current = 'typing';
    });
  };

  const status = { demo: texts.notice, sent: texts.sent, failed: texts.failed };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FormField label={texts.labels.name} error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            className={formFieldStyles.input}
            type="text"
            autoComplete="name"
          />
        )}
      </FormField>
      <FormField label={texts.labels.email} error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            className={formFieldStyles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField label={texts.labels.message} error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            className={cx(formFieldStyles.input, styles.textarea)}
            rows={6}
          />
        )}
      </FormField>
      <button className={styles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && texts.sending ? texts.sending : texts.submit}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={cx(styles.notice, outcome === 'failed' && styles.failed)}
      >
        {outcome && status[outcome]}
      </p>
      {texts.privacy && <p className={styles.privacy}>{texts.privacy}</p>}
    </form>
  );
}
