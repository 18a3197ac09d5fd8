import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/use-document-title';
import legal from '../components/legal.module.css';
import { LegalPageLayout } from '../components/LegalPageLayout';
import { de } from '../i18n/de';

const t = de.accessibility;

export function AccessibilityPage() {
  useDocumentTitle(t.documentTitle);

  return (
    <LegalPageLayout eyebrow={t.eyebrow} title={t.title}>
      <div className={legal.prose}>
        <p className={legal.text}>{t.intro}</p>
        {t.sections.map((section) => (
          <section key={section.heading} className={legal.section}>
            <h2 className={legal.heading}>{section.heading}</h2>
            <p className={legal.text}>{section.lead}</p>
            {section.list && (
              <ul className={legal.list}>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={legal.text}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <section className={legal.section}>
          <h2 className={legal.heading}>{t.reportHeading}</h2>
          <p className={legal.text}>{t.reportText}</p>
          <ReportContact />
        </section>
        <section className={legal.section}>
          <h2 className={legal.heading}>{t.enforcementHeading}</h2>
          <p className={legal.text}>{t.enforcementText}</p>
        </section>
        <p className={legal.text}>{t.updated}</p>
      </div>
    </LegalPageLayout>
  );
}

/** Where to report a barrier: the operator's e-mail and phone from the API, else the imprint. */
function ReportContact() {
  const { data: details } = useGetAgencyDetails({ query: { select: (response) => response.data } });

  if (!details) {
    return (
      <p className={legal.text}>
        {t.reportFallbackBefore}
        <Link className={legal.contactLink} to="/Impressum">
          {t.reportFallbackLink}
        </Link>
        {t.reportFallbackAfter}
      </p>
    );
  }

  return (
    <address className={legal.text}>
      <span className={legal.strong}>{details.name}</span>
      <br />
      {de.legal.emailLabel}:{' '}
      <a className={legal.contactLink} href={`mailto:${details.email}`}>
        {details.email}
      </a>
      <br />
      {de.legal.phoneLabel}:{' '}
      <a className={legal.contactLink} href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>
        {details.phone}
      </a>
    </address>
  );
}
