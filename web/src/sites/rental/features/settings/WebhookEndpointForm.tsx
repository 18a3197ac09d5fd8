import { isApiError } from '@showcase/contracts/fetcher';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cx } from '../../../../shared/class-names';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FieldError, FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';
import shared from './ApiTokens.module.css';
import { CodeCheckboxes } from './CodeCheckboxes';
import { showServerFieldErrors } from './server-field-errors';
import {
  WEBHOOK_EVENT_ORDER,
  webhookFieldOfProblem,
  webhookFormRules,
  type WebhookFormValues,
} from './webhooks-model';
import { webhookEventLabels, webhooksDe as t } from './webhooks-texts';
import styles from './Webhooks.module.css';

const resolver = rulesResolver(webhookFormRules, t.form.errors);

/** What differs between creating and editing: the submit button's words and the failure note. */
export interface WebhookFormTexts {
  submit: string;
  submitting: string;
  failed: string;
}

interface WebhookEndpointFormProps {
  /** Empty for a new endpoint; the endpoint's current values when editing one. */
  defaultValues: WebhookFormValues;
  /** The URL field takes the focus once the form shows (after "Fertig", or on "Bearbeiten"). */
  focusOnMount: boolean;
  texts: WebhookFormTexts;
  /** The request is under way: the fields lock and the submit button says so. */
  pending: boolean;
  /**
   * Sends values that passed the checks. `fail` takes the request's error: the API's field
   * objections show at their fields (the first one focused), anything else under the form.
   */
  onSubmit: (values: WebhookFormValues, fail: (error: unknown) => void) => void;
  /** Editing: "Abbrechen" beside the submit button, closing the form without a request. */
  cancel?: { label: string; onCancel: () => void };
}

/**
 * URL, events and an optional description, checked as the API checks them; one form for
 * creating and editing an endpoint, so both ask the same and answer in the same words.
 */
export function WebhookEndpointForm({
  defaultValues,
  focusOnMount,
  texts,
  pending,
  onSubmit,
  cancel,
}: WebhookEndpointFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<WebhookFormValues>({ defaultValues, resolver });
  const [failure, setFailure] = useState<string | null>(null);
  const eventsHintId = useId();
  const eventsErrorId = useId();
  // Registered in the page's order, before the fields render: the first invalid one takes focus.
  const urlField = register('url');
  const eventsField = register('events');
  const descriptionField = register('description');

  useEffect(() => {
    if (focusOnMount) setFocus('url');
  }, [focusOnMount, setFocus]);

  const choose = (events: WebhookFormValues['events']) =>
    setValue('events', events, { shouldDirty: true, shouldValidate: isSubmitted });

  const fail = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure(t.form.networkFailed);
      return;
    }
    const named = showServerFieldErrors(
      error.problem?.errors ?? [],
      webhookFieldOfProblem,
      t.form.errors,
      setError,
    );
    setFailure(named ? t.form.checkFields : texts.failed);
  };

  const send = (values: WebhookFormValues) => {
    setFailure(null);
    onSubmit(values, fail);
  };

  const eventsError = errors.events?.message;
  const eventsDescription = eventsError ? eventsErrorId : eventsHintId;

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className={forms.fields} disabled={pending}>
        <FormField label={t.form.url} error={errors.url?.message} hint={t.form.urlHint}>
          {(field) => (
            <input
              {...field}
              {...urlField}
              className={cx(forms.input, styles.urlInput)}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
            />
          )}
        </FormField>

        <fieldset className={shared.scopeGroup} aria-describedby={eventsDescription}>
          <legend className={shared.legend}>{t.form.events}</legend>
          {!eventsError && (
            <p id={eventsHintId} className={shared.hint}>
              {t.form.eventsHint}
            </p>
          )}
          <div className={styles.eventsActions}>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => choose([...WEBHOOK_EVENT_ORDER])}
            >
              {t.form.all}
            </button>
            <button type="button" className={styles.textButton} onClick={() => choose([])}>
              {t.form.none}
            </button>
          </div>
          <CodeCheckboxes
            codes={WEBHOOK_EVENT_ORDER}
            labels={webhookEventLabels}
            field={eventsField}
            invalid={Boolean(eventsError)}
          />
          {eventsError && <FieldError id={eventsErrorId}>{eventsError}</FieldError>}
        </fieldset>

        <FormField
          label={t.form.description}
          error={errors.description?.message}
          hint={t.form.descriptionHint}
          optionalLabel={t.form.optional}
        >
          {(field) => (
            <input
              {...field}
              {...descriptionField}
              className={forms.input}
              type="text"
              autoComplete="off"
            />
          )}
        </FormField>

        <div className={shared.formActions}>
          {cancel && (
            <button type="button" className={buttons.secondary} onClick={cancel.onCancel}>
              {cancel.label}
            </button>
          )}
          <button className={buttons.primary} type="submit">
            {pending && <span className={buttons.spinner} aria-hidden="true" />}
            {pending ? texts.submitting : texts.submit}
          </button>
        </div>
      </fieldset>
      <StatusNote tone="failure">{failure}</StatusNote>
    </form>
  );
}
