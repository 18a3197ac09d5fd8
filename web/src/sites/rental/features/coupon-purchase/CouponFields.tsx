import type { CouponBackground } from '@showcase/contracts/generated/model/couponBackground';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { formatWholeEuros } from '../../../../shared/format/format';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import type { CouponCatalog } from '../../i18n/coupon-catalog';
import { rentalPaths } from '../../rental-paths';
import { ConsentField } from '../hourly-booking/CustomerForm';
import { couponLimits, euroDigits, type CouponFormValues } from './coupon-form-rules';
import { DesignThumbnail } from './CouponPreview';
import styles from './CouponPurchase.module.css';

/** The quick choices under the amount: whole euros. */
export const AMOUNT_PRESETS = [50, 100, 150, 250] as const;

const BACKGROUNDS = ['1', '2', '3'] as const;
const SALUTATIONS = ['mr', 'ms', 'none'] as const;
const METHODS = ['bank_transfer', 'paypal'] as const;

type Register = UseFormRegister<CouponFormValues>;
type Errors = FieldErrors<CouponFormValues>;

/** Keeps only what `keep` lets through while typing (the amount's digits). */
function filtered(field: UseFormRegisterReturn, keep: (value: string) => string) {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = keep(event.target.value);
      return field.onChange(event);
    },
  };
}

interface CouponDetailsProps {
  register: Register;
  errors: Errors;
  /** The text typed so far, for the counter. */
  textLength: number;
  amount: string;
  onPreset: (euros: number) => void;
  texts: CouponCatalog;
}

/** What the coupon says: its value (with quick choices), for whom, the words, the picture. */
export function CouponDetails({
  register,
  errors,
  textLength,
  amount,
  onPreset,
  texts,
}: CouponDetailsProps) {
  const t = texts.coupon;
  const L = couponLimits;
  const presetsId = useId();
  return (
    <>
      <div className={styles.amountRow}>
        <FormField
          label={t.amountLabel}
          error={errors.amount?.message}
          hint={t.amountHint(L.amountMin, L.amountMax)}
          className={styles.amountField}
        >
          {(control) => (
            <div className={styles.euroInput}>
              <input
                {...control}
                {...filtered(register('amount'), euroDigits)}
                className={cx(forms.input, styles.amountInput)}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
              />
              <span className={styles.euroSign} aria-hidden="true">
                €
              </span>
            </div>
          )}
        </FormField>
        <div className={styles.presets} role="group" aria-labelledby={presetsId}>
          <span id={presetsId} className={styles.presetsLabel}>
            {t.presetsLabel}
          </span>
          <div className={styles.presetButtons}>
            {AMOUNT_PRESETS.map((euros) => (
              <button
                key={euros}
                type="button"
                className={styles.preset}
                aria-label={t.presetLabel(euros)}
                aria-pressed={amount === String(euros)}
                onClick={() => onPreset(euros)}
              >
                {formatWholeEuros(euros, texts.lang)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <FormField
        label={t.recipientLabel}
        error={errors.recipient?.message}
        optionalLabel={t.optional}
      >
        {(control) => (
          <input
            {...control}
            {...register('recipient')}
            className={forms.input}
            type="text"
            autoComplete="off"
            maxLength={L.recipientMax + 25}
          />
        )}
      </FormField>
      <FormField
        label={t.textLabel}
        error={errors.text?.message}
        optionalLabel={t.optional}
        hint={
          <span className={cx(textLength > L.textMax && styles.counterOver)}>
            {t.textCounter(textLength, L.textMax)}
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            {...register('text')}
            className={cx(forms.input, styles.message)}
            rows={4}
            maxLength={L.textMax + 100}
          />
        )}
      </FormField>
      <fieldset className={styles.backgrounds}>
        <legend className={styles.subLegend}>{t.backgroundLegend}</legend>
        <div className={styles.backgroundOptions}>
          {BACKGROUNDS.map((value) => (
            <label key={value} className={styles.backgroundOption}>
              <DesignThumbnail background={Number(value) as CouponBackground} />
              <span className={styles.backgroundName}>
                <input
                  {...register('background')}
                  type="radio"
                  value={value}
                  className={styles.radio}
                />
                {t.backgrounds[Number(value) as CouponBackground]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** Who orders: salutation, name, e-mail and address (spec §3 "Coupon request"). */
export function BuyerFields({
  register,
  errors,
  texts,
}: {
  register: Register;
  errors: Errors;
  texts: CouponCatalog;
}) {
  const t = texts.buyer;
  const textField = (
    name: 'name' | 'email' | 'street' | 'supplement' | 'zipCity',
    autoComplete: string,
    options: { type?: 'text' | 'email'; optional?: boolean } = {},
  ) => (
    <FormField
      label={t.labels[name]}
      error={errors[name]?.message}
      optionalLabel={options.optional ? texts.coupon.optional : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...register(name)}
          className={forms.input}
          type={options.type ?? 'text'}
          autoComplete={autoComplete}
          {...(options.type === 'email' && { inputMode: 'email' as const, spellCheck: false })}
        />
      )}
    </FormField>
  );
  return (
    <>
      <fieldset className={styles.salutation}>
        <legend className={styles.subLegend}>{t.salutation.legend}</legend>
        <div className={styles.salutationOptions}>
          {SALUTATIONS.map((value) => (
            <label key={value} className={styles.salutationOption}>
              <input
                {...register('salutation')}
                type="radio"
                value={value}
                className={styles.radio}
              />
              {t.salutation[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={forms.pair}>
        {textField('name', 'name')}
        {textField('email', 'email', { type: 'email' })}
      </div>
      <div className={forms.pair}>
        {textField('street', 'address-line1')}
        {textField('supplement', 'address-line2', { optional: true })}
      </div>
      {textField('zipCity', 'off')}
    </>
  );
}

interface PaymentMethodsProps {
  register: Register;
  errors: Errors;
  /** False while PayPal's configuration loads, and when the server has none. */
  payPalEnabled: boolean;
  /** The server answered that PayPal is not set up here: the option says so. */
  payPalUnavailable: boolean;
  texts: CouponCatalog;
}

/** Exactly one way to pay: bank transfer or PayPal (off, with a note, where the server has none). */
export function PaymentMethods({
  register,
  errors,
  payPalEnabled,
  payPalUnavailable,
  texts,
}: PaymentMethodsProps) {
  const t = texts.payment;
  const hintId = useId();
  const errorId = useId();
  const error = errors.paymentMethod?.message;
  return (
    <fieldset
      className={cx(styles.methodsGroup, error && styles.methodsInvalid)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.subLegend}>{t.legend}</legend>
      <div className={styles.methods}>
        {METHODS.map((value) => {
          const disabled = value === 'paypal' && !payPalEnabled;
          const note =
            value === 'paypal' && payPalUnavailable ? t.payPalDisabled : t.methods[value].hint;
          return (
            <label key={value} className={cx(styles.method, disabled && styles.disabled)}>
              <input
                {...register('paymentMethod')}
                type="radio"
                value={value}
                className={styles.radio}
                disabled={disabled}
                aria-describedby={`${hintId}-${value}`}
                aria-invalid={error ? true : undefined}
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
      {error && (
        <p id={errorId} className={styles.fieldError}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M8 1.5 15 14H1L8 1.5Zm0 4.25v4m0 1.75v.5" />
          </svg>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The privacy consent, with the privacy statement a click away (in a new tab). */
export function PrivacyConsent({
  register,
  errors,
  texts,
}: {
  register: Register;
  errors: Errors;
  texts: CouponCatalog;
}) {
  const t = texts.privacy;
  return (
    <ConsentField error={errors.privacyConsent?.message} registration={register('privacyConsent')}>
      {t.before}
      <Link to={rentalPaths.privacy[texts.lang]} target="_blank" rel="noopener">
        {t.link}
      </Link>
      {t.after}
    </ConsentField>
  );
}
