import { useEffect } from 'react';

/**
 * Sets `<html lang>` while a page in another language is shown, for screen readers'
 * pronunciation and the browser's hyphenation; German is the app's default.
 */
export function useDocumentLanguage(lang: string): void {
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'de';
    };
  }, [lang]);
}
