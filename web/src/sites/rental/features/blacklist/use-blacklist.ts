import {
  getListBlacklistQueryKey,
  listBlacklist,
} from '@showcase/contracts/generated/endpoints/blacklist/blacklist';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Entries per page; "Mehr laden" asks for the next page with the last page's cursor. */
export const BLACKLIST_PAGE_SIZE = 20;

/**
 * The loaded pages live under the generated first-page key plus 'pages': apart from a
 * single-page `useListBlacklist` entry, yet under the prefix `getListBlacklistQueryKey()`.
 */
export const blacklistKey = () =>
  [...getListBlacklistQueryKey({ limit: BLACKLIST_PAGE_SIZE }), 'pages'] as const;

/** Banned customers, newest ban first, page by page. */
export function useBlacklist() {
  return useInfiniteQuery({
    queryKey: blacklistKey(),
    queryFn: ({ pageParam, signal }) =>
      listBlacklist(
        { limit: BLACKLIST_PAGE_SIZE, ...(pageParam !== null && { cursor: pageParam }) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
