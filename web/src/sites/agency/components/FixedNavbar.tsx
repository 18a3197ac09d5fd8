import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { agencyPaths } from '../agency-paths';
import { agencyTimings } from '../agency-timings';
import { de } from '../i18n/de';
import { BrandMark } from './BrandMark';
import styles from './FixedNavbar.module.css';
import { ProjectsButton } from './ProjectsButton';
import { ScrambledName } from './ScrambledName';

const MENU_ID = 'agency-navbar-menu';

const sections = [
  { hash: '#service', label: de.nav.service },
  { hash: '#about', label: de.nav.about },
  { hash: '#contact', label: de.nav.contact },
] as const;

/**
 * The navbar that slides in once the visitor has scrolled past 500 px (spec §9). While it is
 * out of view it is inert, so keyboard users never tab into an invisible menu. Below 48rem the
 * links fold behind a menu button.
 */
export function FixedNavbar() {
  const shown = useScrolledPast(agencyTimings.navbarAfterPx);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuOpen = shown && menuWanted;
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuWanted(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const closeMenu = () => setMenuWanted(false);

  return (
    <header
      className={cx(styles.navbar, shown && styles.shown)}
      data-agency-navbar=""
      data-visible={shown}
      inert={!shown}
    >
      <div className={styles.inner}>
        <Link className={styles.brand} to={agencyPaths.section('top')}>
          <BrandMark />
          {/* A fresh scramble each time the bar slides in. */}
          <ScrambledName key={String(shown)} text={de.brand.name} className={styles.name} />
        </Link>
        <nav className={styles.nav} aria-label={de.nav.fixedLabel}>
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? de.nav.menuClose : de.nav.menuOpen}
            onClick={() => setMenuWanted(!menuOpen)}
          >
            <span className={cx(styles.burger, menuOpen && styles.burgerOpen)} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
          <ul id={MENU_ID} className={cx(styles.menu, menuOpen && styles.menuOpen)}>
            {sections.map(({ hash, label }) => (
              <li key={hash}>
                <Link className={styles.link} to={`/${hash}`} onClick={closeMenu}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <ProjectsButton className={styles.projects} onOpen={closeMenu} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
