import '@testing-library/jest-dom/vitest';
import { resetCsrfToken } from '@showcase/contracts/fetcher';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// Lazy routes compile on first use; on a busy two-core machine (CI ran this layer 2.4 times
// slower than an idle one) that can take several seconds. A wait that never ends still fails.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no layout, so no scrolling; the router's scroll restoration calls it anyway.
window.scrollTo = () => undefined;

/**
 * What tests change on the window and prototypes, which the files of one worker share (they are
 * not isolated from each other, see vite.config.ts): each test puts back what it found, so no
 * file depends on the files that ran before it.
 */
const SHARED_PROPERTIES: [object, PropertyKey][] = [
  [window, 'scrollY'],
  [window, 'innerHeight'],
  [window, 'scrollTo'],
  [window, 'paypal'],
  [Element.prototype, 'scrollIntoView'],
];
const pristine = SHARED_PROPERTIES.map(
  ([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const,
);

function restoreSharedProperties() {
  for (const [owner, key, descriptor] of pristine) {
    if (descriptor) Object.defineProperty(owner, key, descriptor);
    else Reflect.deleteProperty(owner, key);
  }
}

/** An empty page, as a fresh visit has: no elements, attributes or title a test left behind. */
function resetDocument() {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  cleanup();
  // A lazy page a test set loading is loaded before the next test (or file) starts: otherwise it
  // would finish loading into whatever runs next.
  await vi.dynamicImportSettled();
  server.resetHandlers();
  // The fetcher caches the token per page load; each test is a fresh visit.
  resetCsrfToken();
  // Each test starts logged out (the rental site keeps its user in local storage).
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  resetDocument();
  restoreSharedProperties();
});

afterAll(() => {
  server.close();
});
