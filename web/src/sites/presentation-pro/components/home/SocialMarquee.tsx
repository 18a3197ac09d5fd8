import { socialLinks } from '../../data/office';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { Icon } from '../Icon';
import styles from './SocialMarquee.module.css';

/**
 * The social icons drift by in an endless band. The second copy only completes the loop, so
 * it is hidden from assistive technology and keyboard focus.
 */
export function SocialMarquee({ texts }: { texts: PresentationCatalog }) {
  const t = texts.social;
  const row = (copy: boolean) => (
    <ul className={styles.row} aria-hidden={copy || undefined}>
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            className={styles.link}
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            tabIndex={copy ? -1 : undefined}
          >
            <Icon name={link.network} className={styles.icon} />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.marquee} aria-label={t.label}>
      <h2 className={styles.title}>{t.title}</h2>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {row(false)}
          {row(true)}
        </div>
      </div>
    </section>
  );
}
