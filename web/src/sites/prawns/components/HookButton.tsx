import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { prawnsTexts } from '../prawns-texts';
import styles from './HookButton.module.css';

/**
 * The fishing hook on its line: once the visitor has dived below the title it drops in from
 * the surface, and a click reels them back up to the top.
 */
export function HookButton({ onClick }: { onClick: () => void }) {
  const dived = useScrolledPast(240);
  return (
    <button
      type="button"
      className={styles.hook}
      data-shown={dived}
      aria-label={prawnsTexts.backToTop}
      onClick={onClick}
    >
      <svg
        className={styles.art}
        viewBox="0 0 48 128"
        preserveAspectRatio="xMidYMax slice"
        aria-hidden="true"
        focusable="false"
      >
        <path className={styles.line} d="M24 0v70" />
        <circle className={styles.float} cx="24" cy="34" r="7" />
        <path className={styles.floatBand} d="M17 34h14" />
        <path
          className={styles.steel}
          d="M24 70a4 4 0 1 1 0 .1M24 78v30a11 11 0 0 1-22 0v-10l7 7"
        />
      </svg>
    </button>
  );
}
