import { getGetCheckoutReceiptUrl } from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import type { CheckoutResultDto } from '@showcase/contracts/generated/model/checkoutResultDto';
import { Link } from 'react-router-dom';
import { formatEuro } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import { rentalPaths } from '../../rental-paths';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { cashRegisterTexts } from './cash-register-texts';
import { RegisterIcon } from './RegisterIcons';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.outcome;
const euro = (cents: number) => formatEuro(cents, 'de');

interface SuccessPanelProps {
  result: CheckoutResultDto;
  /** The cashier is at the receipt (a receipt button has the focus): the way on waits. */
  onPause: (paused: boolean) => void;
  paused: boolean;
}

/**
 * After a registered payment: what was taken and the change, and the receipt to download or
 * print (GET …/checkouts/{id}/receipt.pdf). The main menu follows by itself (spec §4); while a
 * receipt button has the focus it waits, so the page does not move away under the finger.
 * A sale the demo account only simulated stored nothing, so it has no receipt.
 */
export function SuccessPanel({ result, onPause, paused }: SuccessPanelProps) {
  const { checkout } = result;
  const simulated = wasSimulated(result);
  const receiptUrl = getGetCheckoutReceiptUrl(checkout.id);

  return (
    <section className={styles.success} aria-label={t.receipt(checkout.receiptNumber)}>
      <RegisterIcon name="check" className={styles.successIcon} />
      <div className={styles.successText}>
        <p className={styles.successAmount}>
          {checkout.paymentMethod === 'coupon'
            ? t.byCoupon(euro(checkout.couponCents))
            : t.taken(euro(checkout.incomeCents), t.paidWith[checkout.paymentMethod] ?? '')}
        </p>
        {checkout.paymentMethod !== 'coupon' && checkout.couponCents > 0 && (
          <p className={styles.successDetail}>{t.plusCoupon(euro(checkout.couponCents))}</p>
        )}
        {checkout.changeCents !== null && checkout.changeCents > 0 && (
          <p className={styles.successChange}>{t.change(euro(checkout.changeCents))}</p>
        )}
        {!simulated && <p className={styles.receiptNumber}>{t.receipt(checkout.receiptNumber)}</p>}
      </div>

      {simulated ? (
        <p className={styles.hint}>{t.noReceiptInDemo}</p>
      ) : (
        <div
          className={styles.receiptActions}
          // Focus, not hover: a pointer resting where the pay button was must not stop the way
          // on; a tap or a keyboard on a receipt button does.
          onFocus={() => onPause(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onPause(false);
          }}
        >
          <a
            className={buttons.primary}
            href={receiptUrl}
            download={`Beleg-${checkout.receiptNumber}.pdf`}
          >
            <RegisterIcon name="download" className={styles.buttonIcon} />
            {t.download}
          </a>
          <a className={buttons.secondary} href={receiptUrl} target="_blank" rel="noopener">
            <RegisterIcon name="print" className={styles.buttonIcon} />
            {t.print}
            <span className="visually-hidden"> ({t.printHint})</span>
          </a>
        </div>
      )}
      <Link className={styles.menuLink} to={rentalPaths.staffArea}>
        {t.toMenu}
      </Link>
      <p className={styles.hint}>{paused ? t.paused : t.redirect}</p>
    </section>
  );
}
