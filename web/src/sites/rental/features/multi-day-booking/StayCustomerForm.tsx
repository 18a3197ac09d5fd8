import { Salutation } from '@showcase/contracts/generated/model/salutation';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { rulesResolver } from '../../../../shared/rules-resolver';
import forms from '../../components/forms.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import {
  CustomerFields,
  ErrorSummary,
  firstInvalidField,
  showServerErrors,
  summaryMessages,
} from '../hourly-booking/CustomerForm';
import { childCount, type CustomerErrors } from '../hourly-booking/customer-form-rules';
import { PaymentChoice, type CouponStatus } from './PaymentChoice';
import { stayFormRules, type StayFormValues } from './stay-form-rules';
import { emptyStayValues, stayValuesFromDraft } from './stay-form-values';
import { readStayDraft, STAY_DRAFT_FIELDS, writeStayDraftField } from './stay-storage';
import styles from './StayCustomerForm.module.css';

export type StayForm = UseFormReturn<StayFormValues>;

/**
 * The stay form's state: the spec's rules with the stay's messages, and each entry kept in the
 * tab's session (a field of its own per entry), so a reload loses nothing but the consent.
 */
export function useStayForm(texts: RentalCatalog): StayForm {
  const messages = texts.multiDayBooking.form.errors;
  const resolver = useMemo(() => rulesResolver(stayFormRules, messages), [messages]);
  const form = useForm<StayFormValues>({
    defaultValues: emptyStayValues,
    resolver,
    shouldFocusError: false,
  });
  const { reset, subscribe } = form;

  useEffect(() => {
    const draft = readStayDraft();
    if (Object.keys(draft).length > 0) reset(stayValuesFromDraft(draft));
  }, [reset]);
  useEffect(() => {
    let kept: Partial<StayFormValues> = emptyStayValues;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        for (const field of STAY_DRAFT_FIELDS) {
          const value = values[field];
          if (typeof value === 'string' && value !== kept[field]) writeStayDraftField(field, value);
        }
        kept = { ...values };
      },
    });
  }, [subscribe]);
  return form;
}

/**
 * Validates the form as a submit does (the errors show, the first invalid field in the spec's
 * order takes the focus): its values when valid, else null. PayPal's button needs this, as it
 * books without a submit.
 */
export function validStayValues(form: StayForm): Promise<StayFormValues | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (values) => resolve(values),
      (errors) => {
        const first = firstInvalidField(errors);
        if (first) form.setFocus(first);
        resolve(null);
      },
    )();
  });
}

interface StayCustomerFormProps {
  form: StayForm;
  texts: RentalCatalog;
  /** While a booking runs nothing can be changed. */
  locked: boolean;
  /** Fields the server refused; a new object each time, so the same errors show again. */
  serverErrors: CustomerErrors | null;
  payPalEnabled: boolean;
  payPalUnavailable: boolean;
  couponStatus: CouponStatus;
  /** A submit of a valid form (the button, or Enter in a field). */
  onValid: (values: StayFormValues) => void;
  /** The submit button, or PayPal's button in its place. */
  actions: ReactNode;
  /** A line under the actions, e.g. a cancelled payment. */
  notice: string | null;
}

/**
 * Who books and how they pay (spec §5, §6): salutation, the customer fields the hourly booking
 * asks for, the payment method and a coupon; the errors in the spec's order above the actions.
 */
export function StayCustomerForm({
  form,
  texts,
  locked,
  serverErrors,
  payPalEnabled,
  payPalUnavailable,
  couponStatus,
  onValid,
  actions,
  notice,
}: StayCustomerFormProps) {
  const t = texts.multiDayBooking.form;
  const hourly = texts.hourlyBooking.form;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (serverErrors) showServerErrors(serverErrors, t.errors, setError, setFocus);
  }, [serverErrors, setError, setFocus, t]);

  const children = childCount({ children: useWatch({ control, name: 'children' }) });
  const fieldTexts = useMemo(
    () => ({
      ...hourly,
      childAge: t.childAge,
      labels: { ...hourly.labels, childAgeFrom: t.childAgeFrom, childAgeTo: t.childAgeTo },
    }),
    [hourly, t],
  );

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
          texts={fieldTexts}
          lang={texts.lang}
          leading={<SalutationField registration={register('salutation')} texts={t.salutation} />}
        />
        <section className={styles.payment} aria-labelledby="stay-payment-title">
          <h3 id="stay-payment-title" className={styles.paymentTitle}>
            {texts.multiDayBooking.payment.title}
          </h3>
          <PaymentChoice
            method={register('paymentMethod')}
            coupon={register('coupon')}
            payPalEnabled={payPalEnabled}
            payPalUnavailable={payPalUnavailable}
            couponStatus={couponStatus}
            texts={texts}
          />
        </section>
        <ErrorSummary title={t.summary} messages={summaryMessages(errors)} />
      </fieldset>
      {actions}
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
    </form>
  );
}

const SALUTATIONS = [Salutation.mr, Salutation.ms, Salutation.none] as const;

function SalutationField({
  registration,
  texts,
}: {
  registration: UseFormRegisterReturn<'salutation'>;
  texts: RentalCatalog['multiDayBooking']['form']['salutation'];
}) {
  return (
    <fieldset className={styles.salutation}>
      <legend className={styles.salutationLegend}>{texts.legend}</legend>
      <div className={styles.options}>
        {SALUTATIONS.map((value) => (
          <label key={value} className={styles.option}>
            <input {...registration} type="radio" value={value} className={styles.radio} />
            {texts[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
