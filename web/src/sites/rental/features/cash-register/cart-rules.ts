/**
 * The cash register's cart and its money (spec §4 "Cart", §9 totals and change): pure functions
 * on integer cents. The name ends in -rules.ts, so the shared forms chunk holds it: it imports
 * nothing from a site (its product shape is written out here, not taken from the contract).
 */

export type SellableType = 'drinks' | 'foods' | 'others' | 'services';

/** What the cart needs to know of a product (a ProductDto fits). */
export interface SellableProduct {
  id: string;
  name: string;
  type: SellableType;
  priceCents: number;
  /** Pieces on the shelf; null when nobody counts them (then there is no limit). */
  actualStock: number | null;
  /** The stock shows only when there is a target (spec §9). */
  targetStock: number | null;
}

export interface CartLine {
  product: SellableProduct;
  quantity: number;
}

/** In the order the cashier added them. */
export type Cart = readonly CartLine[];

/** The API's limits for one checkout (CART_LINES_MAX, LINE_QUANTITY_MAX). */
export const CART_LINES_MAX = 50;
export const LINE_QUANTITY_MAX = 999;

/** How many pieces the cart may take at most: services and uncounted goods have no limit. */
export function stockLimit(product: SellableProduct): number | null {
  if (product.type === 'services') return null;
  return product.actualStock;
}

export function quantityInCart(cart: Cart, productId: string): number {
  return cart.find((line) => line.product.id === productId)?.quantity ?? 0;
}

/** Pieces still left to add; null when unlimited. Never below 0. */
export function remainingStock(product: SellableProduct, cart: Cart): number | null {
  const limit = stockLimit(product);
  if (limit === null) return null;
  return Math.max(0, limit - quantityInCart(cart, product.id));
}

/**
 * The stock a tile shows (spec §4: adding reduces the shown stock by one, removing gives it
 * back): only for counted goods with a target stock (spec §9); null shows none.
 */
export function shownStock(product: SellableProduct, cart: Cart): number | null {
  if (product.targetStock === null) return null;
  return remainingStock(product, cart);
}

/** Whether one more piece fits: stock left, and within the API's limits. */
export function canAdd(product: SellableProduct, cart: Cart): boolean {
  const inCart = quantityInCart(cart, product.id);
  if (inCart === 0 && cart.length >= CART_LINES_MAX) return false;
  if (inCart >= LINE_QUANTITY_MAX) return false;
  const left = remainingStock(product, cart);
  return left === null || left > 0;
}

/** One more piece: a new line at the end, or the line counted up. Unchanged when it cannot. */
export function addToCart(cart: Cart, product: SellableProduct): Cart {
  if (!canAdd(product, cart)) return cart;
  if (quantityInCart(cart, product.id) === 0) return [...cart, { product, quantity: 1 }];
  return cart.map((line) =>
    line.product.id === product.id ? { product, quantity: line.quantity + 1 } : line,
  );
}

/** One piece less; a line at quantity 0 disappears (spec §4). */
export function removeFromCart(cart: Cart, productId: string): Cart {
  return cart
    .map((line) =>
      line.product.id === productId ? { ...line, quantity: line.quantity - 1 } : line,
    )
    .filter((line) => line.quantity > 0);
}

export function lineTotalCents(line: CartLine): number {
  return line.quantity * line.product.priceCents;
}

export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** What one checkout sells besides the cart. */
export interface SaleItems {
  /** What is left to pay of the chosen booking (its dueCents), 0 without one. */
  bookingCents: number;
  /** A gift coupon being paid by its buyer, 0 without one. */
  soldCouponCents: number;
  cart: Cart;
}

export interface SaleTotals {
  productsCents: number;
  subtotalCents: number;
  /** What the redeemed coupon pays: never more than its balance, nor than the subtotal. */
  couponCents: number;
  /** What the customer pays now: subtotal − coupon, never below 0 (spec §9). */
  totalCents: number;
}

/**
 * The figures of a sale to the cent, as the server computes them (cash-register.rules.ts
 * checkoutTotals): the coupon is deducted from the subtotal and the total never goes below 0.
 */
export function saleTotals(sale: SaleItems, couponBalanceCents: number | null): SaleTotals {
  const productsCents = sale.cart.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const subtotalCents = sale.bookingCents + sale.soldCouponCents + productsCents;
  const couponCents = Math.min(subtotalCents, Math.max(0, couponBalanceCents ?? 0));
  return { productsCents, subtotalCents, couponCents, totalCents: subtotalCents - couponCents };
}

/** Change to hand back: only when the money received exceeds the total (spec §9), else null. */
export function changeDue(totalCents: number, receivedCents: number | null): number | null {
  if (receivedCents === null || receivedCents <= totalCents) return null;
  return receivedCents - totalCents;
}

/** Steps (in cents) a customer rounds up to: the next 5, 10, 20, 50, 100, 200 or 500 euros. */
const ROUND_UP_STEPS_CENTS = [500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/**
 * Amounts a customer is likely to hand over for a total, for buttons beside 'Passend': the
 * total rounded up to the next 5, 10, 20 … euros, each above the total, at most three.
 */
export function quickCashAmounts(totalCents: number): number[] {
  if (totalCents <= 0) return [];
  const amounts = ROUND_UP_STEPS_CENTS.map((step) => (Math.floor(totalCents / step) + 1) * step);
  return [...new Set(amounts)].sort((a, b) => a - b).slice(0, 3);
}

/** The cart as the checkout request sends it. */
export function cartItemsInput(cart: Cart): Array<{ productId: string; quantity: number }> {
  return cart.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
}

export interface ReconciledCart {
  cart: Cart;
  /** Names of the products whose quantity had to shrink (sold out meanwhile, or gone). */
  reduced: string[];
  /** Whether any price in the cart changed. */
  repriced: boolean;
}

/**
 * The cart against fresh product lists (after the server said a product sold out or the total
 * changed): prices and stock from the fresh rows, quantities cut to what is left, lines of
 * products that no longer exist or have nothing left dropped. Products not in `fresh` (their
 * category was not reloaded) stay as they were.
 */
export function reconcileCart(
  cart: Cart,
  fresh: readonly SellableProduct[],
  reloadedTypes: ReadonlySet<SellableType>,
): ReconciledCart {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const reduced: string[] = [];
  let repriced = false;
  const next: CartLine[] = [];
  for (const line of cart) {
    if (!reloadedTypes.has(line.product.type)) {
      next.push(line);
      continue;
    }
    const product = byId.get(line.product.id);
    if (!product) {
      reduced.push(line.product.name);
      continue;
    }
    if (product.priceCents !== line.product.priceCents) repriced = true;
    const limit = stockLimit(product);
    const quantity = limit === null ? line.quantity : Math.min(line.quantity, limit);
    if (quantity < line.quantity) reduced.push(product.name);
    if (quantity > 0) next.push({ product, quantity });
  }
  return { cart: next, reduced, repriced };
}
