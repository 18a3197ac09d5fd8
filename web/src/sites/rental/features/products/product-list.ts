import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import { nameLength } from './product-form-checks';

/** Spec §9: a product name over 16 characters gets a tooltip. */
export const NAME_TOOLTIP_OVER = 16;

export function needsNameTooltip(name: string): boolean {
  return nameLength(name) > NAME_TOOLTIP_OVER;
}

/**
 * What the list says about a product's stock (spec §9): services are unlimited; goods show their
 * stock only when a target stock exists, marked when below it.
 */
export type StockView =
  | { kind: 'unlimited' }
  | { kind: 'hidden' }
  | { kind: 'counted'; actual: number | null; target: number; low: boolean };

export function stockView(product: ProductDto): StockView {
  if (product.type === 'services') return { kind: 'unlimited' };
  if (product.targetStock === null) return { kind: 'hidden' };
  const actual = product.actualStock;
  return {
    kind: 'counted',
    actual,
    target: product.targetStock,
    low: actual === null || actual < product.targetStock,
  };
}

const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** By name as staff read it ('Apfelschorle' before 'Cola', 'Öl' with the O's). */
export function sortByName(items: readonly ProductDto[]): ProductDto[] {
  return [...items].sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The list with a product added or replaced, still by name (a simulated write, demo mode). */
export function withProduct(list: ProductListDto, product: ProductDto): ProductListDto {
  const stored: ProductDto = { ...product };
  delete stored.simulated;
  return {
    ...list,
    items: sortByName([...list.items.filter((item) => item.id !== product.id), stored]),
  };
}

export function withoutProduct(list: ProductListDto, id: string): ProductListDto {
  return { ...list, items: list.items.filter((item) => item.id !== id) };
}
