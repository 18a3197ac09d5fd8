import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from '../inbox/PagedList.module.css';

interface LoadStateProps<Data> {
  query: Pick<UseQueryResult<Data>, 'isPending' | 'isError' | 'data' | 'refetch' | 'isFetching'>;
  loading: string;
  failed: string;
  retry: string;
  /** The page once the data is there. */
  children: (data: Data) => ReactNode;
}

/**
 * The employee pages' loading (a skeleton and a spoken line), failure (a short message and a
 * retry) and loaded states; the like of the staff lists' PagedList, for one-call lists.
 */
export function LoadState<Data>({ query, loading, failed, retry, children }: LoadStateProps<Data>) {
  if (query.isPending) {
    return (
      <div className={styles.state}>
        <p className={styles.loading} role="status">
          <span className={buttons.spinner} aria-hidden="true" />
          {loading}
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
      <div className={styles.state}>
        <StatusNote tone="failure">
          <p>{failed}</p>
          <p>
            <button
              type="button"
              className={buttons.secondary}
              disabled={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {query.isFetching && <span className={buttons.spinner} aria-hidden="true" />}
              {retry}
            </button>
          </p>
        </StatusNote>
      </div>
    );
  }
  return children(query.data);
}
