import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';
import { appTexts } from './app-texts';
import styles from './RouteErrorPage.module.css';

/** Replaces the router's bare default error screen with a friendly page that always offers a way out. */
export function RouteErrorPage() {
  const error = useRouteError();
  const texts = appTexts.error;
  useDocumentTitle(texts.documentTitle);

  useEffect(() => {
    // Keep the cause visible for whoever opens the console; the page itself stays friendly.
    console.error(error);
  }, [error]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <path d="M24 4c1.9 13.5 6.5 18.1 20 20-13.5 1.9-18.1 6.5-20 20-1.9-13.5-6.5-18.1-20-20 13.5-1.9 18.1-6.5 20-20Z" />
        </svg>
        <h1 className={styles.heading}>{texts.heading}</h1>
        <p className={styles.text}>{texts.text}</p>
        <div className={styles.actions}>
          {/* A full page load, not a client navigation: it also recovers from a stale build. */}
          <a className={styles.primary} href="/">
            {texts.home}
          </a>
          <button
            className={styles.secondary}
            type="button"
            onClick={() => window.location.reload()}
          >
            {texts.reload}
          </button>
        </div>
      </div>
    </main>
  );
}
