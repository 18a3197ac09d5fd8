import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../../shared/modal/Modal';
import { listingLarge } from '../../assets/images';
import { formatNumber, formatWholeEuros } from '../../../../shared/format/format';
import type { Listing } from '../../data/listing';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { contactAnchors, pagePath } from '../../presentation-paths';
import { Icon } from '../Icon';
import { wrapIndex } from '../wrap-index';
import styles from './ImageModal.module.css';
import { useImagePreload, type PreloadSource } from './use-image-preload';

/** The gallery image is at most 90 % of the viewport wide (spec §4). */
const LARGE_SIZES = '90vw';

export interface ImageModalProps {
  listings: readonly Listing[];
  /** The clicked listing's position in `listings`, or null while closed. */
  startIndex: number | null;
  onClose: () => void;
  texts: PresentationCatalog;
}

type Direction = 'next' | 'previous' | 'none';

/**
 * The full-screen gallery over the filtered listings: it waits until every image is loaded,
 * then pages with wrap-around and a 500 ms slide; the facts include the energy certificate a
 * German property advert must state (§ 87 GEG).
 */
export function ImageModal({ listings, startIndex, onClose, texts }: ImageModalProps) {
  const open = startIndex !== null;
  const t = texts.imageModal;
  const sources: PreloadSource[] = listings.map((listing) => {
    const image = listingLarge(listing.id);
    return { src: image.fallback, srcSet: image.sources.webp, sizes: LARGE_SIZES };
  });
  const preload = useImagePreload(sources, open);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      hideTitle
      closeLabel={t.close}
      className={styles.panel}
    >
      {open &&
        (preload.done ? (
          <Gallery listings={listings} startIndex={startIndex} texts={texts} />
        ) : (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.loadingText}>{t.loading}</p>
            <progress className={styles.progress} max={preload.total} value={preload.loaded} />
          </div>
        ))}
    </Modal>
  );
}

function Gallery({
  listings,
  startIndex,
  texts,
}: {
  listings: readonly Listing[];
  startIndex: number;
  texts: PresentationCatalog;
}) {
  const t = texts.imageModal;
  const lang = texts.lang;
  const [position, setPosition] = useState({ index: startIndex, direction: 'none' as Direction });
  const count = listings.length;
  const listing = listings[wrapIndex(position.index, count)];

  const step = (delta: 1 | -1) =>
    setPosition((current) => ({
      index: wrapIndex(current.index + delta, count),
      direction: delta === 1 ? 'next' : 'previous',
    }));

  // Arrow keys page while the gallery is open, wherever the focus is inside it.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  if (!listing) return null;
  const image = listingLarge(listing.id);
  const location = listing.location[lang];
  const stopArrowScroll = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') event.preventDefault();
  };

  return (
    <div className={styles.gallery} onKeyDown={stopArrowScroll}>
      <figure className={styles.figure} aria-live="polite">
        <div className={styles.frame}>
          <img
            key={`${listing.id}-${position.index}`}
            className={styles.image}
            data-direction={position.direction}
            src={image.fallback}
            srcSet={image.sources.webp}
            sizes={LARGE_SIZES}
            width={image.width}
            height={image.height}
            alt={location}
          />
        </div>
        <figcaption className={styles.caption}>
          <div className={styles.captionHead}>
            <p className={styles.position}>{t.position(position.index + 1, count)}</p>
            <h3 className={styles.location}>{location}</h3>
            <p className={styles.price}>
              <span className="visually-hidden">{t.price}: </span>
              {formatWholeEuros(listing.priceEuro, lang)}
            </p>
          </div>
          <p className={styles.description}>{listing.description[lang]}</p>
          <dl className={styles.facts}>
            <Fact label={t.rooms} value={formatNumber(listing.rooms, lang)} />
            <Fact
              label={t.livingArea}
              value={`${formatNumber(listing.livingAreaSquareMetres, lang)}\u00a0m²`}
            />
            {listing.plotSquareMetres !== undefined && (
              <Fact
                label={t.plot}
                value={`${formatNumber(listing.plotSquareMetres, lang)}\u00a0m²`}
              />
            )}
            <Fact label={t.yearBuilt} value={String(listing.energy.yearBuilt)} />
          </dl>
          <div className={styles.energy}>
            <p className={styles.energyHeading}>{t.energyHeading}</p>
            <dl className={styles.facts}>
              <Fact label={t.energyKind} value={t.energyKinds[listing.energy.kind]} />
              <Fact
                label={t.energyValue}
                value={`${formatNumber(listing.energy.kwhPerSquareMetreYear, lang)}\u00a0kWh/(m²·a)`}
              />
              <Fact label={t.energyClass} value={listing.energy.energyClass} />
              <Fact label={t.energyCarrier} value={t.carriers[listing.energy.carrier]} />
            </dl>
          </div>
          <Link
            className={styles.cta}
            to={`${pagePath('contact', lang)}#${contactAnchors[lang].form}`}
          >
            <Icon name="mail" className={styles.ctaIcon} />
            {t.contactCta}
          </Link>
        </figcaption>
      </figure>
      <button
        type="button"
        className={`${styles.nav} ${styles.previous}`}
        onClick={() => step(-1)}
        aria-label={t.previous}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5 8 12l7 7" />
        </svg>
      </button>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => step(1)}
        aria-label={t.next}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="m9 5 7 7-7 7" />
        </svg>
      </button>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
