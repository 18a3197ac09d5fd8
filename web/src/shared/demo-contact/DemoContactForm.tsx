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
}

const emptyValues: DemoContactValues = { name: '', email: '', message: '' };

/** The demo sites' contact form: validates like the real one, then sends nothing (spec §4). */
export function DemoContactForm({ messageMax, texts, noticeMs = 4000 }: DemoContactFormProps) {
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
    formState: { errors },
  } = useForm<DemoContactValues>({ mode: 'onChange', defaultValues: emptyValues, resolver });
  const [noticeShown, setNoticeShown] = useState(false);

  useEffect(() => {
    if (!noticeShown) return;
    const timer = setTimeout(() => setNoticeShown(false), noticeMs);
    return () => clearTimeout(timer);
  }, [noticeShown, noticeMs]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    phase.current = 'submit';
    void handleSubmit(() => setNoticeShown(true))(event).finally(() => {
      phase.current = 'typing';
    });
  };

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
      <button className={styles.submit} type="submit">
        {texts.submit}
      </button>
      <p role="status" aria-live="polite" className={styles.notice}>
        {noticeShown && texts.notice}
      </p>
      {texts.privacy && <p className={styles.privacy}>{texts.privacy}</p>}
    </form>
  );
}
