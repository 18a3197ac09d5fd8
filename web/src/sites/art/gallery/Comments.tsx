import {
  getListGalleryCommentsQueryKey,
  useAddGalleryComment,
  useDeleteGalleryComment,
  useListGalleryComments,
} from '@showcase/contracts/generated/endpoints/gallery/gallery';
import type { GalleryCommentTreeDto } from '@showcase/contracts/generated/model/galleryCommentTreeDto';
import type { GalleryCommentDto } from '@showcase/contracts/generated/model/galleryCommentDto';
import type { GalleryMemberDto } from '@showcase/contracts/generated/model/galleryMemberDto';
import type { MemberVotesDto } from '@showcase/contracts/generated/model/memberVotesDto';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { artLimits } from '../art-constants';
import styles from './Gallery.module.css';
import { refreshGalleryItems, updateCachedItem } from './gallery-items';
import { canReply, countWithReplies, relativeAge, withoutComment } from './gallery-logic';
import { galleryTexts } from './gallery-texts';
import { voteOf, type VoteRequest } from './use-votes';
import { VoteButtons } from './VoteButtons';

const t = galleryTexts.comments;

interface CommentsProps {
  itemId: string;
  member: GalleryMemberDto | null | undefined;
  votes: MemberVotesDto | undefined;
  onVote: (request: VoteRequest) => void;
  refusedVote: string | null;
  onLoginRequest: () => void;
}

/** Keeps the item's comment count in step with a change in its tree. */
function useCommentCount() {
  const queryClient = useQueryClient();
  return (itemId: string, change: number) => {
    updateCachedItem(queryClient, itemId, (item) => ({
      ...item,
      commentCount: Math.max(0, item.commentCount + change),
    }));
  };
}

/** The comment tree under the large view: new comments, replies, votes and deletion. */
export function Comments({
  itemId,
  member,
  votes,
  onVote,
  refusedVote,
  onLoginRequest,
}: CommentsProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const comments = useListGalleryComments(itemId, {
    query: { select: (tree) => tree.items },
  });

  const context: CommentContext = {
    itemId,
    member,
    votes,
    onVote,
    refusedVote,
    onDeleted: () => heading.current?.focus(),
  };

  return (
    <section className={styles.comments} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.commentsTitle}>
        {t.title}
      </h3>
      {member ? (
        <CommentForm itemId={itemId} />
      ) : (
        <p className={styles.commentsLogin}>
          <button type="button" className={styles.linkButton} onClick={onLoginRequest}>
            {t.loginToComment}
          </button>
        </p>
      )}
      {comments.isPending && <p className={styles.muted}>{t.loading}</p>}
      {comments.isError && <p className={styles.muted}>{t.loadError}</p>}
      {comments.data?.length === 0 && <p className={styles.muted}>{t.none}</p>}
      {comments.data && comments.data.length > 0 && (
        <ul className={styles.commentList}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} context={context} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface CommentContext {
  itemId: string;
  member: GalleryMemberDto | null | undefined;
  votes: MemberVotesDto | undefined;
  onVote: (request: VoteRequest) => void;
  refusedVote: string | null;
  onDeleted: () => void;
}

function CommentItem({
  comment,
  context,
}: {
  comment: GalleryCommentDto;
  context: CommentContext;
}) {
  const { itemId, member, votes, onVote, refusedVote, onDeleted } = context;
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const changeCount = useCommentCount();
  const remove = useDeleteGalleryComment();
  const mayDelete = Boolean(member && (member.admin || member.username === comment.authorName));
  const current = voteOf(votes, 'Comment', comment.id);

  const deleteComment = () => {
    if (remove.isPending) return;
    remove.mutate(
      { id: comment.id },
      {
        onSuccess: () => {
          queryClient.setQueryData<GalleryCommentTreeDto>(
            getListGalleryCommentsQueryKey(itemId),
            (old) => (old ? { ...old, items: withoutComment(old.items, comment.id) } : old),
          );
          changeCount(itemId, -countWithReplies(comment));
          onDeleted();
          void refreshGalleryItems(queryClient);
        },
      },
    );
  };

  return (
    <li className={styles.comment}>
      <article aria-label={`${comment.authorName}, ${relativeAge(comment.createdAt)}`}>
        <header className={styles.commentHeader}>
          <span className={styles.commentAuthor}>{comment.authorName}</span>
          <time
            className={styles.muted}
            dateTime={comment.createdAt}
            title={new Date(comment.createdAt).toLocaleString('en-GB')}
          >
            {relativeAge(comment.createdAt)}
          </time>
        </header>
        <p className={styles.commentBody}>{comment.body}</p>
        <div className={styles.commentActions}>
          <VoteButtons
            likeCount={comment.likeCount}
            vote={current}
            likeLabel={galleryTexts.votes.likeComment(comment.authorName)}
            dislikeLabel={galleryTexts.votes.dislikeComment(comment.authorName)}
            onVote={(pressed) =>
              onVote({ target: 'Comment', itemId, id: comment.id, current, pressed })
            }
          />
          {member && canReply(comment.depth) && (
            <button
              ref={replyButton}
              type="button"
              className={styles.textButton}
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              {t.reply}
            </button>
          )}
          {mayDelete && (
            <button
              type="button"
              className={styles.textButton}
              aria-label={t.deleteLabel(comment.authorName)}
              aria-disabled={remove.isPending}
              onClick={deleteComment}
            >
              {t.delete}
            </button>
          )}
        </div>
        {refusedVote === comment.id && (
          <p className={styles.error} role="alert">
            {galleryTexts.votes.refused}
          </p>
        )}
        {replying && (
          <ReplyForm
            itemId={itemId}
            parent={comment}
            onClose={() => {
              setReplying(false);
              replyButton.current?.focus();
            }}
          />
        )}
      </article>
      {comment.replies.length > 0 && (
        <ul className={styles.commentList}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} context={context} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Sends a comment or reply and refreshes the tree and the item's count. */
function useSendComment(itemId: string) {
  const queryClient = useQueryClient();
  const add = useAddGalleryComment();
  const send = (body: string, parentId: string | undefined, onSuccess: () => void) =>
    add.mutate(
      { id: itemId, data: parentId ? { body, parentId } : { body } },
      {
        onSuccess: () => {
          onSuccess();
          void queryClient.invalidateQueries({
            queryKey: getListGalleryCommentsQueryKey(itemId),
          });
          void refreshGalleryItems(queryClient);
        },
      },
    );
  return { send, pending: add.isPending, failed: add.isError };
}

/** A top-level comment: at most 300 characters, with the spec's message beyond that. */
function CommentForm({ itemId }: { itemId: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { send, pending, failed } = useSendComment(itemId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const text = body.trim();
    if (text.length > artLimits.commentMax) {
      setProblem(t.tooLong);
      return;
    }
    setProblem(null);
    if (text === '') return;
    send(text, undefined, () => setBody(''));
  };

  const over = body.trim().length > artLimits.commentMax;
  return (
    <form className={styles.commentForm} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={`${id}-body`}>
        {t.label}
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        rows={3}
        value={body}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-counter${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => {
          setBody(event.target.value);
          if (problem && event.target.value.trim().length <= artLimits.commentMax) {
            setProblem(null);
          }
        }}
      />
      <div className={styles.commentFormFooter}>
        <span id={`${id}-counter`} className={over ? styles.counterOver : styles.counter}>
          {t.counter(body.trim().length)}
        </span>
        <button className={styles.primaryButton} type="submit" aria-disabled={pending}>
          {t.submit}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {failed && !problem && (
        <p className={styles.error} role="alert">
          {t.failed}
        </p>
      )}
    </form>
  );
}

interface ReplyFormProps {
  itemId: string;
  parent: GalleryCommentDto;
  onClose: () => void;
}

/** A reply: empty ones are ignored; the field stops at 300 characters. */
function ReplyForm({ itemId, parent, onClose }: ReplyFormProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const { send, pending, failed } = useSendComment(itemId);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (pending || text === '' || text.length > artLimits.commentMax) return;
    send(text, parent.id, onClose);
  };

  return (
    <form className={styles.replyForm} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={`${id}-reply`}>
        {t.replyTo(parent.authorName)}
      </label>
      <textarea
        ref={field}
        id={`${id}-reply`}
        className={styles.textarea}
        rows={2}
        maxLength={artLimits.commentMax}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className={styles.replyActions}>
        <button type="button" className={styles.textButton} onClick={onClose}>
          {t.cancel}
        </button>
        <button className={styles.primaryButton} type="submit" aria-disabled={pending}>
          {t.sendReply}
        </button>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {t.failed}
        </p>
      )}
    </form>
  );
}
