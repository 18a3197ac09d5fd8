/**
 * The site's generated illustrations (web/scripts/presentation-images/generate.mjs), each in
 * several widths: AVIF first for the browsers that read it, WebP as the fallback. Vite gives
 * every file a content-hashed name, so they can be cached for a year.
 */
const files = import.meta.glob<string>('./**/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export type ImageFormat = 'avif' | 'webp';

export interface ResponsiveImage {
  /** `srcset` per format, widest last; AVIF may be missing for large images. */
  sources: Partial<Record<ImageFormat, string>>;
  /** The WebP of the middle width, for browsers without srcset support and for preloading. */
  fallback: string;
  width: number;
  height: number;
}

function url(path: string): string {
  const found = files[path];
  if (found === undefined) throw new Error(`Missing generated image ${path}`);
  return found;
}

/** `prefix` like './listings/listing-01-thumb'; files are `${prefix}-${width}.${format}`. */
function responsive(
  prefix: string,
  widths: readonly number[],
  aspect: number,
  formats: readonly ImageFormat[],
): ResponsiveImage {
  const sources: Partial<Record<ImageFormat, string>> = {};
  for (const format of formats) {
    sources[format] = widths.map((w) => `${url(`${prefix}-${w}.${format}`)} ${w}w`).join(', ');
  }
  const base = widths[Math.floor((widths.length - 1) / 2)] ?? widths[0] ?? 0;
  return {
    sources,
    fallback: url(`${prefix}-${base}.webp`),
    width: base,
    height: Math.round(base / aspect),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function listingThumbnail(id: number): ResponsiveImage {
  return responsive(`./listings/listing-${twoDigits(id)}-thumb`, [480, 960], 4 / 3, [
    'avif',
    'webp',
  ]);
}

export function listingLarge(id: number): ResponsiveImage {
  return responsive(`./listings/listing-${twoDigits(id)}-large`, [960, 1600], 16 / 10, ['webp']);
}

export function slideBackground(slide: number): ResponsiveImage {
  return responsive(`./slides/slide-${slide}-bg`, [768, 1280, 1920], 16 / 9, ['avif', 'webp']);
}

export function slideObject(slide: number): ResponsiveImage {
  return responsive(`./slides/slide-${slide}-object`, [480, 960], 4 / 3, ['avif', 'webp']);
}

export function teamPortrait(member: number): ResponsiveImage {
  return responsive(`./team/team-${member}`, [320, 640], 4 / 5, ['avif', 'webp']);
}

export type BannerName = 'catalog' | 'faq' | 'contact' | 'legal';

export function banner(name: BannerName): ResponsiveImage {
  return responsive(`./banners/${name}`, [768, 1600], 16 / 5, ['avif', 'webp']);
}
