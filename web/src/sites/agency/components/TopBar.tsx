import { Link } from 'react-router-dom';
import { agencyPaths } from '../agency-paths';
import { de } from '../i18n/de';
import { BrandMark } from './BrandMark';
import { ScrambledName } from './ScrambledName';
import styles from './TopBar.module.css';

const sections = [
  { hash: '#service', label: de.nav.service },
  { hash: '#about', label: de.nav.about },
  { hash: '#contact', label: de.nav.contact },
] as const;

export function TopBar() {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link className={styles.brand} to={agencyPaths.home}>
          <BrandMark />
          <ScrambledName text={de.brand.name} className={styles.name} />
        </Link>
        <nav className={styles.nav} aria-label={de.nav.label}>
          <ul className={styles.links}>
            {sections.map(({ hash, label }) => (
              <li key={hash}>
                {/* A router link, so the anchors also work from the legal pages. */}
                <Link className={styles.link} to={`/${hash}`}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
