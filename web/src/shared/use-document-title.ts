import { useLayoutEffect } from 'react';

/**
 * Sets the browser tab's title while the calling page is shown. A layout effect, so the title
 * changes in the same commit as the page (screen readers and tests see both together).
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
