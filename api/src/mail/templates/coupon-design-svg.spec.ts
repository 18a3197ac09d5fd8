import { COUPON_PANEL, couponDesign, panelPath } from './coupon-designs';
import { COUPON_DESIGN_VIEWS, couponDesignSvg } from './coupon-design-svg';

/** The elements of an SVG as [name, attributes]; the drawing writes one per line. */
function elementsOf(svg: string): Array<[string, Record<string, string>]> {
  return [...svg.matchAll(/<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)].map(([, name, written]) => [
    name!,
    Object.fromEntries([...written!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
  ]);
}

describe('a coupon design as SVG (the coupon page’s pictures)', () => {
  it.each([1, 2, 3])('draws design %i as the PDF does: its shapes, then the panel', (n) => {
    const design = couponDesign(n);
    const [root, ...elements] = elementsOf(couponDesignSvg(n, 'sheet'));
    expect(root).toEqual([
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 595 420', width: '595', height: '420' },
    ]);
    expect(elements).toHaveLength(design.shapes.length + 1);
    design.shapes.forEach((shape, index) => {
      const [name, attributes] = elements[index]!;
      expect(name).toBe('path');
      expect(attributes).toMatchObject({ d: shape.d, fill: shape.fill ?? 'none' });
      if (shape.stroke) {
        expect(attributes).toMatchObject({
          stroke: shape.stroke,
          'stroke-width': String(shape.strokeWidth),
        });
      }
      if (shape.opacity !== undefined) expect(attributes.opacity).toBe(String(shape.opacity));
    });
    expect(elements.at(-1)).toEqual([
      'path',
      {
        d: panelPath(),
        fill: '#ffffff',
        opacity: '0.94',
        stroke: design.palette.frame,
        'stroke-width': '1.2',
      },
    ]);
  });

  it('adds bars in the palette’s colours where the words go to the thumbnail', () => {
    const { palette } = couponDesign(3);
    const sheet = elementsOf(couponDesignSvg(3, 'sheet'));
    const thumbnail = elementsOf(couponDesignSvg(3, 'thumbnail'));
    const bars = thumbnail.slice(sheet.length);
    expect(bars.map(([name]) => name)).toEqual(Array(7).fill('rect'));
    expect(bars.map(([, attributes]) => attributes.fill)).toEqual([
      palette.accent,
      palette.ink,
      palette.frame,
      palette.frame,
      palette.frame,
      palette.accent,
      palette.muted,
    ]);
    // Inside the panel, clear of its border.
    for (const [, { x, y, width, height }] of bars) {
      expect(Number(x)).toBeGreaterThan(COUPON_PANEL.x);
      expect(Number(x) + Number(width)).toBeLessThan(COUPON_PANEL.x + COUPON_PANEL.width);
      expect(Number(y)).toBeGreaterThan(COUPON_PANEL.y);
      expect(Number(y) + Number(height)).toBeLessThan(COUPON_PANEL.y + COUPON_PANEL.height);
    }
    expect(thumbnail[sheet.length - 1]![1]['stroke-width']).toBe('2');
  });

  it('is shapes only: no script, no links, no text, no styles, nothing loaded from elsewhere', () => {
    for (const n of [1, 2, 3]) {
      for (const view of COUPON_DESIGN_VIEWS) {
        const svg = couponDesignSvg(n, view);
        const names = new Set(elementsOf(svg).map(([name]) => name));
        expect([...names].sort()).toEqual(
          view === 'sheet' ? ['path', 'svg'] : ['path', 'rect', 'svg'],
        );
        // Every tag was read as an element above: nothing else hides between them.
        expect(svg.match(/</g)).toHaveLength(elementsOf(svg).length + 1);
        expect(svg).not.toMatch(/script|href|url\(|style|\bon\w+=|<!|<\?/i);
      }
    }
  });

  it('draws each design differently, the same every time; an unknown number as the first', () => {
    const drawn = [1, 2, 3].map((n) => couponDesignSvg(n, 'sheet'));
    expect(new Set(drawn).size).toBe(3);
    expect(couponDesignSvg(2, 'sheet')).toBe(drawn[1]);
    expect(couponDesignSvg(7, 'sheet')).toBe(drawn[0]);
  });
});
