import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import { describe, expect, it } from 'vitest';
import {
  needsNameTooltip,
  sortByName,
  stockView,
  withoutProduct,
  withProduct,
} from './product-list';

const product = (overrides: Partial<ProductDto>): ProductDto => ({
  id: 'p',
  type: 'drinks',
  name: 'Cola 0,33 l',
  priceCents: 280,
  actualStock: 9,
  targetStock: 24,
  changedBy: 'Admin',
  changedAt: '2030-06-01T10:00:00.000Z',
  ...overrides,
});

describe('needsNameTooltip (spec §9: a name over 16 characters)', () => {
  it('is false up to 16 characters and true from 17', () => {
    expect(needsNameTooltip('A'.repeat(16))).toBe(false);
    expect(needsNameTooltip('A'.repeat(17))).toBe(true);
    expect(needsNameTooltip('Mineralwasser 0,5 l')).toBe(true);
  });
});

describe('stockView (spec §9: stock only with a target stock)', () => {
  it('shows a counted product against its target, low when below it', () => {
    expect(stockView(product({}))).toEqual({ kind: 'counted', actual: 9, target: 24, low: true });
    expect(stockView(product({ actualStock: 24 }))).toEqual({
      kind: 'counted',
      actual: 24,
      target: 24,
      low: false,
    });
    expect(stockView(product({ actualStock: null }))).toMatchObject({ actual: null, low: true });
  });

  it('hides the stock without a target, and services are unlimited', () => {
    expect(stockView(product({ targetStock: null }))).toEqual({ kind: 'hidden' });
    expect(stockView(product({ actualStock: null, targetStock: null }))).toEqual({
      kind: 'hidden',
    });
    expect(stockView(product({ type: 'services', actualStock: null, targetStock: null }))).toEqual({
      kind: 'unlimited',
    });
  });
});

describe('sortByName and the cached list', () => {
  const cola = product({ id: 'c', name: 'Cola 0,33 l' });
  const apfel = product({ id: 'a', name: 'apfelschorle' });
  const oel = product({ id: 'o', name: 'Öl' });
  const radler = product({ id: 'r', name: 'Radler' });

  it('sorts by name as German readers expect, case and umlauts aside', () => {
    expect(sortByName([radler, oel, cola, apfel]).map((item) => item.name)).toEqual([
      'apfelschorle',
      'Cola 0,33 l',
      'Öl',
      'Radler',
    ]);
  });

  it('adds or replaces a product in order, without the simulated flag', () => {
    const list = { items: [apfel, radler] };
    const added = withProduct(list, { ...cola, simulated: true });
    expect(added.items.map((item) => item.id)).toEqual(['a', 'c', 'r']);
    expect(added.items[1]).not.toHaveProperty('simulated');
    const renamed = withProduct(added, { ...apfel, name: 'Zitronenlimo' });
    expect(renamed.items.map((item) => item.name)).toEqual([
      'Cola 0,33 l',
      'Radler',
      'Zitronenlimo',
    ]);
    expect(withoutProduct(renamed, 'r').items.map((item) => item.id)).toEqual(['c', 'a']);
  });
});
