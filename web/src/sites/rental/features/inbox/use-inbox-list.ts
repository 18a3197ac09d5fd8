import {
  getListInboxQueryKey,
  listInbox,
} from '@showcase/contracts/generated/endpoints/inbox/inbox';
import type { InboxItemType } from '@showcase/contracts/generated/model/inboxItemType';
import type { InboxState } from '@showcase/contracts/generated/model/inboxState';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Items per page; "Mehr laden" asks for the next page with the last page's cursor. */
export const INBOX_PAGE_SIZE = 20;

/**
 * A list's cache key: the generated key of its first page plus 'pages', so the loaded pages
 * live apart from a single-page `useListInbox` entry yet fall under the same prefixes
 * (`getListInboxQueryKey()`, `getListInboxQueryKey({ type })`) for invalidation and patches.
 */
export function inboxListKey(type: InboxItemType, state: InboxState) {
  return [...getListInboxQueryKey({ type, state, limit: INBOX_PAGE_SIZE }), 'pages'] as const;
}

/** Open items (newest first) or the ticked-off log of one type, page by page. */
export function useInboxList(type: InboxItemType, state: InboxState) {
  return useInfiniteQuery({
    queryKey: inboxListKey(type, state),
    queryFn: ({ pageParam, signal }) =>
      listInbox(
        { type, state, limit: INBOX_PAGE_SIZE, ...(pageParam !== null && { cursor: pageParam }) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
