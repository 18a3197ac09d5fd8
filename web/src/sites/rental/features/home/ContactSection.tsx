import { lazy } from 'react';
import { Island } from '../../../../shared/island/Island';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS } from '../../rental-paths';
import styles from './HomeSections.module.css';

/** The form's code (and its validation library) loads when the visitor comes near it. */
const ContactForm = lazy(() => import('./ContactForm.island'));

/** The contact section: a notice in demo mode, the staff inbox otherwise (ContactForm). */
export function ContactSection({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.contact;
  const lang = texts.lang;
  return (
    <section
      id={HOME_ANCHORS.contact[lang]}
      className={styles.contact}
      aria-labelledby="contact-title"
    >
      <h2 id="contact-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.sectionLead}>{t.lead}</p>
      <Island name="rental-contact" component={ContactForm} props={{ texts }} />
    </section>
  );
}
