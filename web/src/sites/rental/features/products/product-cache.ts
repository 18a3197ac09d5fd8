import { getListProductsQueryKey } from '@showcase/contracts/generated/endpoints/products/products';
import type { ProductDeletionDto } from '@showcase/contracts/generated/model/productDeletionDto';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import type { QueryClient } from '@tanstack/react-query';
import { applyStaffWrite } from '../staff-shell/simulated-cache';
import { withoutProduct, withProduct } from './product-list';
import { withRestock } from './restock';

/**
 * A real change refetches every product list (all categories: the prefix), so the cash register
 * sells from the new prices and stock too. The demo account's simulated change is written into
 * the category's cached list instead.
 */
const productWriteKeys = () => [getListProductsQueryKey()];

/** After POST or PUT /products: refetch (real) or put the answer into its list (demo). */
export async function applyProductSaved(
  queryClient: QueryClient,
  result: ProductDto,
): Promise<void> {
  await applyStaffWrite<ProductListDto>(queryClient, result, productWriteKeys(), {
    queryKey: getListProductsQueryKey({ type: result.type }),
    update: (list) => withProduct(list, result),
  });
}

/** After DELETE /products/{id}: refetch (real) or drop the cached row (demo). */
export async function applyProductDeleted(
  queryClient: QueryClient,
  product: ProductDto,
  result: ProductDeletionDto,
): Promise<void> {
  await applyStaffWrite<ProductListDto>(queryClient, result, productWriteKeys(), {
    queryKey: getListProductsQueryKey({ type: product.type }),
    update: (list) => withoutProduct(list, product.id),
  });
}

/**
 * After POST /products/{id}/restock: refetch (real) or add the pieces to the cached row (demo;
 * counted from what the page shows, so repeated demo restocks add up).
 */
export async function applyRestockResult(
  queryClient: QueryClient,
  result: ProductDto,
  quantity: number,
): Promise<void> {
  await applyStaffWrite<ProductListDto>(queryClient, result, productWriteKeys(), {
    queryKey: getListProductsQueryKey({ type: result.type }),
    update: (list) => withRestock(list, result, quantity),
  });
}
