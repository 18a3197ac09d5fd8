import { Link } from 'react-router-dom';
import { COUPON_LINK_LABEL } from '../i18n/coupon-catalog';
import type { RentalCatalog } from '../i18n/rental-catalog';
import { rentalPaths } from '../rental-paths';
import { BrandMark } from './BrandMark';
import styles from './RentalFooter.module.css';

export function RentalFooter({ texts }: { texts: RentalCatalog }) {
  const t = texts.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark />
          <div>
            <p className={styles.name}>{texts.brand.name}</p>
            <p className={styles.tagline}>{t.tagline}</p>
            <Link className={styles.link} to={rentalPaths.coupons[texts.lang]}>
              {COUPON_LINK_LABEL[texts.lang]}
            </Link>
          </div>
        </div>
        <nav aria-label={t.legalLabel}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to={rentalPaths.imprint[texts.lang]}>
                {t.imprint}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={rentalPaths.privacy[texts.lang]}>
                {t.privacy}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={rentalPaths.terms[texts.lang]}>
                {t.terms}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright} suppressHydrationWarning>
          {t.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
