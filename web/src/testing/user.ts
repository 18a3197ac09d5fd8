import userEvent from '@testing-library/user-event';

/**
 * A user whose clicks and keystrokes follow each other without a pause: user-event otherwise
 * waits on a real timer between any two of them, which makes typing slow and ties it to the
 * machine's load. What an action sets off asynchronously (a submit's validation, a request) is
 * then awaited like any other outcome, with `findBy…` or `waitFor`.
 *
 * Under fake timers, use `fireEvent`: Testing Library still ends every user-event action by
 * waiting for a zero-delay timer, which a fake clock never runs on its own.
 */
export function setupUser() {
  return userEvent.setup({ delay: null });
}

export type User = ReturnType<typeof setupUser>;
