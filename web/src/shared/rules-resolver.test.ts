import { describe, expect, it } from 'vitest';
import { rulesResolver } from './rules-resolver';

interface Values {
  name: string;
  age: string;
}

const resolver = rulesResolver<Values, 'nameMissing' | 'ageInvalid'>(
  (values) => ({
    ...(values.name === '' && { name: 'nameMissing' as const }),
    ...(!/^\d+$/.test(values.age) && { age: 'ageInvalid' as const }),
  }),
  { nameMissing: 'Name fehlt', ageInvalid: 'Alter ungültig' },
);

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('rulesResolver', () => {
  it('passes valid values through without errors', async () => {
    const values = { name: 'Ada', age: '36' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("reports each invalid field with its key as type and the catalog's message", async () => {
    expect(await resolver({ name: '', age: 'x' }, undefined, options)).toEqual({
      values: {},
      errors: {
        name: { type: 'nameMissing', message: 'Name fehlt' },
        age: { type: 'ageInvalid', message: 'Alter ungültig' },
      },
    });
  });

  it('nests the errors of list fields the way react-hook-form reads them', async () => {
    const listResolver = rulesResolver<{ prices: { euros: string }[] }, 'priceMissing'>(
      (values) =>
        Object.fromEntries(
          values.prices.flatMap(({ euros }, index) =>
            euros === '' ? [[`prices.${index}.euros`, 'priceMissing' as const]] : [],
          ),
        ),
      { priceMissing: 'Preis fehlt' },
    );
    const result = await listResolver(
      { prices: [{ euros: '80' }, { euros: '' }] },
      undefined,
      options,
    );
    expect(result.errors.prices?.[1]?.euros).toEqual({
      type: 'priceMissing',
      message: 'Preis fehlt',
    });
    expect(result.errors.prices?.[0]).toBeUndefined();
  });
});
