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

type Failure = 'failed' | 'rateLimited';

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
 * The order: a required payment tile (never sent) and the delivery address. A sent order replaces
 * the form with its confirmation, which takes the focus (so it is read out and in view wherever
 * the visitor had scrolled to), with a way back to the page and one to a next order. The fields
 * clear exactly 3 s after the send (spec §3); a next order cannot be sent before, so one click
 * cannot order twice. The submit button is never `disabled` while it has the focus (that would
 * drop the focus out of the dialog); it says `aria-disabled` and ignores presses instead.
 */
export function OrderForm({ onClose }: { onClose: () => void }) {
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
  const [failure, setFailure] = useState<Failure | null>(null);
  // The confirmation stands in for the form from a sent order until the visitor asks for a new one.
  const [confirmed, setConfirmed] = useState(false);
  // Counts sent orders; each one clears the form once its timer has run.
  const [sentOrders, setSentOrders] = useState(0);
  const [clearPending, setClearPending] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const payment = useRef<HTMLFieldSetElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // Where the focus goes once the next render is on screen (confirmation, or back to the form).
  const focusNext = useRef<'confirmation' | 'form' | null>(null);

  useEffect(() => {
    if (sentOrders === 0) return;
    const timer = setTimeout(() => {
      reset(emptyOrderValues);
      setClearPending(false);
    }, prawnsTimings.orderClearMs);
    return () => clearTimeout(timer);
  }, [sentOrders, reset]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    // Focusing scrolls the dialog to it, so the visitor sees what the screen reader reads.
    if (target === 'confirmation') confirmation.current?.focus();
    if (target === 'form') payment.current?.querySelector('input')?.focus();
  }, [confirmed]);

  useEffect(() => {
    // A failure is read out by the live region; it is shown below the button, so bring it up.
    if (failure) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  const deliver = async (values: OrderFormValues) => {
    setFailure(null);
    try {
      await order.mutateAsync({ data: orderRequestBody(values) });
      focusNext.current = 'confirmation';
      setConfirmed(true);
      setClearPending(true);
      setSentOrders((count) => count + 1);
    } catch (error) {
      setFailure(isApiError(error) && error.status === 429 ? 'rateLimited' : 'failed');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Sending, or the last order's 3 s not yet run: the press (or Enter in a field) does nothing.
    if (phase.current === 'submit' || clearPending) {
      event.preventDefault();
      return;
    }
    phase.current = 'submit';
    void handleSubmit(deliver)(event).finally(() => {
      phase.current = 'typing';
    });
  };

  const orderAgain = () => {
    focusNext.current = 'form';
    setConfirmed(false);
  };

  const busy = isSubmitting || clearPending;
  const paymentErrorId = useId();
  const messages = { failed: t.failed, rateLimited: t.rateLimited };

  return (
    <>
      {confirmed && (
        <div className={styles.confirmation}>
          <div ref={confirmation} className={styles.confirmationText} role="status" tabIndex={-1}>
            <svg className={styles.confirmationIcon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 12.5l4 4 8-9" />
            </svg>
            <p className={styles.sent}>{t.sent}</p>
            <p className={styles.received}>{t.received}</p>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.submit} onClick={onClose}>
              {t.backToPage}
            </button>
            <button type="button" className={styles.again} onClick={orderAgain}>
              {t.orderAgain}
            </button>
          </div>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={onSubmit} hidden={confirmed}>
        <fieldset
          ref={payment}
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
          aria-disabled={busy}
          aria-busy={isSubmitting}
        >
          {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
          {isSubmitting ? t.sending : t.submit}
        </button>
        <p
          ref={status}
          role="status"
          aria-live="polite"
          className={cx(styles.status, styles.failed)}
        >
          {failure && messages[failure]}
        </p>
      </form>
    </>
  );
}
