import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { QueryState } from '../staff-shell/QueryState';
import { inboxDe } from './inbox-texts';
import { loadedItems, type CursorPage } from './paged-cache';
import styles from './PagedList.module.css';

const t = inboxDe.list;

export interface PagedListTexts {
  /** Said when the list has no items (the spec's exact words where it gives them). */
  empty: string;
  loading: string;
  loadFailed: string;
}

interface PagedListProps<Item extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<Item>, unknown>>;
  texts: PagedListTexts;
  renderItem: (item: Item) => ReactNode;
  /** Names the list for screen readers when no heading right above does. */
  label?: string;
  className?: string;
}

/**
 * A staff list loaded page by page: the shared loading, failure and empty states, then the
 * items and "Mehr laden" while the server has more. After more items arrive, the first new one
 * takes the focus, so keyboard users continue where the list grew.
 */
export function PagedList<Item extends { id: string }>({
  query,
  texts,
  renderItem,
  label,
  className,
}: PagedListProps<Item>) {
  const list = useRef<HTMLUListElement>(null);
  // The index of the first item "Mehr laden" asked for, until it is on screen and focused.
  const focusFrom = useRef<number | null>(null);
  const items = loadedItems(query.data);
  const count = items.length;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    const first = list.current?.children.item(from);
    if (first instanceof HTMLElement) first.focus();
  }, [count]);

  const loadMore = () => {
    focusFrom.current = count;
    void query.fetchNextPage();
  };

  return (
    <QueryState
      query={query}
      texts={{ loading: texts.loading, failed: texts.loadFailed, retry: t.retry }}
      empty={{ text: texts.empty, isEmpty: (data) => loadedItems(data).length === 0 }}
      className={className}
    >
      <div className={cx(styles.state, className)}>
        <ul ref={list} className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className={styles.entry} tabIndex={-1}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError && <StatusNote tone="failure">{t.moreFailed}</StatusNote>}
        {query.hasNextPage && (
          <p className={styles.more}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={query.isFetchingNextPage}
              onClick={loadMore}
            >
              {query.isFetchingNextPage && <span className={buttons.spinner} aria-hidden="true" />}
              {query.isFetchingNextPage ? t.loadingMore : t.more}
            </button>
          </p>
        )}
      </div>
    </QueryState>
  );
}
