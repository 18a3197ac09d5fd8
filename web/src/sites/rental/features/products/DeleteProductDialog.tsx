import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListProductsQueryKey,
  useDeleteProduct,
} from '@showcase/contracts/generated/endpoints/products/products';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
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
    <ConfirmDialog
      title={t.title(product.name)}
      closeLabel={t.close}
      className={styles.panel}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      sendingLabel={t.deleting}
      sending={remove.isPending}
      danger
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className={styles.lead}>{t.lead}</p>
    </ConfirmDialog>
  );
}
