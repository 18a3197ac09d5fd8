import { countProblems, restrictedChangeProblems, stockProblems } from './product.rules';
import type { ProductValues } from './product.rules';

/** A counted drink as it is stored. */
const cola: ProductValues = {
  type: 'drinks',
  name: 'Cola 0,33 l',
  priceCents: 280,
  actualStock: 9,
  targetStock: 24,
};

const fieldsOf = (problems: Array<{ field: string; code: string }>) => {
  for (const problem of problems) expect(problem.code).toBe('ADMIN_ONLY_CHANGE');
  return problems.map((problem) => problem.field);
};

describe('restrictedChangeProblems (what non-admin staff may change)', () => {
  it('allows an unchanged product', () => {
    expect(restrictedChangeProblems(cola, { ...cola })).toEqual([]);
  });

  it('allows raising the price and the actual stock, together or apart', () => {
    expect(restrictedChangeProblems(cola, { ...cola, priceCents: 281 })).toEqual([]);
    expect(restrictedChangeProblems(cola, { ...cola, actualStock: 10 })).toEqual([]);
    expect(
      restrictedChangeProblems(cola, { ...cola, priceCents: 300, actualStock: 1_000_000 }),
    ).toEqual([]);
  });

  it('allows restocking above the target stock', () => {
    expect(restrictedChangeProblems(cola, { ...cola, actualStock: 30 })).toEqual([]);
  });

  it('refuses lowering the price, even by a cent, and to zero', () => {
    expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, priceCents: 279 }))).toEqual([
      'priceCents',
    ]);
    expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, priceCents: 0 }))).toEqual([
      'priceCents',
    ]);
  });

  it('refuses lowering the actual stock, even by one, and to zero', () => {
    expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, actualStock: 8 }))).toEqual([
      'actualStock',
    ]);
    expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, actualStock: 0 }))).toEqual([
      'actualStock',
    ]);
  });

  it('refuses any change of the target stock, up or down', () => {
    for (const targetStock of [25, 23, 0]) {
      expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, targetStock }))).toEqual([
        'targetStock',
      ]);
    }
  });

  it('refuses renaming, also by case only', () => {
    for (const name of ['Cola 0,5 l', 'cola 0,33 l']) {
      expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, name }))).toEqual(['name']);
    }
  });

  it('refuses moving the product to another category', () => {
    expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, type: 'foods' }))).toEqual(['type']);
  });

  it('names every refused field at once, and not the allowed ones', () => {
    const wanted: ProductValues = {
      type: 'others',
      name: 'Cola light',
      priceCents: 500,
      actualStock: 3,
      targetStock: 12,
    };
    expect(fieldsOf(restrictedChangeProblems(cola, wanted)).sort()).toEqual(
      ['actualStock', 'name', 'targetStock', 'type'].sort(),
    );
    expect(
      fieldsOf(restrictedChangeProblems(cola, { ...cola, priceCents: 100, actualStock: 100 })),
    ).toEqual(['priceCents']);
  });

  describe('null (not counted) transitions', () => {
    const coffee: ProductValues = {
      type: 'drinks',
      name: 'Kaffee',
      priceCents: 250,
      actualStock: null,
      targetStock: null,
    };

    it('allows a product that stays uncounted', () => {
      expect(restrictedChangeProblems(coffee, { ...coffee, priceCents: 260 })).toEqual([]);
    });

    it('refuses starting to count an uncounted product (null → a number, even a large one)', () => {
      expect(fieldsOf(restrictedChangeProblems(coffee, { ...coffee, actualStock: 50 }))).toEqual([
        'actualStock',
      ]);
      expect(fieldsOf(restrictedChangeProblems(coffee, { ...coffee, targetStock: 50 }))).toEqual([
        'targetStock',
      ]);
    });

    it('refuses dropping the count (a number → null)', () => {
      expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, actualStock: null }))).toEqual([
        'actualStock',
      ]);
      expect(fieldsOf(restrictedChangeProblems(cola, { ...cola, targetStock: null }))).toEqual([
        'targetStock',
      ]);
    });

    it('allows counting an actual stock without a target (null target stays null)', () => {
      const counted: ProductValues = { ...coffee, actualStock: 4 };
      expect(restrictedChangeProblems(counted, { ...counted, actualStock: 5 })).toEqual([]);
    });
  });

  it('gives every problem a message', () => {
    const problems = restrictedChangeProblems(cola, {
      type: 'foods',
      name: 'Brezel',
      priceCents: 1,
      actualStock: 1,
      targetStock: 1,
    });
    expect(problems).toHaveLength(5);
    for (const problem of problems) expect(problem.message).toEqual(expect.any(String));
  });
});

describe('stockProblems (services carry no stock)', () => {
  it.each(['drinks', 'foods', 'others'] as const)('accepts any stock, or none, on %s', (type) => {
    expect(stockProblems({ type, actualStock: 5, targetStock: 10 })).toEqual([]);
    expect(stockProblems({ type, actualStock: 0, targetStock: 0 })).toEqual([]);
    expect(stockProblems({ type, actualStock: null, targetStock: null })).toEqual([]);
    expect(stockProblems({ type, actualStock: 3, targetStock: null })).toEqual([]);
  });

  it('accepts a service without stock', () => {
    expect(stockProblems({ type: 'services', actualStock: null, targetStock: null })).toEqual([]);
  });

  it('refuses a service with a stock, naming each stock field given (zero counts)', () => {
    expect(stockProblems({ type: 'services', actualStock: 5, targetStock: null })).toEqual([
      expect.objectContaining({ field: 'actualStock', code: 'SERVICE_HAS_NO_STOCK' }),
    ]);
    expect(stockProblems({ type: 'services', actualStock: null, targetStock: 0 })).toEqual([
      expect.objectContaining({ field: 'targetStock', code: 'SERVICE_HAS_NO_STOCK' }),
    ]);
    expect(
      stockProblems({ type: 'services', actualStock: 0, targetStock: 10 }).map((p) => p.field),
    ).toEqual(['actualStock', 'targetStock']);
  });
});

describe('countProblems (a target stock needs an actual stock)', () => {
  it('refuses a target stock without an actual stock', () => {
    expect(countProblems({ type: 'drinks', actualStock: null, targetStock: 10 })).toEqual([
      expect.objectContaining({ field: 'actualStock', code: 'ACTUAL_STOCK_REQUIRED' }),
    ]);
  });

  it('leaves a service to the service rule', () => {
    expect(countProblems({ type: 'services', actualStock: null, targetStock: 10 })).toEqual([]);
  });

  it('accepts both, an actual stock alone, or neither', () => {
    expect(countProblems({ type: 'drinks', actualStock: 0, targetStock: 10 })).toEqual([]);
    expect(countProblems({ type: 'drinks', actualStock: 3, targetStock: null })).toEqual([]);
    expect(countProblems({ type: 'drinks', actualStock: null, targetStock: null })).toEqual([]);
  });
});
