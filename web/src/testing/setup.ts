import '@testing-library/jest-dom/vitest';
import { resetCsrfToken } from '@showcase/contracts/fetcher';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// Lazy routes compile on first use; on a busy two-core machine (CI ran this layer 2.4 times
// slower than an idle one) that can take several seconds. A wait that never ends still fails.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout, so no scrolling; the router's scroll restoration calls it anyway.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The fetcher caches the token per page load; each test is a fresh visit.
  resetCsrfToken();
  // Each test starts logged out (the rental site keeps its user in local storage).
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

afterAll(() => {
  server.close();
});
