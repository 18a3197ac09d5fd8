import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListProductsQueryKey,
  useDeleteProduct,
} from '@showcase/contracts/generated/endpoints/products/products';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { applyProductDeleted } from './product-cache';
import type { ProductOutcome } from './ProductFormDialog';
import { productsTexts } from './products-texts';
import styles from './ProductDialogs.module.css';

const t = productsTexts.remove;

interface DeleteProductDialogProps {
  product: ProductDto;
  onClose: () => void;
  onDeleted: (outcome: ProductOutcome) => void;
}

/** Admins delete a product (spec §6), after saying so once more. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const queryClient = useQueryClient();
  const remove = useDeleteProduct();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await remove.mutateAsync({ id: product.id });
      await applyProductDeleted(queryClient, product, result);
      onDeleted({
        text: productsTexts.outcome.deleted(product.name),
        simulated: wasSimulated(result),
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Someone else deleted it meanwhile: the list catches up.
        setFailure(t.gone);
        void queryClient.invalidateQueries({ queryKey: getListProductsQueryKey() });
      } else if (isApiError(error) && error.status === 403 && error.code !== 'CSRF_INVALID') {
        setFailure(t.forbidden);
      } else {
        setFailure(t.failed);
      }
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title(product.name)}
      closeLabel={t.close}
      className={styles.panel}
    >
      <p className={styles.lead}>{t.lead}</p>
      <StatusNote tone="failure">{failure}</StatusNote>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t.cancel}
        </button>
        <button
          type="button"
          className={styles.danger}
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending && <span className={buttons.spinner} aria-hidden="true" />}
          {remove.isPending ? t.deleting : t.confirm}
        </button>
      </div>
    </Modal>
  );
}
