import styles from './LoadingLine.module.css';

/** A spinner and what is loading, announced politely: the week, the vehicles, the price. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p className={styles.line} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}
