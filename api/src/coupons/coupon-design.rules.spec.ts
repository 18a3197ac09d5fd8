import { couponDesign } from '../mail/coupon-designs.rules';
import { couponDesignOf, couponDesignPalettes, couponDesignPicture } from './coupon-design.rules';

describe('coupon design rules', () => {
  it('reads a design from the path: exactly 1, 2 or 3', () => {
    expect(['1', '2', '3'].map(couponDesignOf)).toEqual([1, 2, 3]);
    for (const value of ['0', '4', '01', '1.0', ' 1', '1 ', '+1', '1e0', '', 'one', '__proto__']) {
      expect({ value, design: couponDesignOf(value) }).toEqual({ value, design: null });
    }
  });

  it('tags each picture by its content, the same tag while the content is the same', () => {
    const first = couponDesignPicture(1, 'sheet');
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(couponDesignPicture(1, 'sheet')).toBe(first);
    const tags = [1, 2, 3].flatMap((n) =>
      (['sheet', 'thumbnail'] as const).map((view) => couponDesignPicture(n as 1, view).etag),
    );
    expect(new Set(tags).size).toBe(6);
  });

  it('lists every design with the palette its words are printed in', () => {
    expect(couponDesignPalettes()).toEqual(
      [1, 2, 3].map((background) => ({ background, palette: couponDesign(background).palette })),
    );
  });
});
