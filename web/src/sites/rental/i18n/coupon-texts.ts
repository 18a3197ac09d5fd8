import type { RentalLanguage } from '../rental-paths';
import type { CouponCatalog } from './coupon-catalog';
import { couponDe } from './coupon-de';
import { couponEn } from './coupon-en';

/** The coupon page's texts in a language. */
export function couponCatalogOf(lang: RentalLanguage): CouponCatalog {
  return lang === 'en' ? couponEn : couponDe;
}
