import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import type { AgencyDetailsDto } from '@showcase/contracts/generated/model/agencyDetailsDto';
import { cx } from '../../../shared/class-names';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { agencyPaths } from '../agency-paths';
import { AgencyDetailsError, AgencyDetailsLoading } from '../components/AgencyDetailsStatus';
import legal from '../components/legal.module.css';
import { LegalPageLayout } from '../components/LegalPageLayout';
import { de } from '../i18n/de';

const t = de.imprint;

export function ImprintPage() {
  const details = useGetAgencyDetails();

  return (
    <LegalPageLayout eyebrow={t.eyebrow} title={t.title}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang="de"
        path={agencyPaths.imprint}
      />
      {details.data ? (
        <ImprintDetails details={details.data} />
      ) : details.isError ? (
        <AgencyDetailsError onRetry={() => void details.refetch()} />
      ) : (
        <AgencyDetailsLoading />
      )}
      <section className={legal.section}>
        <h2 className={legal.heading}>{t.disputeHeading}</h2>
        <p className={legal.text}>{t.disputeText}</p>
      </section>
    </LegalPageLayout>
  );
}

function ImprintDetails({ details }: { details: AgencyDetailsDto }) {
  return (
    <div className={legal.grid}>
      <section className={legal.block}>
        <h2 className={legal.heading}>{t.legalBasis}</h2>
        <p className={legal.strong}>{details.name}</p>
        <p className={legal.text}>
          {t.ownerLabel}: {details.owner}
        </p>
        <address className={legal.text}>
          {details.street}
          <br />
          {details.postalCode} {details.city}
        </address>
      </section>
      <section className={legal.block}>
        <h2 className={legal.heading}>{t.contactHeading}</h2>
        <p className={legal.text}>
          {de.legal.phoneLabel}:{' '}
          <a className={legal.contactLink} href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>
            {details.phone}
          </a>
        </p>
        <p className={legal.text}>
          {de.legal.emailLabel}:{' '}
          <a className={legal.contactLink} href={`mailto:${details.email}`}>
            {details.email}
          </a>
        </p>
      </section>
      <section className={legal.block}>
        <h2 className={legal.heading}>{t.registerHeading}</h2>
        <p className={legal.text}>{details.registerEntry}</p>
      </section>
      <section className={legal.block}>
        <h2 className={legal.heading}>{t.vatHeading}</h2>
        <p className={legal.text}>
          {t.vatText} <span className={legal.strong}>{details.vatId}</span>
        </p>
      </section>
      <section className={cx(legal.block, legal.wide)}>
        <h2 className={legal.heading}>{t.responsibleHeading}</h2>
        <p className={legal.text}>{t.responsibleText(details.owner)}</p>
      </section>
    </div>
  );
}
