/** ArtAlley account and comment limits (spec §5, §9 "Art pages"). */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 14;
export const MEMBER_PASSWORD_MIN = 4;
export const MEMBER_PASSWORD_MAX = 50;
export const COMMENT_MAX = 300;
/** Replies may be written below this depth only (top-level comments have depth 0). */
export const MAX_COMMENT_DEPTH = 10;

export const VOTE_VALUES = [1, 0, -1] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

/**
 * How a like count moves when a member's vote changes: like ↔ dislike is ±2, a vote from or to
 * neutral ±1 (spec §4 "Gallery"). The count is likes minus dislikes.
 */
export function voteDelta(before: VoteValue, after: VoteValue): number {
  return after - before;
}

/** A comment tree with each level sorted by like count descending, then oldest first. */
export interface CommentNode<T> {
  comment: T;
  replies: CommentNode<T>[];
}

export function commentTree<
  T extends { id: string; parentId: string | null; likeCount: number; createdAt: Date },
>(comments: readonly T[]): CommentNode<T>[] {
  const nodes = new Map(
    comments.map((comment) => [comment.id, { comment, replies: [] as CommentNode<T>[] }]),
  );
  const roots: CommentNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parentId ? nodes.get(node.comment.parentId) : undefined;
    (parent ? parent.replies : roots).push(node);
  }
  const sortLevel = (level: CommentNode<T>[]) => {
    level.sort(
      (a, b) =>
        b.comment.likeCount - a.comment.likeCount ||
        a.comment.createdAt.getTime() - b.comment.createdAt.getTime(),
    );
    for (const node of level) sortLevel(node.replies);
  };
  sortLevel(roots);
  return roots;
}
