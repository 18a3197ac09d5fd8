import sharp from 'sharp';

/**
 * The demo gallery's artworks: four series by the artist ArtAlley presents, each with its own
 * technique and palette, composed here as SVG and finished with a grain of paper, canvas or wool
 * (nothing is fetched from the internet). Every piece draws from its own seeded generator, so
 * every start shows the same gallery.
 */

const W = 1600;
const H = 1200;

type Random = () => number;
type Point = readonly [number, number];

/** One artwork: its title ("Series — Title") and its picture, drawn on demand. */
export interface Artwork {
  title: string;
  svg(): string;
  picture(): Promise<Buffer>;
}

/** A small deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (next: Random, low: number, high: number) => low + next() * (high - low);
/** Coordinates with one decimal: enough for the eye, and the SVG stays small. */
const n = (value: number) => Math.round(value * 10) / 10;
const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);

/** A smooth wobble in [-1, 1] along t ∈ [0, 1]: `knots` random heights joined by smoothstep. */
function wobble(next: Random, knots = 6): (t: number) => number {
  const heights = Array.from({ length: knots + 2 }, () => next() * 2 - 1);
  return (t) => {
    const x = clamp01(t) * knots;
    const i = Math.floor(x);
    const f = x - i;
    const a = heights[i] ?? 0;
    const b = heights[i + 1] ?? a;
    return a + (b - a) * f * f * (3 - 2 * f);
  };
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved towards `b` by `t` (0 … 1). */
function mix(a: string, b: string, t: number): string {
  const [from, to] = [channels(a), channels(b)];
  return `#${from
    .map((value, i) => Math.round(value + ((to[i] ?? value) - value) * t))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

const path = (points: readonly Point[], close = false) =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;

/** Points along y = base + amplitude × wobble, from beyond the left edge to beyond the right. */
function ridge(next: Random, base: number, amplitude: number, knots = 6): Point[] {
  const shape = wobble(next, knots);
  return Array.from({ length: 81 }, (_, i) => {
    const x = -20 + (i * (W + 40)) / 80;
    return [x, base + amplitude * shape(i / 80)] as const;
  });
}

/** A mountain range: rounded peaks of random heights and widths rising from `base`. */
function peaks(next: Random, base: number, height: number, count: number): Point[] {
  const bumps = Array.from({ length: count }, () => ({
    centre: between(next, -0.05, 1.05) * W,
    height: between(next, 0.45, 1) * height,
    width: between(next, 140, 340),
  }));
  const rough = wobble(next, 24);
  return Array.from({ length: 121 }, (_, i) => {
    const x = -20 + (i * (W + 40)) / 120;
    const rise = Math.max(
      ...bumps.map((bump) => bump.height * Math.exp(-(((x - bump.centre) / bump.width) ** 2))),
    );
    return [x, base - rise + 6 * rough(i / 120)] as const;
  });
}

/** The region below a ridge line, down past the bottom edge. */
const below = (line: readonly Point[]) => path([...line, [W + 20, H + 20], [-20, H + 20]], true);

/** A rectangle whose edges waver a little, like paint that stops short of tape. */
function roughRect(next: Random, x0: number, y0: number, x1: number, y1: number): string {
  const edge = (from: Point, to: Point): Point[] => {
    const shape = wobble(next, 14);
    return Array.from({ length: 40 }, (_, i) => {
      const t = i / 40;
      const offset = 2.5 * shape(t);
      const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
      const length = Math.hypot(dx, dy);
      return [from[0] + dx * t - (dy / length) * offset, from[1] + dy * t + (dx / length) * offset];
    });
  };
  return path(
    [
      ...edge([x0, y0], [x1, y0]),
      ...edge([x1, y0], [x1, y1]),
      ...edge([x1, y1], [x0, y1]),
      ...edge([x0, y1], [x0, y0]),
    ],
    true,
  );
}

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

// ── the surface: grain of paper, canvas or wool ────────────────────────────────────────────

type Surface = 'paper' | 'canvas' | 'wool';

/** Drawn on 1600 × 1200, stored at 1200 × 900 (as large as the old seed's): quicker to render. */
const SCALE = 0.75;
const OUT_W = W * SCALE;
const OUT_H = H * SCALE;
const TILE = 240;

/** Fine noise, with the weave of canvas where there is one; one tile, repeated. */
function grainTile(surface: Surface): Buffer {
  const next = random(surface.length * 7919);
  const amplitude = surface === 'wool' ? 5 : 9;
  const tile = Buffer.alloc(TILE * TILE * 3);
  for (let y = 0; y < TILE; y += 1) {
    for (let x = 0; x < TILE; x += 1) {
      const weave = surface === 'canvas' ? (x % 4 < 2 ? 4 : -4) + (y % 4 < 2 ? 4 : -4) : 0;
      tile.fill(
        128 + weave + Math.round((next() - 0.5) * 2 * amplitude),
        (y * TILE + x) * 3,
        (y * TILE + x + 1) * 3,
      );
    }
  }
  return tile;
}

const GRAIN: Record<Surface, Buffer> = {
  paper: grainTile('paper'),
  canvas: grainTile('canvas'),
  wool: grainTile('wool'),
};

/**
 * Renders the SVG and lays over it, in soft light, the surface's grain and a soft mottling, as
 * of pigment that dried unevenly (different for every piece).
 */
async function finish(drawing: string, surface: Surface, seed: number): Promise<Buffer> {
  const next = random(seed ^ 0x5eed);
  const blots = Buffer.alloc(32 * 24 * 3);
  for (let i = 0; i < 32 * 24; i += 1)
    blots.fill(128 + Math.round((next() - 0.5) * 40), i * 3, i * 3 + 3);
  const mottle = await sharp(blots, { raw: { width: 32, height: 24, channels: 3 } })
    .resize(OUT_W, OUT_H, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(drawing), { density: 72 * SCALE })
    .composite([
      { input: mottle, raw: { width: OUT_W, height: OUT_H, channels: 3 }, blend: 'soft-light' },
      {
        input: GRAIN[surface],
        raw: { width: TILE, height: TILE, channels: 3 },
        tile: true,
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

// ── Tideline: gouache on paper, layered horizons ───────────────────────────────────────────

interface Horizon {
  title: string;
  /** From the top of the sky down to the horizon. */
  sky: readonly string[];
  /** The far shore, a low ridge just above the horizon. */
  shore: string;
  /** The water's bands, from the horizon to the bottom edge. */
  water: readonly string[];
  sun: { x: number; y: number; r: number; colour: string };
  /** The horizon's height as a share of the picture. */
  horizon: number;
}

const PAPER = '#f1e9d8';
const MARGIN = 72;

function horizonSvg(piece: Horizon, seed: number): string {
  const next = random(seed);
  const horizon = H * piece.horizon;
  const { sun } = piece;
  const skyStops = piece.sky
    .map((colour, i) => `<stop offset="${i / (piece.sky.length - 1)}" stop-color="${colour}"/>`)
    .join('');
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${skyStops}</linearGradient>
    <radialGradient id="sun">
      <stop offset="0.42" stop-color="${sun.colour}"/>
      <stop offset="0.46" stop-color="${sun.colour}" stop-opacity="0.4"/>
      <stop offset="1" stop-color="${sun.colour}" stop-opacity="0"/>
    </radialGradient>`;
  const parts: string[] = [
    `<rect width="${W}" height="${n(horizon + 40)}" fill="url(#sky)"/>`,
    `<circle cx="${n(W * sun.x)}" cy="${n(H * sun.y)}" r="${n(sun.r / 0.44)}" fill="url(#sun)"/>`,
  ];
  // Thin clouds drawn across the sky with an almost dry brush.
  const skyBottom = piece.sky[piece.sky.length - 1] ?? PAPER;
  for (let i = 0; i < 7; i += 1) {
    const y = between(next, H * 0.12, horizon - 50);
    const x = between(next, -100, W - 300);
    const length = between(next, 260, 760);
    const line = ridge(next, y, between(next, 3, 9), 4).filter(([px]) => px > x && px < x + length);
    parts.push(
      `<path d="${path(line)}" stroke="${mix(skyBottom, '#ffffff', 0.35)}" stroke-width="${n(between(next, 3, 9))}" stroke-linecap="round" fill="none" opacity="${n(between(next, 0.25, 0.5) * 100) / 100}"/>`,
    );
  }
  parts.push(
    `<path d="${below(ridge(next, horizon - between(next, 18, 44), 22, 5))}" fill="${piece.shore}"/>`,
  );
  const bands = piece.water.length;
  const top = (k: number) => horizon + (H - horizon) * Math.pow(k / bands, 1.6);
  for (const [k, colour] of piece.water.entries()) {
    const depth = k / bands;
    parts.push(`<path d="${below(ridge(next, top(k), 2 + 9 * depth, 7))}" fill="${colour}"/>`);
    const light = mix(colour, piece.water[k + 1] ? skyBottom : '#ffffff', 0.3);
    for (let s = 0; s < 5 + k * 3; s += 1) {
      const y = between(next, top(k) + 4, top(k + 1) - 2);
      const x = between(next, -200, W);
      const length = between(next, 80, 420 + depth * 500);
      const line = ridge(next, y, 2 + 3 * depth, 3).filter(([px]) => px > x && px < x + length);
      if (line.length < 2) continue;
      parts.push(
        `<path d="${path(line)}" stroke="${light}" stroke-width="${n(1.5 + 4 * depth * next())}" stroke-linecap="round" fill="none" opacity="0.45"/>`,
      );
    }
  }
  // The sun's path on the water: short strokes, wider and fainter towards the viewer.
  for (let j = 0; j < 16; j += 1) {
    const y = horizon + 10 + j * (j + 5) * 1.6;
    if (y > H - MARGIN) break;
    const half = sun.r * (0.5 + j * 0.05) * between(next, 0.5, 1);
    const x = W * sun.x + between(next, -12, 12) * (1 + j * 0.3);
    parts.push(
      `<path d="M${n(x - half)} ${n(y)}h${n(half * 2)}" stroke="${sun.colour}" stroke-width="${n(3 + j * 0.6)}" stroke-linecap="round" opacity="${n((0.75 - j * 0.035) * 100) / 100}"/>`,
    );
  }
  // The bare paper around the painting, its inner edge as uneven as the paint's.
  const sheet = `<path d="M0 0H${W}V${H}H0Z${roughRect(next, MARGIN, MARGIN, W - MARGIN, H - MARGIN)}" fill="${PAPER}" fill-rule="evenodd"/>`;
  return svg(defs, `${parts.join('')}${sheet}`);
}

const TIDELINE: readonly Horizon[] = [
  {
    title: 'First Light',
    sky: ['#d9c9c0', '#efcdb8', '#f6dcc0'],
    shore: '#b48c86',
    water: ['#d7b4a4', '#a9a7a0', '#7f9a95', '#5d817d', '#3e615e'],
    sun: { x: 0.66, y: 0.4, r: 64, colour: '#fbeed2' },
    horizon: 0.5,
  },
  {
    title: 'Salt Haze',
    sky: ['#cdd6cf', '#e2e4d8', '#eeeadb'],
    shore: '#a8b6ad',
    water: ['#d9dccf', '#bccbc3', '#9fb5ad', '#86a29b', '#6c8c86'],
    sun: { x: 0.3, y: 0.3, r: 52, colour: '#f8f3e2' },
    horizon: 0.46,
  },
  {
    title: 'Low Water',
    sky: ['#e7d7b4', '#efdcb2', '#f2d59a'],
    shore: '#8f6d4b',
    water: ['#d8b57a', '#b88d5a', '#97704d', '#755640', '#553f31'],
    sun: { x: 0.5, y: 0.34, r: 78, colour: '#f7e3a8' },
    horizon: 0.56,
  },
  {
    title: 'Ferry at Dusk',
    sky: ['#5d6b8e', '#b98a8f', '#e9a77f'],
    shore: '#4a3f55',
    water: ['#c98a72', '#8d6f7e', '#5d5a78', '#403f5f', '#2b2a45'],
    sun: { x: 0.24, y: 0.47, r: 46, colour: '#f6c27a' },
    horizon: 0.54,
  },
  {
    title: 'Night Harbour',
    sky: ['#131a33', '#1f2a52', '#34406f'],
    shore: '#0f1428',
    water: ['#2e3a66', '#243059', '#1b254a', '#141c3b', '#0d132b'],
    sun: { x: 0.72, y: 0.26, r: 40, colour: '#efe6d3' },
    horizon: 0.6,
  },
];

// ── Orbits: oil on canvas, circles and their paths ─────────────────────────────────────────

interface Orbit {
  title: string;
  /** Two fields of colour: the ground and the band laid over it. */
  fields: readonly [string, string];
  /** Where the second field starts, as a share of the height (horizontal split). */
  split: number;
  disc: { x: number; y: number; r: number; colour: string };
  /** A second body; where it overlaps the disc it takes the lens colour. */
  moon?: { x: number; y: number; r: number; colour: string; lens: string };
  rings: number;
  tilt: number;
  ring: string;
  planets: readonly string[];
}

/** A painted circle: round, but not quite. */
function disc(next: Random, cx: number, cy: number, r: number): string {
  const shape = wobble(next, 9);
  const points = Array.from({ length: 96 }, (_, i) => {
    const angle = (i / 96) * Math.PI * 2;
    const radius = r * (1 + 0.012 * shape(i / 96));
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
  return path(points, true);
}

/** Strokes of a wide brush across a field, in its own colour a shade lighter and darker. */
function brushwork(next: Random, colour: string, y0: number, y1: number, count: number): string {
  const marks: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const y = between(next, y0, y1);
    const x = between(next, -300, W);
    const length = between(next, 200, 900);
    const line = ridge(next, y, between(next, 4, 14), 3).filter(
      ([px]) => px > x && px < x + length,
    );
    if (line.length < 2) continue;
    const tone = next() < 0.5 ? mix(colour, '#ffffff', 0.1) : mix(colour, '#000000', 0.1);
    marks.push(
      `<path d="${path(line)}" stroke="${tone}" stroke-width="${n(between(next, 8, 26))}" stroke-linecap="round" fill="none" opacity="0.45"/>`,
    );
  }
  return marks.join('');
}

function orbitSvg(piece: Orbit, seed: number): string {
  const next = random(seed);
  const split = H * piece.split;
  const { disc: body, moon } = piece;
  const [cx, cy, r] = [W * body.x, H * body.y, body.r];
  const discPath = disc(next, cx, cy, r);
  const defs = `<radialGradient id="body" cx="0.4" cy="0.36" r="0.75">
      <stop offset="0" stop-color="${mix(body.colour, '#ffffff', 0.22)}"/>
      <stop offset="0.7" stop-color="${body.colour}"/>
      <stop offset="1" stop-color="${mix(body.colour, '#000000', 0.18)}"/>
    </radialGradient>
    <clipPath id="disc"><path d="${discPath}"/></clipPath>`;
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < piece.rings; i += 1) {
    const rx = r * (1.45 + i * 0.42);
    const ry = rx * 0.3;
    const width = n(between(next, 2, 4.5));
    const arc = (sweep: 0 | 1) =>
      `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 ${sweep} ${n(cx + rx)} ${n(cy)}" stroke="${piece.ring}" stroke-width="${width}" fill="none" opacity="0.8"/>`;
    back.push(arc(1));
    front.push(arc(0));
    const planet = piece.planets[i % piece.planets.length];
    if (!planet || next() < 0.25) continue;
    // A body on the near half of its ring.
    const angle = between(next, 0.15, 0.85) * Math.PI;
    const size = between(next, 7, 22);
    front.push(
      `<circle cx="${n(cx + rx * Math.cos(angle))}" cy="${n(cy + ry * Math.sin(angle))}" r="${n(size)}" fill="${planet}"/>`,
    );
  }
  const tilt = `rotate(${piece.tilt} ${n(cx)} ${n(cy)})`;
  const moonPath = moon && disc(next, W * moon.x, H * moon.y, moon.r);
  const moonPart = moon
    ? `<path d="${moonPath}" fill="${moon.colour}"/><path d="${moonPath}" fill="${moon.lens}" clip-path="url(#disc)"/>`
    : '';
  const stars = Array.from({ length: 18 }, () => {
    const [x, y] = [between(next, 40, W - 40), between(next, 40, split - 40)];
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(next, 1.5, 3.5))}" fill="${piece.ring}" opacity="0.7"/>`;
  }).join('');
  const seam = ridge(next, split, 8, 8);
  return svg(
    defs,
    `<rect width="${W}" height="${H}" fill="${piece.fields[0]}"/>
    ${brushwork(next, piece.fields[0], 0, split, 70)}
    <path d="${below(seam)}" fill="${piece.fields[1]}"/>
    ${brushwork(next, piece.fields[1], split + 10, H, 40)}
    ${stars}
    <g transform="${tilt}">${back.join('')}</g>
    <path d="${discPath}" fill="url(#body)"/>${moonPart}
    <g transform="${tilt}">${front.join('')}</g>`,
  );
}

const ORBITS: readonly Orbit[] = [
  {
    title: 'Perihelion',
    fields: ['#1c2a5e', '#c9492a'],
    split: 0.72,
    disc: { x: 0.5, y: 0.45, r: 190, colour: '#e0a53a' },
    rings: 3,
    tilt: -12,
    ring: '#efe6d3',
    planets: ['#efe6d3', '#8fae8b', '#e8b4a0'],
  },
  {
    title: 'Two Moons',
    fields: ['#2f5f5b', '#16302e'],
    split: 0.78,
    disc: { x: 0.4, y: 0.44, r: 170, colour: '#efe6d3' },
    moon: { x: 0.53, y: 0.5, r: 130, colour: '#e8b4a0', lens: '#c9492a' },
    rings: 2,
    tilt: 8,
    ring: '#e8b4a0',
    planets: ['#e0a53a'],
  },
  {
    title: 'Lantern',
    fields: ['#0f0e0c', '#5b3a29'],
    split: 0.66,
    disc: { x: 0.62, y: 0.42, r: 150, colour: '#f0b458' },
    rings: 4,
    tilt: -20,
    ring: '#f0b458',
    planets: ['#e4572e', '#efe6d3'],
  },
  {
    title: 'Guiding Star',
    fields: ['#3550d4', '#1c2a5e'],
    split: 0.7,
    disc: { x: 0.36, y: 0.38, r: 120, colour: '#efe6d3' },
    moon: { x: 0.46, y: 0.3, r: 70, colour: '#e0a53a', lens: '#e4572e' },
    rings: 5,
    tilt: 14,
    ring: '#efe6d3',
    planets: ['#e0a53a', '#e8b4a0', '#8fae8b'],
  },
  {
    title: 'Eclipse over the Depot',
    fields: ['#e8dcc4', '#2b2a45'],
    split: 0.68,
    disc: { x: 0.5, y: 0.4, r: 200, colour: '#1c1a2b' },
    moon: { x: 0.57, y: 0.36, r: 178, colour: '#e4572e', lens: '#0f0e0c' },
    rings: 0,
    tilt: -6,
    ring: '#5b3a29',
    planets: [],
  },
];

// ── Loom Notes: woven stripes ──────────────────────────────────────────────────────────────

interface Weave {
  title: string;
  /** Stripes of the warp (vertical threads): colour and how many threads. */
  warp: readonly (readonly [string, number])[];
  /** Bands of the weft (horizontal threads). */
  weft: readonly (readonly [string, number])[];
  structure: 'twill' | 'plain' | 'basket';
  /** Where the inlay shows (u, v in 0 … 1), woven in its own colour. */
  motif: (u: number, v: number) => boolean;
  inlay: string;
}

const CELL = 40;

/** The colour of thread `index` in a repeating sequence of stripes. */
function stripeColour(stripes: Weave['warp'], index: number): string {
  const period = stripes.reduce((sum, [, count]) => sum + count, 0);
  let position = index % period;
  for (const [colour, count] of stripes) {
    if (position < count) return colour;
    position -= count;
  }
  return stripes[0]?.[0] ?? '#888888';
}

function weaveSvg(piece: Weave, seed: number): string {
  const next = random(seed);
  const columns = W / CELL;
  const rows = H / CELL;
  const threads: string[] = [];
  const shades: string[] = [];
  for (let j = 0; j < rows; j += 1) {
    for (let i = 0; i < columns; i += 1) {
      const inlay = piece.motif((i + 0.5) / columns, (j + 0.5) / rows);
      const warpUp =
        !inlay &&
        (piece.structure === 'twill'
          ? (i + j) % 4 < 2
          : piece.structure === 'plain'
            ? (i + j) % 2 === 0
            : ((i >> 1) + (j >> 1)) % 2 === 0);
      const base = inlay
        ? piece.inlay
        : warpUp
          ? stripeColour(piece.warp, i)
          : stripeColour(piece.weft, j);
      const colour = mix(base, next() < 0.5 ? '#ffffff' : '#000000', next() * 0.08);
      const [x, y] = [i * CELL, j * CELL];
      const shape = warpUp
        ? `x="${x + 4}" y="${y - 3}" width="${CELL - 8}" height="${CELL + 6}"`
        : `x="${x - 3}" y="${y + 4}" width="${CELL + 6}" height="${CELL - 8}"`;
      threads.push(`<rect ${shape} rx="14" fill="${colour}"/>`);
      shades.push(`<rect ${shape} rx="14" fill="url(#${warpUp ? 'round-v' : 'round-h'})"/>`);
    }
  }
  const round = (id: string, x2: number, y2: number) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.35"/>
    </linearGradient>`;
  return svg(
    `${round('round-v', 1, 0)}${round('round-h', 0, 1)}`,
    `<rect width="${W}" height="${H}" fill="#1a1612"/>${threads.join('')}${shades.join('')}`,
  );
}

const LOOM: readonly Weave[] = [
  {
    title: 'Saffron Weft',
    warp: [
      ['#efe6d3', 6],
      ['#d9cdb4', 3],
    ],
    weft: [
      ['#e0a53a', 5],
      ['#c7862a', 2],
      ['#efe6d3', 1],
    ],
    structure: 'twill',
    motif: (u, v) => Math.hypot(u - 0.64, (v - 0.4) * 0.75) < 0.16,
    inlay: '#e4572e',
  },
  {
    title: 'Harbour Rope',
    warp: [
      ['#2f7f7a', 4],
      ['#1f4f4c', 2],
      ['#efe6d3', 1],
    ],
    weft: [
      ['#efe6d3', 3],
      ['#2f7f7a', 1],
      ['#d9cdb4', 2],
    ],
    structure: 'twill',
    motif: (u, v) => Math.abs((((u * 1.33 + v) * 3) % 1) - 0.5) < 0.08 && v > 0.55,
    inlay: '#e4572e',
  },
  {
    title: 'Indigo Ledger',
    warp: [
      ['#1c2a5e', 5],
      ['#3550d4', 1],
    ],
    weft: [
      ['#22336e', 4],
      ['#efe6d3', 1],
      ['#1c2a5e', 3],
    ],
    structure: 'plain',
    motif: (u, v) =>
      (u > 0.16 && u < 0.36 && v > 0.2 && v < 0.8) ||
      (u > 0.58 && u < 0.86 && v > 0.34 && v < 0.56),
    inlay: '#e0a53a',
  },
  {
    title: 'Tram Depot',
    warp: [
      ['#5b3a29', 3],
      ['#7a4f37', 2],
    ],
    weft: [
      ['#8c5a3c', 3],
      ['#5b3a29', 2],
      ['#e0a53a', 1],
    ],
    structure: 'basket',
    motif: (u, v) =>
      [0.2, 0.5, 0.8].some((c) => {
        const dx = (u - c) / 0.11;
        return (
          v > 0.34 &&
          v < 0.86 &&
          (v > 0.5 ? Math.abs(dx) < 1 : Math.hypot(dx, (v - 0.5) / 0.16) < 1)
        );
      }),
    inlay: '#efe6d3',
  },
  {
    title: 'Grandmother’s Blanket',
    warp: [
      ['#e8b4a0', 4],
      ['#efe6d3', 2],
      ['#8fae8b', 2],
    ],
    weft: [
      ['#efe6d3', 2],
      ['#e8b4a0', 3],
      ['#c9492a', 1],
    ],
    structure: 'twill',
    motif: (u, v) => {
      const d = Math.abs(u - 0.5) * 1.33 + Math.abs(v - 0.5);
      return d < 0.34 && Math.floor(d / 0.085) % 2 === 0;
    },
    inlay: '#c9492a',
  },
];

// ── Ink Studies: brush and ink on paper ────────────────────────────────────────────────────

const INK = '#15120f';
const RICE_PAPER = '#f3ecdc';

/**
 * A brush stroke along `centre`: a wet body while the brush holds ink, then the bristles alone
 * ("flying white"), broken more and more as it runs dry.
 */
function brush(
  next: Random,
  centre: readonly Point[],
  width: (t: number) => number,
  { dry = 0.7, ink = INK, bristles = 12, taper = true } = {},
): string {
  const last = centre.length - 1;
  const normals = centre.map((_, i) => {
    const [a, b] = [centre[Math.max(0, i - 1)]!, centre[Math.min(last, i + 1)]!];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length] as const;
  });
  const at = (i: number, offset: number): Point => [
    centre[i]![0] + normals[i]![0] * offset,
    centre[i]![1] + normals[i]![1] * offset,
  ];
  const edge = wobble(next, 12);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= last; i += 1) {
    const t = i / last;
    if (t > dry) break;
    const narrowing = taper ? Math.min(1, Math.max(0.3, (dry - t) / 0.12)) : 1;
    const half = (width(t) / 2) * narrowing * (1 + 0.1 * edge(t));
    left.push(at(i, half));
    right.push(at(i, -half));
  }
  const parts = [`<path d="${path([...left, ...right.reverse()], true)}" fill="${ink}"/>`];
  for (let k = 0; k < bristles; k += 1) {
    const offset = (k / Math.max(1, bristles - 1) - 0.5) * 0.92;
    const gaps = wobble(next, 16);
    const thickness = n(between(next, 1.2, 3.4));
    let run: Point[] = [];
    const flush = () => {
      if (run.length > 1) {
        parts.push(
          `<path d="${path(run)}" stroke="${ink}" stroke-width="${thickness}" stroke-linecap="round" fill="none" opacity="0.85"/>`,
        );
      }
      run = [];
    };
    for (let i = 0; i <= last; i += 1) {
      const t = i / last;
      const dryness = t < dry ? 0 : (t - dry) / (1 - dry);
      if ((gaps(t) + 1) / 2 > dryness * 1.1 - 0.1) run.push(at(i, width(t) * offset));
      else flush();
    }
    flush();
  }
  return parts.join('');
}

/** Strokes in a paler ink, further away. */
const faint = (pale: boolean, strokes: string) =>
  pale ? `<g opacity="0.45">${strokes}</g>` : strokes;

/** Points along a quadratic Bézier curve. */
function curve(from: Point, control: Point, to: Point, count = 60): Point[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const u = 1 - t;
    return [
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ] as const;
  });
}

/** The artist's red seal, an M cut into the stone, where a signature would go. */
const seal = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="56" height="56" rx="7" fill="#b8402a" opacity="0.92"/><path d="M13 42V15l15 17 15-17v27" stroke="${RICE_PAPER}" stroke-width="5" fill="none" stroke-linejoin="round"/></g>`;

/** Ink splashed off the brush. */
function splatter(next: Random, x: number, y: number, spread: number, count: number): string {
  return Array.from({ length: count }, () => {
    const [dx, dy] = [between(next, -1, 1) * spread, between(next, -1, 1) * spread];
    return `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(between(next, 1, 5))}" fill="${INK}" opacity="0.8"/>`;
  }).join('');
}

type InkStudy = { title: string; draw: (next: Random) => string };

/** A bamboo or reed leaf: from a fine point at the stem to its widest a third along, then a tip. */
const leaf = (widest: number) => (t: number) =>
  widest * (t < 0.3 ? 0.15 + 0.85 * (t / 0.3) : Math.pow(1 - (t - 0.3) / 0.7, 0.8)) + 0.8;

const INK_STUDIES: readonly InkStudy[] = [
  {
    title: 'Ensō',
    draw(next) {
      const [cx, cy, r] = [W * 0.48, H * 0.5, 370];
      const start = Math.PI * 0.62;
      const shape = wobble(next, 8);
      const ring = Array.from({ length: 241 }, (_, i) => {
        const t = i / 240;
        const angle = start - t * Math.PI * 1.86;
        const radius = r * (1 + 0.03 * shape(t));
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
      });
      return `<radialGradient id="mist"><stop offset="0" stop-color="${INK}" stop-opacity="0.07"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>
        <circle cx="${cx}" cy="${cy}" r="${r * 0.95}" fill="url(#mist)"/>
        ${brush(next, ring, (t) => 78 * Math.min(1, 0.55 + t * 4) * (1 - 0.45 * t), { dry: 0.6, bristles: 16 })}
        ${splatter(next, ring[0]![0] - 40, ring[0]![1] + 30, 50, 9)}${seal(W - 210, H - 220)}`;
    },
  },
  {
    title: 'Reeds in Wind',
    draw(next) {
      const water = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="0.16"/></linearGradient>
        <rect y="${H * 0.74}" width="${W}" height="${H * 0.26}" fill="url(#water)"/>`;
      const reeds: string[] = [];
      for (let i = 0; i < 13; i += 1) {
        const base: Point = [between(next, 260, 1250), between(next, H * 0.8, H * 0.9)];
        const height = between(next, 420, 860);
        const lean = between(next, 120, 320);
        const top: Point = [base[0] + lean, base[1] - height];
        const line = curve(base, [base[0] + lean * 0.1, base[1] - height * 0.6], top);
        const thickness = between(next, 9, 17);
        reeds.push(
          faint(
            i % 3 === 0,
            brush(next, line, (t) => thickness * (1 - t) + 1.5, { dry: 0.82, bristles: 5 }),
          ),
        );
        if (i % 3 === 1) {
          // A seed head at the tip, a short fat stroke.
          const head = curve(top, [top[0] + 20, top[1] - 30], [top[0] + 34, top[1] - 80], 16);
          reeds.push(
            brush(next, head, (t) => 20 * Math.sin(Math.PI * Math.max(0.15, t)), {
              dry: 0.9,
              bristles: 6,
            }),
          );
        }
        if (i % 2 === 0) {
          // A leaf leaving the stem and bending with the wind.
          const from = line[Math.round(between(next, 15, 35))]!;
          const to: Point = [from[0] + between(next, 180, 300), from[1] - between(next, -40, 140)];
          reeds.push(
            brush(next, curve(from, [from[0] + 60, from[1] - 120], to, 30), leaf(16), {
              dry: 0.85,
              bristles: 6,
            }),
          );
        }
      }
      return `${water}${reeds.join('')}${seal(150, 140)}`;
    },
  },
  {
    title: 'Mountain after Rain',
    draw(next) {
      // Three ranges in washes that fade into the mist below them, paler with distance.
      const ranges = [
        { base: H * 0.66, height: 440, count: 3, opacity: 0.16 },
        { base: H * 0.78, height: 260, count: 4, opacity: 0.3 },
        { base: H * 0.92, height: 150, count: 3, opacity: 0.62 },
      ].map(({ base, height, count, opacity }, k) => {
        const line = peaks(next, base, height, count);
        const fade = `<linearGradient id="range${k}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK}" stop-opacity="${opacity}"/><stop offset="0.75" stop-color="${INK}" stop-opacity="0"/></linearGradient>`;
        return { line, svg: `${fade}<path d="${below(line)}" fill="url(#range${k})"/>` };
      });
      // Dry strokes along parts of the nearer crests, as the brush lifts and lands again.
      const contours = ranges.slice(1).flatMap(({ line }, k) =>
        [0.08, 0.36, 0.64].map((from) => {
          const start = Math.round((from + between(next, -0.04, 0.04)) * 120);
          const crest = line.slice(start, start + Math.round(between(next, 14, 24)));
          const weight = k === 0 ? 7 : 12;
          return `<g opacity="${k === 0 ? 0.5 : 0.9}">${brush(next, crest, (t) => weight * (1 - 0.6 * t) + 1.5, { dry: 0.5, bristles: 7 })}</g>`;
        }),
      );
      // Pines on the near range: a trunk and flat dabs narrowing upwards.
      const near = ranges[2]!.line;
      const pines = Array.from({ length: 7 }, () => {
        const [x, y] = near[Math.floor(between(next, 14, 106))]!;
        const tall = between(next, 34, 58);
        const dabs = Array.from({ length: 4 }, (_, d) => {
          const level = y - 8 - (d + 1) * (tall / 5);
          const half = (tall / 3) * (1 - d * 0.2) * between(next, 0.8, 1.1);
          return `<path d="M${n(x - half)} ${n(level + 3)}q${n(half)} -8 ${n(half * 2)} 0" stroke="${INK}" stroke-width="${n(between(next, 5, 8))}" stroke-linecap="round" fill="none"/>`;
        });
        return `<path d="M${n(x)} ${n(y + 4)}v${n(-tall)}" stroke="${INK}" stroke-width="3"/>${dabs.join('')}`;
      });
      // A boat on the mist below, for scale.
      const boat = `<path d="M${W * 0.62} ${H * 0.9}q60 14 120 0" stroke="${INK}" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M${W * 0.62 + 70} ${H * 0.9 - 4}v-26" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`;
      return `<circle cx="${W * 0.76}" cy="${H * 0.2}" r="40" fill="#c9492a" opacity="0.85"/>
        ${ranges.map((range) => range.svg).join('')}
        ${contours.join('')}${pines.join('')}${boat}${seal(150, 130)}`;
    },
  },
  {
    title: 'Stone Garden',
    draw(next) {
      const stones = [
        { x: W * 0.3, y: H * 0.46, rx: 150, ry: 100 },
        { x: W * 0.66, y: H * 0.62, rx: 110, ry: 78 },
        { x: W * 0.76, y: H * 0.3, rx: 62, ry: 46 },
      ];
      const outline = (stone: (typeof stones)[number], grow: number): Point[] => {
        const shape = wobble(next, 7);
        return Array.from({ length: 73 }, (_, i) => {
          const angle = (i / 72) * Math.PI * 2;
          const k = 1 + 0.08 * shape(i / 72);
          return [
            stone.x + (stone.rx + grow) * k * Math.cos(angle),
            stone.y + (stone.ry + grow * 0.8) * k * Math.sin(angle),
          ] as const;
        });
      };
      const raked = (points: readonly Point[], close: boolean) =>
        `<path d="${path(points, close)}" stroke="${INK}" stroke-width="2" fill="none" opacity="0.32"/>`;
      const rake: string[] = [];
      for (let y = 90; y < H - 60; y += 24) rake.push(raked(ridge(next, y, 2, 9), false));
      const rings: string[] = [];
      const clearings: string[] = [];
      for (const stone of stones) {
        // The rake goes round the stone: paper over the straight lines, then the rings.
        clearings.push(
          `<path d="${path(outline(stone, 22 * 4 + 12), true)}" fill="${RICE_PAPER}"/>`,
        );
        for (let k = 1; k <= 4; k += 1) rings.push(raked(outline(stone, 22 * k), true));
      }
      const bodies = stones.map((stone) => {
        const shape = outline(stone, 0);
        return `<path d="${path(shape, true)}" fill="url(#stone)"/>
          ${brush(next, shape.slice(8, 50), (t) => 16 * (1 - 0.6 * t), { dry: 0.6, bristles: 8 })}
          <circle cx="${n(stone.x - stone.rx * 0.3)}" cy="${n(stone.y - stone.ry * 0.7)}" r="${n(stone.rx * 0.18)}" fill="#7d9a74" opacity="0.7"/>`;
      });
      return `<radialGradient id="stone" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${INK}" stop-opacity="0.3"/><stop offset="1" stop-color="${INK}" stop-opacity="0.62"/></radialGradient>
        ${rake.join('')}${clearings.join('')}${rings.join('')}${bodies.join('')}${seal(140, H - 200)}`;
    },
  },
  {
    title: 'Bamboo',
    draw(next) {
      const parts: string[] = [];
      for (const { x, lean, width, opacity } of [
        { x: 470, lean: -50, width: 30, opacity: 0.4 },
        { x: 1020, lean: 30, width: 28, opacity: 0.62 },
        { x: 760, lean: 70, width: 40, opacity: 1 },
      ]) {
        const stalk: string[] = [];
        const foliage: string[] = [];
        let [stemX, y] = [x, H + 20];
        while (y > -40) {
          const length = between(next, 150, 230);
          const top = y - length;
          const drift = (lean * length) / H;
          const segment = curve(
            [stemX, y - 7],
            [stemX + drift / 2, y - length / 2],
            [stemX + drift, top + 7],
            20,
          );
          stalk.push(
            brush(next, segment, (t) => width * (0.9 + 0.2 * Math.abs(t - 0.5)), {
              dry: 1,
              bristles: 7,
              taper: false,
            }),
            // The node: a short dark stroke across the stalk.
            `<path d="M${n(stemX + drift - width * 0.75)} ${n(top)}q${n(width * 0.75)} -9 ${n(width * 1.5)} 0" stroke="${INK}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
          );
          if (next() < 0.55 && top > 60 && top < H * 0.75) {
            // A spray of leaves hanging from the node, fanned to one side.
            const side = next() < 0.5 ? -1 : 1;
            const from: Point = [stemX + drift, top];
            const count = 3 + Math.floor(next() * 3);
            for (let l = 0; l < count; l += 1) {
              // Hanging down and out, between level and steep.
              const angle = (-0.05 + (l / count) * 0.42 + between(next, -0.04, 0.04)) * Math.PI;
              const reach = between(next, 160, 300);
              const to: Point = [
                from[0] + side * Math.cos(angle) * reach,
                from[1] + Math.sin(angle) * reach,
              ];
              const bend: Point = [
                (from[0] + to[0]) / 2 + side * between(next, 0, 16),
                (from[1] + to[1]) / 2 - between(next, 10, 30),
              ];
              foliage.push(
                brush(next, curve(from, bend, to, 26), leaf(width * 0.5), {
                  dry: 0.9,
                  bristles: 5,
                }),
              );
            }
          }
          stemX += drift;
          y = top;
        }
        parts.push(`<g opacity="${opacity}">${stalk.join('')}${foliage.join('')}</g>`);
      }
      return `${parts.join('')}${seal(W - 200, 150)}`;
    },
  },
];

function inkSvg(study: InkStudy, seed: number): string {
  return svg(
    '',
    `<rect width="${W}" height="${H}" fill="${RICE_PAPER}"/>${study.draw(random(seed))}`,
  );
}

// ── the gallery ────────────────────────────────────────────────────────────────────────────

/** A series' pieces, each drawn from a seed fixed by the series' number and its place in it. */
function series<T extends { title: string }>(
  number: number,
  name: string,
  surface: Surface,
  pieces: readonly T[],
  draw: (piece: T, seed: number) => string,
): Artwork[] {
  return pieces.map((piece, place) => {
    const seed = 1009 * number + 97 * (place + 1);
    return {
      title: `${name} — ${piece.title}`,
      svg: () => draw(piece, seed),
      picture: () => finish(draw(piece, seed), surface, seed),
    };
  });
}

/** The gallery, newest first: four series of five. */
export const ARTWORKS: readonly Artwork[] = [
  ...series(4, 'Tideline', 'paper', TIDELINE, horizonSvg),
  ...series(3, 'Orbits', 'canvas', ORBITS, orbitSvg),
  ...series(2, 'Loom Notes', 'wool', LOOM, weaveSvg),
  ...series(1, 'Ink Studies', 'paper', INK_STUDIES, inkSvg),
];
