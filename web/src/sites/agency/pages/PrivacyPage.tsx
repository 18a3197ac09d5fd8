import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/use-document-title';
import legal from '../components/legal.module.css';
import { LegalPageLayout } from '../components/LegalPageLayout';
import { de } from '../i18n/de';

const t = de.privacy;

export function PrivacyPage() {
  useDocumentTitle(t.documentTitle);

  return (
    <LegalPageLayout eyebrow={t.eyebrow} title={t.title}>
      <div className={legal.prose}>
        <p className={legal.text}>{t.intro}</p>
        <section className={legal.section}>
          <h2 className={legal.heading}>{t.controllerHeading}</h2>
          <Controller />
        </section>
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
      </div>
    </LegalPageLayout>
  );
}

/** The operator's details from the API; while they are missing, the imprint names them. */
function Controller() {
  const { data: details } = useGetAgencyDetails({ query: { select: (response) => response.data } });

  if (!details) {
    return (
      <p className={legal.text}>
        {t.controllerFallbackBefore}
        <Link className={legal.contactLink} to="/Impressum">
          {t.controllerFallbackLink}
        </Link>
        {t.controllerFallbackAfter}
      </p>
    );
  }

  return (
    <address className={legal.text}>
      <span className={legal.strong}>{details.name}</span>
      <br />
      {details.owner}
      <br />
      {details.street}
      <br />
      {details.postalCode} {details.city}
      <br />
      {de.legal.emailLabel}:{' '}
      <a className={legal.contactLink} href={`mailto:${details.email}`}>
        {details.email}
      </a>
    </address>
  );
}
