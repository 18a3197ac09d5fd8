import { ApiError } from '@showcase/contracts/fetcher';
import type { ProblemDto } from '@showcase/contracts/generated/model/problemDto';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import { describe, expect, it } from 'vitest';
import { describeRestockFailure, restockSteps, withRestock } from './restock';

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

function apiError(status: number, problem: Partial<ProblemDto>): ApiError {
  return new ApiError(
    status,
    { type: 'about:blank', title: '', detail: '', status, code: 'X', ...problem },
    new Headers(),
  );
}

describe('restockSteps', () => {
  it('offers +1 and, below the target, the pieces missing to it', () => {
    expect(restockSteps(product({}))).toEqual({ plusOne: 1, refill: 15 });
    expect(restockSteps(product({ actualStock: 24 }))).toEqual({ plusOne: 1, refill: null });
    expect(restockSteps(product({ actualStock: 30 }))).toEqual({ plusOne: 1, refill: null });
  });

  it('offers nothing for products whose stock is not shown or not counted yet', () => {
    const none = { plusOne: null, refill: null };
    expect(restockSteps(product({ targetStock: null }))).toEqual(none);
    expect(restockSteps(product({ actualStock: null }))).toEqual(none);
    expect(
      restockSteps(product({ type: 'services', actualStock: null, targetStock: null })),
    ).toEqual(none);
  });

  it('stays within the contract: a stock of at most 1,000,000 and deliveries of at most 10,000', () => {
    expect(restockSteps(product({ actualStock: 1_000_000, targetStock: 5 }))).toEqual({
      plusOne: null,
      refill: null,
    });
    expect(restockSteps(product({ actualStock: 0, targetStock: 10_000 })).refill).toBe(10_000);
    expect(restockSteps(product({ actualStock: 0, targetStock: 10_001 })).refill).toBeNull();
  });
});

describe('withRestock (demo: the simulated answer written into the cached list)', () => {
  it('adds the pieces to the stock the page shows, not to the stored one', () => {
    const cola = product({ id: 'c', actualStock: 24 });
    const other = product({ id: 'o', name: 'Radler', actualStock: 3 });
    // The server counted from the stored 9.
    const answer = { ...cola, actualStock: 10, changedBy: 'Erika Muster', simulated: true };
    expect(withRestock({ items: [cola, other] }, answer, 1)).toEqual({
      items: [{ ...cola, actualStock: 25, changedBy: 'Erika Muster' }, other],
    });
  });
});

describe('describeRestockFailure', () => {
  it('names what went wrong and when the list should load again', () => {
    expect(describeRestockFailure(apiError(404, { code: 'NOT_FOUND' }))).toEqual({
      note: 'gone',
      reload: true,
    });
    expect(describeRestockFailure(apiError(409, { code: 'NOT_COUNTED' }))).toEqual({
      note: 'notCounted',
      reload: true,
    });
    expect(
      describeRestockFailure(
        apiError(400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'quantity', code: 'STOCK_TOO_HIGH', message: '' }],
        }),
      ),
    ).toEqual({ note: 'tooHigh', reload: true });
    expect(describeRestockFailure(apiError(403, { code: 'FORBIDDEN' })).note).toBe('forbidden');
    expect(describeRestockFailure(apiError(403, { code: 'CSRF_INVALID' })).note).toBe('failed');
    expect(describeRestockFailure(apiError(503, { code: 'DB_UNAVAILABLE' })).note).toBe(
      'unavailable',
    );
    expect(describeRestockFailure(new TypeError('offline'))).toEqual({
      note: 'failed',
      reload: false,
    });
  });
});
