import type { PrawnOfferDto } from '@showcase/contracts/generated/model/prawnOfferDto';
import { formatEuro } from '../../../shared/format/format';
import { prawnsTexts } from '../prawns-texts';
import styles from './OfferPrice.module.css';

const t = prawnsTexts.order;

/** The offer's price with its VAT and delivery note, or a calm word while it loads. */
export function OfferPrice({
  offer,
  failed,
}: {
  offer: PrawnOfferDto | undefined;
  failed: boolean;
}) {
  if (!offer) {
    // Laid out like the price (a blank amount over the note), so nothing moves when it arrives.
    return (
      <p className={styles.price}>
        <span className={`${styles.amount} ${styles.blank}`} aria-hidden="true">
          €00.00
        </span>
        <span className={styles.pending}>{failed ? t.unavailable : t.loading}</span>
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <span className={styles.amount}>{formatEuro(offer.priceCents, 'en')}</span>
      <span className={styles.note}>{t.priceNote}</span>
    </p>
  );
}
