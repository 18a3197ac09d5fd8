import { lazy, Suspense } from 'react';
import { Modal } from '../../../shared/modal/Modal';
import { PrawnArt } from '../components/PrawnArt';
import { prawnsTexts } from '../prawns-texts';
import { OfferPrice } from './OfferPrice';
import styles from './OrderModal.module.css';
import { usePrawnOffer } from './use-prawn-offer';

const t = prawnsTexts.modal;

/** The form (and its validation library) loads when a visitor first opens the order. */
const OrderForm = lazy(() =>
  import('./OrderForm').then(({ OrderForm }) => ({ default: OrderForm })),
);

/** The kit's dialog around the offer and the order form (closes by X, overlay and Escape). */
export function OrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const offer = usePrawnOffer();

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      closeLabel={t.close}
      className={styles.panel}
    >
      <div className={styles.summary}>
        <PrawnArt className={styles.art} />
        <div className={styles.product}>
          <p className={styles.name}>{offer.data?.name}</p>
          {offer.data && <p className={styles.description}>{offer.data.description}</p>}
          <OfferPrice offer={offer.data} failed={offer.isError} />
        </div>
      </div>
      <p className={styles.demo}>{t.demoNote}</p>
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            {t.loading}
          </p>
        }
      >
        <OrderForm onClose={onClose} />
      </Suspense>
    </Modal>
  );
}
