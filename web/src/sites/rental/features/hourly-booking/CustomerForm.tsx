import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { rulesResolver } from '../../../../shared/rules-resolver';
import { useFieldControl } from '../../../../shared/use-field-control';
import buttons from '../../components/buttons.module.css';
import { FieldError, FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import type { HourlyBookingTexts, RentalCatalog } from '../../i18n/rental-catalog';
import { rentalPaths, type RentalLanguage } from '../../rental-paths';
import { readCustomerDraft, writeCustomerDraft } from './booking-storage';
import {
  childCount,
  customerFormRules,
  customerLimits,
  digitsOnly,
  emptyCustomerValues,
  errorKeyOfField,
  orderedErrors,
  phoneCharacters,
  type CustomerErrorKey,
  type CustomerErrors,
  type CustomerField,
  type CustomerFormValues,
} from './customer-form-rules';
import styles from './CustomerForm.module.css';

interface CustomerFormProps {
  texts: RentalCatalog;
  /** Locked after "Book now" until the code's result (spec §4). */
  locked: boolean;
  pending: boolean;
  onValid: (values: CustomerFormValues) => void;
  /** Fields the server refused; a new object each time, so the same errors show again. */
  serverErrors: CustomerErrors | null;
  /** A line under the button, e.g. too many requests. */
  notice: string | null;
}

/**
 * The hourly customer form (spec §5): its entries survive a reload (session storage), errors show
 * under each field in the spec's words and are listed in the spec's order above the button, and
 * the focus goes to the first invalid field.
 */
export function CustomerForm({
  texts,
  locked,
  pending,
  onValid,
  serverErrors,
  notice,
}: CustomerFormProps) {
  const t = texts.hourlyBooking.form;
  const resolver = useMemo(() => rulesResolver(customerFormRules, t.errors), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    subscribe,
    control,
    formState: { errors },
  } = useForm<CustomerFormValues>({
    defaultValues: emptyCustomerValues,
    resolver,
    shouldFocusError: false,
  });

  // The entries of this tab's earlier visit come back once the page runs in the browser.
  useEffect(() => {
    const draft = readCustomerDraft();
    if (Object.keys(draft).length > 0) reset({ ...emptyCustomerValues, ...draft });
  }, [reset]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeCustomerDraft({ ...emptyCustomerValues, ...values }),
      }),
    [subscribe],
  );

  useEffect(() => {
    if (serverErrors) showServerErrors(serverErrors, t.errors, setError, setFocus);
  }, [serverErrors, setError, setFocus, t]);

  const children = childCount({ children: useWatch({ control, name: 'children' }) });
  const messages = summaryMessages(errors);

  return (
    <form
      className={forms.form}
      noValidate
      onSubmit={(event) => {
        void handleSubmit(onValid, (found) => {
          const first = firstInvalidField(found);
          if (first) setFocus(first);
        })(event);
      }}
    >
      <fieldset className={forms.fields} disabled={locked}>
        <legend className="visually-hidden">{t.title}</legend>
        <CustomerFields
          register={register}
          errors={errors}
          childCount={children}
          texts={t}
          lang={texts.lang}
        />

        <ErrorSummary title={t.summary} messages={messages} />

        <button type="submit" className={cx(buttons.sun, styles.submit)}>
          {pending && <span className={buttons.spinner} aria-hidden="true" />}
          {pending ? t.sending : t.submit}
        </button>
        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** The labels the customer fields show; the hourly form's, or the stay form's own. */
export type CustomerFieldsTexts = Pick<
  HourlyBookingTexts['form'],
  'groups' | 'labels' | 'childAge' | 'optional' | 'privacy'
>;

/** The customer fields' errors as react-hook-form keeps them (other fields are ignored). */
export type CustomerFieldErrors = Partial<Record<CustomerField, { message?: string }>>;

type TextField = Exclude<CustomerField, 'privacyAccepted'>;

interface CustomerFieldsProps {
  register: (name: CustomerField) => UseFormRegisterReturn;
  errors: CustomerFieldErrors;
  /** The children entered: one child has one age, more have a range. */
  childCount: number;
  texts: CustomerFieldsTexts;
  lang: RentalLanguage;
  /** Fields before the name in the contact group (the stay form's salutation). */
  leading?: ReactNode;
}

/** Keeps only what `keep` lets through while typing (digits, a phone number's characters). */
function filtered(field: UseFormRegisterReturn, keep: (value: string) => string) {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = keep(event.target.value);
      return field.onChange(event);
    },
  };
}

/**
 * The customer's contact, address, persons, comment and consent (spec §5), as the hourly and the
 * stay booking both ask for them: each error under its field, counts and phone filtered while
 * typing.
 */
export function CustomerFields({
  register,
  errors,
  childCount: children,
  texts: t,
  lang,
  leading,
}: CustomerFieldsProps) {
  const textField = (
    name: TextField,
    options: {
      label?: string;
      type?: 'text' | 'email' | 'tel';
      autoComplete: string;
      optional?: boolean;
      count?: boolean;
      maxLength?: number;
      className?: string;
    },
  ) => {
    const registered = register(name);
    const props =
      options.count === true
        ? filtered(registered, digitsOnly)
        : name === 'phone'
          ? filtered(registered, phoneCharacters)
          : registered;
    return (
      <FormField
        label={options.label ?? t.labels[name]}
        error={errors[name]?.message}
        optionalLabel={options.optional ? t.optional : undefined}
        className={options.className}
      >
        {(control) => (
          <input
            {...control}
            {...props}
            className={forms.input}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            {...(options.count && { inputMode: 'numeric' as const, pattern: '[0-9]*' })}
            {...(options.type === 'email' && { inputMode: 'email' as const, spellCheck: false })}
            {...(options.type === 'tel' && { inputMode: 'tel' as const })}
          />
        )}
      </FormField>
    );
  };

  return (
    <>
      <fieldset className={forms.group}>
        <legend className={forms.groupTitle}>{t.groups.contact}</legend>
        {leading}
        {textField('name', { autoComplete: 'name' })}
        <div className={forms.pair}>
          {textField('phone', { type: 'tel', autoComplete: 'tel' })}
          {textField('email', { type: 'email', autoComplete: 'email' })}
        </div>
      </fieldset>
      <fieldset className={forms.group}>
        <legend className={forms.groupTitle}>{t.groups.address}</legend>
        <div className={forms.pair}>
          {textField('street', { autoComplete: 'address-line1' })}
          {textField('supplement', { autoComplete: 'address-line2', optional: true })}
        </div>
        {textField('zipCity', { autoComplete: 'off' })}
      </fieldset>
      <fieldset className={forms.group}>
        <legend className={forms.groupTitle}>{t.groups.persons}</legend>
        <div className={styles.counts}>
          {textField('adults', { autoComplete: 'off', count: true })}
          {textField('children', { autoComplete: 'off', count: true, optional: true })}
          {children === 1 &&
            textField('childAgeFrom', {
              label: t.childAge,
              autoComplete: 'off',
              count: true,
              optional: true,
            })}
          {children > 1 && (
            <>
              {textField('childAgeFrom', { autoComplete: 'off', count: true, optional: true })}
              {textField('childAgeTo', { autoComplete: 'off', count: true, optional: true })}
            </>
          )}
        </div>
      </fieldset>
      <FormField
        label={t.labels.comment}
        error={errors.comment?.message}
        optionalLabel={t.optional}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('comment')}
            className={cx(forms.input, styles.comment)}
            rows={3}
            maxLength={customerLimits.commentMax + 50}
          />
        )}
      </FormField>
      <ConsentField
        error={errors.privacyAccepted?.message}
        registration={register('privacyAccepted')}
      >
        {t.privacy.before}
        <Link to={rentalPaths.privacy[lang]} target="_blank" rel="noopener">
          {t.privacy.privacyLink}
        </Link>
        {t.privacy.between}
        <Link to={rentalPaths.terms[lang]} target="_blank" rel="noopener">
          {t.privacy.termsLink}
        </Link>
        {t.privacy.after}
      </ConsentField>
    </>
  );
}

/** The customer fields' messages in the spec's order, each once: the list above the button. */
export function summaryMessages(errors: CustomerFieldErrors): string[] {
  const invalid = orderedErrors(
    Object.fromEntries(
      Object.keys(errors).map((field) => [field, errorKeyOfField(field as CustomerField)]),
    ) as CustomerErrors,
  );
  return [...new Set(invalid.map((field) => errors[field]?.message ?? ''))].filter(Boolean);
}

/** The first customer field (in the spec's order) among those a validation found invalid. */
export function firstInvalidField(errors: object): CustomerField | undefined {
  return orderedErrors(
    Object.fromEntries(Object.keys(errors).map((field) => [field, 'name'])) as CustomerErrors,
  )[0];
}

/** Shows the fields the server refused under them, in the catalog's words, and focuses the first. */
export function showServerErrors(
  serverErrors: CustomerErrors,
  messages: Readonly<Record<CustomerErrorKey, string>>,
  setError: (field: CustomerField, error: { type: string; message: string }) => void,
  setFocus: (field: CustomerField) => void,
): void {
  const fields = orderedErrors(serverErrors);
  for (const field of fields) {
    setError(field, { type: 'server', message: messages[errorKeyOfField(field)] });
  }
  if (fields[0]) setFocus(fields[0]);
}

/** The list of what to correct, above the button; announced as it appears. */
export function ErrorSummary({ title, messages }: { title: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.summary} role="alert">
      <p className={styles.summaryTitle}>{title}</p>
      <ul className={styles.summaryList}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

export function ConsentField({
  error,
  registration,
  children,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  const { errorId, control } = useFieldControl({
    hasError: Boolean(error),
    hasHint: false,
    required: true,
    hintShownWithError: false,
  });
  return (
    <div className={cx(styles.consent, error && styles.consentInvalid)}>
      <div className={styles.consentRow}>
        <input {...control} {...registration} type="checkbox" className={styles.checkbox} />
        <label htmlFor={control.id}>{children}</label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
