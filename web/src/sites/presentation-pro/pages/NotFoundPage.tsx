import { NotFound } from '../../../shared/not-found/NotFound';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import ui from '../components/ui.module.css';
import { usePresentationTexts } from '../i18n/use-presentation-texts';
import { pagePath } from '../presentation-paths';
import { presentationTimings } from '../presentation-timings';
import styles from './NotFoundPage.module.css';

/** Unknown addresses below /PresentationPro: a short note, then the home page after 5 s. */
export function NotFoundPage() {
  const texts = usePresentationTexts();
  const t = texts.notFound;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PresentationPageMeta page="notFound" />
      <NotFound
        code={t.code}
        message={t.heading}
        hint={t.hint}
        redirectTo={pagePath('home', texts.lang)}
        delayMs={presentationTimings.notFoundRedirectMs}
        linkLabel={t.homeLink}
        classNames={{
          root: styles.content,
          code: styles.code,
          message: styles.heading,
          hint: styles.hint,
          link: ui.button,
        }}
      />
    </main>
  );
}
