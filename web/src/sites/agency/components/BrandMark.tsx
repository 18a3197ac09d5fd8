import styles from './BrandMark.module.css';

/** The agency's star, drawn rather than loaded so it costs no request. */
export function BrandMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
      <path
        className={styles.star}
        d="M16 3c.9 7.4 2.6 9.1 10 10-7.4.9-9.1 2.6-10 10-.9-7.4-2.6-9.1-10-10 7.4-.9 9.1-2.6 10-10Z"
      />
      <circle className={styles.spark} cx="26" cy="25" r="1.8" />
      <circle className={styles.spark} cx="6" cy="26" r="1.1" />
    </svg>
  );
}
