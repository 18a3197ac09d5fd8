import { Link, NavLink, useLocation } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { useStoredUser } from '../features/auth/stored-user';
import type { RentalCatalog } from '../i18n/rental-catalog';
import { counterpartPath, rentalPaths } from '../rental-paths';
import { rentalTimings } from '../rental-timings';
import { BrandMark } from './BrandMark';
import { LanguageFlag } from './LanguageFlag';
import styles from './RentalHeader.module.css';

interface RentalHeaderProps {
  texts: RentalCatalog;
}

/**
 * Logged out: Login and the language flag (to the same page in the other language); logged in: Intern and Logout. It sticks to the top
 * once the page is scrolled by more than 350 px (spec §2, §9).
 */
export function RentalHeader({ texts }: RentalHeaderProps) {
  const user = useStoredUser();
  const sticky = useScrolledPast(rentalTimings.stickyNavbarAfterPx);
  const { pathname, hash } = useLocation();
  const other = texts.nav.otherLanguage;
  const home = rentalPaths.homeOf(texts.lang);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <header className={cx(styles.bar, sticky && styles.sticky)}>
      <div className={styles.inner}>
        <Link className={styles.brand} to={home} aria-label={texts.brand.homeLabel}>
          <BrandMark />
          <span className={styles.name}>
            Rental<span className={styles.nameAccent}>Revolution</span>
          </span>
        </Link>
        <nav aria-label={texts.nav.label}>
          <ul className={styles.links}>
            {user ? (
              <>
                <li>
                  <NavLink className={linkClass} to={rentalPaths.staffArea}>
                    {texts.nav.staffArea}
                  </NavLink>
                </li>
                <li>
                  <NavLink className={linkClass} to={rentalPaths.logout}>
                    {texts.nav.logout}
                  </NavLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink className={linkClass} to={rentalPaths.login}>
                    {texts.nav.login}
                  </NavLink>
                </li>
                <li>
                  <Link
                    className={styles.flagLink}
                    to={counterpartPath(pathname, hash)}
                    hrefLang={other.lang}
                  >
                    <LanguageFlag lang={other.lang} />
                    <span className="visually-hidden" lang={other.lang}>
                      {other.name}
                    </span>
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
