import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { rentalLanguageOf, rentalPaths } from '../rental-paths';
import { legalTextsOf } from '../features/legal/legal-texts';
import {
  ContactLines,
  LegalColumns,
  LegalNotice,
  LegalLayout,
  LegalSectionView,
  RentalOperatorDetails,
} from '../features/legal/LegalLayout';
import styles from '../features/legal/LegalLayout.module.css';
import { termsSections } from '../features/legal/terms-texts';

/** The charter terms: German at /Geschäftsbedingungen (binding), English at /terms. */
export function TermsPage() {
  const lang = rentalLanguageOf(useLocation().pathname);
  const texts = legalTextsOf(lang);
  const t = texts.terms;
  const sections = termsSections(lang);

  return (
    <LegalLayout eyebrow={texts.eyebrow} title={t.title} lead={t.lead}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang={texts.lang}
        path={rentalPaths.terms[texts.lang]}
        alternates={rentalPaths.terms}
      />
      {t.bindingNote && (
        <LegalNotice>
          {t.bindingNote.before}
          <Link to={rentalPaths.terms.de} lang="de" hrefLang="de">
            {t.bindingNote.link}
          </Link>
          {t.bindingNote.after}
        </LegalNotice>
      )}
      <LegalNotice>{t.demoNotice}</LegalNotice>
      <RentalOperatorDetails texts={texts.operator}>
        {(details) => (
          <div className={styles.lessor}>
            <p className={styles.lessorName}>
              <span className={styles.lessorLabel}>{t.lessorLabel}:</span>{' '}
              <strong>{details.name}</strong>
            </p>
            <address className={styles.address}>
              {details.street}, {details.postalCode} {details.city}
              <br />
              <ContactLines details={details} texts={texts.operator} />
            </address>
          </div>
        )}
      </RentalOperatorDetails>
      <LegalColumns tocLabel={texts.tocLabel} sections={sections}>
        {sections.map((section) => (
          <LegalSectionView key={section.id} section={section} />
        ))}
      </LegalColumns>
    </LegalLayout>
  );
}
