import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS } from '../../rental-paths';
import styles from './HomeSections.module.css';

/** Who runs the rental, with a few facts. */
export function AboutSection({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.about;
  return (
    <section
      id={HOME_ANCHORS.about[texts.lang]}
      className={styles.about}
      aria-labelledby="about-title"
    >
      <h2 id="about-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      {t.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.aboutText}>
          {paragraph}
        </p>
      ))}
      <dl className={styles.facts}>
        {t.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
