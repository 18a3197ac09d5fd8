/**
 * The parallax maths (spec §2), pure so it is tested without a browser.
 *
 * Every layer is absolutely placed over the whole page and scrolls with it; the offset pulls it
 * back so it crosses the window at `speed` times the content's pace: 1 moves with the content,
 * 0 stands still like the far horizon, more than 1 rushes past in front. A layer's CSS height is
 * `speed × page height + (1 − speed) × viewport height` (see ParallaxScene.module.css): with that
 * it covers the window exactly from the first to the last scroll position, whatever the page's
 * height, so no layout has to be read while scrolling.
 */
export interface ParallaxLayer {
  id: string;
  /** How fast the layer passes the window, relative to the content. */
  speed: number;
  /** Sideways pixels per scrolled pixel (fish swim as the visitor dives). */
  drift?: number;
}

export interface LayerOffset {
  x: number;
  y: number;
}

/** Rounded to 1/100 px: finer steps change nothing on screen but make new style strings. */
const round = (value: number) => Math.round(value * 100) / 100 || 0;

/** The layer's offset from its place in the page when the window is scrolled by `scrollY`. */
export function layerOffset(scrollY: number, layer: ParallaxLayer): LayerOffset {
  const scrolled = Math.max(0, scrollY);
  return {
    x: round(scrolled * (layer.drift ?? 0)),
    y: round(scrolled * (1 - layer.speed)),
  };
}

/** The only property the scene ever writes while scrolling. */
export function layerTransform(scrollY: number, layer: ParallaxLayer): string {
  const { x, y } = layerOffset(scrollY, layer);
  return `translate3d(${x}px, ${y}px, 0)`;
}

/** Back to front: the water, sun rays, far fish, rocks, seaweed, prawns, bubbles. */
export const parallaxLayers = [
  { id: 'water', speed: 0.3 },
  { id: 'rays', speed: 0.12 },
  { id: 'fish', speed: 0.35, drift: 0.12 },
  { id: 'rocks', speed: 0.6 },
  { id: 'seaweed', speed: 0.8 },
  { id: 'prawns', speed: 0.9, drift: -0.04 },
  { id: 'bubbles', speed: 1.25 },
] as const satisfies readonly ParallaxLayer[];

export type ParallaxLayerId = (typeof parallaxLayers)[number]['id'];
