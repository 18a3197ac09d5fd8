import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import { useId } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import { needsNameTooltip, stockView } from './product-list';
import { productsTexts } from './products-texts';
import { restockSteps } from './restock';
import styles from './Products.module.css';

const t = productsTexts;

export type ProductAction = 'edit' | 'delete';

interface ProductCardProps {
  product: ProductDto;
  admin: boolean;
  /** A restock of this product is on its way: its buttons wait. */
  restocking: boolean;
  onAction: (action: ProductAction, product: ProductDto) => void;
  /** Adds this many pieces to the stock. */
  onRestock: (product: ProductDto, quantity: number) => void;
}

/**
 * One product: name (a long one truncated on narrow screens, with its full name as a tooltip
 * and always as the text screen readers read), price, stock when there is a target stock, and
 * what staff may do: restock, change, and for admins delete.
 */
export function ProductCard({ product, admin, restocking, onAction, onRestock }: ProductCardProps) {
  const titleId = useId();
  const stock = stockView(product);
  const steps = restockSteps(product);
  const low = stock.kind === 'counted' && stock.low;
  const named = (label: string) => t.actions.named(label, product.name);
  // Buttons stay focusable while a restock is on its way (aria-disabled), so a keyboard user
  // pressing '+1' again does not lose their place.
  const restock = (quantity: number) => {
    if (!restocking) onRestock(product, quantity);
  };

  return (
    <li className={styles.item} data-low={low || undefined}>
      <article className={styles.row} aria-labelledby={titleId}>
        <div className={styles.main}>
          <h3
            id={titleId}
            className={styles.name}
            title={needsNameTooltip(product.name) ? product.name : undefined}
          >
            {product.name}
          </h3>
          <p className={styles.changedBy}>{t.changedBy(product.changedBy)}</p>
        </div>
        <p className={styles.price}>
          <span className="visually-hidden">{t.price}: </span>
          {formatEuro(product.priceCents, 'de')}
        </p>
        <div className={styles.stock}>
          {stock.kind === 'counted' && (
            <>
              <span className={low ? styles.stockLow : styles.stockOk}>
                {t.stock(
                  stock.actual === null ? t.stockUnknown : String(stock.actual),
                  stock.target,
                )}
              </span>
              {low && <span className={styles.lowTag}>{t.low}</span>}
            </>
          )}
          {stock.kind === 'unlimited' && <span className={styles.unlimited}>{t.unlimited}</span>}
        </div>
        <div className={styles.actions}>
          {(steps.plusOne !== null || steps.refill !== null) && (
            <div className={styles.restock}>
              {steps.plusOne !== null && (
                <button
                  type="button"
                  className={styles.step}
                  aria-label={t.actions.plusOneLabel(product.name)}
                  aria-disabled={restocking || undefined}
                  onClick={() => steps.plusOne !== null && restock(steps.plusOne)}
                >
                  {t.actions.plusOne}
                </button>
              )}
              {steps.refill !== null && stock.kind === 'counted' && (
                <button
                  type="button"
                  className={styles.refill}
                  aria-label={t.actions.refillLabel(product.name, stock.target)}
                  aria-disabled={restocking || undefined}
                  onClick={() => steps.refill !== null && restock(steps.refill)}
                >
                  {t.actions.refill}
                </button>
              )}
            </div>
          )}
          <button
            type="button"
            className={styles.action}
            aria-haspopup="dialog"
            aria-label={named(t.actions.edit)}
            onClick={() => onAction('edit', product)}
          >
            {t.actions.edit}
          </button>
          {admin && (
            <button
              type="button"
              className={styles.deleteAction}
              aria-haspopup="dialog"
              aria-label={named(t.actions.delete)}
              onClick={() => onAction('delete', product)}
            >
              {t.actions.delete}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
