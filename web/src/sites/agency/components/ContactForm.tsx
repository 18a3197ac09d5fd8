import { useCreateContactRequest } from '@showcase/contracts/generated/endpoints/contact/contact';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { agencyPaths } from '../agency-paths';
import { agencyTimings } from '../agency-timings';
import { de } from '../i18n/de';
import {
  contactFields,
  contactFormRules,
  contactLimits,
  toContactRequest,
  type ContactFormValues,
  type ContactRulePhase,
} from './contact-form-rules';
import styles from './ContactForm.module.css';
import { FormField } from './FormField';

const texts = de.contact;
const emptyValues: ContactFormValues = { name: '', email: '', message: '' };

type Feedback = 'success' | 'failure';

export function ContactForm() {
  // The resolver runs on every keystroke and on submit; only a submit may check the full rules.
  const phase = useRef<ContactRulePhase>('typing');
  const resolver: Resolver<ContactFormValues> = (values) => {
    const found = contactFormRules(values, phase.current);
    const errors: FieldErrors<ContactFormValues> = {};
    for (const field of contactFields) {
      const key = found[field];
      if (key) errors[field] = { type: key, message: texts.errors[key] };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

  const {
    control,
    register,
    handleSubmit,
    reset: resetForm,
    formState: { errors },
  } = useForm<ContactFormValues>({ mode: 'onChange', defaultValues: emptyValues, resolver });
  const message = useWatch({ control, name: 'message' });

  const { mutate, isPending } = useCreateContactRequest();
  // Local, so the answer disappears exactly when the timer fires, not a query-cache tick later.
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const locked = isPending || feedback !== null;

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => {
      if (feedback === 'success') resetForm(emptyValues);
      setFeedback(null);
    }, agencyTimings.contactFeedbackMs);
    return () => clearTimeout(timer);
  }, [feedback, resetForm]);

  const send = (values: ContactFormValues) =>
    mutate(
      { data: toContactRequest(values) },
      {
        onSuccess: () => setFeedback('success'),
        // Any non-2xx answer and any network failure alike: the spec shows one message for all.
        onError: () => setFeedback('failure'),
      },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    phase.current = 'submit';
    void handleSubmit(send)(event).finally(() => {
      phase.current = 'typing';
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.required}>{texts.requiredNote}</p>
      <fieldset className={styles.fields} disabled={locked}>
        <legend className="visually-hidden">{texts.formTitle}</legend>
        <FormField label={texts.labels.name} error={errors.name?.message}>
          {(field) => (
            <input
              {...field}
              {...register('name')}
              className={styles.input}
              type="text"
              autoComplete="name"
              placeholder={texts.placeholders.name}
            />
          )}
        </FormField>
        <FormField label={texts.labels.email} error={errors.email?.message}>
          {(field) => (
            <input
              {...field}
              {...register('email')}
              className={styles.input}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder={texts.placeholders.email}
            />
          )}
        </FormField>
        <FormField
          label={texts.labels.message}
          error={errors.message?.message}
          hint={texts.characterCount(message.trim().length, contactLimits.message)}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('message')}
              className={cx(styles.input, styles.textarea)}
              rows={6}
              placeholder={texts.placeholders.message}
            />
          )}
        </FormField>
        <button className={styles.submit} type="submit">
          {isPending ? texts.sending : texts.submit}
          <svg className={styles.submitIcon} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 10h13m-5-5 5 5-5 5" />
          </svg>
        </button>
      </fieldset>
      <p
        role="status"
        aria-live="polite"
        className={cx(
          styles.status,
          feedback === 'success' && styles.success,
          feedback === 'failure' && styles.failure,
        )}
      >
        {feedback === 'success' && texts.success}
        {feedback === 'failure' && texts.failure}
      </p>
      <p className={styles.privacy}>
        {texts.privacyNoteBefore}
        <Link to={agencyPaths.privacy}>{texts.privacyNoteLink}</Link>
        {texts.privacyNoteAfter}
      </p>
    </form>
  );
}
