import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Captured before any test installs fake timers: the one way left to yield to real I/O.
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets promises, mocked network answers and zero-delay timers run, without moving the fake
 * clock, until `assertion` passes. Timer-based assertions can then count exact milliseconds
 * from the moment the state appeared.
 */
export async function settleUntil(assertion: () => void, attempts = 200): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    try {
      assertion();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** Moves the fake clock forward, inside act so React applies what the timers triggered. */
export async function advanceBy(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
