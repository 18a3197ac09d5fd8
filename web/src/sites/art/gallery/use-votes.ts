import {
  getGetMyGalleryVotesQueryKey,
  getListGalleryCommentsQueryKey,
  useVoteOnGalleryComment,
  useVoteOnGalleryItem,
} from '@showcase/contracts/generated/endpoints/gallery/gallery';
import type { GalleryCommentTreeDto } from '@showcase/contracts/generated/model/galleryCommentTreeDto';
import type { MemberVotesDto } from '@showcase/contracts/generated/model/memberVotesDto';
import type { VoteResultDto } from '@showcase/contracts/generated/model/voteResultDto';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateCachedItem } from './gallery-items';
import { nextVote, voteDelta, withCommentLikes, type Vote } from './gallery-logic';

type Target = 'Item' | 'Comment';

/** The member's vote on one item or comment, from the lists of liked and disliked ids. */
export function voteOf(votes: MemberVotesDto | undefined, target: Target, id: string): Vote {
  if (!votes) return 0;
  if (votes[`liked${target}Ids`].includes(id)) return 1;
  if (votes[`disliked${target}Ids`].includes(id)) return -1;
  return 0;
}

/** The lists with `id` moved to the liked list, the disliked list, or neither. */
export function withVote(
  votes: MemberVotesDto,
  target: Target,
  id: string,
  value: Vote,
): MemberVotesDto {
  const liked = votes[`liked${target}Ids`].filter((other) => other !== id);
  const disliked = votes[`disliked${target}Ids`].filter((other) => other !== id);
  if (value === 1) liked.push(id);
  if (value === -1) disliked.push(id);
  return { ...votes, [`liked${target}Ids`]: liked, [`disliked${target}Ids`]: disliked };
}

function setItemLikes(queryClient: QueryClient, id: string, likeCount: (n: number) => number) {
  updateCachedItem(queryClient, id, (item) => ({ ...item, likeCount: likeCount(item.likeCount) }));
}

function setCommentLikes(
  queryClient: QueryClient,
  itemId: string,
  id: string,
  likeCount: (n: number) => number,
) {
  queryClient.setQueryData<GalleryCommentTreeDto>(getListGalleryCommentsQueryKey(itemId), (old) =>
    old ? { ...old, items: withCommentLikes(old.items, id, likeCount) } : old,
  );
}

function setMyVote(queryClient: QueryClient, target: Target, id: string, value: Vote) {
  queryClient.setQueryData<MemberVotesDto>(getGetMyGalleryVotesQueryKey(), (old) =>
    old ? withVote(old, target, id, value) : old,
  );
}

export interface VoteRequest {
  target: Target;
  /** The item the comment belongs to, or the item itself. */
  itemId: string;
  id: string;
  current: Vote;
  pressed: 1 | -1;
}

/**
 * Optimistic votes (spec §4): the count and the pressed state change at once; a refused vote
 * puts both back and says so. Returns the vote function and the id of the last refused vote.
 */
export function useVoting() {
  const queryClient = useQueryClient();
  const itemVote = useVoteOnGalleryItem();
  const commentVote = useVoteOnGalleryComment();
  const [refused, setRefused] = useState<string | null>(null);

  const vote = ({ target, itemId, id, current, pressed }: VoteRequest) => {
    const after = nextVote(current, pressed);
    const delta = voteDelta(current, after);
    const setLikes = (likeCount: (n: number) => number) =>
      target === 'Item'
        ? setItemLikes(queryClient, id, likeCount)
        : setCommentLikes(queryClient, itemId, id, likeCount);
    setRefused(null);
    setLikes((n) => n + delta);
    setMyVote(queryClient, target, id, after);
    const callbacks = {
      onSuccess: (result: VoteResultDto) => setLikes(() => result.likeCount),
      onError: () => {
        setLikes((n) => n - delta);
        setMyVote(queryClient, target, id, current);
        setRefused(id);
      },
    };
    const variables = { id, data: { value: after } };
    if (target === 'Item') itemVote.mutate(variables, callbacks);
    else commentVote.mutate(variables, callbacks);
  };

  return { vote, refused };
}
