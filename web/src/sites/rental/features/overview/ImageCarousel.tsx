import type { VehicleImageDto } from '@showcase/contracts/generated/model/vehicleImageDto';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../../../shared/class-names';
import { usePrefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';
import styles from './ImageCarousel.module.css';
import { ChevronIcon, EnlargeIcon, BoatIcon } from './OverviewIcons';
import type { OverviewTexts } from '../../i18n/rental-catalog';
import { SLIDE_MS, swipeStep, wrapIndex } from './price-list';

export interface ImageCarouselProps {
  images: readonly VehicleImageDto[];
  /** The shown image; the owner keeps it so the card and its image dialog agree. */
  index: number;
  onIndexChange: (index: number) => void;
  vehicleName: string;
  texts: OverviewTexts['carousel'];
  /** 'card': 640×480 thumbnails that open the dialog; 'large': the dialog's big images. */
  variant: 'card' | 'large';
  /** The page's first image loads at once (it is likely the largest paint). */
  eager?: boolean;
  onOpen?: () => void;
  /** Arrow keys anywhere move the slides: in the image dialog the focus sits on its panel. */
  documentKeys?: boolean;
}

/**
 * Slides with a 500 ms transform transition that wraps at both ends: the track carries a copy
 * of the last image in front and of the first behind, slides onto the copy and then jumps,
 * unanimated, to the real slide. Buttons, dots, arrow keys and touch swipes move it; under
 * reduced motion it switches without animation.
 */
export function ImageCarousel({
  images,
  index,
  onIndexChange,
  vehicleName,
  texts,
  variant,
  eager = false,
  onOpen,
  documentKeys = false,
}: ImageCarouselProps) {
  const count = images.length;
  const looped = count > 1;
  const offset = looped ? 1 : 0;
  const reducedMotion = usePrefersReducedMotion();
  // The copy the track slid onto while wrapping; null once it stands on a real slide.
  const [clone, setClone] = useState<number | null>(null);
  const [snapping, setSnapping] = useState(false);
  const [drag, setDrag] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const position = clone ?? index + offset;

  /** From the copy to the real slide it shows, with the transition switched off for one frame. */
  const settle = () => {
    flushSync(() => {
      setSnapping(true);
      setClone(null);
    });
    // Reading the layout commits the jump before the transition comes back.
    track.current?.getBoundingClientRect();
    setSnapping(false);
  };

  const step = (delta: 1 | -1) => {
    if (!looped) return;
    if (clone !== null) settle();
    const wraps = delta === 1 ? index === count - 1 : index === 0;
    if (wraps && !reducedMotion) setClone(delta === 1 ? count + 1 : 0);
    onIndexChange(wrapIndex(index + delta, count));
  };

  const goTo = (target: number) => {
    if (clone !== null) settle();
    onIndexChange(target);
  };

  // transitionend can fail to arrive (hidden tab, interrupted transition): settle in any case.
  const settleLate = useEffectEvent(() => {
    if (clone !== null) settle();
  });
  useEffect(() => {
    if (clone === null) return;
    const timer = setTimeout(settleLate, SLIDE_MS + 100);
    return () => clearTimeout(timer);
  }, [clone]);

  const onArrowKey = useEffectEvent((key: string): boolean => {
    if (key === 'ArrowRight') step(1);
    else if (key === 'ArrowLeft') step(-1);
    else return false;
    return true;
  });
  useEffect(() => {
    if (!documentKeys) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (onArrowKey(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [documentKeys]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (documentKeys || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!looped || (event.pointerType === 'mouse' && event.button !== 0)) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId || reducedMotion) return;
    const deltaX = event.clientX - start.x;
    // The slides follow the finger a little, so the swipe feels connected.
    if (Math.abs(deltaX) > 6) setDrag(deltaX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    pointer.current = null;
    setDrag(0);
    const direction = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (direction === 0) return;
    // The click that ends a mouse drag must not open the image dialog.
    swiped.current = true;
    step(direction);
  };
  const onPointerCancel = () => {
    pointer.current = null;
    setDrag(0);
  };

  const open = () => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    onOpen?.();
  };

  const large = variant === 'large';
  if (count === 0) {
    return (
      <div className={cx(styles.carousel, large && styles.large)}>
        <div className={cx(styles.viewport, styles.empty)}>
          <BoatIcon className={styles.emptyIcon} />
          <p>{texts.noImage}</p>
        </div>
      </div>
    );
  }

  const slides = looped ? [images[count - 1]!, ...images, images[0]!] : [...images];
  const percent = -position * 100;
  const transform =
    drag === 0 ? `translateX(${percent}%)` : `translateX(calc(${percent}% + ${drag}px))`;
  const still = snapping || drag !== 0 || reducedMotion;
  const rootStyle = { '--slide-duration': `${reducedMotion ? 0 : SLIDE_MS}ms` } as CSSProperties;

  return (
    <div
      className={cx(styles.carousel, large && styles.large)}
      role="group"
      aria-roledescription={texts.roleDescription}
      aria-label={texts.label(vehicleName)}
      style={rootStyle}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        // A mouse that leaves mid-drag ends the swipe there.
        onPointerLeave={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <ul
          ref={track}
          className={cx(styles.track, still && styles.still)}
          style={{ transform }}
          data-testid="carousel-track"
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget && clone !== null) settle();
          }}
        >
          {slides.map((image, slot) => {
            const real = slot - offset;
            const isCopy = looped && (slot === 0 || slot === count + 1);
            const shown = !isCopy && real === index;
            const first = eager && !isCopy && real === 0;
            return (
              <li
                key={`${image.id}-${slot}`}
                className={styles.slide}
                aria-hidden={shown ? undefined : true}
              >
                <img
                  className={styles.image}
                  src={large ? image.largeUrl : image.thumbnailUrl}
                  width={large ? 1600 : 640}
                  height={large ? 1200 : 480}
                  alt={isCopy ? '' : texts.imageAlt(vehicleName, real + 1, count)}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                />
              </li>
            );
          })}
        </ul>
        {onOpen && (
          <button
            type="button"
            className={styles.enlarge}
            aria-label={texts.enlarge(vehicleName)}
            onClick={open}
          >
            <span className={styles.enlargeBadge} aria-hidden="true">
              <EnlargeIcon className={styles.enlargeIcon} />
            </span>
          </button>
        )}
        {looped && (
          <>
            <button
              type="button"
              className={cx(styles.arrow, styles.previous)}
              aria-label={texts.previous}
              onClick={() => step(-1)}
            >
              <ChevronIcon className={styles.arrowIcon} direction="left" />
            </button>
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              aria-label={texts.next}
              onClick={() => step(1)}
            >
              <ChevronIcon className={styles.arrowIcon} direction="right" />
            </button>
            <span className={styles.counter} aria-hidden="true">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {looped && (
        <div className={styles.dots}>
          {images.map((image, dot) => (
            <button
              key={image.id}
              type="button"
              className={styles.dot}
              aria-label={texts.goTo(dot + 1, count)}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => goTo(dot)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
      {looped && (
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {texts.position(index + 1, count)}
        </p>
      )}
    </div>
  );
}
