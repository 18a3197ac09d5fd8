import { afterEach, vi } from 'vitest';

// Unit files share one module registry and one global scope (no isolation, see vite.config.ts):
// nothing a test changes there may outlive it.
afterEach(() => {
  vi.useRealTimers();
});
