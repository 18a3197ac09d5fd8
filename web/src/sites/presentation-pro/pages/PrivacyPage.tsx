import { OperatorDetails } from '../../../shared/legal/OperatorDetails';
import styles from '../components/LegalPage.module.css';
import { PageBanner } from '../components/PageBanner';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import ui from '../components/ui.module.css';
import { usePresentationTexts } from '../i18n/use-presentation-texts';

export function PrivacyPage() {
  const texts = usePresentationTexts();
  const t = texts.legal.privacy;

  return (
    <main id="main" tabIndex={-1}>
      <PresentationPageMeta page="privacy" />
      <PageBanner image="legal" eyebrow={t.eyebrow} title={t.title} />
      <section className={ui.section} aria-label={t.title}>
        <div className={`${ui.inner} ${styles.prose}`}>
          <section className={styles.section}>
            <h2 className={styles.heading}>{t.controllerHeading}</h2>
            <p className={styles.notice}>{texts.legal.demoNotice}</p>
            <OperatorDetails
              texts={texts.legal}
              classNames={{ status: styles.status, retry: styles.retry }}
            >
              {(details) => (
                <address className={styles.address}>
                  {details.name}, {details.owner}
                  <br />
                  {details.street}, {details.postalCode} {details.city}
                  <br />
                  <a href={`mailto:${details.email}`}>{details.email}</a>
                </address>
              )}
            </OperatorDetails>
          </section>
          {t.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.text}>
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </section>
    </main>
  );
}
