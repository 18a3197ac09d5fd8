import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { agencyPaths } from '../agency-paths';
import legal from '../components/legal.module.css';
import { LegalPageLayout } from '../components/LegalPageLayout';
import { OperatorContact } from '../components/OperatorContact';
import { de } from '../i18n/de';

const t = de.accessibility;

export function AccessibilityPage() {
  return (
    <LegalPageLayout eyebrow={t.eyebrow} title={t.title}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang="de"
        path={agencyPaths.accessibility}
      />
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
          <OperatorContact
            show="phone"
            fallback={{
              before: t.reportFallbackBefore,
              link: t.reportFallbackLink,
              after: t.reportFallbackAfter,
            }}
          />
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
