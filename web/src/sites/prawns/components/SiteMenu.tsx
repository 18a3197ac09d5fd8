import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { prefersReducedMotion } from '../../../shared/motion/use-prefers-reduced-motion';
import { prawnsTexts } from '../prawns-texts';
import { menuScrollTop, scrollTargets, type ScrollTarget } from '../scroll-targets';
import { HookButton } from './HookButton';
import styles from './SiteMenu.module.css';

const t = prawnsTexts.menu;
const menuItems = ['order', 'contact', 'about'] as const satisfies readonly ScrollTarget[];

/**
 * Scrolls to a section's spec position (smoothly unless the visitor asked for less motion) and
 * hands the keyboard focus to it without a second scroll. The section's top is read once, on
 * the click — see menuScrollTop for why the page may have grown.
 */
export function scrollToSection(target: ScrollTarget): void {
  const section = document.getElementById(target);
  const spec = scrollTargets(window.innerHeight)[target];
  const sectionTop = section ? section.getBoundingClientRect().top + window.scrollY : spec;
  window.scrollTo({
    top: target === 'top' ? spec : menuScrollTop(spec, sectionTop),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
  section?.focus({ preventScroll: true });
}

/**
 * The fixed navigation: the Menu button (top right) with ORDER, CONTACT, ABOUT, and the hook back
 * up (bottom right, once the visitor has scrolled). The page's scroll padding (prawns.css) keeps
 * a control that takes the keyboard focus clear of both.
 */
export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // While open: Escape closes (focus back on the button), a click elsewhere closes.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const go = (target: ScrollTarget) => {
    setOpen(false);
    scrollToSection(target);
  };

  return (
    <nav ref={nav} className={styles.nav} aria-label={t.label}>
      <div className={styles.menu}>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.burger} data-open={open} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className={styles.label}>{t.button}</span>
        </button>
        <ul id={menuId} className={styles.list} hidden={!open}>
          {menuItems.map((item, index) => (
            <li key={item} style={{ '--index': index } as CSSProperties}>
              <button type="button" className={styles.item} onClick={() => go(item)}>
                {t.items[item]}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <HookButton onClick={() => go('top')} />
    </nav>
  );
}
