import {
  getGetRegisterLogQueryKey,
  getRegisterLog,
} from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Receipts per page; "Mehr laden" asks for the next page with the last page's cursor. */
export const REGISTER_LOG_PAGE_SIZE = 20;

/**
 * The register log of the last 14 days, newest first, page by page. Its cache key is the
 * generated one plus 'pages', so it falls under the generated prefix for invalidation (a
 * checkout) yet never mixes with a single-page entry.
 */
export function useRegisterLog() {
  return useInfiniteQuery({
    queryKey: [...getGetRegisterLogQueryKey({ limit: REGISTER_LOG_PAGE_SIZE }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      getRegisterLog(
        { limit: REGISTER_LOG_PAGE_SIZE, ...(pageParam !== null && { cursor: pageParam }) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Asked afresh on each opening: the point is to see the latest receipts.
    staleTime: 0,
  });
}
