import { useDeleteGalleryItem } from '@showcase/contracts/generated/endpoints/gallery/gallery';
import type { GalleryItemDto } from '@showcase/contracts/generated/model/galleryItemDto';
import type { GalleryMemberDto } from '@showcase/contracts/generated/model/galleryMemberDto';
import type { MemberVotesDto } from '@showcase/contracts/generated/model/memberVotesDto';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Comments } from './Comments';
import styles from './Gallery.module.css';
import { removeCachedItem } from './gallery-items';
import { relativeAge } from './gallery-logic';
import { galleryTexts } from './gallery-texts';
import { voteOf, type VoteRequest } from './use-votes';
import { VoteButtons } from './VoteButtons';

const t = galleryTexts.viewer;

export type ViewerControl = 'previous' | 'next' | 'close';

interface ViewerProps {
  id: string;
  item: GalleryItemDto;
  name: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  onDeleted: () => void;
  member: GalleryMemberDto | null | undefined;
  votes: MemberVotesDto | undefined;
  onVote: (request: VoteRequest) => void;
  refusedVote: string | null;
  askLogin: boolean;
  onLoginRequest: () => void;
  sectionRef: Ref<HTMLElement>;
  /** The control to focus once shown (it was used to get here). */
  focusControl: ViewerControl | null;
}

function Chevron({ left }: { left: boolean }) {
  return (
    <svg className={styles.navIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={left ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}

/** The large view under the opened thumbnail's row: the artwork, its votes, facts and comments. */
export function Viewer({
  id,
  item,
  name,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onClose,
  onDeleted,
  member,
  votes,
  onVote,
  refusedVote,
  askLogin,
  onLoginRequest,
  sectionRef,
  focusControl,
}: ViewerProps) {
  const current = voteOf(votes, 'Item', item.id);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const control = focusControl === 'previous' ? previous : next;
    if (focusControl === 'previous' || focusControl === 'next') {
      control.current?.focus({ preventScroll: true });
    }
    // Only on arrival: the control that brought the visitor here keeps the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section
      id={id}
      ref={sectionRef}
      className={styles.viewer}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className={styles.viewerTitle}>
        {name}
      </h2>
      <div className={styles.stage}>
        <button
          ref={previous}
          type="button"
          className={styles.navButton}
          aria-label={t.previous}
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          <Chevron left />
        </button>
        <figure className={styles.frame}>
          <img
            className={styles.largeImage}
            src={item.largeUrl}
            alt={name}
            width={1600}
            height={1200}
            decoding="async"
          />
        </figure>
        <button
          ref={next}
          type="button"
          className={styles.navButton}
          aria-label={t.next}
          disabled={!hasNext}
          onClick={onNext}
        >
          <Chevron left={false} />
        </button>
      </div>
      <button type="button" className={styles.closeButton} aria-label={t.close} onClick={onClose}>
        <svg className={styles.navIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>

      <div className={styles.details}>
        <div className={styles.facts}>
          <VoteButtons
            size="large"
            likeCount={item.likeCount}
            vote={current}
            likeLabel={galleryTexts.votes.like}
            dislikeLabel={galleryTexts.votes.dislike}
            onVote={(pressed) =>
              onVote({ target: 'Item', itemId: item.id, id: item.id, current, pressed })
            }
          />
          {askLogin && (
            <p className={styles.notice} role="status">
              <button type="button" className={styles.linkButton} onClick={onLoginRequest}>
                {galleryTexts.votes.loginToVote}
              </button>
            </p>
          )}
          {refusedVote === item.id && (
            <p className={styles.error} role="alert">
              {galleryTexts.votes.refused}
            </p>
          )}
          <dl className={styles.factList}>
            <div>
              <dt>{t.uploadedBy}</dt>
              <dd>{item.uploaderName}</dd>
            </div>
            <div>
              <dt className={styles.visuallyHidden}>Uploaded</dt>
              <dd>
                <time
                  dateTime={item.uploadedAt}
                  title={new Date(item.uploadedAt).toLocaleString('en-GB')}
                >
                  {relativeAge(item.uploadedAt)}
                </time>
              </dd>
            </div>
            <div>
              <dt className={styles.visuallyHidden}>Comments</dt>
              <dd>{t.comments(item.commentCount)}</dd>
            </div>
          </dl>
          <p className={styles.keysHint}>{t.keysHint}</p>
          {member?.admin && <DeleteItem itemId={item.id} onDeleted={onDeleted} />}
        </div>
        <Comments
          itemId={item.id}
          member={member}
          votes={votes}
          onVote={onVote}
          refusedVote={refusedVote}
          onLoginRequest={onLoginRequest}
        />
      </div>
    </section>
  );
}

/** The admin's delete button, with a confirm step. */
function DeleteItem({ itemId, onDeleted }: { itemId: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const remove = useDeleteGalleryItem();

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button type="button" className={styles.dangerButton} onClick={() => setConfirming(true)}>
        {t.deleteItem}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={t.confirmDelete}>
      <p>{t.confirmDelete}</p>
      <div className={styles.confirmActions}>
        <button
          ref={confirmButton}
          type="button"
          className={styles.dangerButton}
          aria-disabled={remove.isPending}
          onClick={() => {
            if (remove.isPending) return;
            remove.mutate(
              { id: itemId },
              {
                onSuccess: () => {
                  removeCachedItem(queryClient, itemId);
                  onDeleted();
                },
              },
            );
          }}
        >
          {t.confirmDeleteYes}
        </button>
        <button type="button" className={styles.textButton} onClick={() => setConfirming(false)}>
          {t.cancel}
        </button>
      </div>
      {remove.isError && (
        <p className={styles.error} role="alert">
          {t.deleteFailed}
        </p>
      )}
    </div>
  );
}
