import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import type { AgencyDetailsDto } from '@showcase/contracts/generated/model/agencyDetailsDto';
import type { ReactNode } from 'react';
import type { PresentationCatalog } from '../i18n/presentation-catalog';
import styles from './LegalPage.module.css';

/**
 * The demo's only request: the operator's legal details come from the server's configuration
 * (AGENCY_*), the same source as the agency's own imprint, so there is one place to keep them.
 */
export function OperatorDetails({
  texts,
  children,
}: {
  texts: PresentationCatalog;
  children: (details: AgencyDetailsDto) => ReactNode;
}) {
  const details = useGetAgencyDetails({ query: { select: (response) => response.data } });
  if (details.data) return children(details.data);
  if (details.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{texts.legal.error}</p>
        <button type="button" className={styles.retry} onClick={() => void details.refetch()}>
          {texts.legal.retry}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.status} role="status" aria-busy="true">
      {texts.legal.loading}
    </p>
  );
}
