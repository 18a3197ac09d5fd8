import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useInView } from '../../../shared/motion/use-in-view';
import { artPaths } from '../art-paths';
import { artTexts } from '../art-texts';
import { BrandMark } from './BrandMark';
import styles from './ArtNavbar.module.css';

const t = artTexts.nav;

const links = [
  { to: artPaths.home, label: t.items.home, end: true },
  { to: artPaths.gallery, label: t.items.gallery, end: false },
  { to: artPaths.poems, label: t.items.poems, end: false },
  { to: artPaths.about, label: t.items.about, end: false },
] as const;

/**
 * HOME, GALLERY, POEMS, ABOUT. The bar scrolls away with the page until the anchor under it
 * has passed the top, then it sticks (spec §2); narrow screens fold the links into a menu.
 */
export function ArtNavbar() {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [stuck, setStuck] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Without IntersectionObserver the anchor counts as in view: the bar simply stays in place.
  useInView(anchor, '0px', (inView) => setStuck(!inView));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The menu took the key: an open artwork in the gallery stays open.
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <header
        className={cx(styles.bar, stuck && styles.stuck)}
        data-stuck={stuck}
        onKeyDown={onKeyDown}
      >
        <div className={styles.inner}>
          <Link className={styles.brand} to={artPaths.home} aria-label={t.homeLabel}>
            <BrandMark className={styles.mark} />
            <span className={styles.name} aria-hidden="true">
              Art<em>Alley</em>
            </span>
          </Link>
          <nav className={styles.nav} aria-label={t.label}>
            <button
              ref={toggle}
              className={styles.toggle}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((isOpen) => !isOpen)}
            >
              <span className={styles.toggleIcon} aria-hidden="true" data-open={open} />
              {t.menu}
            </button>
            <ul id={menuId} className={styles.links} data-open={open}>
              {links.map(({ to, label, end }) => (
                <li key={to}>
                  <NavLink
                    className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                    to={to}
                    end={end}
                    onClick={() => setOpen(false)}
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      {/* The anchor: once it has scrolled past the top, the bar above it sticks. */}
      <div ref={setAnchor} className={styles.anchor} aria-hidden="true" />
    </>
  );
}
