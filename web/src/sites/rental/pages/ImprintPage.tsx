import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { rentalLanguageOf, rentalPaths } from '../rental-paths';
import { legalTextsOf } from '../features/legal/legal-texts';
import {
  ContactLines,
  LegalBlockSection,
  LegalLayout,
  LegalText,
  RentalOperatorDetails,
} from '../features/legal/LegalLayout';
import styles from '../features/legal/LegalLayout.module.css';

/** The imprint: the web agency that runs this demo, with its details from the API. */
export function ImprintPage() {
  const texts = legalTextsOf(rentalLanguageOf(useLocation().pathname));
  const t = texts.imprint;

  return (
    <LegalLayout eyebrow={texts.eyebrow} title={t.title} lead={t.lead}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang={texts.lang}
        path={rentalPaths.imprint[texts.lang]}
        alternates={rentalPaths.imprint}
      />
      <RentalOperatorDetails texts={texts.operator}>
        {(details) => (
          <>
            <LegalBlockSection heading={t.demoHeading}>
              <p className={styles.notice}>{t.demoText(details.name)}</p>
            </LegalBlockSection>
            <div className={styles.facts}>
              <LegalBlockSection heading={t.operatorHeading}>
                <LegalText>
                  <strong>{details.name}</strong>
                  <br />
                  {t.ownerLabel}: {details.owner}
                </LegalText>
                <address className={styles.address}>
                  {details.street}
                  <br />
                  {details.postalCode} {details.city}
                </address>
              </LegalBlockSection>
              <LegalBlockSection heading={t.contactHeading}>
                <LegalText>
                  <ContactLines details={details} texts={texts.operator} />
                </LegalText>
              </LegalBlockSection>
              <LegalBlockSection heading={t.registerHeading}>
                <LegalText>{details.registerEntry}</LegalText>
              </LegalBlockSection>
              <LegalBlockSection heading={t.vatHeading}>
                <LegalText>
                  {t.vatText} <strong>{details.vatId}</strong>
                </LegalText>
              </LegalBlockSection>
              <LegalBlockSection heading={t.responsibleHeading}>
                <LegalText>{t.responsibleText(details.owner)}</LegalText>
              </LegalBlockSection>
            </div>
          </>
        )}
      </RentalOperatorDetails>
      <LegalBlockSection heading={t.disputeHeading}>
        <LegalText>{t.disputeText}</LegalText>
      </LegalBlockSection>
    </LegalLayout>
  );
}
