/** A fixed, seeded sky: the same stars on every visit and in every test run. */
export interface Star {
  x: number;
  y: number;
  r: number;
}

export interface Sparkle {
  /** Position in percent of the field. */
  left: number;
  top: number;
  /** Size in rem. */
  size: number;
  /** Only on wide screens, where it cannot land on the text column. */
  wideOnly?: boolean;
}

export const SKY_WIDTH = 1600;
export const SKY_HEIGHT = 900;
const LAYER_COUNT = 3;

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    // mulberry32: tiny, fast and good enough to scatter stars.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function createLayers(count: number, seed: number): Star[][] {
  const random = seededRandom(seed);
  const layers: Star[][] = Array.from({ length: LAYER_COUNT }, () => []);
  for (let index = 0; index < count; index += 1) {
    const star = {
      x: Math.round(random() * SKY_WIDTH),
      y: Math.round(random() * SKY_HEIGHT),
      // Mostly faint pin-pricks, a few brighter ones.
      r: Number((0.7 + random() ** 3 * 1.8).toFixed(2)),
    };
    layers[index % LAYER_COUNT]?.push(star);
  }
  return layers;
}

export const starLayers = createLayers(140, 20240611);

export const sparkles: readonly Sparkle[] = [
  { left: 90, top: 15, size: 1.5 },
  { left: 95, top: 52, size: 0.8, wideOnly: true },
  { left: 4, top: 86, size: 0.8 },
  { left: 60, top: 8, size: 0.7, wideOnly: true },
  { left: 70, top: 74, size: 1, wideOnly: true },
];
