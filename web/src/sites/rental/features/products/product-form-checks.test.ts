import { ApiError } from '@showcase/contracts/fetcher';
import type { ProblemDto } from '@showcase/contracts/generated/model/problemDto';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import { describe, expect, it } from 'vitest';
import {
  describeProductFailure,
  priceInputOf,
  productFormErrors,
  productFormValuesOf,
  readStockInput,
  toProductInput,
  type ProductFormContext,
  type ProductFormValues,
} from './product-form-checks';

const cola: ProductDto = {
  id: 'p-cola',
  type: 'drinks',
  name: 'Cola 0,33 l',
  priceCents: 280,
  actualStock: 9,
  targetStock: 24,
  changedBy: 'Admin',
  changedAt: '2030-06-01T10:00:00.000Z',
};

const values = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: 'Radler 0,5 l',
  price: '3,80',
  actualStock: '14',
  targetStock: '24',
  ...overrides,
});

const adding: ProductFormContext = { type: 'drinks', restricted: false };
const employeeEdit: ProductFormContext = { type: 'drinks', original: cola, restricted: true };
const adminEdit: ProductFormContext = { type: 'drinks', original: cola, restricted: false };

function apiError(status: number, problem: Partial<ProblemDto>): ApiError {
  return new ApiError(
    status,
    { type: 'about:blank', title: '', detail: '', status, code: 'X', ...problem },
    new Headers(),
  );
}

describe('readStockInput (spec §5: stock fields are digits only)', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['24', 24],
    [' 007 ', 7],
    ['1000000', 1_000_000],
  ])('reads %j as %j', (text, value) => {
    expect(readStockInput(text)).toEqual({ ok: true, value });
  });

  it.each(['-1', '2,5', '2.5', '1.000', '1e3', '+3', '12 Stück', '½'])('refuses %j', (text) => {
    expect(readStockInput(text)).toEqual({ ok: false, error: 'stockInvalid' });
  });

  it('refuses more than the contract allows', () => {
    expect(readStockInput('1000001')).toEqual({ ok: false, error: 'stockTooLarge' });
    expect(readStockInput('99999999999999999999')).toEqual({ ok: false, error: 'stockTooLarge' });
  });
});

describe('productFormErrors: adding and admin changes', () => {
  it('accepts a complete product', () => {
    expect(productFormErrors(values(), adding)).toEqual({});
  });

  it('needs a name of at most 20 characters (counted as the server counts them)', () => {
    expect(productFormErrors(values({ name: '   ' }), adding).name).toBe('nameRequired');
    expect(productFormErrors(values({ name: 'A'.repeat(20) }), adding).name).toBeUndefined();
    expect(productFormErrors(values({ name: 'A'.repeat(21) }), adding).name).toBe('nameTooLong');
    // Surrounding spaces are dropped before counting, like the server does.
    expect(productFormErrors(values({ name: ` ${'A'.repeat(20)} ` }), adding).name).toBeUndefined();
    // An emoji is one character, not two.
    expect(productFormErrors(values({ name: `${'A'.repeat(19)}🍺` }), adding).name).toBeUndefined();
  });

  it('takes the price with a comma or a point and at most two decimals', () => {
    for (const price of ['2,5', '2.50', '3', '0,99']) {
      expect(productFormErrors(values({ price }), adding).price).toBeUndefined();
    }
    expect(productFormErrors(values({ price: '' }), adding).price).toBe('priceRequired');
    for (const price of ['2,555', '-1', 'zwei', '2,5 €', '1.000,00']) {
      expect(productFormErrors(values({ price }), adding).price).toBe('priceInvalid');
    }
  });

  it('checks both stock fields, and a target stock needs an actual count', () => {
    expect(productFormErrors(values({ actualStock: '2,5' }), adding).actualStock).toBe(
      'stockInvalid',
    );
    expect(productFormErrors(values({ targetStock: 'viel' }), adding).targetStock).toBe(
      'stockInvalid',
    );
    expect(productFormErrors(values({ actualStock: '', targetStock: '' }), adding)).toEqual({});
    expect(productFormErrors(values({ actualStock: '5', targetStock: '' }), adding)).toEqual({});
    expect(productFormErrors(values({ actualStock: '', targetStock: '24' }), adding)).toEqual({
      actualStock: 'actualRequired',
    });
  });

  it('ignores stock fields for services', () => {
    const service: ProductFormContext = { type: 'services', restricted: false };
    expect(productFormErrors(values({ actualStock: 'x', targetStock: 'y' }), service)).toEqual({});
  });

  it('lets admins lower a price and the stock', () => {
    expect(
      productFormErrors(values({ name: cola.name, price: '1', actualStock: '0' }), adminEdit),
    ).toEqual({});
  });
});

describe('productFormErrors: non-admin staff (spec §5: may only raise price and actual stock)', () => {
  it('accepts the same or higher values', () => {
    expect(productFormErrors(productFormValuesOf(cola), employeeEdit)).toEqual({});
    expect(productFormErrors(values({ price: '2,90', actualStock: '24' }), employeeEdit)).toEqual(
      {},
    );
  });

  it('refuses a lower price and a lower or emptied stock', () => {
    expect(productFormErrors(values({ price: '2,79', actualStock: '9' }), employeeEdit)).toEqual({
      price: 'priceLowered',
    });
    expect(productFormErrors(values({ price: '2,80', actualStock: '8' }), employeeEdit)).toEqual({
      actualStock: 'stockLowered',
    });
    expect(productFormErrors(values({ price: '2,80', actualStock: '' }), employeeEdit)).toEqual({
      actualStock: 'stockLowered',
    });
  });

  it('still checks the format first', () => {
    expect(productFormErrors(values({ price: '2,5x', actualStock: 'neun' }), employeeEdit)).toEqual(
      { price: 'priceInvalid', actualStock: 'stockInvalid' },
    );
  });

  it('does not check the locked name (a seed name over 20 is not theirs to fix)', () => {
    const longName = { ...cola, name: 'Bratwurst im Brötchen' };
    expect(
      productFormErrors(productFormValuesOf(longName), { ...employeeEdit, original: longName }),
    ).toEqual({});
  });
});

describe('toProductInput', () => {
  it("sends '2,5' as 250 cents, stocks as numbers, empty ones as null", () => {
    expect(toProductInput(values({ name: ' Radler ', price: '2,5' }), adding)).toEqual({
      type: 'drinks',
      name: 'Radler',
      priceCents: 250,
      actualStock: 14,
      targetStock: 24,
    });
    expect(toProductInput(values({ actualStock: '', targetStock: '' }), adding)).toMatchObject({
      actualStock: null,
      targetStock: null,
    });
  });

  it('sends no stock for services', () => {
    expect(
      toProductInput(values({ name: 'Bootsreinigung', price: '40' }), {
        type: 'services',
        restricted: false,
      }),
    ).toEqual({
      type: 'services',
      name: 'Bootsreinigung',
      priceCents: 4000,
      actualStock: null,
      targetStock: null,
    });
  });

  it('keeps everything but price and actual stock as it was for non-admin staff', () => {
    expect(
      toProductInput(
        { name: 'Umbenannt', price: '3', actualStock: '12', targetStock: '99' },
        employeeEdit,
      ),
    ).toEqual({
      type: 'drinks',
      name: 'Cola 0,33 l',
      priceCents: 300,
      actualStock: 12,
      targetStock: 24,
    });
  });

  it('keeps a not counted product not counted for non-admin staff', () => {
    const coffee = { ...cola, name: 'Kaffee', actualStock: null, targetStock: null };
    expect(
      toProductInput(values({ price: '2,60', actualStock: '5' }), {
        ...employeeEdit,
        original: coffee,
      }),
    ).toMatchObject({ actualStock: null, targetStock: null, priceCents: 260 });
  });
});

describe('priceInputOf / productFormValuesOf', () => {
  it('shows a stored price with a decimal comma and two decimals', () => {
    expect(priceInputOf(250)).toBe('2,50');
    expect(priceInputOf(300)).toBe('3,00');
    expect(priceInputOf(5)).toBe('0,05');
    expect(productFormValuesOf({ ...cola, actualStock: null, targetStock: null })).toEqual({
      name: 'Cola 0,33 l',
      price: '2,80',
      actualStock: '',
      targetStock: '',
    });
  });
});

describe('describeProductFailure', () => {
  const shown = ['name', 'price', 'actualStock', 'targetStock'] as const;

  it('puts 400 field problems at the fields', () => {
    const failure = describeProductFailure(
      apiError(400, {
        code: 'VALIDATION_FAILED',
        errors: [
          { field: 'name', code: 'TOO_LONG', message: '' },
          { field: 'priceCents', code: 'TOO_LARGE', message: '' },
          { field: 'targetStock', code: 'NOT_AN_INTEGER', message: '' },
          { field: 'actualStock', code: 'TOO_LARGE', message: '' },
        ],
      }),
      shown,
    );
    expect(failure).toEqual({
      fields: {
        name: 'nameTooLong',
        price: 'priceInvalid',
        targetStock: 'stockInvalid',
        actualStock: 'stockTooLarge',
      },
      note: 'checkMarked',
      reload: false,
    });
  });

  it('says so when a problem is at a field the form does not show', () => {
    expect(
      describeProductFailure(
        apiError(400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'name', code: 'TOO_LONG', message: '' }],
        }),
        ['price', 'actualStock'],
      ),
    ).toEqual({ fields: {}, note: 'nameTooLong', reload: false });
    expect(
      describeProductFailure(
        apiError(400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'type', code: 'NOT_ALLOWED', message: '' }],
        }),
        shown,
      ).note,
    ).toBe('failed');
  });

  it('maps 403 ADMIN_ONLY_CHANGE to the fields it names, anything else to "only admins"', () => {
    expect(
      describeProductFailure(
        apiError(403, {
          code: 'ADMIN_ONLY_CHANGE',
          errors: [{ field: 'actualStock', code: 'ADMIN_ONLY_CHANGE', message: '' }],
        }),
        shown,
      ),
    ).toEqual({ fields: { actualStock: 'stockLowered' }, note: 'checkMarked', reload: true });
    expect(
      describeProductFailure(
        apiError(403, {
          code: 'ADMIN_ONLY_CHANGE',
          errors: [
            { field: 'priceCents', code: 'ADMIN_ONLY_CHANGE', message: '' },
            { field: 'targetStock', code: 'ADMIN_ONLY_CHANGE', message: '' },
          ],
        }),
        ['price', 'actualStock'],
      ),
    ).toEqual({ fields: { price: 'priceLowered' }, note: 'adminOnly', reload: true });
  });

  it('knows a vanished product, a missing right, an unavailable server and other failures', () => {
    expect(describeProductFailure(apiError(404, { code: 'NOT_FOUND' }), shown)).toMatchObject({
      note: 'gone',
      reload: true,
    });
    expect(describeProductFailure(apiError(403, { code: 'FORBIDDEN' }), shown).note).toBe(
      'forbidden',
    );
    expect(describeProductFailure(apiError(403, { code: 'CSRF_INVALID' }), shown).note).toBe(
      'failed',
    );
    expect(describeProductFailure(apiError(503, { code: 'DB_UNAVAILABLE' }), shown).note).toBe(
      'unavailable',
    );
    expect(describeProductFailure(new TypeError('network'), shown)).toEqual({
      fields: {},
      note: 'failed',
      reload: false,
    });
  });
});
