import type { InfiniteData } from '@tanstack/react-query';

/** One page of a cursor-paginated staff list, as the API answers it. */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** A list's cache entry: the pages loaded so far ("Mehr laden"), or a single page. */
export type CachedList<Item> = InfiniteData<CursorPage<Item>, string | null> | CursorPage<Item>;

function isPaged<Item>(
  data: CachedList<Item>,
): data is InfiniteData<CursorPage<Item>, string | null> {
  return 'pages' in data && Array.isArray(data.pages);
}

/**
 * The cached list without the item with `id`, on whichever page it is. Works on the pages this
 * screen loads and on a single page someone else cached under the same key prefix.
 */
export function withoutItem<Item extends { id: string }, Data extends CachedList<Item>>(
  data: Data,
  id: string,
): Data {
  if (isPaged(data)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.id !== id),
      })),
    } as Data;
  }
  return { ...data, items: data.items.filter((item) => item.id !== id) };
}

/** The cached list with `item` first (a newest-first list), unless it is already there. */
export function withItemFirst<Item extends { id: string }, Data extends CachedList<Item>>(
  data: Data,
  item: Item,
): Data {
  const cleared = withoutItem<Item, Data>(data, item.id);
  if (isPaged(cleared)) {
    const [first, ...rest] = cleared.pages;
    if (!first) return cleared;
    return { ...cleared, pages: [{ ...first, items: [item, ...first.items] }, ...rest] } as Data;
  }
  return { ...cleared, items: [item, ...cleared.items] };
}

/** Every item of the loaded pages, in order, each id once (pages can overlap after a change). */
export function loadedItems<Item extends { id: string }>(
  data: InfiniteData<CursorPage<Item>, unknown> | undefined,
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
