import { useRef, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../../shared/class-names';
import { PrawnArt } from '../components/PrawnArt';
import { parallaxLayers, type ParallaxLayerId } from './parallax';
import styles from './ParallaxScene.module.css';
import { useParallax } from './use-parallax';

const speedOf = (id: ParallaxLayerId) =>
  ({ '--speed': parallaxLayers.find((layer) => layer.id === id)?.speed ?? 1 }) as CSSProperties;

function Layer({ id, children }: { id: ParallaxLayerId; children?: ReactNode }) {
  return (
    <div className={cx(styles.layer, styles[id])} data-layer={id} style={speedOf(id)}>
      {children}
    </div>
  );
}

/** A small fish facing right; schools are a few of them in one SVG. */
const fishPath = 'M10 10C18 1 34 1 44 10 34 19 18 19 10 10ZM10 10 1 3v14Z';

function School({ className, fish }: { className?: string; fish: [number, number, number][] }) {
  return (
    <svg className={cx(styles.school, className)} viewBox="0 0 200 90" focusable="false">
      {fish.map(([x, y, scale]) => (
        <path key={`${x}-${y}`} d={fishPath} transform={`translate(${x} ${y}) scale(${scale})`} />
      ))}
    </svg>
  );
}

/** Bubble positions: left in %, top in % of the layer, size in rem. */
const bubbles: [number, number, number][] = [
  [6, 8, 0.9],
  [12, 22, 0.5],
  [88, 12, 0.7],
  [94, 28, 1.1],
  [4, 38, 1.2],
  [15, 47, 0.6],
  [82, 44, 0.5],
  [91, 55, 0.9],
  [8, 63, 0.7],
  [48, 70, 0.5],
  [86, 74, 1.3],
  [10, 82, 1],
  [60, 88, 0.6],
  [93, 92, 0.8],
  [30, 96, 0.7],
  [70, 33, 0.45],
  [40, 16, 0.4],
  [22, 58, 0.9],
];

function Kelp({ className, tall = false }: { className?: string; tall?: boolean }) {
  return (
    <svg
      className={cx(styles.kelp, className)}
      viewBox="0 0 120 300"
      preserveAspectRatio="xMidYMax meet"
      focusable="false"
    >
      <path
        className={styles.kelpBack}
        d="M70 300C50 250 92 210 72 160S88 80 78 30c-2-10 10-12 10 0 6 50-14 90 4 140s-16 90 2 130Z"
      />
      <path
        className={styles.kelpFront}
        d={
          tall
            ? 'M36 300C12 240 50 200 28 150S44 60 30 10c-2-10 10-12 11 0 10 52-8 90 10 138S30 240 52 300Z'
            : 'M36 300C18 260 48 232 32 196s10-60 0-90c-3-10 9-13 11-2 8 36-8 62 6 92s-12 60 12 104Z'
        }
      />
    </svg>
  );
}

/**
 * The decorative underwater world behind the page (spec §2): water, sun rays, fish, rocks,
 * seaweed, prawns and bubbles, each an SVG layer moved at its own pace by useParallax.
 */
export function ParallaxScene() {
  const scene = useRef<HTMLDivElement>(null);
  useParallax(scene, parallaxLayers);

  return (
    <div ref={scene} className={styles.scene} aria-hidden="true">
      <Layer id="water" />
      <Layer id="rays">
        <svg
          className={styles.raysArt}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          focusable="false"
        >
          <defs>
            <linearGradient id="prawns-ray" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
              <stop offset="1" stopColor="#fff" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d="M8 0h7L30 100H18Z" />
          <path d="M26 0h5l20 100h-8Z" />
          <path d="M44 0h9l22 100H62Z" />
          <path d="M66 0h4l16 100h-6Z" />
          <path d="M80 0h8l14 100h-9Z" />
        </svg>
      </Layer>
      <Layer id="fish">
        <School
          className={styles.schoolA}
          fish={[
            [0, 20, 1],
            [40, 4, 0.8],
            [52, 40, 0.9],
            [96, 22, 0.7],
            [90, 56, 0.6],
          ]}
        />
        <School
          className={styles.schoolB}
          fish={[
            [0, 10, 0.9],
            [44, 30, 1.1],
            [100, 8, 0.8],
            [120, 46, 0.7],
          ]}
        />
        <School
          className={styles.schoolC}
          fish={[
            [10, 30, 1.2],
            [70, 6, 0.9],
            [80, 50, 1],
            [140, 28, 0.8],
          ]}
        />
      </Layer>
      <Layer id="rocks">
        <svg
          className={styles.reef}
          viewBox="0 0 1200 260"
          preserveAspectRatio="none"
          focusable="false"
        >
          <path
            className={styles.rockFar}
            d="M0 260V150c60-40 120-60 180-30s90 10 140-30 130-40 190 10 110 20 170-20 140-30 200 20 120 40 170 10 90-20 150 0v160Z"
          />
          <path
            className={styles.rockNear}
            d="M0 260v-60c40-30 90-50 140-20s70 20 110-10 90-20 130 20 60 30 110 10 80-40 140-10 60 50 120 30 90-50 170-20 90 40 150 20 70-30 130-10v100Z"
          />
        </svg>
        <svg
          className={cx(styles.boulder, styles.boulderLeft)}
          viewBox="0 0 200 120"
          focusable="false"
        >
          <path d="M10 120C0 80 30 40 80 30s100 10 110 50 0 40-10 40Z" />
        </svg>
        <svg
          className={cx(styles.boulder, styles.boulderRight)}
          viewBox="0 0 200 120"
          focusable="false"
        >
          <path d="M20 120C0 90 40 20 110 20s90 60 80 100Z" />
        </svg>
      </Layer>
      <Layer id="seaweed">
        <Kelp className={styles.kelpA} tall />
        <Kelp className={styles.kelpB} />
        <Kelp className={styles.kelpC} tall />
        <Kelp className={styles.kelpD} />
        <Kelp className={styles.kelpE} tall />
      </Layer>
      <Layer id="prawns">
        <PrawnArt className={cx(styles.prawn, styles.prawnHero)} />
        <PrawnArt className={cx(styles.prawn, styles.prawnB)} />
        <PrawnArt className={cx(styles.prawn, styles.prawnC)} />
        <PrawnArt className={cx(styles.prawn, styles.prawnD)} />
      </Layer>
      <Layer id="bubbles">
        {bubbles.map(([left, top, size]) => (
          <span
            key={`${left}-${top}`}
            className={styles.bubble}
            style={{
              left: `${left}%`,
              top: `${top}%`,
              width: `${size * 1.7}rem`,
              height: `${size * 1.7}rem`,
            }}
          />
        ))}
      </Layer>
    </div>
  );
}
