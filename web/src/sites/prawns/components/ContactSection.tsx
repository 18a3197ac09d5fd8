import { lazy } from 'react';
import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { ConsentMap } from '../../../shared/consent-map/ConsentMap';
import { Island } from '../../../shared/island/Island';
import {
  prawnsContactMessageMax,
  prawnsContactTexts,
  prawnsLocation,
  prawnsMapTexts,
  prawnsTexts,
} from '../prawns-texts';
import { prawnsTimings } from '../prawns-timings';
import styles from './ContactSection.module.css';

const t = prawnsTexts.contact;

/** The form's code (and its validation library) loads when the visitor comes near it. */
const DemoContactForm = lazy(() => import('../../../shared/demo-contact/DemoContactForm.island'));

const contactFormProps = {
  messageMax: prawnsContactMessageMax,
  texts: prawnsContactTexts,
  noticeMs: prawnsTimings.contactNoticeMs,
};

/** Phone, e-mail (from the configuration), the demo contact form and the map after consent. */
export function ContactSection() {
  const details = useGetAgencyDetails();
  const phone = details.data?.phone;
  const email = details.data?.email;

  return (
    <section id="contact" tabIndex={-1} className={styles.section} aria-labelledby="contact-title">
      <div className={styles.panel}>
        <div className={styles.intro}>
          <h2 id="contact-title" className={styles.title}>
            {t.title}
          </h2>
          <p className={styles.lead}>{t.lead}</p>
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{t.phone}</dt>
              <dd>{phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}</dd>
            </div>
            <div className={styles.line}>
              <dt>{t.email}</dt>
              <dd>{email && <a href={`mailto:${email}`}>{email}</a>}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.form}>
          <Island name="prawns-contact" component={DemoContactForm} props={contactFormProps} />
        </div>
        <ConsentMap
          className={styles.map}
          center={prawnsLocation.center}
          zoom={prawnsLocation.zoom}
          markerTitle={t.markerTitle}
          texts={prawnsMapTexts}
        />
      </div>
    </section>
  );
}
