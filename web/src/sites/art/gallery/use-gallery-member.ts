import {
  getGetCurrentMemberQueryKey,
  getGetMyGallerySeenQueryKey,
  getGetMyGalleryVotesQueryKey,
  useGetCurrentMember,
  useGetMyGallerySeen,
  useGetMyGalleryVotes,
} from '@showcase/contracts/generated/endpoints/gallery/gallery';
import { resetCsrfToken } from '@showcase/contracts/fetcher';
import type { GalleryMemberDto } from '@showcase/contracts/generated/model/galleryMemberDto';
import type { MemberVotesDto } from '@showcase/contracts/generated/model/memberVotesDto';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

export interface GalleryMember {
  /** The logged-in member, or null for a visitor; undefined while the session is asked. */
  member: GalleryMemberDto | null | undefined;
  votes: MemberVotesDto | undefined;
  seen: ReadonlySet<string>;
}

const noSeen: ReadonlySet<string> = new Set();

/** The session's member (401 = a visitor), with the member's votes and seen items. */
export function useGalleryMember(): GalleryMember {
  const me = useGetCurrentMember({ query: { retry: false } });
  const member = me.data ?? (me.isError ? null : undefined);
  const loggedIn = Boolean(member);
  const votes = useGetMyGalleryVotes({ query: { enabled: loggedIn } });
  const seen = useGetMyGallerySeen({
    query: { enabled: loggedIn, select: (seenItems) => seenItems.itemIds },
  });
  const seenSet = useMemo(() => (seen.data ? new Set(seen.data) : noSeen), [seen.data]);
  return {
    member,
    votes: loggedIn ? votes.data : undefined,
    seen: loggedIn ? seenSet : noSeen,
  };
}

/** After login, register or logout: the session id changed, so its token and lists did too. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  resetCsrfToken();
  queryClient.removeQueries({ queryKey: getGetMyGalleryVotesQueryKey() });
  queryClient.removeQueries({ queryKey: getGetMyGallerySeenQueryKey() });
  await queryClient.resetQueries({ queryKey: getGetCurrentMemberQueryKey() });
}

/** The session refresh, bound to the page's query client. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshSession(queryClient), [queryClient]);
}
