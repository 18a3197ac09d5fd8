import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadedItems, withItemFirst, withoutItem, type CursorPage } from './paged-cache';

interface Row {
  id: string;
}

const paged = (...pages: string[][]): InfiniteData<CursorPage<Row>, string | null> => ({
  pages: pages.map((ids, index) => ({
    items: ids.map((id) => ({ id })),
    nextCursor: index < pages.length - 1 ? `c${index + 1}` : null,
  })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `c${index}`)),
});

const ids = (data: InfiniteData<CursorPage<Row>, string | null>) =>
  data.pages.map((page) => page.items.map((item) => item.id));

describe('withoutItem', () => {
  it('removes the item from whichever loaded page holds it', () => {
    const data = paged(['a', 'b'], ['c', 'd']);
    expect(ids(withoutItem(data, 'c'))).toEqual([['a', 'b'], ['d']]);
    expect(withoutItem(data, 'c').pageParams).toEqual(data.pageParams);
    // The cache entry is replaced, not changed in place.
    expect(ids(data)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('also works on a single cached page', () => {
    const page: CursorPage<Row> = { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'x' };
    expect(withoutItem(page, 'a')).toEqual({ items: [{ id: 'b' }], nextCursor: 'x' });
  });
});

describe('withItemFirst', () => {
  it('puts a new item at the top of the first page', () => {
    expect(ids(withItemFirst(paged(['a'], ['b']), { id: 'new' }))).toEqual([['new', 'a'], ['b']]);
  });

  it('does not list an item twice', () => {
    expect(ids(withItemFirst(paged(['a', 'new']), { id: 'new' }))).toEqual([['new', 'a']]);
  });

  it('also works on a single cached page', () => {
    expect(withItemFirst({ items: [{ id: 'a' }], nextCursor: null }, { id: 'n' })).toEqual({
      items: [{ id: 'n' }, { id: 'a' }],
      nextCursor: null,
    });
  });
});

describe('loadedItems', () => {
  it('joins the pages and drops repeats from overlapping pages', () => {
    expect(loadedItems(paged(['a', 'b'], ['b', 'c'])).map((item) => item.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(loadedItems(undefined)).toEqual([]);
  });
});
