import { useLayoutEffect } from 'react';

/**
 * Sets `<html lang>` while a page in another language is shown, for screen readers'
 * pronunciation and the browser's hyphenation; German is the app's default. A layout effect,
 * so the language changes in the same commit as the page's text.
 */
export function useDocumentLanguage(lang: string): void {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'de';
    };
  }, [lang]);
}
