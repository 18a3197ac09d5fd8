import { NotFound } from '../../../shared/not-found/NotFound';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { PrawnArt } from '../components/PrawnArt';
import { prawnsTexts } from '../prawns-texts';
import { prawnsPaths } from '../prawns-paths';
import { prawnsTimings } from '../prawns-timings';
import styles from './NotFoundPage.module.css';

const t = prawnsTexts.notFound;

/** Unknown addresses below /ParallaxPrawns: a lost prawn, then back to the page after 5 s. */
export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={prawnsTexts.notFoundTitle}
        description={prawnsTexts.notFoundDescription}
        lang={prawnsTexts.lang}
        noindex
      />
      <PrawnArt className={styles.art} />
      <NotFound
        code={t.code}
        message={t.heading}
        hint={t.hint}
        redirectTo={prawnsPaths.home}
        delayMs={prawnsTimings.notFoundRedirectMs}
        linkLabel={t.homeLink}
        classNames={{
          root: styles.content,
          code: styles.code,
          message: styles.heading,
          hint: styles.hint,
          link: styles.link,
        }}
      />
    </main>
  );
}
