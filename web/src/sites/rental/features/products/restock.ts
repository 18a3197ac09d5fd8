import { isApiError } from '@showcase/contracts/fetcher';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import { STOCK_MAX } from './product-form-checks';
import { stockView } from './product-list';

/** The contract's largest delivery (RestockDto.quantity): a typo of a few zeros is refused. */
export const RESTOCK_MAX = 10_000;

/**
 * The pieces each restock button adds (POST /products/{id}/restock adds them in one step on the
 * server, so a sale at the same moment is never lost), or null when it is not offered.
 */
export interface RestockSteps {
  plusOne: 1 | null;
  /** Up to the target stock as shown; only when below it. */
  refill: number | null;
}

export function restockSteps(product: ProductDto): RestockSteps {
  const view = stockView(product);
  // Restocking raises a shown count; a product not counted yet is an admin's edit.
  if (view.kind !== 'counted' || view.actual === null) return { plusOne: null, refill: null };
  const missing = view.target - view.actual;
  return {
    plusOne: view.actual < STOCK_MAX ? 1 : null,
    refill: missing > 0 && missing <= RESTOCK_MAX ? missing : null,
  };
}

/**
 * The demo account's simulated restock, written into the cached list: counted from the stock
 * the page shows (the server counted from the stored one, which the demo never changes).
 */
export function withRestock(
  list: ProductListDto,
  result: ProductDto,
  quantity: number,
): ProductListDto {
  return {
    ...list,
    items: list.items.map((item) =>
      item.id === result.id && item.actualStock !== null
        ? {
            ...item,
            actualStock: item.actualStock + quantity,
            changedBy: result.changedBy,
            changedAt: result.changedAt,
          }
        : item,
    ),
  };
}

export type RestockFailureNote =
  'failed' | 'gone' | 'notCounted' | 'tooHigh' | 'forbidden' | 'unavailable';

/** A failed restock: what to say and whether the list should load again. */
export function describeRestockFailure(error: unknown): {
  note: RestockFailureNote;
  reload: boolean;
} {
  if (!isApiError(error)) return { note: 'failed', reload: false };
  if (error.status === 404) return { note: 'gone', reload: true };
  // Someone stopped counting it meanwhile (an admin cleared the stock).
  if (error.status === 409 && error.code === 'NOT_COUNTED')
    return { note: 'notCounted', reload: true };
  if (error.status === 400 && error.problem?.errors?.some((each) => each.field === 'quantity')) {
    return { note: 'tooHigh', reload: true };
  }
  if (error.status === 403 && error.code !== 'CSRF_INVALID')
    return { note: 'forbidden', reload: false };
  if (error.status === 503) return { note: 'unavailable', reload: false };
  return { note: 'failed', reload: false };
}
