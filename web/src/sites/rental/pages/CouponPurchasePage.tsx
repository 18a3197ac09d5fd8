import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { CouponPurchase } from '../features/coupon-purchase/CouponPurchase';
import { BookingHero } from '../features/hourly-booking/BookingHero';
import { couponCatalogOf } from '../i18n/coupon-texts';
import { rentalLanguageOf, rentalPaths } from '../rental-paths';
import styles from './CouponPurchasePage.module.css';

/**
 * /Gutscheine and /coupons: a visitor orders a gift coupon (spec §2), paid by bank transfer or
 * PayPal, and gets it as a PDF by e-mail.
 */
export function CouponPurchasePage() {
  const texts = couponCatalogOf(rentalLanguageOf(useLocation().pathname));
  const lang = texts.lang;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={texts.documentTitle}
        description={texts.description}
        lang={lang}
        path={rentalPaths.coupons[lang]}
        alternates={rentalPaths.coupons}
      />
      <BookingHero
        back={{ to: rentalPaths.homeOf(lang), label: texts.backToHome }}
        eyebrow={texts.eyebrow}
        title={texts.title}
        intro={texts.intro}
        demo={texts.demo}
      >
        <ul className={styles.points}>
          {texts.points.map((point) => (
            <li key={point} className={styles.point}>
              <svg className={styles.pointIcon} viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 10.5 8.5 14 15 6.5" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </BookingHero>
      <div className={styles.content}>
        <CouponPurchase texts={texts} />
      </div>
    </main>
  );
}
