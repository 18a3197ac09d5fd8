import { de } from '../i18n/de';
import { FadeIn } from '../motion/FadeIn';
import styles from './AboutSection.module.css';
import section from './section.module.css';
import { SectionHeading } from './SectionHeading';

export function AboutSection() {
  const t = de.about;
  return (
    <section id="about" className={section.band} aria-labelledby="about-title">
      <div className={`${section.container} ${styles.layout}`}>
        <FadeIn className={styles.story}>
          <SectionHeading id="about-title" eyebrow={t.eyebrow} title={t.title} />
          {t.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </FadeIn>
        <FadeIn className={styles.process} delayMs={150}>
          <h3 className={styles.processTitle}>{t.stepsTitle}</h3>
          <ol className={styles.steps}>
            {t.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h4 className={styles.stepTitle}>{step.title}</h4>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </FadeIn>
      </div>
    </section>
  );
}
