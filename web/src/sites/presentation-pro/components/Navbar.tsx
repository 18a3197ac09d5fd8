import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import type { PresentationCatalog } from '../i18n/presentation-catalog';
import { pagePath, switchLanguagePath } from '../presentation-paths';
import { BrandMark } from './BrandMark';
import styles from './Navbar.module.css';
import { useNavbarActive } from './use-navbar-active';

const MENU_ID = 'pp-navbar-menu';

/**
 * What the page opens with: the home hero (the spec's thresholds apply), a page banner (the
 * bar turns solid as soon as the banner starts to slide under it) or nothing dark at all.
 */
export type NavbarBackdrop = 'hero' | 'banner' | 'none';

/** A banner is short: the bar must be solid before the banner's heading reaches it. */
const BANNER_SOLID_AFTER_PX = 40;

export interface NavbarProps {
  texts: PresentationCatalog;
  backdrop: NavbarBackdrop;
}

/**
 * The site's fixed navbar: clear over the hero or page banner, solid once the visitor has
 * scrolled past the threshold. Below 48rem the links fold behind a menu button.
 */
export function Navbar({ texts, backdrop }: NavbarProps) {
  const active = useNavbarActive();
  const pastBannerTop = useScrolledPast(BANNER_SOLID_AFTER_PX);
  const { pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const lang = texts.lang;
  const solid =
    menuOpen ||
    backdrop === 'none' ||
    (backdrop === 'hero' && active) ||
    (backdrop === 'banner' && pastBannerTop);

  // A new page closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const links = [
    { to: pagePath('home', lang), label: texts.nav.home, end: true },
    { to: pagePath('catalog', lang), label: texts.nav.catalog, end: false },
    { to: pagePath('faq', lang), label: texts.nav.faq, end: false },
    { to: pagePath('contact', lang), label: texts.nav.contact, end: false },
  ];
  const otherLang = lang === 'de' ? 'en' : 'de';

  return (
    <header
      className={cx(styles.navbar, solid && styles.solid)}
      data-pp-navbar=""
      data-active={active}
    >
      <div className={styles.inner}>
        <Link className={styles.brand} to={pagePath('home', lang)}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{texts.brand.name}</span>
            <span className={styles.brandTagline}>{texts.brand.tagline}</span>
          </span>
        </Link>
        <nav className={styles.nav} aria-label={texts.nav.label}>
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? texts.nav.menuClose : texts.nav.menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className={cx(styles.burger, menuOpen && styles.burgerOpen)} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
          <ul id={MENU_ID} className={cx(styles.menu, menuOpen && styles.menuOpen)}>
            {links.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink className={styles.link} to={to} end={end}>
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link
                className={styles.language}
                to={switchLanguagePath(pathname, hash)}
                hrefLang={otherLang}
                lang={otherLang}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.globe}>
                  <circle cx="12" cy="12" r="9" />
                  <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
                </svg>
                {texts.nav.switchLanguage}
                {/* Spoken after the visible code, so voice control can say "EN" too. */}
                <span className="visually-hidden"> – {texts.nav.switchLanguageLabel}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
