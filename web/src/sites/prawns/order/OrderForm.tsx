import { isApiError } from '@showcase/contracts/fetcher';
import { useCreatePrawnOrder } from '@showcase/contracts/generated/endpoints/orders/orders';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLInputAutoCompleteAttribute,
} from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { cx } from '../../../shared/class-names';
import { FormField, formFieldStyles } from '../../../shared/form/FormField';
import { rulesResolver } from '../../../shared/rules-resolver';
import { prawnsTexts } from '../prawns-texts';
import { prawnsTimings } from '../prawns-timings';
import {
  emptyOrderValues,
  orderRequestBody,
  orderRules,
  paymentMethods,
  type AddressField,
  type OrderFormValues,
  type OrderPhase,
  type PaymentMethod,
} from './order-rules';
import styles from './OrderForm.module.css';
import { PaymentIcon } from './PaymentIcon';

const t = prawnsTexts.modal;

type Outcome = 'sent' | 'failed' | 'rateLimited';

interface AddressInput {
  field: AddressField;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'email';
  /** Half a row on wider dialogs. */
  half?: boolean;
  hint?: string;
}

const addressInputs: AddressInput[] = [
  { field: 'firstName', autoComplete: 'given-name', half: true },
  { field: 'lastName', autoComplete: 'family-name', half: true },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'street', autoComplete: 'address-line1' },
  { field: 'additional', autoComplete: 'address-line2', hint: t.additionalHint },
  { field: 'postal', autoComplete: 'postal-code', half: true },
  { field: 'city', autoComplete: 'address-level2', half: true },
  { field: 'country', autoComplete: 'country-name' },
];

/**
 * The order: a required payment tile (never sent) and the delivery address. A sent order shows
 * its confirmation and clears every field after exactly 3 s (spec §3); the button stays disabled
 * meanwhile, so one click cannot order twice.
 */
export function OrderForm() {
  // The resolver runs on every change and on submit; only a submit asks for empty fields.
  const phase = useRef<OrderPhase>('typing');
  const resolver: Resolver<OrderFormValues> = (values, context, options) =>
    rulesResolver((checked: OrderFormValues) => orderRules(checked, phase.current), t.errors)(
      values,
      context,
      options,
    );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormValues>({ mode: 'onChange', defaultValues: emptyOrderValues, resolver });
  const order = useCreatePrawnOrder();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Counts sent orders; each one clears the form once its timer has run.
  const [sentOrders, setSentOrders] = useState(0);
  const [clearPending, setClearPending] = useState(false);

  useEffect(() => {
    if (sentOrders === 0) return;
    const timer = setTimeout(() => {
      reset(emptyOrderValues);
      setClearPending(false);
    }, prawnsTimings.orderClearMs);
    return () => clearTimeout(timer);
  }, [sentOrders, reset]);

  const deliver = async (values: OrderFormValues) => {
    setOutcome(null);
    try {
      await order.mutateAsync({ data: orderRequestBody(values) });
      setOutcome('sent');
      setClearPending(true);
      setSentOrders((count) => count + 1);
    } catch (error) {
      setOutcome(isApiError(error) && error.status === 429 ? 'rateLimited' : 'failed');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    phase.current = 'submit';
    void handleSubmit(deliver)(event).finally(() => {
      phase.current = 'typing';
    });
  };

  const paymentErrorId = useId();
  const messages = { sent: t.sent, failed: t.failed, rateLimited: t.rateLimited };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <fieldset
        className={styles.payment}
        role="radiogroup"
        aria-required="true"
        aria-invalid={errors.payment !== undefined}
        aria-describedby={errors.payment ? paymentErrorId : undefined}
      >
        <legend className={styles.legend}>{t.payment.legend}</legend>
        <div className={styles.tiles}>
          {paymentMethods.map((method: PaymentMethod) => (
            <label key={method} className={styles.tile}>
              <input
                {...register('payment')}
                className={styles.tileInput}
                type="radio"
                value={method}
              />
              <span className={styles.tileFace}>
                <PaymentIcon method={method} className={styles.tileIcon} />
                <span>{t.payment.options[method]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.payment && (
          <p id={paymentErrorId} className={cx(formFieldStyles.error, styles.paymentError)}>
            {errors.payment.message}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.address}>
        <legend className={styles.legend}>{t.address}</legend>
        <div className={styles.fields}>
          {addressInputs.map(({ field, autoComplete, type, half, hint }) => (
            <div key={field} className={cx(styles.cell, half && styles.half)}>
              <FormField label={t.labels[field]} error={errors[field]?.message} hint={hint}>
                {(control) => (
                  <input
                    {...control}
                    {...register(field)}
                    className={cx(formFieldStyles.input, styles.input)}
                    type={type ?? 'text'}
                    autoComplete={autoComplete}
                    {...(type === 'email' && { inputMode: 'email', spellCheck: false })}
                  />
                )}
              </FormField>
            </div>
          ))}
        </div>
      </fieldset>

      <button
        className={styles.submit}
        type="submit"
        disabled={isSubmitting || clearPending}
        aria-busy={isSubmitting}
      >
        {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
        {isSubmitting ? t.sending : t.submit}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={cx(styles.status, outcome !== null && outcome !== 'sent' && styles.failed)}
      >
        {outcome && messages[outcome]}
      </p>
    </form>
  );
}
