import { useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { rentalPaths } from '../../rental-paths';
import { sessionExpiredState, staffOnlyState } from './login-redirect-state';
import { isStaffLoginExpired } from './staff-session-rules';
import { useStoredUser } from './stored-user';

/**
 * Shows staff pages only to a stored user: nobody logged in goes to the home page (which says why
 * and links the login); a non-admin
 * whose login is older than 14 hours goes to Login (spec §6). The server checks the same.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const user = useStoredUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!user) {
      void navigate(rentalPaths.home, { replace: true, state: staffOnlyState });
    } else if (isStaffLoginExpired(user, Date.now())) {
      // The rental layout clears the stored user once Login shows.
      void navigate(rentalPaths.login, { replace: true, state: sessionExpiredState });
    }
  }, [user, navigate]);

  if (!user) return null;
  return children ?? <Outlet />;
}
