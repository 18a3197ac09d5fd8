/**
 * The three pictures a gift coupon is printed on, as plain vector shapes on an A5 landscape
 * sheet (595 × 420 points, y downwards as in SVG): their one source. The PDF draws them
 * (coupon-pdf.ts); the coupon page shows them as pictures the API serves (coupon-design-svg.ts,
 * GET /coupon-orders/designs/…), with the palettes for the words it writes over them.
 */

export const COUPON_SHEET = { width: 595, height: 420 } as const;

/** One filled or stroked SVG path; colours as #rrggbb. */
export interface CouponShape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

/** The colours the coupon's text panel takes from its picture. */
export interface CouponPalette {
  /** The amount and the brand line. */
  accent: string;
  /** Headings and the code. */
  ink: string;
  /** Small print. */
  muted: string;
  /** The panel's thin border. */
  frame: string;
}

export interface CouponDesign {
  shapes: CouponShape[];
  palette: CouponPalette;
}

const round = (value: number) => Math.round(value * 100) / 100;

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: string, to: string, share: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  return `#${a
    .map((channel, index) => Math.round(channel + (b[index]! - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

const rect = (x: number, y: number, width: number, height: number) =>
  `M ${round(x)} ${round(y)} H ${round(x + width)} V ${round(y + height)} H ${round(x)} Z`;

/** A vertical colour fade as thin bands (a PDF page without shading patterns can show it). */
function fade(top: number, bottom: number, from: string, to: string, steps: number): CouponShape[] {
  const height = (bottom - top) / steps;
  return Array.from({ length: steps }, (_, index) => ({
    // Each band overlaps the next by a hair, so no seam shows when the sheet is scaled.
    d: rect(0, top + index * height, COUPON_SHEET.width, height + 0.6),
    fill: mix(from, to, steps === 1 ? 0 : index / (steps - 1)),
  }));
}

/** An ellipse centred at (cx, cy), its first axis turned by `degrees`. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, degrees = 0): string {
  const angle = (degrees * Math.PI) / 180;
  const dx = rx * Math.cos(angle);
  const dy = rx * Math.sin(angle);
  const start = `${round(cx + dx)} ${round(cy + dy)}`;
  const end = `${round(cx - dx)} ${round(cy - dy)}`;
  return `M ${start} A ${rx} ${ry} ${degrees} 1 0 ${end} A ${rx} ${ry} ${degrees} 1 0 ${start} Z`;
}

const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

/** A short rounded bar (the sun's reflection). */
const bar = (cx: number, y: number, width: number, height: number) =>
  `M ${round(cx - width / 2 + height / 2)} ${y} H ${round(cx + width / 2 - height / 2)} A ${height / 2} ${height / 2} 0 0 1 ${round(cx + width / 2 - height / 2)} ${y + height} H ${round(cx - width / 2 + height / 2)} A ${height / 2} ${height / 2} 0 0 1 ${round(cx - width / 2 + height / 2)} ${y} Z`;

/** A ripple line of `count` half waves starting at (x, y). */
function ripple(x: number, y: number, count: number, width = 12, depth = 5): string {
  let d = `M ${x} ${y}`;
  for (let index = 0; index < count; index++) {
    d += ` q ${width / 2} ${index % 2 === 0 ? -depth : depth} ${width} 0`;
  }
  return d;
}

/** A sailboat whose hull's waterline starts at (x, y); `size` 1 is about 60 points long. */
function sailboat(
  x: number,
  y: number,
  size: number,
  colours: { hull: string; main: string; jib: string; stripe?: string },
): CouponShape[] {
  const s = (value: number) => round(value * size);
  const shapes: CouponShape[] = [
    {
      d: `M ${x} ${y} H ${round(x + s(64))} L ${round(x + s(55))} ${round(y + s(12))} H ${round(x + s(9))} Z`,
      fill: colours.hull,
    },
    {
      d: `M ${round(x + s(34))} ${round(y - s(4))} V ${round(y - s(70))} L ${round(x + s(62))} ${round(y - s(4))} Z`,
      fill: colours.main,
    },
    {
      d: `M ${round(x + s(30))} ${round(y - s(4))} V ${round(y - s(58))} L ${round(x + s(6))} ${round(y - s(4))} Z`,
      fill: colours.jib,
    },
  ];
  if (colours.stripe) {
    shapes.push({
      d: `M ${round(x + s(34))} ${round(y - s(24))} H ${round(x + s(53.4))} L ${round(x + s(57.6))} ${round(y - s(14))} H ${round(x + s(34))} Z`,
      fill: colours.stripe,
    });
  }
  return shapes;
}

/** A lily pad seen at a slant, with the notch water lilies have. */
function lilyPad(cx: number, cy: number, r: number, fill: string): CouponShape {
  const ry = round(r * 0.55);
  return {
    d: `M ${cx} ${cy} L ${round(cx + r * 0.97)} ${round(cy - ry * 0.25)} A ${r} ${ry} 0 1 0 ${round(cx + r * 0.97)} ${round(cy + ry * 0.25)} Z`,
    fill,
  };
}

/** A water lily: a ring of pointed petals around a golden heart. */
function lily(cx: number, cy: number, size: number): CouponShape[] {
  const petals: CouponShape[] = [];
  for (const [angle, fill] of [
    [-160, '#f7b9c3'],
    [-20, '#f7b9c3'],
    [-125, '#f4a3b1'],
    [-55, '#f4a3b1'],
    [-90, '#f28da0'],
  ] as const) {
    const radians = (angle * Math.PI) / 180;
    petals.push({
      d: ellipse(
        cx + Math.cos(radians) * size * 0.9,
        cy + Math.sin(radians) * size * 0.9,
        size,
        size * 0.38,
        angle,
      ),
      fill,
    });
  }
  petals.push({ d: circle(cx, cy - size * 0.2, size * 0.36), fill: '#ffd25e' });
  return petals;
}

/** A reed: a curved stem, a leaf and a brown cattail head. */
function reed(x: number, bottom: number, height: number, lean: number): CouponShape[] {
  const top = bottom - height;
  return [
    {
      d: `M ${x} ${bottom} C ${x + lean * 0.2} ${round(bottom - height * 0.4)} ${x + lean * 0.6} ${round(top + height * 0.3)} ${x + lean} ${top}`,
      stroke: '#4e7f52',
      strokeWidth: 2.6,
    },
    {
      d: `M ${x + 2} ${bottom} C ${x + 14} ${round(bottom - height * 0.45)} ${x + 22} ${round(bottom - height * 0.62)} ${x + 30} ${round(bottom - height * 0.8)} C ${x + 18} ${round(bottom - height * 0.55)} ${x + 10} ${round(bottom - height * 0.35)} ${x + 5} ${bottom} Z`,
      fill: '#6e9f5e',
    },
    { d: ellipse(x + lean, top + 12, 14, 4.2, 90 - lean * 0.6), fill: '#8b5e3c' },
  ];
}

/** 1: a summer sunrise over the lake, a sailboat in the sun's path. */
function sunrise(): CouponDesign {
  const waves = [
    ripple(392, 352, 6),
    ripple(450, 372, 8),
    ripple(410, 396, 6),
    ripple(40, 400, 6),
  ].map((d) => ({ d, stroke: '#ffffff', strokeWidth: 1.6, opacity: 0.4 }));
  return {
    palette: { accent: '#d9542b', ink: '#16323d', muted: '#5d6f76', frame: '#f4b58f' },
    shapes: [
      ...fade(0, 262, '#fdebd3', '#f7a583', 18),
      { d: circle(468, 214, 92), fill: '#ffe3a3', opacity: 0.45 },
      { d: circle(468, 214, 56), fill: '#ffc95a' },
      {
        d: 'M 0 246 C 60 224 120 230 170 242 C 230 222 300 220 360 240 C 420 222 500 218 595 238 L 595 270 L 0 270 Z',
        fill: '#7fb3a0',
      },
      {
        d: 'M 0 256 C 80 244 150 250 220 258 C 300 246 380 246 450 256 C 510 248 560 248 595 254 L 595 270 L 0 270 Z',
        fill: '#5f9c8a',
      },
      ...fade(264, 420, '#3c9db0', '#17607a', 10),
      ...[
        [278, 96],
        [292, 70],
        [306, 46],
        [320, 26],
      ].map(([y, width]) => ({ d: bar(468, y!, width!, 4), fill: '#ffd27a', opacity: 0.75 })),
      ...sailboat(506, 300, 0.95, { hull: '#21465a', main: '#fff6ea', jib: '#ffe2c4' }),
      ...waves,
    ],
  };
}

/** 2: sailing on open blue water, layered waves, a sunny accent on the sail. */
function openWater(): CouponDesign {
  const foam = [ripple(396, 318, 8), ripple(470, 362, 8), ripple(420, 402, 10)].map((d) => ({
    d,
    stroke: '#ffffff',
    strokeWidth: 1.6,
    opacity: 0.45,
  }));
  return {
    palette: { accent: '#0f6e8c', ink: '#0f2f3f', muted: '#51707c', frame: '#8fd0dc' },
    shapes: [
      ...fade(0, 236, '#e3f6f5', '#a9dce3', 16),
      { d: circle(540, 62, 40), fill: '#ffe29a', opacity: 0.5 },
      { d: circle(540, 62, 24), fill: '#ffc857' },
      {
        d: `${ripple(420, 74, 2, 10, 6)} ${ripple(452, 92, 2, 8, 5)}`,
        stroke: '#2b5d73',
        strokeWidth: 2,
      },
      {
        d: 'M 0 214 C 80 200 160 228 240 214 C 320 200 400 228 480 214 C 530 205 565 212 595 216 L 595 420 L 0 420 Z',
        fill: '#4fb3c4',
      },
      ...sailboat(438, 262, 1.45, {
        hull: '#0f3b53',
        main: '#ffffff',
        jib: '#eef9f9',
        stripe: '#ff8a5b',
      }),
      {
        d: 'M 0 272 C 90 256 170 288 260 272 C 350 256 430 288 520 272 C 550 267 575 268 595 270 L 595 420 L 0 420 Z',
        fill: '#2b8faa',
      },
      ...sailboat(384, 300, 0.62, { hull: '#0f3b53', main: '#ffffff', jib: '#dff3f5' }),
      {
        d: 'M 0 330 C 100 312 190 348 290 330 C 390 312 480 348 595 326 L 595 420 L 0 420 Z',
        fill: '#176f8f',
      },
      {
        d: 'M 0 382 C 110 366 210 400 320 382 C 420 366 510 396 595 380 L 595 420 L 0 420 Z',
        fill: '#0e5270',
      },
      ...foam,
    ],
  };
}

/** 3: a quiet bay of water lilies, reeds at the shore. */
function lilyBay(): CouponDesign {
  return {
    palette: { accent: '#2f7d55', ink: '#173628', muted: '#566d60', frame: '#a9d5b8' },
    shapes: [
      ...fade(0, 420, '#eef7ef', '#cde7d6', 14),
      {
        d: 'M 300 250 C 360 200 520 186 595 212 L 595 420 L 250 420 C 236 330 258 290 300 250 Z',
        fill: '#8fcfc0',
      },
      {
        d: 'M 330 268 C 390 228 520 218 595 238 L 595 420 L 292 420 C 284 350 296 300 330 268 Z',
        fill: '#7cc2b3',
      },
      ...[ellipse(470, 300, 40, 7), ellipse(400, 352, 30, 5), ellipse(520, 392, 44, 7)].map(
        (d) => ({ d, stroke: '#ffffff', strokeWidth: 1.4, opacity: 0.55 }),
      ),
      ...reed(566, 262, 150, -10),
      ...reed(548, 250, 120, -16),
      ...reed(584, 270, 176, -4),
      lilyPad(432, 324, 46, '#3f8f6b'),
      lilyPad(522, 364, 36, '#58ab7f'),
      lilyPad(372, 388, 30, '#4c9a72'),
      lilyPad(500, 292, 24, '#6bbb8c'),
      ...lily(440, 316, 15),
      ...lily(526, 356, 11),
    ],
  };
}

/** The picture a coupon is printed on; an unknown number gets the first. */
export function couponDesign(background: number): CouponDesign {
  if (background === 2) return openWater();
  if (background === 3) return lilyBay();
  return sunrise();
}

/** The white panel the coupon's text stands on, left of the picture's motif. */
export const COUPON_PANEL = { x: 28, y: 28, width: 344, height: 364, radius: 14 } as const;

export function panelPath(panel = COUPON_PANEL): string {
  const { x, y, width, height, radius: r } = panel;
  return `M ${x + r} ${y} H ${x + width - r} A ${r} ${r} 0 0 1 ${x + width} ${y + r} V ${y + height - r} A ${r} ${r} 0 0 1 ${x + width - r} ${y + height} H ${x + r} A ${r} ${r} 0 0 1 ${x} ${y + height - r} V ${y + r} A ${r} ${r} 0 0 1 ${x + r} ${y} Z`;
}
