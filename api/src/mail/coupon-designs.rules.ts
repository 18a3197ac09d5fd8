/**
 * The gift coupon designs as other modules may use them: the coupons module serves them as
 * pictures and their palettes to the coupon page, which shows what the PDF will print. The
 * designs themselves (templates/coupon-designs.ts) are the PDF's, drawn by templates/.
 */
export { couponDesign } from './templates/coupon-designs';
export type { CouponPalette } from './templates/coupon-designs';
export { couponDesignSvg } from './templates/coupon-design-svg';
export type { CouponDesignView } from './templates/coupon-design-svg';
