import { getGetCurrentStaffQueryKey } from '@showcase/contracts/generated/endpoints/auth/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { rentalPaths } from '../../rental-paths';
import { sessionExpiredState } from '../auth/login-redirect-state';
import { SETTINGS_SAVED_REDIRECT_MS } from './settings-texts';

/** Where a real save leads once its note was read (spec §4 "Settings"). */
export type AfterSaved = 'menu' | 'login';

/**
 * After a real save the success note stays a moment, then the main menu follows — or Login, when
 * a new password ended every session of the account (this one too). The stored user may only be
 * forgotten once Login shows: any earlier (even right after the navigation resolved, while React
 * still renders the new page in a transition), the staff guard of this page would send the
 * visitor home.
 */
export function useAfterSaved(next: AfterSaved | null): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => {
      if (next === 'menu') {
        void navigate(rentalPaths.staffArea);
        return;
      }
      // The session-ended state has the rental layout forget the stored user once Login is on
      // screen, and Login ask to log in again.
      queryClient.removeQueries({ queryKey: getGetCurrentStaffQueryKey() });
      void navigate(rentalPaths.login, { replace: true, state: sessionExpiredState });
    }, SETTINGS_SAVED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [next, navigate, queryClient]);
}
