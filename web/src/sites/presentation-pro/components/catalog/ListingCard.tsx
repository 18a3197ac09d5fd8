import { useRef, useState, type PointerEvent } from 'react';
import { cx } from '../../../../shared/class-names';
import { listingThumbnail } from '../../assets/images';
import { formatWholeEuros } from '../../../../shared/format/format';
import type { Listing } from '../../data/listing';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { Picture } from '../Picture';
import styles from './ListingCard.module.css';

export interface ListingCardProps {
  listing: Listing;
  texts: PresentationCatalog;
  onOpen: () => void;
}

/** Grid columns: one on phones, two on tablets, three or four on wide screens. */
const THUMB_SIZES =
  '(min-width: 80rem) 19rem, (min-width: 64rem) 30vw, (min-width: 36rem) 46vw, 92vw';

/**
 * One listing: its picture, place and price. Hover or focus reveals the teaser; on touch
 * screens, where nothing hovers, the first tap reveals it and the second opens the gallery.
 */
export function ListingCard({ listing, texts, onOpen }: ListingCardProps) {
  const [revealed, setRevealed] = useState(false);
  const pointerType = useRef('mouse');
  const lang = texts.lang;
  const location = listing.location[lang];

  const onPointerDown = (event: PointerEvent) => {
    pointerType.current = event.pointerType;
  };
  const onClick = () => {
    if (pointerType.current === 'touch' && !revealed) {
      setRevealed(true);
      return;
    }
    pointerType.current = 'mouse';
    onOpen();
  };

  return (
    <button
      type="button"
      className={cx(styles.card, revealed && styles.revealed)}
      data-revealed={revealed}
      data-type={listing.type}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onBlur={() => setRevealed(false)}
    >
      <span className={styles.media}>
        <Picture
          image={listingThumbnail(listing.id)}
          alt=""
          sizes={THUMB_SIZES}
          className={styles.image}
        />
        <span className={styles.badge}>{texts.catalog.filters[listing.type]}</span>
        <span className={styles.overlay} aria-hidden="true">
          <span className={styles.teaser}>{listing.description[lang]}</span>
          <span className={styles.more}>{texts.catalog.moreInfo}</span>
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.location}>{location}</span>
        <span className={styles.price}>{formatWholeEuros(listing.priceEuro, lang)}</span>
        <span className="visually-hidden"> – {texts.catalog.openListing}</span>
      </span>
    </button>
  );
}
