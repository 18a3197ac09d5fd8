import type { MouseEvent } from 'react';
import { LakeBackdrop } from '../../components/LakeBackdrop';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS } from '../../rental-paths';
import { HiringNote } from './HiringNote';
import styles from './HomeSections.module.css';

/** The banner: what the rental offers, the way to booking and to the lake, and the hiring note. */
export function HomeBanner({
  texts,
  onInPageLink,
}: {
  texts: RentalCatalog;
  onInPageLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = texts.home;
  const lang = texts.lang;
  return (
    <section id={HOME_ANCHORS.top[lang]} className={styles.banner} aria-labelledby="home-title">
      <LakeBackdrop />
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t.eyebrow}</p>
        <h1 id="home-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
        <ul className={styles.points}>
          {t.points.map((point) => (
            <li key={point} className={styles.point}>
              <svg className={styles.pointIcon} viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 10.5 8 14.5 16 6" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
        <div className={styles.ctas}>
          <a
            className={styles.ctaPrimary}
            href={`#${HOME_ANCHORS.book[lang]}`}
            onClick={onInPageLink}
          >
            {t.ctaBook}
          </a>
          <a
            className={styles.ctaSecondary}
            href={`#${HOME_ANCHORS.approach[lang]}`}
            onClick={onInPageLink}
          >
            {t.ctaApproach}
          </a>
        </div>
      </div>
      <HiringNote texts={texts} onInPageLink={onInPageLink} />
      <svg className={styles.boat} viewBox="0 0 160 120" aria-hidden="true">
        <path className={styles.mast} d="M80 14v70" />
        <path className={styles.sailMain} d="M84 18c18 18 30 40 34 62H84Z" />
        <path className={styles.sailFront} d="M76 26 46 80h30Z" />
        <path className={styles.hull} d="M30 88h100l-14 18H46Z" />
      </svg>
    </section>
  );
}
