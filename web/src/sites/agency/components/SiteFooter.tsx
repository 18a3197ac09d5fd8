import { Link } from 'react-router-dom';
import { agencyPaths } from '../agency-paths';
import { de } from '../i18n/de';
import { BrandMark } from './BrandMark';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const t = de.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark />
          <div>
            <p className={styles.name}>{de.brand.name}</p>
            <p className={styles.tagline}>{t.tagline}</p>
          </div>
        </div>
        <nav aria-label={t.legalLabel}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to={agencyPaths.imprint}>
                {t.imprint}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={agencyPaths.privacy}>
                {t.privacy}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={agencyPaths.accessibility}>
                {t.accessibility}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={agencyPaths.section('top')}>
                {t.backToTop}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright} suppressHydrationWarning>
          {t.copyright(new Date().getFullYear(), de.brand.name)}
        </p>
      </div>
    </footer>
  );
}
