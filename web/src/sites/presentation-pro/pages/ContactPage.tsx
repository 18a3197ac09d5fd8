import { Link } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { ConsentMap } from '../../../shared/consent-map/ConsentMap';
import { DemoContactForm } from '../../../shared/demo-contact/DemoContactForm';
import { Icon } from '../components/Icon';
import { PageBanner } from '../components/PageBanner';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import { TeamSection } from '../components/TeamSection';
import ui from '../components/ui.module.css';
import { office } from '../data/office';
import { usePresentationTexts } from '../i18n/use-presentation-texts';
import { contactAnchors, pagePath } from '../presentation-paths';
import { presentationTimings } from '../presentation-timings';
import styles from './ContactPage.module.css';

/** 2000 characters for the demo's message (spec §9). */
const MESSAGE_MAX = 2000;

export function ContactPage() {
  const texts = usePresentationTexts();
  const t = texts.contact;
  const lang = texts.lang;
  const ids = contactAnchors[lang];

  const privacy =
    lang === 'de' ? (
      <>
        Hinweise zum Umgang mit Ihren Daten finden Sie in unserer{' '}
        <Link to={pagePath('privacy', lang)}>Datenschutzerklärung</Link>.
      </>
    ) : (
      <>
        How we handle your data is explained in our{' '}
        <Link to={pagePath('privacy', lang)}>privacy policy</Link>.
      </>
    );

  return (
    <main id="main" tabIndex={-1}>
      <PresentationPageMeta page="contact" />
      <PageBanner image="contact" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section id={ids.form} className={ui.section} aria-labelledby="pp-contact-form">
        <div className={cx(ui.inner, styles.formLayout)}>
          <div>
            <h2 id="pp-contact-form" className={styles.title}>
              {t.formTitle}
            </h2>
            <p className={ui.lead}>{t.formLead}</p>
            <ul className={styles.lines}>
              <li>
                <a className={styles.line} href={office.phoneHref}>
                  <Icon name="phone" className={styles.lineIcon} />
                  <span className="visually-hidden">{texts.contactLines.phoneLabel}: </span>
                  {office.phoneDisplay}
                </a>
              </li>
              <li>
                <a className={styles.line} href={`mailto:${office.email}`}>
                  <Icon name="mail" className={styles.lineIcon} />
                  <span className="visually-hidden">{texts.contactLines.emailLabel}: </span>
                  {office.email}
                </a>
              </li>
            </ul>
          </div>
          <div className={styles.formCard}>
            <DemoContactForm
              messageMax={MESSAGE_MAX}
              noticeMs={presentationTimings.demoNoticeMs}
              texts={{ ...t.form, privacy }}
            />
          </div>
        </div>
      </section>

      <TeamSection texts={texts} id={ids.team} />

      <section id={ids.approach} className={ui.section} aria-labelledby="pp-contact-approach">
        <div className={cx(ui.inner, styles.officeLayout)}>
          <div>
            <h2 id="pp-contact-approach" className={styles.title}>
              {t.officeTitle}
            </h2>
            <p className={ui.lead}>{t.officeLead}</p>
            <address className={styles.address}>
              <Icon name="pin" className={styles.lineIcon} />
              <span>
                {texts.brand.name}
                <br />
                {office.street}
                <br />
                {office.postalCode} {office.city}
              </span>
            </address>
            <a
              className={ui.buttonGhost}
              href={office.mapsLink}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t.openInMaps}
            </a>
            <h3 className={styles.hoursTitle}>
              <Icon name="clock" className={styles.lineIcon} />
              {t.hoursTitle}
            </h3>
            <ul className={styles.hours}>
              {t.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <ConsentMap
            center={office.position}
            zoom={office.mapZoom}
            markerTitle={t.markerTitle}
            texts={t.map}
            className={styles.map}
          />
        </div>
      </section>
    </main>
  );
}
