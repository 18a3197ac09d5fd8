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
    return <p className={styles.pending}>{failed ? t.unavailable : t.loading}</p>;
  }
  return (
    <p className={styles.price}>
      <span className={styles.amount}>{formatEuro(offer.priceCents, 'en')}</span>
      <span className={styles.note}>{t.priceNote}</span>
    </p>
  );
}
