import { de } from '../i18n/de';
import buttons from './buttons.module.css';
import styles from './AgencyDetailsStatus.module.css';

/** Placeholder blocks while the operator details load, so the page does not jump. */
export function AgencyDetailsLoading() {
  return (
    <div className={styles.loading}>
      <p role="status" className={styles.message}>
        {de.legal.detailsLoading}
      </p>
      <div className={styles.skeletons} aria-hidden="true">
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
      </div>
    </div>
  );
}

export function AgencyDetailsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{de.legal.detailsError}</p>
      <button className={buttons.secondary} type="button" onClick={onRetry}>
        {de.legal.retry}
      </button>
    </div>
  );
}
