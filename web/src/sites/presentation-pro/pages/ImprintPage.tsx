import { OperatorDetails } from '../../../shared/legal/OperatorDetails';
import styles from '../components/LegalPage.module.css';
import { PageBanner } from '../components/PageBanner';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import ui from '../components/ui.module.css';
import { usePresentationTexts } from '../i18n/use-presentation-texts';

export function ImprintPage() {
  const texts = usePresentationTexts();
  const t = texts.legal.imprint;

  return (
    <main id="main" tabIndex={-1}>
      <PresentationPageMeta page="imprint" />
      <PageBanner image="legal" eyebrow={t.eyebrow} title={t.title} />
      <section className={ui.section} aria-label={t.title}>
        <div className={ui.inner}>
          <p className={`${styles.notice} ${styles.prose}`}>{texts.legal.demoNotice}</p>
          <OperatorDetails
            texts={texts.legal}
            classNames={{ status: styles.status, retry: styles.retry }}
          >
            {(details) => (
              <div className={styles.grid}>
                <section>
                  <h2 className={styles.heading}>{t.operatorHeading}</h2>
                  <p className={styles.text}>
                    <strong>{details.name}</strong>
                    <br />
                    {t.ownerLabel}: {details.owner}
                  </p>
                  <address className={styles.address}>
                    {details.street}
                    <br />
                    {details.postalCode} {details.city}
                  </address>
                </section>
                <section>
                  <h2 className={styles.heading}>{t.contactHeading}</h2>
                  <p className={styles.text}>
                    {texts.contactLines.phoneLabel}:{' '}
                    <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a>
                    <br />
                    {texts.contactLines.emailLabel}:{' '}
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </p>
                </section>
                <section>
                  <h2 className={styles.heading}>{t.registerHeading}</h2>
                  <p className={styles.text}>{details.registerEntry}</p>
                </section>
                <section>
                  <h2 className={styles.heading}>{t.vatHeading}</h2>
                  <p className={styles.text}>
                    {t.vatText} <strong>{details.vatId}</strong>
                  </p>
                </section>
              </div>
            )}
          </OperatorDetails>
          <section className={`${styles.section} ${styles.prose}`}>
            <h2 className={styles.heading}>{t.disputeHeading}</h2>
            <p className={styles.text}>{t.disputeText}</p>
          </section>
        </div>
      </section>
    </main>
  );
}
