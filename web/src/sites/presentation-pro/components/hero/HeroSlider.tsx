import type { FocusEvent } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { useHydrated } from '../../../../shared/use-hydrated';
import { slideBackground, slideObject } from '../../assets/images';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { pagePath } from '../../presentation-paths';
import { presentationTimings } from '../../presentation-timings';
import { Picture } from '../Picture';
import ui from '../ui.module.css';
import { wrapIndex } from '../wrap-index';
import styles from './HeroSlider.module.css';
import { useSlider } from './use-slider';

const BACKGROUND_SIZES = '100vw';
const OBJECT_SIZES = '(min-width: 64rem) 40vw, 80vw';

/** Slides are numbered from 1 in the asset names. */
const slideNumber = (index: number) => index + 1;

/**
 * Does slide `index` load its pictures? The shown slide does; its neighbours too once the page
 * is hydrated (the pre-rendered page's first paint needs only the shown one, and a phone's
 * bandwidth goes to it first).
 */
function loadsPictures(index: number, shown: number, count: number, hydrated: boolean): boolean {
  return (
    index === shown ||
    (hydrated && (index === wrapIndex(shown + 1, count) || index === wrapIndex(shown - 1, count)))
  );
}

/**
 * The home page's hero: seven property worlds, each a landscape with its building in front,
 * advancing every 8.5 s (spec §9) with prev/next, pause/play, dots and progress bars.
 * Keyboard focus inside holds the show, as the WAI carousel pattern asks.
 */
export function HeroSlider({ texts }: { texts: PresentationCatalog }) {
  const t = texts.hero;
  const count = t.slides.length;
  const slider = useSlider({
    count,
    intervalMs: presentationTimings.slideIntervalMs,
    firstActivationMs: presentationTimings.firstSlideDelayMs,
  });
  const lang = texts.lang;
  const hydrated = useHydrated();

  // The first background is the page's largest paint: fetch it before the JS renders the rest.
  const first = slideBackground(1);
  preload(first.fallback, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: first.sources.avif,
    imageSizes: BACKGROUND_SIZES,
    fetchPriority: 'high',
  });

  const onFocus = () => slider.setHeld(true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) slider.setHeld(false);
  };
  const running = slider.playing && !slider.held;

  return (
    <section
      className={styles.hero}
      aria-roledescription={lang === 'de' ? 'Karussell' : 'carousel'}
      aria-label={t.regionLabel}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={slider.playing ? 'off' : 'polite'}>
        {t.slides.map((slide, index) => {
          const shown = index === slider.shown;
          const near = loadsPictures(index, slider.shown, count, hydrated);
          return (
            <div
              key={slide.caption}
              className={cx(styles.slide, shown && styles.shown)}
              data-active={slider.active === index}
              role="group"
              aria-roledescription={lang === 'de' ? 'Folie' : 'slide'}
              aria-label={`${t.slideOf(slideNumber(index), count)}: ${slide.caption}`}
              aria-hidden={!shown}
              inert={!shown}
            >
              {near && (
                <Picture
                  image={slideBackground(slideNumber(index))}
                  alt=""
                  sizes={BACKGROUND_SIZES}
                  priority={index === 0}
                  className={styles.background}
                  pictureClassName={styles.backgroundPicture}
                />
              )}
              {near && (
                <Picture
                  image={slideObject(slideNumber(index))}
                  alt={slide.objectAlt}
                  sizes={OBJECT_SIZES}
                  priority={index === 0}
                  className={styles.object}
                  pictureClassName={styles.objectPicture}
                />
              )}
              <div className={styles.slideText}>
                <p className={styles.slideNumber} aria-hidden="true">
                  {String(slideNumber(index)).padStart(2, '0')}
                </p>
                <h2 className={styles.caption}>{slide.caption}</h2>
                <p className={styles.paragraph}>{slide.paragraph}</p>
              </div>
            </div>
          );
        })}
      </div>

      <div className={styles.welcome}>
        <p className={styles.welcomeEyebrow}>{t.welcomeEyebrow}</p>
        <h1 className={styles.welcomeTitle}>{t.welcomeTitle}</h1>
        <p className={styles.welcomeText}>{t.welcomeText}</p>
        <div className={styles.welcomeActions}>
          <Link className={ui.button} to={pagePath('contact', lang)}>
            {t.toContact}
          </Link>
          <Link className={ui.buttonLight} to={pagePath('catalog', lang)}>
            {t.toCatalog}
          </Link>
        </div>
      </div>

      <div className={styles.controls}>
        <div className={styles.bars} aria-hidden="true">
          {t.slides.map((slide, index) => (
            <span key={slide.caption} className={styles.bar}>
              <span
                key={index === slider.active ? `run-${slider.cycle}` : 'idle'}
                className={cx(
                  styles.barFill,
                  index === slider.active && styles.barRunning,
                  slider.active !== null && index < slider.active && styles.barDone,
                )}
                style={{
                  animationDuration: `${presentationTimings.slideIntervalMs}ms`,
                  animationPlayState: running ? 'running' : 'paused',
                }}
              />
            </span>
          ))}
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.control}
            onClick={slider.previous}
            aria-label={t.previous}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5 8 12l7 7" />
            </svg>
          </button>
          <div className={styles.dots} role="group" aria-label={t.dotsLabel}>
            {t.slides.map((slide, index) => (
              <button
                key={slide.caption}
                type="button"
                className={styles.dot}
                aria-label={t.goTo(slideNumber(index), slide.caption)}
                aria-current={index === slider.shown ? 'true' : undefined}
                onClick={() => slider.goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={slider.togglePlay}
            aria-label={slider.playing ? t.pause : t.play}
          >
            {slider.playing ? (
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 6v12M15 6v12" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.playIcon}>
                <path d="M8 5.5v13l10-6.5-10-6.5Z" />
              </svg>
            )}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={slider.next}
            aria-label={t.next}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="m9 5 7 7-7 7" />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
