import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { rentalLanguageOf, rentalPaths } from '../rental-paths';
import { legalTextsOf, type LegalSection } from '../features/legal/legal-texts';
import {
  ContactLines,
  LegalColumns,
  LegalNotice,
  LegalLayout,
  LegalSectionView,
  LegalText,
  RentalOperatorDetails,
} from '../features/legal/LegalLayout';
import styles from '../features/legal/LegalLayout.module.css';

const controllerId = { de: 'verantwortlicher', en: 'controller' } as const;

/** The privacy statement for the rental demo, German at /Datenschutz, English at /privacy. */
export function PrivacyPage() {
  const lang = rentalLanguageOf(useLocation().pathname);
  const texts = legalTextsOf(lang);
  const t = texts.privacy;
  const controller: LegalSection = {
    id: controllerId[lang],
    heading: t.controllerHeading,
    blocks: [],
  };

  return (
    <LegalLayout eyebrow={texts.eyebrow} title={t.title} lead={t.lead}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang={texts.lang}
        path={rentalPaths.privacy[texts.lang]}
        alternates={rentalPaths.privacy}
      />
      <LegalColumns tocLabel={texts.tocLabel} sections={[controller, ...t.sections]}>
        <section id={controller.id} className={styles.section}>
          <h2 className={styles.heading}>{t.controllerHeading}</h2>
          <LegalText>{t.controllerText}</LegalText>
          <RentalOperatorDetails texts={texts.operator}>
            {(details) => (
              <address className={`${styles.address} ${styles.lessor}`}>
                <strong>{details.name}</strong>
                <span>
                  {texts.imprint.ownerLabel}: {details.owner}
                </span>
                <span>
                  {details.street}, {details.postalCode} {details.city}
                </span>
                <span>
                  <ContactLines details={details} texts={texts.operator} />
                </span>
              </address>
            )}
          </RentalOperatorDetails>
          <LegalNotice>{t.demoNotice}</LegalNotice>
        </section>
        {t.sections.map((section) => (
          <LegalSectionView key={section.id} section={section} />
        ))}
      </LegalColumns>
    </LegalLayout>
  );
}
