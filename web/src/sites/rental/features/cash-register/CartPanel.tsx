import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import { useEffect, useId, useRef, useState } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import { cashRegisterTexts } from './cash-register-texts';
import { canAdd, cartCount, lineTotalCents, type Cart, type SellableProduct } from './cart-rules';
import { RegisterIcon } from './RegisterIcons';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.cart;

interface CartPanelProps {
  cart: Cart;
  /** The booking paid with the products (booking_and_products). */
  booking: RegisterBookingDto | null;
  totalCents: number;
  onAdd: (product: SellableProduct) => void;
  onRemove: (productId: string) => void;
  /** Forward to the checkout; null while there is nothing to pay. */
  onCheckout: (() => void) | null;
}

const euro = (cents: number) => formatEuro(cents, 'de');

/**
 * The cart beside the products: a side panel that stays in view on wide screens, a summary
 * bar at the screen's foot on phones (its lines fold out). The total is a live region.
 */
export function CartPanel({
  cart,
  booking,
  totalCents,
  onAdd,
  onRemove,
  onCheckout,
}: CartPanelProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [lineGone, setLineGone] = useState(0);
  const count = cartCount(cart);

  // The '−' that took its line away is gone with it: the focus stays in the cart.
  useEffect(() => {
    if (lineGone > 0) headingRef.current?.focus();
  }, [lineGone]);

  const remove = (productId: string, quantity: number) => {
    onRemove(productId);
    if (quantity === 1) setLineGone((gone) => gone + 1);
  };

  return (
    <aside
      className={styles.cart}
      aria-labelledby={`${id}-title`}
      data-expanded={expanded || undefined}
    >
      <div className={styles.cartHead}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.cartTitle}>
          {t.title} <span className={styles.cartCount}>({t.count(count)})</span>
        </h2>
        <button
          type="button"
          className={styles.cartToggle}
          aria-expanded={expanded}
          aria-controls={`${id}-lines`}
          onClick={() => setExpanded((open) => !open)}
        >
          {t.show}
          <RegisterIcon name="next" className={styles.toggleIcon} />
        </button>
      </div>

      <div id={`${id}-lines`} className={styles.cartBody}>
        {booking && (
          <p className={styles.fixedLine}>
            <span>{cashRegisterTexts.summary.booking(booking.vehicleName)}</span>
            <span className={styles.lineTotal}>{euro(booking.dueCents)}</span>
          </p>
        )}
        {cart.length === 0 ? (
          <p className={styles.cartEmpty}>{t.empty}</p>
        ) : (
          <ul className={styles.lines}>
            {cart.map((line) => (
              <li key={line.product.id} className={styles.line}>
                <span className={styles.lineName}>{line.product.name}</span>
                <span className={styles.stepper}>
                  <button
                    type="button"
                    className={styles.stepperButton}
                    aria-label={t.less(line.product.name)}
                    onClick={() => remove(line.product.id, line.quantity)}
                  >
                    <RegisterIcon name="minus" className={styles.stepperIcon} />
                  </button>
                  <span className={styles.quantity}>{line.quantity}</span>
                  <button
                    type="button"
                    className={styles.stepperButton}
                    aria-label={t.more(line.product.name)}
                    aria-disabled={!canAdd(line.product, cart) || undefined}
                    onClick={() => {
                      if (canAdd(line.product, cart)) onAdd(line.product);
                    }}
                  >
                    <RegisterIcon name="plus" className={styles.stepperIcon} />
                  </button>
                </span>
                <span className={styles.lineTotal}>{euro(lineTotalCents(line))}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.cartFoot}>
        <p className={styles.cartTotal} aria-live="polite" aria-atomic="true">
          <span>{t.total}</span> <strong>{euro(totalCents)}</strong>
        </p>
        <button
          type="button"
          className={buttons.primary}
          disabled={onCheckout === null}
          onClick={() => onCheckout?.()}
        >
          {cashRegisterTexts.steps.toCheckout}
          <RegisterIcon name="next" className={styles.buttonIcon} />
        </button>
      </div>
    </aside>
  );
}
