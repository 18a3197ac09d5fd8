import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { de } from '../i18n/de';
import styles from './PhoneLine.module.css';

/** The agency's phone number, once the API has named it; nothing at all until then. */
export function PhoneLine() {
  const { data: phone } = useGetAgencyDetails({
    query: { select: (details) => details.phone },
  });
  if (!phone) return null;

  return (
    <p className={styles.line}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6.6 3.5 9 3l1.8 4.4-2.2 1.5a11 11 0 0 0 6.5 6.5l1.5-2.2L21 15l-.5 2.4A3 3 0 0 1 17.6 20 14.6 14.6 0 0 1 4 6.4a3 3 0 0 1 2.6-2.9Z" />
      </svg>
      <span>
        {de.contact.callUs}{' '}
        <a className={styles.number} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      </span>
    </p>
  );
}
