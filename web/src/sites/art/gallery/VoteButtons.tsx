import { cx } from '../../../shared/class-names';
import styles from './Gallery.module.css';
import type { Vote } from './gallery-logic';
import { galleryTexts } from './gallery-texts';

const t = galleryTexts.votes;

interface VoteButtonsProps {
  likeCount: number;
  vote: Vote;
  likeLabel: string;
  dislikeLabel: string;
  onVote: (pressed: 1 | -1) => void;
  size?: 'large' | 'small';
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg className={styles.voteIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 5 4.5 14h5v5h5v-5h5z' : 'M12 19 4.5 10h5V5h5v5h5z'} />
    </svg>
  );
}

/**
 * Like and dislike as exclusive toggles (aria-pressed), with the likes-minus-dislikes count: in
 * words on the large view ('2 likes', '1 dislike'), as a signed score between the small arrows.
 */
export function VoteButtons({
  likeCount,
  vote,
  likeLabel,
  dislikeLabel,
  onVote,
  size = 'small',
}: VoteButtonsProps) {
  return (
    <div className={cx(styles.votes, size === 'large' && styles.votesLarge)}>
      <button
        type="button"
        className={cx(styles.voteButton, vote === 1 && styles.voteButtonLiked)}
        aria-pressed={vote === 1}
        aria-label={likeLabel}
        onClick={() => onVote(1)}
      >
        <Arrow up />
      </button>
      {size === 'large' ? (
        <span className={styles.voteCount}>
          {Math.abs(likeCount)}
          <span className={styles.voteUnit}> {t.unit(likeCount)}</span>
        </span>
      ) : (
        <span className={styles.voteCount}>
          {/* A typographic minus; the words are for screen readers. */}
          <span aria-hidden="true">{likeCount < 0 ? `−${-likeCount}` : likeCount}</span>
          <span className={styles.visuallyHidden}>{t.count(likeCount)}</span>
        </span>
      )}
      <button
        type="button"
        className={cx(styles.voteButton, vote === -1 && styles.voteButtonDisliked)}
        aria-pressed={vote === -1}
        aria-label={dislikeLabel}
        onClick={() => onVote(-1)}
      >
        <Arrow up={false} />
      </button>
    </div>
  );
}
