import { Link, useLocation } from 'react-router-dom';
import { agencyLegalPaths } from '../../../shared/site-roots';
import { artPaths, atTop } from '../art-paths';
import { artTexts } from '../art-texts';
import { BrandMark } from './BrandMark';
import styles from './ArtFooter.module.css';

const t = artTexts.footer;
const items = artTexts.nav.items;

/** The agency's pages, in German like their names. */
const legalLinks = [
  { path: agencyLegalPaths.imprint, label: t.imprint },
  { path: agencyLegalPaths.privacy, label: t.privacy },
] as const;

const links = [
  { path: artPaths.home, label: items.home },
  { path: artPaths.gallery, label: items.gallery },
  { path: artPaths.poems, label: items.poems },
  { path: artPaths.about, label: items.about },
] as const;

/**
 * The navbar's links again, each to the top of its page (spec §2), the signature and the legal
 * pages (members register here, so the site names who runs it).
 */
export function ArtFooter() {
  const { pathname } = useLocation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark className={styles.mark} />
          <div>
            <p className={styles.name}>
              Art<em>Alley</em>
            </p>
            <p className={styles.tagline}>{t.tagline}</p>
          </div>
        </div>
        <nav aria-label={t.label}>
          <ul className={styles.links}>
            {links.map(({ path, label }) => (
              <li key={path}>
                <Link
                  className={styles.link}
                  to={atTop(path)}
                  aria-current={pathname === path ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.meta}>
          {/* Built one year, read the next: the year may differ from the pre-rendered page's. */}
          <p suppressHydrationWarning>{t.copyright(new Date().getFullYear())}</p>
          <nav aria-label={t.legalLabel}>
            <ul className={styles.legal}>
              {legalLinks.map(({ path, label }) => (
                <li key={path}>
                  <Link className={styles.metaLink} to={path} lang="de" hrefLang="de">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link className={styles.metaLink} to={artPaths.siteRoot}>
            {t.madeBy}
          </Link>
        </div>
      </div>
    </footer>
  );
}
