import { formatPrice } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import type { CouponCatalog } from '../../i18n/coupon-catalog';
import { ResultActions, ResultFrame, SimulatedNote } from '../hourly-booking/BookingResultCard';
import type { CouponResult as Result } from './coupon-outcome';

interface CouponResultProps {
  result: Result;
  texts: CouponCatalog;
  /** After a success: the empty form for another coupon. */
  onAnother: () => void;
  /** After a failure: back to the form, everything kept. */
  onRetry: () => void;
}

/**
 * How the order ended, in place of the form; its heading takes the focus. A success says what
 * happens next (transfer, or the PDF on its way) and that a confirmation mail is sent; a demo's
 * that nothing was stored. A failure names PayPal's or the general error.
 */
export function CouponResult({ result, texts, onAnother, onRetry }: CouponResultProps) {
  const t = texts.result;
  const title =
    result.kind === 'success'
      ? t.successTitle
      : result.kind === 'payPalFailed'
        ? t.payPalFailedTitle
        : t.errorTitle;

  return (
    <ResultFrame
      tone={result.kind === 'success' ? 'success' : 'error'}
      name={result.kind}
      title={title}
      focusKey={result}
      focus="heading"
      headingLevel={2}
    >
      {result.kind === 'success' ? (
        <>
          <p>
            {result.order.status === 'paid'
              ? t.paidByPayPal(formatPrice(result.order.amountCents, texts.lang))
              : t.transfer(formatPrice(result.order.amountCents, texts.lang))}
          </p>
          <p>{t.confirmationMail}</p>
          {result.order.simulated === true && <SimulatedNote>{t.simulated}</SimulatedNote>}
          <ResultActions>
            <button type="button" className={buttons.secondary} onClick={onAnother}>
              {t.another}
            </button>
          </ResultActions>
        </>
      ) : (
        <>
          <p>{result.kind === 'payPalFailed' ? t.payPalFailed : t.error}</p>
          <ResultActions>
            <button type="button" className={buttons.primary} onClick={onRetry}>
              {t.retry}
            </button>
          </ResultActions>
        </>
      )}
    </ResultFrame>
  );
}
