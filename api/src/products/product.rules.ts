import type { FieldProblem } from '../common/problem/problem';
import type { ProductType } from './entities/product.entity';

/** Spec §5: 'Der Produktname ist zu lang' past 20 characters. */
export const PRODUCT_NAME_MAX = 20;
/** Stock counts are digits only; far above any shelf, far below integer overflow. */
export const STOCK_MAX = 1_000_000;
/** One delivery at the most: a typo of a few zeros is refused, not booked. */
export const RESTOCK_MAX = 10_000;
/** A name over 16 characters gets a tooltip in the lists (spec §9). */
export const PRODUCT_NAME_TOOLTIP_FROM = 17;

export interface ProductValues {
  type: ProductType;
  name: string;
  priceCents: number;
  actualStock: number | null;
  targetStock: number | null;
}

/** Goods with a target stock are counted, so they need an actual stock to compare it with. */
export function countProblems(
  values: Pick<ProductValues, 'type' | 'actualStock' | 'targetStock'>,
): FieldProblem[] {
  // A service's stock is refused as such (stockProblems), not asked for.
  return values.type !== 'services' && values.targetStock !== null && values.actualStock === null
    ? [
        {
          field: 'actualStock',
          code: 'ACTUAL_STOCK_REQUIRED',
          message: 'A product with a target stock needs its actual stock.',
        },
      ]
    : [];
}

/** Services are not counted: they carry no stock (spec §4 "Cart": services have no limit). */
export function stockProblems(
  values: Pick<ProductValues, 'type' | 'actualStock' | 'targetStock'>,
): FieldProblem[] {
  if (values.type !== 'services') return [];
  return (['actualStock', 'targetStock'] as const)
    .filter((field) => values[field] !== null)
    .map((field): FieldProblem => ({
      field,
      code: 'SERVICE_HAS_NO_STOCK',
      message: 'Services have no stock.',
    }));
}

/**
 * Spec §5: non-admin staff may only raise a product's price and its actual stock. The fields a
 * change touches beyond that, each named; none: the change is allowed.
 */
export function restrictedChangeProblems(
  current: ProductValues,
  wanted: ProductValues,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const refuse = (field: string, message: string) =>
    problems.push({ field, code: 'ADMIN_ONLY_CHANGE', message });
  if (wanted.type !== current.type)
    refuse('type', 'Only admins move a product to another category.');
  if (wanted.name !== current.name) refuse('name', 'Only admins rename a product.');
  if (wanted.targetStock !== current.targetStock) {
    refuse('targetStock', 'Only admins change the target stock.');
  }
  if (wanted.priceCents < current.priceCents) refuse('priceCents', 'Only admins lower a price.');
  if (
    wanted.actualStock !== current.actualStock &&
    (wanted.actualStock === null ||
      current.actualStock === null ||
      wanted.actualStock < current.actualStock)
  ) {
    refuse('actualStock', 'Only admins lower the stock (sales lower it at the register).');
  }
  return problems;
}
