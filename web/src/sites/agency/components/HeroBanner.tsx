import { Link } from 'react-router-dom';
import { agencyPaths } from '../agency-paths';
import { de } from '../i18n/de';
import buttons from './buttons.module.css';
import { Constellation } from './Constellation';
import styles from './HeroBanner.module.css';
import { ProjectsButton } from './ProjectsButton';
import { StarField } from './StarField';

export function HeroBanner() {
  const t = de.hero;
  return (
    <section id="top" className={styles.hero} aria-labelledby="hero-title">
      <StarField shootingStar />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {t.titleBefore}
            <span className={styles.highlight}>{t.titleHighlight}</span>
            {t.titleAfter}
          </h1>
          <p className={styles.lead}>{t.lead}</p>
          <div className={styles.actions}>
            <Link className={buttons.primary} to={agencyPaths.section('contact')}>
              {t.primaryAction}
            </Link>
            <ProjectsButton className={buttons.secondary} />
          </div>
          <ul className={styles.highlights} aria-label={t.highlightsLabel}>
            {t.highlights.map((highlight) => (
              <li key={highlight} className={styles.highlightItem}>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <Constellation className={styles.constellation} />
      </div>
    </section>
  );
}
