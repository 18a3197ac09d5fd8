import { describe, expect, it } from 'vitest';
import { withItem, withoutItem, type GalleryPages } from './gallery-items';
import { makeGalleryItems } from './testing/gallery-handlers';

const [five, four, three, two, one] = makeGalleryItems(5);
const pages: GalleryPages = {
  pages: [
    { items: [five!, four!, three!], nextCursor: 'next', total: 5 },
    { items: [two!, one!], nextCursor: null, total: 5 },
  ],
  pageParams: [undefined, 'next'],
};

describe('cached gallery pages', () => {
  it('change one artwork wherever it is loaded', () => {
    const changed = withItem(pages, 'item-2', (item) => ({ ...item, likeCount: 9 }));
    expect(changed.pages[1]!.items.map((item) => item.likeCount)).toEqual([9, 4]);
    expect(changed.pages[0]!.items).toEqual(pages.pages[0]!.items);
    expect(changed.pageParams).toEqual(pages.pageParams);
  });

  it('lose a deleted artwork and count one less on every page', () => {
    const without = withoutItem(pages, 'item-4');
    expect(without.pages.map((page) => page.items.map((item) => item.id))).toEqual([
      ['item-5', 'item-3'],
      ['item-2', 'item-1'],
    ]);
    expect(without.pages.map((page) => page.total)).toEqual([4, 4]);
  });

  it('stay as they are when the artwork is not loaded', () => {
    expect(withoutItem(pages, 'item-99')).toBe(pages);
  });
});
