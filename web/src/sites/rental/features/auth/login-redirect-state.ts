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

/**
 * Router state a staff page passes when it sends a visitor home (spec §5, §6: the rule stays), so
 * the home page can say why and offer the login: a staff member whose session ended is not left
 * guessing.
 */
export interface HomeRedirectState {
  reason: 'staffOnly' | 'adminOnly';
}

export const staffOnlyState: HomeRedirectState = { reason: 'staffOnly' };
export const adminOnlyState: HomeRedirectState = { reason: 'adminOnly' };

export function homeRedirectReason(state: unknown): HomeRedirectState['reason'] | null {
  if (state === null || typeof state !== 'object') return null;
  const reason = (state as Partial<HomeRedirectState>).reason;
  return reason === 'staffOnly' || reason === 'adminOnly' ? reason : null;
}
