import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from './CashRegister.module.css';

interface ListStateProps<Data> {
  query: Pick<UseQueryResult<Data>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  loading: string;
  failed: string;
  retry: string;
  /** The spec's words for an empty list. */
  empty: string;
  isEmpty: (data: Data) => boolean;
  /** The list itself, shown once there is something in it. */
  children: ReactNode;
}

/** Every list of the register: a skeleton while loading, a failure with retry, the empty text. */
export function ListState<Data>({
  query,
  loading,
  failed,
  retry,
  empty,
  isEmpty,
  children,
}: ListStateProps<Data>) {
  if (query.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">{loading}</span>
        <ul className={styles.skeletons} aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className={styles.skeleton}>
              <span />
              <span />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className={styles.failed}>
        <StatusNote tone="failure">{failed}</StatusNote>
        <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
          {retry}
        </button>
      </div>
    );
  }
  if (isEmpty(query.data)) return <p className={styles.empty}>{empty}</p>;
  return children;
}
