import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from './QueryState.module.css';

export interface QueryStateTexts {
  loading: string;
  failed: string;
  retry: string;
}

interface QueryStateProps<Data> {
  query: Pick<UseQueryResult<Data>, 'isPending' | 'data' | 'refetch' | 'isFetching'>;
  texts: QueryStateTexts;
  /**
   * The spec's words for an empty list, shown when `isEmpty` says so; `announce` has a screen
   * reader say it (a list asked for on purpose, e.g. in a dialog).
   */
  empty?: { text: string; isEmpty: (data: Data) => boolean; announce?: boolean };
  className?: string;
  /** What is shown once the data is there. */
  children: ReactNode | ((data: Data) => ReactNode);
}

/** What a staff list says when it has nothing to show (the spec's words). */
export function EmptyNote({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <p className={styles.empty} role={role}>
      {children}
    </p>
  );
}

/**
 * Every staff list's states in one look: a spoken loading line over skeletons, a failure with a
 * retry (kept while data from before is still shown), the empty text, then the content.
 */
export function QueryState<Data>({
  query,
  texts,
  empty,
  className,
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <div className={cx(styles.state, className)}>
        <p className={styles.loading} role="status">
          <span className={buttons.spinner} aria-hidden="true" />
          {texts.loading}
        </p>
        <div className={styles.skeletons} aria-hidden="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className={cx(styles.state, className)}>
        <StatusNote tone="failure">
          <p>{texts.failed}</p>
          <p>
            <button
              type="button"
              className={buttons.secondary}
              disabled={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {query.isFetching && <span className={buttons.spinner} aria-hidden="true" />}
              {texts.retry}
            </button>
          </p>
        </StatusNote>
      </div>
    );
  }
  if (empty?.isEmpty(query.data)) {
    return (
      <div className={cx(styles.state, className)}>
        <EmptyNote role={empty.announce ? 'status' : undefined}>{empty.text}</EmptyNote>
      </div>
    );
  }
  return typeof children === 'function' ? children(query.data) : children;
}
