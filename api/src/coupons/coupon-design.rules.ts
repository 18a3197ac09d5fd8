import { strongEtag } from '../common/cache/public-read-cache';
import { couponDesign, couponDesignSvg } from '../mail/coupon-designs.rules';
import type { CouponDesignView, CouponPalette } from '../mail/coupon-designs.rules';
import { COUPON_BACKGROUNDS } from './coupon-order.rules';
import type { CouponBackground } from './coupon-order.rules';

/**
 * The designs change only with a release: browsers and proxies keep a picture for a day, then
 * (or when a reload asks) revalidate it with its ETag, which costs a 304 without a body. A day,
 * not a year: the address has no content hash (the pre-rendered page names it before any data
 * arrives), and after a release the preview must soon show again what the PDF prints.
 */
export const COUPON_DESIGN_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export const COUPON_DESIGN_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** A design's number from the path ('1', '2', '3'), or null for anything else. */
export function couponDesignOf(value: string): CouponBackground | null {
  return COUPON_BACKGROUNDS.find((design) => String(design) === value) ?? null;
}

export interface CouponDesignPicture {
  svg: string;
  etag: string;
}

/** Drawn once per design and view: the shapes never change while the process runs. */
const drawn = new Map<string, CouponDesignPicture>();

export function couponDesignPicture(
  design: CouponBackground,
  view: CouponDesignView,
): CouponDesignPicture {
  const key = `${design}-${view}`;
  let picture = drawn.get(key);
  if (!picture) {
    const svg = couponDesignSvg(design, view);
    picture = { svg, etag: strongEtag(svg) };
    drawn.set(key, picture);
  }
  return picture;
}

/** Every design with the colours the coupon's words take from it. */
export function couponDesignPalettes(): Array<{
  background: CouponBackground;
  palette: CouponPalette;
}> {
  return COUPON_BACKGROUNDS.map((background) => ({
    background,
    palette: { ...couponDesign(background).palette },
  }));
}
