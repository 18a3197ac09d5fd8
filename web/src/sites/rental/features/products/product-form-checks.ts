import { isApiError } from '@showcase/contracts/fetcher';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductInputDto } from '@showcase/contracts/generated/model/productInputDto';
import type { ProductType } from '@showcase/contracts/generated/model/productType';
import { parsePriceInput } from '../staff-shell/price-input-rules';

/*
 * The product form's checks (spec §5 "Product"). Not named '*-rules.ts' on purpose: those go to
 * the shared 'forms' chunk (web/vite.config.ts), which must not import a page's chunk, and these
 * reuse the day bookings' price input.
 */

/** The contract's limits (ProductInputDto): name at most 20, stock counts up to a million. */
export const PRODUCT_NAME_MAX = 20;
export const STOCK_MAX = 1_000_000;

export interface ProductFormValues {
  name: string;
  /** Euros as typed: '2,50', '2.5', '3'. */
  price: string;
  /** Pieces as typed, digits only; empty: not counted. */
  actualStock: string;
  targetStock: string;
}

export type ProductField = keyof ProductFormValues;

export type ProductFormErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'priceRequired'
  | 'priceInvalid'
  | 'stockInvalid'
  | 'stockTooLarge'
  | 'actualRequired'
  | 'priceLowered'
  | 'stockLowered';

export type ProductFormErrors = Partial<Record<ProductField, ProductFormErrorKey>>;

/** What the form is for: adding to a category, or changing a product, freely or restricted. */
export interface ProductFormContext {
  type: ProductType;
  /** The product as loaded, when changing one. */
  original?: ProductDto | null;
  /** Non-admin staff changing a product: they may only raise price and actual stock (§5, §6). */
  restricted: boolean;
}

export const emptyProductValues: ProductFormValues = {
  name: '',
  price: '',
  actualStock: '',
  targetStock: '',
};

/** Characters as the server counts them (a letter outside the BMP is one, not two). */
export function nameLength(name: string): number {
  return Array.from(name).length;
}

/** 250 → '2,50', 300 → '3,00': how the form shows a stored price. */
export function priceInputOf(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** The form filled with a product's values. */
export function productFormValuesOf(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    price: priceInputOf(product.priceCents),
    actualStock: product.actualStock === null ? '' : String(product.actualStock),
    targetStock: product.targetStock === null ? '' : String(product.targetStock),
  };
}

export type StockInput =
  { ok: true; value: number | null } | { ok: false; error: 'stockInvalid' | 'stockTooLarge' };

const DIGITS = /^\d+$/;

/** A stock field (spec §5: digits only): empty → null (not counted), '24' → 24. */
export function readStockInput(text: string): StockInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!DIGITS.test(trimmed)) return { ok: false, error: 'stockInvalid' };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value > STOCK_MAX)
    return { ok: false, error: 'stockTooLarge' };
  return { ok: true, value };
}

function priceError(text: string): ProductFormErrorKey | undefined {
  if (text.trim() === '') return 'priceRequired';
  if (parsePriceInput(text) === null) return 'priceInvalid';
  return undefined;
}

/** Whether the actual stock may be edited in this form. */
export function actualStockEditable(context: ProductFormContext): boolean {
  if (context.type === 'services') return false;
  // Staff cannot start counting a product: from "not counted" to a number is an admin's change.
  return !(context.restricted && context.original?.actualStock === null);
}

/**
 * Spec §5: name required, at most 20 characters ('Der Produktname ist zu lang'); the price with
 * an optional comma or point and at most 2 decimals; stock fields digits only (a target needs
 * an actual count, or the list would show 'Bestand – / 24'). Services carry no stock. Non-admin
 * staff changing a product: only price and actual stock, and each only upwards.
 */
export function productFormErrors(
  values: ProductFormValues,
  context: ProductFormContext,
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const price = priceError(values.price);
  if (price) errors.price = price;
  const original = context.original;

  if (context.restricted && original) {
    const cents = parsePriceInput(values.price);
    if (!errors.price && cents !== null && cents < original.priceCents) {
      errors.price = 'priceLowered';
    }
    if (actualStockEditable(context) && original.actualStock !== null) {
      const actual = readStockInput(values.actualStock);
      if (!actual.ok) errors.actualStock = actual.error;
      else if (actual.value === null || actual.value < original.actualStock) {
        errors.actualStock = 'stockLowered';
      }
    }
    return errors;
  }

  const name = values.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (nameLength(name) > PRODUCT_NAME_MAX) errors.name = 'nameTooLong';

  if (context.type !== 'services') {
    const actual = readStockInput(values.actualStock);
    const target = readStockInput(values.targetStock);
    if (!actual.ok) errors.actualStock = actual.error;
    if (!target.ok) errors.targetStock = target.error;
    if (actual.ok && actual.value === null && target.ok && target.value !== null) {
      errors.actualStock = 'actualRequired';
    }
  }
  return errors;
}

export function hasProductErrors(errors: ProductFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

const stockValue = (text: string) => {
  const read = readStockInput(text);
  return read.ok ? read.value : null;
};

/**
 * The body of POST/PUT /products from checked values. Services send no stock (the server refuses
 * it). A restricted change sends the product's other values unchanged, so the server sees only
 * the raised price and stock.
 */
export function toProductInput(
  values: ProductFormValues,
  context: ProductFormContext,
): ProductInputDto {
  const priceCents = parsePriceInput(values.price) ?? 0;
  const original = context.original;
  if (context.restricted && original) {
    return {
      type: original.type,
      name: original.name,
      priceCents,
      actualStock: actualStockEditable(context)
        ? stockValue(values.actualStock)
        : original.actualStock,
      targetStock: original.targetStock,
    };
  }
  const type = original?.type ?? context.type;
  const counted = type !== 'services';
  return {
    type,
    name: values.name.trim(),
    priceCents,
    actualStock: counted ? stockValue(values.actualStock) : null,
    targetStock: counted ? stockValue(values.targetStock) : null,
  };
}

/** What the page says under a failed write, besides the field messages. */
export type ProductFailureNote =
  'failed' | 'checkMarked' | 'adminOnly' | 'gone' | 'forbidden' | 'unavailable' | 'nameTooLong';

export interface ProductFailure {
  fields: ProductFormErrors;
  note: ProductFailureNote;
  /** The product changed or went away meanwhile: the list should load again. */
  reload: boolean;
}

const REQUEST_FIELDS: Record<string, ProductField> = {
  name: 'name',
  priceCents: 'price',
  actualStock: 'actualStock',
  targetStock: 'targetStock',
};

function validationKey(field: ProductField, code: string): ProductFormErrorKey {
  switch (field) {
    case 'name':
      return code === 'TOO_LONG' ? 'nameTooLong' : 'nameRequired';
    case 'price':
      return 'priceInvalid';
    default:
      return code === 'TOO_LARGE' ? 'stockTooLarge' : 'stockInvalid';
  }
}

/**
 * A failed POST/PUT in the form's words. 400: the server's field problems at the fields (those
 * the form does not show, e.g. a disabled name, go to the note). 403 ADMIN_ONLY_CHANGE: a lowered
 * price or stock at its field, anything else as 'only admins'. 404: gone, reload.
 */
export function describeProductFailure(
  error: unknown,
  shownFields: readonly ProductField[],
): ProductFailure {
  const failure: ProductFailure = { fields: {}, note: 'failed', reload: false };
  if (!isApiError(error)) return failure;
  const problems = error.problem?.errors ?? [];
  const shown = new Set(shownFields);

  if (error.status === 400 && problems.length > 0) {
    let unplaced: ProductFailureNote | null = null;
    for (const problem of problems) {
      const field = REQUEST_FIELDS[problem.field];
      if (field && shown.has(field)) {
        failure.fields[field] ??= validationKey(field, problem.code);
      } else if (field === 'name' && problem.code === 'TOO_LONG') {
        unplaced = 'nameTooLong';
      } else {
        unplaced ??= 'failed';
      }
    }
    failure.note = unplaced ?? 'checkMarked';
    return failure;
  }
  if (error.status === 403 && error.code === 'ADMIN_ONLY_CHANGE') {
    let unplaced = problems.length === 0;
    for (const problem of problems) {
      const field = REQUEST_FIELDS[problem.field];
      if (field === 'price' && shown.has(field)) failure.fields.price = 'priceLowered';
      else if (field === 'actualStock' && shown.has(field))
        failure.fields.actualStock = 'stockLowered';
      else unplaced = true;
    }
    // The stock or price changed meanwhile (a colleague restocked): show the current values.
    return { ...failure, note: unplaced ? 'adminOnly' : 'checkMarked', reload: true };
  }
  if (error.status === 404) return { ...failure, note: 'gone', reload: true };
  if (error.status === 403 && error.code !== 'CSRF_INVALID')
    return { ...failure, note: 'forbidden' };
  if (error.status === 503) return { ...failure, note: 'unavailable' };
  return failure;
}
