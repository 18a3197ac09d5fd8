import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { Link } from 'react-router-dom';
import { agencyPaths } from '../agency-paths';
import { de } from '../i18n/de';
import legal from './legal.module.css';

interface OperatorContactProps {
  /** What to say while the details are missing: text before and after a link to the imprint. */
  fallback: { before: string; link: string; after: string };
  /** The postal address (privacy statement) or the phone number (accessibility statement). */
  show: 'address' | 'phone';
}

/** The operator's details from the API (configuration); while they are missing, the imprint names them. */
export function OperatorContact({ fallback, show }: OperatorContactProps) {
  const { data: details } = useGetAgencyDetails();

  if (!details) {
    return (
      <p className={legal.text}>
        {fallback.before}
        <Link className={legal.contactLink} to={agencyPaths.imprint}>
          {fallback.link}
        </Link>
        {fallback.after}
      </p>
    );
  }

  return (
    <address className={legal.text}>
      <span className={legal.strong}>{details.name}</span>
      <br />
      {show === 'address' && (
        <>
          {details.owner}
          <br />
          {details.street}
          <br />
          {details.postalCode} {details.city}
          <br />
        </>
      )}
      {de.legal.emailLabel}:{' '}
      <a className={legal.contactLink} href={`mailto:${details.email}`}>
        {details.email}
      </a>
      {show === 'phone' && (
        <>
          <br />
          {de.legal.phoneLabel}:{' '}
          <a className={legal.contactLink} href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>
            {details.phone}
          </a>
        </>
      )}
    </address>
  );
}
