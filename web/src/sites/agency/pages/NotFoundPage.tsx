import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useRedirectAfter } from '../../../shared/use-redirect-after';
import { agencyTimings } from '../agency-timings';
import buttons from '../components/buttons.module.css';
import { StarField } from '../components/StarField';
import { de } from '../i18n/de';
import styles from './NotFoundPage.module.css';

const t = de.notFound;

export function NotFoundPage() {
  useDocumentTitle(t.documentTitle);
  useRedirectAfter('/', agencyTimings.notFoundRedirectMs);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <StarField />
      <div className={styles.content}>
        <p className={styles.code}>{t.code}</p>
        <h1 className={styles.heading} lang="en">
          {t.heading}
        </h1>
        <p className={styles.notice}>{t.redirectNotice(agencyTimings.notFoundRedirectMs / 1000)}</p>
        <Link className={buttons.primary} to="/" replace>
          {t.homeLink}
        </Link>
      </div>
    </main>
  );
}
