import { NotFound } from '../../../shared/not-found/NotFound';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { agencyPaths } from '../agency-paths';
import { agencyTimings } from '../agency-timings';
import buttons from '../components/buttons.module.css';
import { StarField } from '../components/StarField';
import { de } from '../i18n/de';
import styles from './NotFoundPage.module.css';

const t = de.notFound;

export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta title={t.documentTitle} description={t.description} lang="de" noindex />
      <StarField />
      <NotFound
        code={t.code}
        message={t.heading}
        messageLang="en"
        hint={t.redirectNotice}
        redirectTo={agencyPaths.home}
        delayMs={agencyTimings.notFoundRedirectMs}
        linkLabel={t.homeLink}
        classNames={{
          root: styles.content,
          code: styles.code,
          message: styles.heading,
          hint: styles.notice,
          link: buttons.primary,
        }}
      />
    </main>
  );
}
