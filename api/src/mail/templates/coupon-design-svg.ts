import { COUPON_PANEL, COUPON_SHEET, couponDesign, panelPath } from './coupon-designs';
import type { CouponShape } from './coupon-designs';

/**
 * How a coupon design is shown as a picture on the coupon page (its only other use is the PDF,
 * coupon-pdf.ts, which draws the same shapes):
 *   sheet      the picture and the white panel, without any words: the live preview writes the
 *              buyer's words over it, where the PDF prints them
 *   thumbnail  the same with bars where the words go: the picture to choose the design by
 */
export const COUPON_DESIGN_VIEWS = ['sheet', 'thumbnail'] as const;
export type CouponDesignView = (typeof COUPON_DESIGN_VIEWS)[number];

/** Attribute values are our own numbers and colours; escaped anyway, so no value can end one. */
const escape = (value: string | number) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function element(name: string, attributes: Record<string, string | number | undefined>): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  return `<${name}${written}/>`;
}

/** One shape as the PDF draws it (coupon-pdf.ts drawDesign): a fill, a stroke, or both. */
const shapeElement = (shape: CouponShape) =>
  element('path', {
    d: shape.d,
    fill: shape.fill ?? 'none',
    stroke: shape.stroke,
    'stroke-width': shape.strokeWidth,
    'stroke-linecap': shape.stroke ? 'round' : undefined,
    opacity: shape.opacity,
  });

/** Rounded bars standing for the panel's lines of text (sizes in sheet points). */
function textBars(background: number): string[] {
  const { palette } = couponDesign(background);
  const left = COUPON_PANEL.x + 26;
  const bar = (y: number, width: number, height: number, fill: string) =>
    element('rect', { x: left, y, width, height, rx: Math.min(height / 2, 10), fill });
  return [
    // The brand line, the heading, three lines of the buyer's words, the amount, the code.
    bar(56, 120, 14, palette.accent),
    bar(96, 200, 30, palette.ink),
    ...[160, 184, 208].map((y) => bar(y, 250, 10, palette.frame)),
    bar(282, 150, 30, palette.accent),
    bar(330, 210, 14, palette.muted),
  ];
}

/**
 * A coupon design as a standalone SVG document (A5 landscape, 595 × 420 points): shapes only, no
 * script, no links, no text, nothing loaded from elsewhere, so it is safe as an <img> anywhere.
 * An unknown number draws the first design, as couponDesign does; callers check the number.
 */
export function couponDesignSvg(background: number, view: CouponDesignView): string {
  const { shapes, palette } = couponDesign(background);
  const { width, height } = COUPON_SHEET;
  const thumbnail = view === 'thumbnail';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    ...shapes.map(shapeElement),
    element('path', {
      d: panelPath(),
      fill: '#ffffff',
      opacity: 0.94,
      stroke: palette.frame,
      // As the PDF's 1.2 points; the small picture needs a bolder line to show it at all.
      'stroke-width': thumbnail ? 2 : 1.2,
    }),
    ...(thumbnail ? textBars(background) : []),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
