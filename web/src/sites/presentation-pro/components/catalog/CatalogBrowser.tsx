import { useState } from 'react';
import { cx } from '../../../../shared/class-names';
import { filterListings, LISTING_FILTERS, type ListingFilter } from '../../data/catalog';
import type { Listing } from '../../data/listing';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import styles from './CatalogBrowser.module.css';
import { ImageModal } from './ImageModal';
import { ListingCard } from './ListingCard';

export interface CatalogBrowserProps {
  listings: readonly Listing[];
  texts: PresentationCatalog;
  /** Distinguishes the filter group's label when a page could hold two browsers. */
  idPrefix: string;
}

/** Filter buttons over a grid of listings; a listing opens the gallery of the filtered ones. */
export function CatalogBrowser({ listings, texts, idPrefix }: CatalogBrowserProps) {
  const t = texts.catalog;
  const [filter, setFilter] = useState<ListingFilter>('all');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const shown = filterListings(listings, filter);
  const labelId = `${idPrefix}-filter-label`;

  return (
    <div className={styles.browser}>
      <div className={styles.toolbar}>
        <p id={labelId} className="visually-hidden">
          {t.filterLabel}
        </p>
        <div className={styles.filters} role="group" aria-labelledby={labelId}>
          {LISTING_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className={cx(styles.filter, option === filter && styles.filterActive)}
              aria-pressed={option === filter}
              onClick={() => setFilter(option)}
            >
              {t.filters[option]}
            </button>
          ))}
        </div>
        <p className={styles.count} role="status">
          {t.resultCount(shown.length)}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.emptyIcon}>
            <path d="M8 24 24 10l16 14M13 21v17h22V21" />
            <path d="M20 31h8" />
          </svg>
          <p>{t.empty}</p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {shown.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} texts={texts} onOpen={() => setOpenAt(index)} />
            </li>
          ))}
        </ul>
      )}
      <ImageModal
        listings={shown}
        startIndex={openAt}
        onClose={() => setOpenAt(null)}
        texts={texts}
      />
    </div>
  );
}
