import { de } from '../i18n/de';
import { FadeIn } from '../motion/FadeIn';
import { lazy } from 'react';
import { Island } from '../../../shared/island/Island';
import styles from './ContactSection.module.css';
import { PhoneLine } from './PhoneLine';
import section from './section.module.css';
import { SectionHeading } from './SectionHeading';

/** The form's code (and its validation library) loads when the visitor comes near it. */
const ContactForm = lazy(() => import('./ContactForm.island'));

export function ContactSection() {
  const t = de.contact;
  return (
    <section
      id="contact"
      className={`${section.band} ${styles.band}`}
      aria-labelledby="contact-title"
    >
      <div className={`${section.container} ${styles.layout}`}>
        <FadeIn className={styles.intro}>
          <SectionHeading id="contact-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
          <div className={styles.nextSteps}>
            <h3 className={styles.nextStepsTitle}>{t.nextStepsTitle}</h3>
            <ol className={styles.steps}>
              {t.nextSteps.map((step) => (
                <li key={step} className={styles.step}>
                  {step}
                </li>
              ))}
            </ol>
          </div>
          <PhoneLine />
        </FadeIn>
        <div className={styles.card}>
          <h3 className={styles.formTitle}>{t.formTitle}</h3>
          <Island name="agency-contact" component={ContactForm} />
        </div>
      </div>
    </section>
  );
}
