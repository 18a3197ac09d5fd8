import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates to `to` once `delayMs` have passed, e.g. from a site's 404 page to its home.
 * Replaces the history entry so the back button does not lead to the dead address again.
 */
export function useRedirectAfter(to: string, delayMs: number): void {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(to, { replace: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs]);
}
