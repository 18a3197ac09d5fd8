import { createCouponOrder } from '@showcase/contracts/generated/endpoints/coupons/coupons';
import {
  capturePayPalCouponOrder,
  createPayPalCouponOrder,
  useGetPayPalConfig,
} from '@showcase/contracts/generated/endpoints/payments/payments';
import type { CouponBackground } from '@showcase/contracts/generated/model/couponBackground';
import type { CreateCouponOrderDto } from '@showcase/contracts/generated/model/createCouponOrderDto';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { prefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import type { CouponCatalog } from '../../i18n/coupon-catalog';
import { ErrorSummary } from '../hourly-booking/CustomerForm';
import { LoadingLine } from '../hourly-booking/LoadingLine';
import { PayPalButton } from '../multi-day-booking/PayPalButton';
import {
  amountEuros,
  couponFormRules,
  emptyCouponValues,
  orderedCouponErrors,
  toCouponOrderRequest,
  type CouponErrors,
  type CouponField,
  type CouponFormValues,
} from './coupon-form-rules';
import { couponFailureOf, type CouponFailure, type CouponResult as Result } from './coupon-outcome';
import { BuyerFields, CouponDetails, PaymentMethods, PrivacyConsent } from './CouponFields';
import { CouponPreview } from './CouponPreview';
import styles from './CouponPurchase.module.css';
import { CouponResult } from './CouponResult';

type CouponForm = UseFormReturn<CouponFormValues>;

/** Thrown to PayPal when the page has already answered (an invalid form, a refused order). */
class Handled extends Error {}

/** The first invalid field in the page's order. */
const firstInvalid = (errors: object): CouponField | undefined =>
  orderedCouponErrors(
    Object.fromEntries(Object.keys(errors).map((field) => [field, 'name'])) as CouponErrors,
  )[0];

/**
 * Validates the form as a submit does (the errors show, the first invalid field takes the
 * focus): its values when valid, else null. PayPal's button needs this, as it orders without a
 * submit.
 */
function validValues(form: CouponForm): Promise<CouponFormValues | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (values) => resolve(values),
      (errors) => {
        const first = firstInvalid(errors);
        if (first) form.setFocus(first);
        resolve(null);
      },
    )();
  });
}

/**
 * The gift coupon order (spec §4 "Coupon purchase", §5 "Coupon form"): the coupon (amount,
 * recipient, words, picture) with a live preview, the buyer, the payment and the consent. A bank
 * transfer is sent with the button; PayPal's button (its script loaded only once PayPal is
 * chosen) creates the order and, after approval, captures it. The result replaces the form.
 */
export function CouponPurchase({ texts }: { texts: CouponCatalog }) {
  const lang = texts.lang;
  const resolver = useMemo(() => rulesResolver(couponFormRules, texts.errors), [texts]);
  const form = useForm<CouponFormValues>({
    defaultValues: emptyCouponValues,
    resolver,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const watched = useWatch({ control });
  const amount = watched.amount ?? '';
  const paymentMethod = watched.paymentMethod ?? '';

  // --- Payment: PayPal only where the server has it.
  const payPalConfig = useGetPayPalConfig();
  const payPalEnabled = payPalConfig.data?.enabled === true && !!payPalConfig.data.clientId;
  const payPalUnavailable = payPalConfig.isSuccess && !payPalEnabled;
  useEffect(() => {
    if (payPalUnavailable && getValues('paymentMethod') === 'paypal') {
      setValue('paymentMethod', '');
    }
  }, [payPalUnavailable, getValues, setValue]);
  const payWithPayPal = paymentMethod === 'paypal' && payPalEnabled;

  // --- Ordering.
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const payPalRequest = useRef<CreateCouponOrderDto | null>(null);
  const payPalHandled = useRef(false);

  const showServerErrors = (fields: CouponErrors) => {
    const invalid = orderedCouponErrors(fields);
    for (const field of invalid) {
      const key = fields[field];
      if (key) setError(field, { type: 'server', message: texts.errors[key] });
    }
    if (invalid[0]) setFocus(invalid[0]);
  };

  const handleFailure = (failure: CouponFailure) => {
    switch (failure.kind) {
      case 'invalid':
        showServerErrors(failure.fields);
        return;
      case 'rateLimited':
        setNotice(texts.rateLimited(failure.minutes));
        return;
      default:
        setResult(failure);
    }
  };

  const startRequest = () => setNotice(null);

  const orderByTransfer = async (values: CouponFormValues) => {
    if (payWithPayPal) {
      setNotice(texts.payment.usePayPalButton);
      return;
    }
    startRequest();
    setPending(true);
    try {
      const order = await createCouponOrder(toCouponOrderRequest(values, lang));
      setResult({ kind: 'success', order });
    } catch (error) {
      handleFailure(couponFailureOf(error));
    } finally {
      setPending(false);
    }
  };

  /** PayPal's createOrder: the form, then the server's PayPal order for the coupon. */
  const createOrder = async (): Promise<string> => {
    payPalHandled.current = false;
    startRequest();
    const values = await validValues(form);
    if (!values) {
      payPalHandled.current = true;
      throw new Handled('The form is not complete.');
    }
    const request = toCouponOrderRequest(values, lang);
    payPalRequest.current = request;
    try {
      return (await createPayPalCouponOrder(request)).orderId;
    } catch (error) {
      payPalHandled.current = true;
      handleFailure(couponFailureOf(error, true));
      throw new Handled('The order was refused.');
    }
  };

  const approve = async (orderId: string) => {
    setPending(true);
    try {
      const order = await capturePayPalCouponOrder(orderId, {
        ...(payPalRequest.current && { couponOrder: payPalRequest.current }),
      });
      setResult({ kind: 'success', order });
    } catch (error) {
      handleFailure(couponFailureOf(error, true));
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    // A result stands where the form was: the page starts at its top again.
    if (result) window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [result]);

  if (result) {
    return (
      <CouponResult
        result={result}
        texts={texts}
        onAnother={() => {
          reset(emptyCouponValues);
          setResult(null);
        }}
        onRetry={() => setResult(null)}
      />
    );
  }

  const euros = amountEuros(amount);
  const summary = [
    ...new Set(orderedCouponErrors(errorKeys(errors)).map((field) => errors[field]?.message)),
  ].filter((message): message is string => Boolean(message));

  return (
    <div className={styles.layout}>
      <aside className={styles.previewColumn} aria-labelledby="coupon-preview-title">
        <div className={styles.previewSticky}>
          <h2 id="coupon-preview-title" className={styles.previewTitle}>
            {texts.preview.title}
          </h2>
          <CouponPreview
            background={Number(watched.background ?? '1') as CouponBackground}
            amountCents={Number.isNaN(euros) || euros < 1 ? null : Math.min(euros, 999_999) * 100}
            recipient={watched.recipient ?? ''}
            text={watched.text ?? ''}
            texts={texts}
          />
        </div>
      </aside>
      <form
        className={styles.form}
        noValidate
        aria-label={texts.title}
        onSubmit={(event) => {
          void handleSubmit(orderByTransfer, (found) => {
            const first = firstInvalid(found);
            if (first) setFocus(first);
          })(event);
        }}
      >
        <fieldset className={forms.fields} disabled={pending}>
          <legend className="visually-hidden">{texts.title}</legend>
          <section className={styles.card} aria-labelledby="coupon-details-title">
            <h2 id="coupon-details-title" className={styles.cardTitle}>
              <span className={styles.number} aria-hidden="true">
                1
              </span>
              {texts.coupon.title}
            </h2>
            <CouponDetails
              register={register}
              errors={errors}
              textLength={(watched.text ?? '').trim().length}
              amount={amount}
              onPreset={(value) =>
                setValue('amount', String(value), {
                  shouldValidate: isSubmitted,
                  shouldDirty: true,
                })
              }
              texts={texts}
            />
          </section>
          <section className={styles.card} aria-labelledby="coupon-buyer-title">
            <h2 id="coupon-buyer-title" className={styles.cardTitle}>
              <span className={styles.number} aria-hidden="true">
                2
              </span>
              {texts.buyer.title}
            </h2>
            <BuyerFields register={register} errors={errors} texts={texts} />
          </section>
          <section className={styles.card} aria-labelledby="coupon-payment-title">
            <h2 id="coupon-payment-title" className={styles.cardTitle}>
              <span className={styles.number} aria-hidden="true">
                3
              </span>
              {texts.payment.title}
            </h2>
            <PaymentMethods
              register={register}
              errors={errors}
              payPalEnabled={payPalEnabled}
              payPalUnavailable={payPalUnavailable}
              texts={texts}
            />
            <PrivacyConsent register={register} errors={errors} texts={texts} />
            <ErrorSummary title={texts.summary} messages={summary} />
            {payWithPayPal && payPalConfig.data?.clientId ? (
              <div className={styles.payPal}>
                <p className={styles.payPalLead}>{texts.payment.payPalLead}</p>
                <PayPalButton
                  clientId={payPalConfig.data.clientId}
                  currency={payPalConfig.data.currency}
                  createOrder={createOrder}
                  onApprove={approve}
                  onError={() => {
                    if (!payPalHandled.current) setResult({ kind: 'payPalFailed' });
                  }}
                  onCancel={() => setNotice(texts.payment.payPalCancelled)}
                  texts={{
                    loading: texts.payment.payPalLoading,
                    loadError: texts.payment.payPalLoadError,
                    retry: texts.payment.payPalRetry,
                  }}
                />
                {pending && <LoadingLine text={texts.sending} />}
              </div>
            ) : (
              <button type="submit" className={styles.submit}>
                {pending && <span className={buttons.spinner} aria-hidden="true" />}
                {pending ? texts.sending : texts.submit}
              </button>
            )}
            {notice && (
              <p className={styles.notice} role="status">
                {notice}
              </p>
            )}
          </section>
        </fieldset>
      </form>
    </div>
  );
}

/** The fields react-hook-form holds an error for, as the rules' error map. */
function errorKeys(errors: object): CouponErrors {
  return Object.fromEntries(Object.keys(errors).map((field) => [field, 'name'])) as CouponErrors;
}
