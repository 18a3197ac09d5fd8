import { Link } from 'react-router-dom';
import { agencyLegalPaths } from '../../../shared/site-roots';
import { prawnsTexts } from '../prawns-texts';
import styles from './AboutSection.module.css';

const t = prawnsTexts.about;

/** The family story on the sea floor, with the demo's credits and the legal links. */
export function AboutSection() {
  return (
    <section id="about" tabIndex={-1} className={styles.section} aria-labelledby="about-title">
      <div className={styles.panel}>
        <h2 id="about-title" className={styles.title}>
          {t.title}
        </h2>
        <div className={styles.story}>
          {t.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className={styles.facts}>
          {t.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <footer className={styles.footer}>
        <p>{t.demo}</p>
        <p className={styles.legal}>
          <Link to={agencyLegalPaths.imprint} hrefLang="de">
            {t.imprint}
          </Link>
          <Link to={agencyLegalPaths.privacy} hrefLang="de">
            {t.privacy}
          </Link>
        </p>
      </footer>
      <svg
        className={styles.seabed}
        viewBox="0 0 1200 120"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          className={styles.sandBack}
          d="M0 120V60c120-30 260-40 400-10s300 30 440 0 260-30 360 0v70Z"
        />
        <path
          className={styles.sand}
          d="M0 120V86c160-24 300-20 460 4s320 12 480-10 200-8 260 4v36Z"
        />
      </svg>
    </section>
  );
}
