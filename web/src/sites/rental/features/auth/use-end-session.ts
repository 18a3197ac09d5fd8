import {
  getGetCurrentStaffQueryKey,
  useLogout,
} from '@showcase/contracts/generated/endpoints/auth/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearStoredUser } from './stored-user';

/**
 * Logs out (spec §4): forgets the user at once, then tells the server. The browser side is done
 * even when the request fails; the fetcher fetches a fresh CSRF token for the next request.
 */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useLogout();

  return useCallback(async () => {
    clearStoredUser();
    queryClient.removeQueries({ queryKey: getGetCurrentStaffQueryKey() });
    try {
      await mutateAsync();
    } catch {
      // Offline or a server error: the stored user is gone, which is what the visitor sees.
    }
  }, [mutateAsync, queryClient]);
}
