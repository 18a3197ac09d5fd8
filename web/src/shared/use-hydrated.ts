import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from the next
 * render on (and at once in a page rendered in the browser only): for what the pre-rendered page
 * cannot show the same way, such as animations that start with the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
