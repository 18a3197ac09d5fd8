import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import type { AgencyDetailsDto } from '@showcase/contracts/generated/model/agencyDetailsDto';
import type { ReactNode } from 'react';

export interface OperatorDetailsTexts {
  loading: string;
  error: string;
  retry: string;
}

/** Each site styles the loading and error states its own way. */
export interface OperatorDetailsClassNames {
  status?: string;
  retry?: string;
}

/**
 * The demos' operator: the legal details come from the server's configuration (AGENCY_*), the
 * same source as the agency's own imprint, so there is one place to keep them. Shows a loading
 * note, then the details through `children`, or an alert with a retry button.
 */
export function OperatorDetails({
  texts,
  classNames = {},
  children,
}: {
  texts: OperatorDetailsTexts;
  classNames?: OperatorDetailsClassNames;
  children: (details: AgencyDetailsDto) => ReactNode;
}) {
  const details = useGetAgencyDetails();
  if (details.data) return children(details.data);
  if (details.isError) {
    return (
      <div className={classNames.status} role="alert">
        <p>{texts.error}</p>
        <button type="button" className={classNames.retry} onClick={() => void details.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return (
    <p className={classNames.status} role="status" aria-busy="true">
      {texts.loading}
    </p>
  );
}
