/** Router state a page passes when it sends someone to Login, so Login can say why. */
export interface LoginRedirectState {
  reason: 'sessionExpired';
}

export const sessionExpiredState: LoginRedirectState = { reason: 'sessionExpired' };

export function isSessionExpiredState(state: unknown): boolean {
  return (
    state !== null &&
    typeof state === 'object' &&
    (state as Partial<LoginRedirectState>).reason === 'sessionExpired'
  );
}
