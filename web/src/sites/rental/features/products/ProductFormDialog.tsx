import {
  getListProductsQueryKey,
  useCreateProduct,
  useUpdateProduct,
} from '@showcase/contracts/generated/endpoints/products/products';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { ProductType } from '@showcase/contracts/generated/model/productType';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import { routeNameOfProductType } from '../../rental-paths';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { applyProductSaved } from './product-cache';
import {
  actualStockEditable,
  describeProductFailure,
  emptyProductValues,
  hasProductErrors,
  productFormErrors,
  productFormValuesOf,
  toProductInput,
  type ProductField,
  type ProductFailureNote,
  type ProductFormContext,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form-checks';
import { productsTexts } from './products-texts';
import styles from './ProductDialogs.module.css';

const t = productsTexts.form;

export interface ProductOutcome {
  text: string;
  simulated: boolean;
}

interface ProductFormDialogProps {
  type: ProductType;
  /** The product to change; without one the form adds a product to `type`. */
  product?: ProductDto;
  /** Non-admin staff: only price and actual stock, only upwards (spec §5, §6). */
  restricted: boolean;
  onClose: () => void;
  onSaved: (outcome: ProductOutcome) => void;
}

/**
 * 'Produkt hinzufügen' and 'Bearbeiten': name, price and, for goods, stock and target stock,
 * checked by the spec's rules before sending and again by the server (its field problems land
 * at the fields). Staff who are not admins may only raise price and actual stock: the other
 * fields are locked and a lower value is refused here, before anything is sent.
 */
export function ProductFormDialog({
  type,
  product,
  restricted,
  onClose,
  onSaved,
}: ProductFormDialogProps) {
  const queryClient = useQueryClient();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const context: ProductFormContext = {
    type: product?.type ?? type,
    original: product ?? null,
    restricted: restricted && product !== undefined,
  };
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productFormValuesOf(product) : emptyProductValues,
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [note, setNote] = useState<ProductFailureNote | null>(null);
  const [sending, setSending] = useState(false);
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const locked = context.restricted;
  const goods = context.type !== 'services';
  const actualEditable = actualStockEditable(context);
  const shownFields: ProductField[] = [
    ...(locked ? [] : (['name'] as const)),
    'price',
    ...(actualEditable ? (['actualStock'] as const) : []),
    ...(goods && !locked ? (['targetStock'] as const) : []),
  ];

  useEffect(() => {
    if (invalidAttempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempt]);

  const change = (field: ProductField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async () => {
    setNote(null);
    const found = productFormErrors(values, context);
    setErrors(found);
    if (hasProductErrors(found)) {
      setInvalidAttempt((count) => count + 1);
      return;
    }
    setSending(true);
    const data = toProductInput(values, context);
    try {
      const result = product
        ? await update.mutateAsync({ id: product.id, data })
        : await create.mutateAsync({ data });
      await applyProductSaved(queryClient, result);
      const outcome = product ? productsTexts.outcome.changed : productsTexts.outcome.added;
      onSaved({ text: outcome(result.name), simulated: wasSimulated(result) });
    } catch (error) {
      const failure = describeProductFailure(error, shownFields);
      setErrors(failure.fields);
      setNote(failure.note);
      setSending(false);
      if (hasProductErrors(failure.fields)) setInvalidAttempt((count) => count + 1);
      if (failure.reload) {
        void queryClient.invalidateQueries({ queryKey: getListProductsQueryKey() });
      }
    }
  };

  const message = (field: ProductField) => {
    const key = errors[field];
    return key ? t.errors[key] : undefined;
  };

  const stockField = (field: 'actualStock' | 'targetStock', disabled: boolean, hint: string) => (
    <FormField
      label={t.labels[field]}
      error={message(field)}
      hint={hint}
      optionalLabel={locked ? undefined : t.optional}
    >
      {(control) => (
        <input
          {...control}
          className={forms.input}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </FormField>
  );

  const category = routeNameOfProductType(context.type);
  const original = context.original;

  return (
    <Modal
      open
      onClose={onClose}
      title={product ? t.editTitle(product.name) : t.addTitle(category)}
      closeLabel={t.close}
      className={styles.panel}
    >
      {locked && <p className={styles.restricted}>{t.restricted}</p>}
      <form
        ref={form}
        className={forms.form}
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className={forms.fields} disabled={sending}>
          <legend className="visually-hidden">
            {product ? t.editTitle(product.name) : t.addTitle(category)}
          </legend>
          <FormField label={t.labels.name} error={message('name')} hint={t.hints.name}>
            {(control) => (
              <input
                {...control}
                className={forms.input}
                autoComplete="off"
                disabled={locked}
                value={values.name}
                onChange={(event) => change('name', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t.labels.price}
            error={message('price')}
            hint={
              locked && original
                ? t.hints.priceRaiseOnly(formatEuro(original.priceCents, 'de'))
                : t.hints.price
            }
          >
            {(control) => (
              <input
                {...control}
                className={forms.input}
                inputMode="decimal"
                autoComplete="off"
                value={values.price}
                onChange={(event) => change('price', event.target.value)}
              />
            )}
          </FormField>
          {goods ? (
            <div className={forms.pair}>
              {stockField(
                'actualStock',
                !actualEditable,
                locked && original?.actualStock != null
                  ? t.hints.stockRaiseOnly(original.actualStock)
                  : t.hints.actualStock,
              )}
              {stockField('targetStock', locked, t.hints.targetStock)}
            </div>
          ) : (
            <p className={styles.note}>{t.services}</p>
          )}
        </fieldset>
        <StatusNote tone="failure">{note ? t.notes[note] : null}</StatusNote>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className={buttons.primary} disabled={sending}>
            {sending && <span className={buttons.spinner} aria-hidden="true" />}
            {sending ? t.saving : product ? t.save : t.create}
          </button>
        </div>
      </form>
    </Modal>
  );
}
