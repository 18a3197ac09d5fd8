import { onApiError, type ApiError } from '@showcase/contracts/fetcher';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isStaffPath, rentalPaths } from '../../rental-paths';
import { isSessionExpiredState, sessionExpiredState } from './login-redirect-state';
import { clearStoredUser } from './stored-user';

/** True for a 401 that means the staff session is gone for the page being shown. */
export function endsStaffSession(error: ApiError, pathname: string): boolean {
  if (error.status !== 401) return false;
  if (error.code === 'SESSION_EXPIRED') return true;
  return error.code === 'NOT_AUTHENTICATED' && isStaffPath(pathname);
}

/**
 * Watches every API answer: when the session expired (or vanished on a staff page) Login takes
 * over and the stored user is cleared, whichever call noticed it.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();

  const handle = useEffectEvent((error: ApiError) => {
    if (!endsStaffSession(error, location.pathname)) return;
    void navigate(rentalPaths.login, { replace: true, state: sessionExpiredState });
  });

  useEffect(() => {
    const unsubscribe = onApiError((error) => handle(error));
    return () => {
      unsubscribe();
    };
  }, []);

  // Forgotten once Login is on screen: any earlier, the staff guard of the page being left would
  // see nobody and send the visitor home instead.
  useEffect(() => {
    if (isSessionExpiredState(location.state)) clearStoredUser();
  }, [location]);
}
