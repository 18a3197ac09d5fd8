import { QueryClient } from '@tanstack/react-query';

/** Shared defaults: one retry smooths over a blip, a second would only delay the error state. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      // Sending a form twice is worse than showing the failure and letting the person retry.
      mutations: { retry: false },
    },
  });
}
