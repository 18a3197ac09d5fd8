import styles from './BrandMark.module.css';

/** A sail over two waves under the sun: the rental's mark, decorative next to its name. */
export function BrandMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
      <circle className={styles.badge} cx="20" cy="20" r="20" />
      <circle className={styles.sun} cx="28.5" cy="11.5" r="4.5" />
      <path className={styles.sail} d="M19 7.5v17H9.5L19 7.5Zm2.5 4 8 13h-8v-13Z" />
      <path
        className={styles.wave}
        d="M6 28.5c2.3 0 2.3-1.6 4.7-1.6s2.3 1.6 4.6 1.6 2.4-1.6 4.7-1.6 2.3 1.6 4.7 1.6 2.3-1.6 4.6-1.6 2.4 1.6 4.7 1.6"
      />
      <path
        className={styles.wave}
        d="M9 33c2 0 2-1.3 4-1.3s2 1.3 4 1.3 2-1.3 4-1.3 2 1.3 4 1.3 2-1.3 4-1.3 2 1.3 2 1.3"
      />
    </svg>
  );
}
