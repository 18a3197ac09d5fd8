import { useListProducts } from '@showcase/contracts/generated/endpoints/products/products';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import type { ProductType } from '@showcase/contracts/generated/model/productType';
import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import { ROUTE_PRODUCT_TYPES } from '../../rental-paths';
import { needsNameTooltip, sortByName } from '../products/product-list';
import { cashRegisterTexts } from './cash-register-texts';
import { canAdd, quantityInCart, remainingStock, shownStock, type Cart } from './cart-rules';
import { QueryState } from '../staff-shell/QueryState';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.products;

/** The categories in the spec's order with their staff words (Getränke, Speisen, …). */
const CATEGORIES = Object.entries(ROUTE_PRODUCT_TYPES) as Array<[string, ProductType]>;

/** Stable, so the sorted list is only made again when the data changes. */
const sortedItems = (list: ProductListDto) => sortByName(list.items);

interface ProductsStepProps {
  category: ProductType;
  onCategoryChange: (category: ProductType) => void;
  cart: Cart;
  onAdd: (product: ProductDto) => void;
  headingRef: Ref<HTMLHeadingElement>;
  navigation: ReactNode;
}

/**
 * select_products: the categories as tabs, their products as big tiles (spec §9: stock shown
 * only with a target stock, a name over 16 characters with a tooltip). A tap puts one piece in
 * the cart and the tile's stock goes down by one; a tile with nothing left says 'ausverkauft'.
 */
export function ProductsStep({
  category,
  onCategoryChange,
  cart,
  onAdd,
  headingRef,
  navigation,
}: ProductsStepProps) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // Fresh on entering: the stock shown is what the next sale may take.
  const products = useListProducts(
    { type: category },
    { query: { select: sortedItems, staleTime: 0 } },
  );

  // Tabs pattern (WAI-ARIA APG): arrows move between the categories and select them.
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: CATEGORIES.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = (target + CATEGORIES.length) % CATEGORIES.length;
    onCategoryChange(CATEGORIES[wrapped]![1]);
    tabs.current[wrapped]?.focus();
  };

  return (
    <section className={styles.stepPanel} aria-labelledby={`${id}-title`}>
      <div className={styles.stepHead}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {cashRegisterTexts.steps.names.select_products}
        </h2>
        {navigation}
      </div>

      <div role="tablist" aria-label={t.categories} className={styles.tabs}>
        {CATEGORIES.map(([label, type], index) => (
          <button
            key={type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${type}`}
            aria-selected={type === category}
            aria-controls={`${id}-panel`}
            tabIndex={type === category ? 0 : -1}
            className={styles.tab}
            onClick={() => onCategoryChange(type)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {label}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${category}`}
        className={styles.tabPanel}
      >
        <QueryState
          query={products}
          texts={t}
          empty={{ text: t.empty, isEmpty: (items) => items.length === 0 }}
        >
          <ul className={styles.tiles}>
            {products.data?.map((product) => (
              <li key={product.id}>
                <ProductTile product={product} cart={cart} onAdd={onAdd} />
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
    </section>
  );
}

function ProductTile({
  product,
  cart,
  onAdd,
}: {
  product: ProductDto;
  cart: Cart;
  onAdd: (product: ProductDto) => void;
}) {
  const stock = shownStock(product, cart);
  const soldOut = remainingStock(product, cart) === 0;
  const addable = canAdd(product, cart);
  const inCart = quantityInCart(cart, product.id);
  const long = needsNameTooltip(product.name);

  return (
    // aria-disabled, not disabled: the tile that just sold its last piece keeps the focus.
    <button
      type="button"
      className={styles.tile}
      aria-disabled={!addable || undefined}
      data-sold-out={soldOut || undefined}
      onClick={() => {
        if (addable) onAdd(product);
      }}
    >
      <span className={styles.tileName} title={long ? product.name : undefined}>
        {product.name}
      </span>
      {long && (
        <span className={styles.tooltip} aria-hidden="true">
          {product.name}
        </span>
      )}
      <span className={styles.tilePrice}>{formatEuro(product.priceCents, 'de')}</span>
      <span className={styles.tileStock}>
        {soldOut
          ? t.soldOut
          : stock !== null
            ? t.stock(stock)
            : product.type === 'services'
              ? t.unlimited
              : ''}
      </span>
      {inCart > 0 && (
        <span className={styles.tileCount}>
          {inCart}
          <span className="visually-hidden"> {t.inCart}</span>
        </span>
      )}
    </button>
  );
}
