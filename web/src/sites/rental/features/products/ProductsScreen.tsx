import {
  getListProductsQueryKey,
  useListProducts,
  useRestockProduct,
} from '@showcase/contracts/generated/endpoints/products/products';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import type { ProductType } from '@showcase/contracts/generated/model/productType';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { ROUTE_PRODUCT_TYPES, rentalPaths, routeNameOfProductType } from '../../rental-paths';
import { useStoredUser } from '../auth/stored-user';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import { DeleteProductDialog } from './DeleteProductDialog';
import { applyRestockResult } from './product-cache';
import { sortByName, stockView } from './product-list';
import { ProductCard, type ProductAction } from './ProductCard';
import { ProductFormDialog, type ProductOutcome } from './ProductFormDialog';
import { productsTexts } from './products-texts';
import { describeRestockFailure } from './restock';
import styles from './Products.module.css';

const t = productsTexts;

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; product: ProductDto }
  | { kind: 'delete'; product: ProductDto }
  | null;

/** Stable, so the sorted list is only made again when the data changes. */
const sortedItems = (list: ProductListDto) => sortByName(list.items);

/**
 * /Produkte/{Kategorie}: a category's products by name with price and stock; add, change
 * (non-admin staff only raise price and stock), restock with '+1' and 'Auffüllen', and for
 * admins delete (issue 21 item 1; spec §3 Product, §5, §6, §9).
 */
export function ProductsScreen({ type }: { type: ProductType }) {
  const user = useStoredUser();
  const admin = user?.admin === true;
  const queryClient = useQueryClient();
  const products = useListProducts({ type }, { query: { select: sortedItems } });
  const restockProduct = useRestockProduct();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState<ProductOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restocking, setRestocking] = useState<ReadonlySet<string>>(() => new Set());
  const [deleted, setDeleted] = useState(0);
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const category = routeNameOfProductType(type);
  const services = type === 'services';

  // A deleted product takes the focused button with it: the focus goes to the list's heading.
  useEffect(() => {
    if (deleted > 0) listTitleRef.current?.focus();
  }, [deleted]);

  const finish = (result: ProductOutcome, wasDelete = false) => {
    setDialog(null);
    setFailure(null);
    setOutcome(result);
    if (wasDelete) setDeleted((count) => count + 1);
  };

  /** Adds delivered pieces; the server counts them onto the stock in one step. */
  const restock = async (product: ProductDto, quantity: number) => {
    setRestocking((current) => new Set(current).add(product.id));
    setOutcome(null);
    setFailure(null);
    try {
      const result = await restockProduct.mutateAsync({ id: product.id, data: { quantity } });
      await applyRestockResult(queryClient, result, quantity);
      const shown = queryClient
        .getQueryData<ProductListDto>(getListProductsQueryKey({ type: result.type }))
        ?.items.find((item) => item.id === result.id);
      setOutcome({
        text: t.outcome.restocked(result.name, shown?.actualStock ?? result.actualStock ?? 0),
        simulated: wasSimulated(result),
      });
    } catch (error) {
      const described = describeRestockFailure(error);
      setFailure(`${t.restock.failed(product.name)} ${t.restock.notes[described.note]}`);
      if (described.reload) {
        void queryClient.invalidateQueries({ queryKey: getListProductsQueryKey() });
      }
    } finally {
      setRestocking((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
    }
  };

  const onAction = (action: ProductAction, product: ProductDto) =>
    setDialog(action === 'edit' ? { kind: 'edit', product } : { kind: 'delete', product });

  const items = products.data;
  const lowCount = items?.filter((item) => {
    const stock = stockView(item);
    return stock.kind === 'counted' && stock.low;
  }).length;

  return (
    <StaffPage
      title={t.title(category)}
      lead={services ? t.leadServices : t.lead}
      actions={
        <button
          type="button"
          className={buttons.primary}
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'add' })}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.plus}>
            <path d="M10 4v12M4 10h12" />
          </svg>
          {t.add}
        </button>
      }
    >
      <nav aria-label={t.categoriesNav}>
        <ul className={styles.tabs}>
          {Object.entries(ROUTE_PRODUCT_TYPES).map(([label, each]) => (
            <li key={each}>
              <Link
                className={styles.tab}
                to={rentalPaths.productCategory(each)}
                aria-current={each === type ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.list} aria-labelledby="products-list-title">
        <div className={styles.listHead}>
          <h2
            id="products-list-title"
            ref={listTitleRef}
            tabIndex={-1}
            className={styles.listTitle}
          >
            {t.listTitle(category)}
          </h2>
          {items && items.length > 0 && (
            <p className={styles.count}>{t.count(items.length, lowCount ?? 0)}</p>
          )}
        </div>

        <StatusNote tone="success">{outcome?.text ?? null}</StatusNote>
        {outcome?.simulated && <DemoSavedNothingNote />}
        <StatusNote tone="failure">{failure}</StatusNote>

        {products.isPending ? (
          <div role="status">
            <span className="visually-hidden">{t.loading}</span>
            <ul className={styles.items} aria-hidden="true">
              {[0, 1, 2, 3].map((row) => (
                <li key={row} className={styles.skeleton}>
                  <span />
                  <span />
                  <span />
                </li>
              ))}
            </ul>
          </div>
        ) : products.isError || !items ? (
          <div className={styles.failed}>
            <StatusNote tone="failure">{t.loadFailed}</StatusNote>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => void products.refetch()}
            >
              {t.retry}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <ul className={styles.items}>
            {items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                admin={admin}
                restocking={restocking.has(product.id)}
                onAction={onAction}
                onRestock={(chosen, quantity) => void restock(chosen, quantity)}
              />
            ))}
          </ul>
        )}
      </section>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ProductFormDialog
          key={dialog.kind === 'edit' ? dialog.product.id : 'add'}
          type={type}
          product={dialog.kind === 'edit' ? dialog.product : undefined}
          restricted={!admin}
          onClose={() => setDialog(null)}
          onSaved={(result) => finish(result)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteProductDialog
          key={dialog.product.id}
          product={dialog.product}
          onClose={() => setDialog(null)}
          onDeleted={(result) => finish(result, true)}
        />
      )}
    </StaffPage>
  );
}
