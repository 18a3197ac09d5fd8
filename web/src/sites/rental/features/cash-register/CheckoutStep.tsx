import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import type { RegisterTender } from '@showcase/contracts/generated/model/registerTender';
import type { UnpaidCouponDto } from '@showcase/contracts/generated/model/unpaidCouponDto';
import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import { durationLabel } from '../day-bookings/booking-display';
import { parsePriceInput } from '../staff-shell/price-input-rules';
import { cashRegisterTexts } from './cash-register-texts';
import {
  changeDue,
  lineTotalCents,
  quickCashAmounts,
  type Cart,
  type SaleTotals,
} from './cart-rules';
import type { CouponState } from './coupon-state';
import { RegisterIcon } from './RegisterIcons';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts;
const euro = (cents: number) => formatEuro(cents, 'de');
/** '50' for whole euros, '20,50' otherwise: what the quick buttons put into the field. */
const euroInput = (cents: number) =>
  cents % 100 === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

const METHODS: RegisterTender[] = ['cash', 'card', 'paypal'];

/** What the cashier typed as money received, read (spec §5 price input rules). */
export type ReceivedInput =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooLittle'; cents: number }
  | { kind: 'ok'; cents: number };

export function readReceived(text: string, totalCents: number): ReceivedInput {
  if (text.trim() === '') return { kind: 'empty' };
  const cents = parsePriceInput(text);
  if (cents === null) return { kind: 'invalid' };
  return cents < totalCents ? { kind: 'tooLittle', cents } : { kind: 'ok', cents };
}

interface CheckoutStepProps {
  booking: RegisterBookingDto | null;
  soldCoupon: UnpaidCouponDto | null;
  cart: Cart;
  totals: SaleTotals;
  /** Paying a coupon with a coupon is not possible (the API refuses it). */
  couponAllowed: boolean;
  couponText: string;
  onCouponText: (text: string) => void;
  coupon: CouponState;
  onCheckCoupon: () => void;
  onRemoveCoupon: () => void;
  method: RegisterTender;
  onMethod: (method: RegisterTender) => void;
  receivedText: string;
  onReceivedText: (text: string) => void;
  /** Shown after a submit with the money received not readable or too little. */
  showReceivedError: boolean;
  sending: boolean;
  onSubmit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  receivedRef: Ref<HTMLInputElement>;
  navigation: ReactNode;
}

/**
 * checkout: what is sold and its sum (spec §9: to 2 decimals, a coupon deducted but never
 * below 0), a gift coupon's code, the payment method, the money received and the change.
 */
export function CheckoutStep(props: CheckoutStepProps) {
  const {
    booking,
    soldCoupon,
    cart,
    totals,
    couponAllowed,
    method,
    receivedText,
    sending,
    headingRef,
    navigation,
  } = props;
  const id = useId();
  const [receivedTouched, setReceivedTouched] = useState(false);
  const couponPaysAll = totals.couponCents > 0 && totals.totalCents === 0;
  const takesCash = method === 'cash' && totals.totalCents > 0 && !couponPaysAll;
  const received = readReceived(receivedText, totals.totalCents);
  const change = received.kind === 'ok' ? changeDue(totals.totalCents, received.cents) : null;
  const receivedError =
    received.kind === 'invalid'
      ? t.payment.receivedInvalid
      : received.kind === 'tooLittle'
        ? t.payment.receivedTooLittle
        : undefined;
  const nothingToPay = !booking && !soldCoupon && cart.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <section className={styles.stepPanel} aria-labelledby={`${id}-title`}>
      <div className={styles.stepHead}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t.steps.names.checkout}
        </h2>
        {navigation}
      </div>

      <div className={styles.checkout}>
        <section className={styles.summary} aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`} className={styles.panelTitle}>
            {t.summary.title}
          </h3>
          {nothingToPay ? (
            <p className={styles.cartEmpty}>{t.summary.nothing}</p>
          ) : (
            <ul className={styles.summaryLines}>
              {booking && (
                <li className={styles.summaryLine}>
                  <span className={styles.summaryName}>
                    {t.summary.booking(booking.vehicleName)}
                    <span className={styles.summaryDetail}>
                      {booking.customerName} · {durationLabel(booking)}
                    </span>
                  </span>
                  <span className={styles.lineTotal}>{euro(booking.dueCents)}</span>
                </li>
              )}
              {soldCoupon && (
                <li className={styles.summaryLine}>
                  <span className={styles.summaryName}>
                    {t.summary.soldCoupon(soldCoupon.buyerName)}
                    <span className={styles.summaryDetail}>{soldCoupon.buyerEmail}</span>
                  </span>
                  <span className={styles.lineTotal}>{euro(soldCoupon.amountCents)}</span>
                </li>
              )}
              {cart.map((line) => (
                <li key={line.product.id} className={styles.summaryLine}>
                  <span className={styles.summaryName}>
                    {t.cart.quantity(line.quantity)} {line.product.name}
                    <span className={styles.summaryDetail}>
                      {line.quantity > 1 && `je ${euro(line.product.priceCents)}`}
                    </span>
                  </span>
                  <span className={styles.lineTotal}>{euro(lineTotalCents(line))}</span>
                </li>
              ))}
            </ul>
          )}
          <dl className={styles.sums}>
            <div className={styles.sum}>
              <dt>{t.summary.subtotal}</dt>
              <dd>{euro(totals.subtotalCents)}</dd>
            </div>
            {totals.couponCents > 0 && (
              <div className={styles.sum}>
                <dt>{t.summary.coupon}</dt>
                <dd>− {euro(totals.couponCents)}</dd>
              </div>
            )}
          </dl>
        </section>

        <form className={styles.payment} noValidate onSubmit={submit} aria-labelledby={`${id}-pay`}>
          <h3 id={`${id}-pay`} className="visually-hidden">
            {t.payment.title}
          </h3>
          {couponAllowed && <CouponField {...props} />}

          {couponPaysAll ? (
            <p className={styles.paysAll}>
              <RegisterIcon name="check" className={styles.buttonIcon} />
              {t.coupon.paysAll}
            </p>
          ) : (
            <fieldset className={styles.methods}>
              <legend className={styles.fieldTitle}>{t.payment.title}</legend>
              <div className={styles.segmentedWide}>
                {METHODS.map((each) => (
                  <label key={each} className={styles.segment}>
                    <input
                      type="radio"
                      name={`${id}-method`}
                      value={each}
                      checked={method === each}
                      onChange={() => props.onMethod(each)}
                    />
                    <span className={styles.segmentLabel}>{t.payment.methods[each]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {takesCash && (
            <div className={styles.received}>
              <FormField
                label={t.payment.received}
                hint={t.payment.receivedHint}
                optionalLabel={t.optional}
                error={receivedTouched || props.showReceivedError ? receivedError : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={props.receivedRef}
                    className={forms.input}
                    inputMode="decimal"
                    autoComplete="off"
                    value={receivedText}
                    onChange={(event) => props.onReceivedText(event.target.value)}
                    onBlur={() => setReceivedTouched(true)}
                  />
                )}
              </FormField>
              <div className={styles.quick} role="group" aria-label={t.payment.quick}>
                <button
                  type="button"
                  className={styles.quickButton}
                  onClick={() => props.onReceivedText(euroInput(totals.totalCents))}
                >
                  {t.payment.exact}
                </button>
                {quickCashAmounts(totals.totalCents).map((cents) => (
                  <button
                    key={cents}
                    type="button"
                    className={styles.quickButton}
                    onClick={() => props.onReceivedText(euroInput(cents))}
                  >
                    {euro(cents)}
                  </button>
                ))}
              </div>
            </div>
          )}

          <div className={styles.totalBox}>
            <p className={styles.total} aria-live="polite" aria-atomic="true">
              <span>{t.summary.total}</span> <strong>{euro(totals.totalCents)}</strong>
            </p>
            <p className={styles.change} aria-live="polite" aria-atomic="true">
              {takesCash && change !== null && (
                <>
                  <span>{t.payment.change}</span> <strong>{euro(change)}</strong>
                </>
              )}
            </p>
          </div>

          <button type="submit" className={styles.submit} disabled={sending || nothingToPay}>
            {sending && <span className={buttons.spinner} aria-hidden="true" />}
            {sending ? t.payment.sending : t.payment.submit}
          </button>
          {nothingToPay && <p className={styles.hint}>{t.payment.nothingToPay}</p>}
        </form>
      </div>
    </section>
  );
}

function CouponField({
  couponText,
  onCouponText,
  coupon,
  onCheckCoupon,
  onRemoveCoupon,
  totals,
}: CheckoutStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const checking = coupon.status === 'checking';
  const applied = coupon.status === 'applied';
  return (
    <div className={styles.couponField}>
      <FormField label={t.coupon.label} hint={t.coupon.hint} optionalLabel={t.optional}>
        {(control) => (
          <div className={styles.couponRow}>
            <input
              {...control}
              ref={inputRef}
              className={forms.input}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              value={couponText}
              onChange={(event) => onCouponText(event.target.value)}
              // Enter checks the code; it must not register the payment.
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onCheckCoupon();
                }
              }}
            />
            {applied ? (
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => {
                  onRemoveCoupon();
                  inputRef.current?.focus();
                }}
              >
                <span className="visually-hidden">{t.coupon.removeContext}</span> {t.coupon.remove}
              </button>
            ) : (
              <button
                type="button"
                className={buttons.secondary}
                disabled={checking}
                onClick={onCheckCoupon}
              >
                {checking && <span className={buttons.spinner} aria-hidden="true" />}
                {checking ? t.coupon.checking : t.coupon.check}
              </button>
            )}
          </div>
        )}
      </FormField>
      <StatusNote
        tone={applied ? 'success' : coupon.status === 'none' || checking ? 'info' : 'failure'}
      >
        {coupon.status === 'applied' ? (
          <>
            <strong>{t.coupon.applied}</strong>
            <span>
              {t.coupon.appliedAmount(euro(totals.couponCents), euro(coupon.balanceCents))}
            </span>
          </>
        ) : coupon.status === 'invalid' ? (
          t.coupon.invalid
        ) : coupon.status === 'failed' ? (
          t.coupon.failed
        ) : coupon.status === 'missing' ? (
          t.coupon.required
        ) : null}
      </StatusNote>
    </div>
  );
}
