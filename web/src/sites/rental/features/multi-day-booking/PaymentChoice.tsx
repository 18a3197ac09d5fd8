import { StayPaymentMethod } from '@showcase/contracts/generated/model/stayPaymentMethod';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../../../shared/class-names';
import { useFieldControl } from '../../../../shared/use-field-control';
import forms from '../../components/forms.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import styles from './PaymentChoice.module.css';
import { COUPON_MAX_LENGTH } from './stay-form-rules';

/** Where the coupon stands: not checked yet, applied to the price, or refused and cleared. */
export type CouponStatus = 'none' | 'valid' | 'invalid';

interface PaymentChoiceProps {
  method: UseFormRegisterReturn<'paymentMethod'>;
  coupon: UseFormRegisterReturn<'coupon'>;
  /** False while PayPal's configuration loads, and when the server has no PayPal set up. */
  payPalEnabled: boolean;
  /** The server answered that PayPal is not set up here: the option says so. */
  payPalUnavailable: boolean;
  couponStatus: CouponStatus;
  texts: RentalCatalog;
}

const METHODS = [StayPaymentMethod.bank_transfer, StayPaymentMethod.paypal] as const;

/**
 * How the stay is paid (spec §6): bank transfer (the default) or PayPal, exactly one; PayPal off
 * with a note when the server has none. Below it the optional coupon, whose label tells whether
 * it was refused or is applied.
 */
export function PaymentChoice({
  method,
  coupon,
  payPalEnabled,
  payPalUnavailable,
  couponStatus,
  texts,
}: PaymentChoiceProps) {
  const t = texts.multiDayBooking.payment;
  const hintId = useId();
  const couponHintId = useId();
  const { control } = useFieldControl({
    hasError: couponStatus === 'invalid',
    hasHint: true,
    required: false,
    hintShownWithError: true,
  });
  const couponLabel =
    couponStatus === 'invalid'
      ? t.coupon.invalid
      : couponStatus === 'valid'
        ? t.coupon.applied
        : t.coupon.label;

  return (
    <div className={styles.payment}>
      <fieldset className={forms.group}>
        <legend className={forms.groupTitle}>{t.legend}</legend>
        <div className={styles.methods}>
          {METHODS.map((value) => {
            const disabled = value === StayPaymentMethod.paypal && !payPalEnabled;
            const note =
              value === StayPaymentMethod.paypal && payPalUnavailable
                ? t.payPalDisabled
                : t.methods[value].hint;
            return (
              <label key={value} className={cx(styles.method, disabled && styles.disabled)}>
                <input
                  {...method}
                  type="radio"
                  value={value}
                  className={styles.radio}
                  disabled={disabled}
                  aria-describedby={`${hintId}-${value}`}
                />
                <span className={styles.methodText}>
                  <span className={styles.methodName}>{t.methods[value].label}</span>
                  {/* Read as the radio's description, kept out of its name. */}
                  <span id={`${hintId}-${value}`} className={styles.methodHint} aria-hidden="true">
                    {note}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className={styles.coupon}>
        <label
          htmlFor={control.id}
          className={cx(
            styles.couponLabel,
            couponStatus === 'invalid' && styles.couponInvalid,
            couponStatus === 'valid' && styles.couponApplied,
          )}
        >
          {couponStatus === 'valid' && (
            <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 10.5 8.5 14 15 6.5" />
            </svg>
          )}
          {couponLabel}
          {couponStatus === 'none' && (
            <span className={styles.optional}> ({texts.hourlyBooking.form.optional})</span>
          )}
        </label>
        <input
          {...coupon}
          id={control.id}
          aria-invalid={control['aria-invalid']}
          aria-describedby={couponHintId}
          className={forms.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={COUPON_MAX_LENGTH}
        />
        <p id={couponHintId} className={styles.couponHint}>
          {t.coupon.hint}
        </p>
      </div>
    </div>
  );
}
