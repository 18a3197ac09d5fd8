import { NotFound } from '../../../shared/not-found/NotFound';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import buttons from '../components/buttons.module.css';
import { LakeBackdrop } from '../components/LakeBackdrop';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { rentalPaths } from '../rental-paths';
import { rentalTimings } from '../rental-timings';
import styles from './NotFoundPage.module.css';

/** Unknown addresses below /RentalRevolution: a friendly note, then home after 5 s. */
export function NotFoundPage() {
  const texts = useRentalTexts();
  const t = texts.notFound;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta title={t.documentTitle} description={t.description} lang={texts.lang} noindex />
      <LakeBackdrop />
      <NotFound
        code={t.code}
        message={t.heading}
        hint={t.redirectNotice}
        redirectTo={rentalPaths.home}
        delayMs={rentalTimings.notFoundRedirectMs}
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
