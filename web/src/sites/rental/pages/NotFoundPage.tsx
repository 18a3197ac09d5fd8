import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useRedirectAfter } from '../../../shared/use-redirect-after';
import buttons from '../components/buttons.module.css';
import { LakeBackdrop } from '../components/LakeBackdrop';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { rentalPaths } from '../rental-paths';
import { rentalTimings } from '../rental-timings';
import styles from './NotFoundPage.module.css';

/** Unknown addresses below /RentalRevolution: a friendly note, then home after 5 s. */
export function NotFoundPage() {
  const t = useRentalTexts().notFound;
  useDocumentTitle(t.documentTitle);
  useRedirectAfter(rentalPaths.home, rentalTimings.notFoundRedirectMs);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <LakeBackdrop />
      <div className={styles.content}>
        <p className={styles.code}>{t.code}</p>
        <h1 className={styles.heading}>{t.heading}</h1>
        <p className={styles.notice}>{t.redirectNotice(rentalTimings.notFoundRedirectMs / 1000)}</p>
        <Link className={buttons.primary} to={rentalPaths.home} replace>
          {t.homeLink}
        </Link>
      </div>
    </main>
  );
}
