/** ArtAlley account and comment limits (spec §5, §9 "Art pages"). */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 14;
export const MEMBER_PASSWORD_MIN = 4;
export const MEMBER_PASSWORD_MAX = 50;
export const COMMENT_MAX = 300;
/** An artwork's title (gallery_items.title is varchar(80)). */
export const TITLE_MAX = 80;
/** Replies may be written below this depth only (top-level comments have depth 0). */
export const MAX_COMMENT_DEPTH = 10;

/**
 * The letters a user name may use: Latin script as people type it (A-Z, a-z, ä ö ü ß, é, ł, ş …:
 * Basic Latin, Latin-1 Supplement, Latin Extended-A and -B), without the Extended-B letters that
 * pass for digits or punctuation (ƻ ƽ ǀ ǁ ǂ ǃ, U+01BB-U+01C3). Written as ranges, not \p{…}, so
 * the pattern means the same in the OpenAPI contract and the client's generated zod schemas.
 */
const NAME_LETTER = '0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u01BA\\u01C4-\\u024F';

/**
 * Letters and digits, with single separators `.` `_` `-` between them (none at the start or
 * end, no two in a row). Zero-width, bidirectional-control, HTML and look-alike characters of
 * other scripts (Cyrillic а, Greek α) are not names: they would let one name pose as another.
 */
export const USERNAME_PATTERN = new RegExp(`^[${NAME_LETTER}](?:[._-]?[${NAME_LETTER}])*$`);
export const USERNAME_CHARACTERS_MESSAGE =
  'User names may only contain letters, digits and single . _ - between them.';

/**
 * The form a new user name is checked and stored in: trimmed, then NFKC, so compatibility forms
 * (fullwidth Ａｄａ, ligatures ﬁ) become the plain letters they look like.
 */
export function normaliseUsername(typed: string): string {
  return typed.trim().normalize('NFKC');
}

/**
 * The key names are compared by: NFKC, then lower case, so Ada, ada and Ａｄａ are one name. The
 * database keeps it in `gallery_members.username_key` (function gallery_username_key(), migration
 * GalleryUsernameKey) and finds members by it; this copy only keys the login throttle for names
 * that belong to nobody.
 */
export function usernameKey(typed: string): string {
  return normaliseUsername(typed).toLowerCase();
}

export const VOTE_VALUES = [1, 0, -1] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

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
