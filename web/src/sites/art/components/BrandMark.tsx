import styles from './BrandMark.module.css';

/** The ArtAlley mark: a tiny framed painting, a sun over an arch crossed by a brushstroke. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.frame} x="1" y="1" width="30" height="30" />
      <path className={styles.arch} d="M6 29V20a10 10 0 0 1 20 0v9z" />
      <circle className={styles.sun} cx="21" cy="10" r="5" />
      <path className={styles.stroke} d="M5 14c5-4 11 4 22-1.5" />
    </svg>
  );
}
