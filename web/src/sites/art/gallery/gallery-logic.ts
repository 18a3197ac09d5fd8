import type { GalleryCommentDto } from '@showcase/contracts/generated/model/galleryCommentDto';
import { artLimits } from '../art-constants';

/** A member's vote: like (1), none (0) or dislike (-1). */
export type Vote = 1 | 0 | -1;

/**
 * The vote after pressing like (1) or dislike (-1): the exclusive toggle of spec §4. Pressing the
 * pressed one again takes the vote back; pressing the other one switches.
 */
export function nextVote(current: Vote, pressed: 1 | -1): Vote {
  return current === pressed ? 0 : pressed;
}

/**
 * How the like count (likes minus dislikes) moves with a vote change: liking from neutral +1,
 * from a dislike +2, unliking -1; dislike the other way round (spec §4 "Gallery").
 */
export function voteDelta(before: Vote, after: Vote): number {
  return after - before;
}

const units = [
  { name: 'year', seconds: 365 * 24 * 3600 },
  { name: 'month', seconds: 30 * 24 * 3600 },
  { name: 'day', seconds: 24 * 3600 },
  { name: 'hour', seconds: 3600 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

/** Below this many seconds a moment counts as 'just now'. */
const justNowSeconds = 10;

/**
 * How long ago `then` was, in words: 'just now', then '12 seconds ago', '5 minutes ago',
 * '1 hour ago', … up to years. Times in the future (a skewed clock) count as 'just now'.
 */
export function relativeAge(then: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(then).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < justNowSeconds) return 'just now';
  for (const unit of units) {
    const count = Math.floor(seconds / unit.seconds);
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** Whether a comment at `depth` (0 = top level) may get a reply: replies stay above depth 10. */
export function canReply(depth: number): boolean {
  return depth + 1 < artLimits.replyDepthMax;
}

/** The comment and all replies below it. */
export function countWithReplies(comment: GalleryCommentDto): number {
  return 1 + comment.replies.reduce((sum, reply) => sum + countWithReplies(reply), 0);
}

/** The tree without the comment `id` and its replies. */
export function withoutComment(
  comments: readonly GalleryCommentDto[],
  id: string,
): GalleryCommentDto[] {
  return comments
    .filter((comment) => comment.id !== id)
    .map((comment) => ({ ...comment, replies: withoutComment(comment.replies, id) }));
}

/** The tree with one comment's like count replaced. */
export function withCommentLikes(
  comments: readonly GalleryCommentDto[],
  id: string,
  likeCount: (before: number) => number,
): GalleryCommentDto[] {
  return comments.map((comment) =>
    comment.id === id
      ? { ...comment, likeCount: likeCount(comment.likeCount) }
      : { ...comment, replies: withCommentLikes(comment.replies, id, likeCount) },
  );
}

/** The index of the last item in the row of `index`, for rows of `columns` (capped at the end). */
export function rowEnd(index: number, columns: number, total: number): number {
  return Math.min(total - 1, Math.floor(index / columns) * columns + columns - 1);
}
