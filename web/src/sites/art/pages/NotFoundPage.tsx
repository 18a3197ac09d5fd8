import { NotFound } from '../../../shared/not-found/NotFound';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { artTimings } from '../art-constants';
import { artPaths } from '../art-paths';
import { artTexts } from '../art-texts';
import styles from './NotFoundPage.module.css';

const t = artTexts.notFound;

/** Unknown addresses below /ArtAlley: an empty frame, then back to the entrance after 5 s. */
export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={artTexts.titles.notFound}
        description={artTexts.descriptions.notFound}
        lang={artTexts.lang}
        noindex
      />
      <div className={styles.emptyFrame} aria-hidden="true">
        <span className={styles.hook} />
      </div>
      <NotFound
        code={t.code}
        message={t.message}
        hint={t.hint}
        redirectTo={artPaths.home}
        delayMs={artTimings.notFoundRedirectMs}
        linkLabel={t.link}
        classNames={{
          root: styles.content,
          code: styles.code,
          message: styles.message,
          hint: styles.hint,
          link: styles.link,
        }}
      />
    </main>
  );
}
