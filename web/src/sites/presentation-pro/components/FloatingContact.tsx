import { cx } from '../../../shared/class-names';
import { office } from '../data/office';
import type { PresentationCatalog } from '../i18n/presentation-catalog';
import styles from './FloatingContact.module.css';
import { Icon } from './Icon';
import { useNavbarActive } from './use-navbar-active';

export interface FloatingContactProps {
  texts: PresentationCatalog;
  /** On the home page the buttons wait until the hero is scrolled away, so they cover none of it. */
  afterHero: boolean;
}

/** Phone, messenger and e-mail, one tap away on every page (bottom right). */
export function FloatingContact({ texts, afterHero }: FloatingContactProps) {
  const t = texts.floating;
  const pastHero = useNavbarActive();
  const hidden = afterHero && !pastHero;
  return (
    <nav
      className={cx(styles.floating, hidden && styles.hidden)}
      aria-label={t.label}
      inert={hidden}
    >
      <a className={styles.button} href={office.phoneHref} aria-label={t.phone} title={t.phone}>
        <Icon name="phone" className={styles.icon} />
      </a>
      <a
        className={styles.button}
        href={office.chatHref}
        rel="noopener noreferrer"
        target="_blank"
        aria-label={t.chat}
        title={t.chat}
      >
        <Icon name="chat" className={styles.icon} />
      </a>
      <a
        className={styles.button}
        href={`mailto:${office.email}`}
        aria-label={t.email}
        title={t.email}
      >
        <Icon name="mail" className={styles.icon} />
      </a>
    </nav>
  );
}
