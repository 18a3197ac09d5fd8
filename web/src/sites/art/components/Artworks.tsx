import { useId } from 'react';
import styles from './Artworks.module.css';

interface ArtworkProps {
  className?: string;
}

/** A fine canvas grain, drawn by the browser: the artworks read as paint, not as vectors. */
function Grain({ id }: { id: string }) {
  return (
    <filter id={id} x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" />
      <feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.09 0" />
      <feComposite in2="SourceGraphic" operator="in" />
    </filter>
  );
}

/**
 * The home page's hero painting, "Alley Sun": an ochre sun over an ultramarine arch, crossed by
 * one red brushstroke. The caption beside it names it; the drawing itself is decorative.
 */
export function HeroPainting({ className }: ArtworkProps) {
  const grain = useId();
  return (
    <svg
      className={className}
      viewBox="0 0 400 500"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <Grain id={grain} />
      </defs>
      <rect className={styles.bone} width="400" height="500" />
      <rect className={styles.blush} x="0" y="0" width="400" height="210" opacity="0.55" />
      <g className={styles.drift}>
        <circle className={styles.ochre} cx="268" cy="150" r="78" />
      </g>
      <path className={styles.ultramarine} d="M40 500V330a140 140 0 0 1 280 0v170z" />
      <path className={styles.ink} d="M104 500V350a76 76 0 0 1 152 0v150z" />
      <path className={styles.sage} d="M0 420c40-30 70-26 100 0v80H0z" />
      <path className={styles.teal} d="M320 500v-96c28-22 56-22 80 0v96z" />
      <path
        className={styles.vermilionStroke}
        d="M26 248c44-38 96-46 150-18s102 30 138-6 60-28 72-16"
      />
      <path className={styles.inkLine} d="M30 96c60 10 92-20 130-8s40 40 86 30" />
      <circle className={styles.inkDot} cx="86" cy="150" r="5" />
      <circle className={styles.inkDot} cx="120" cy="176" r="3" />
      <rect width="400" height="500" filter={`url(#${grain})`} className={styles.bone} />
    </svg>
  );
}

/** Contract Work: a commission on the drafting table — grid, compass arc and a first shape. */
export function CommissionArt({ className }: ArtworkProps) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect className={styles.umberDeep} width="320" height="240" />
      <g className={styles.grid}>
        {[40, 80, 120, 160, 200, 240, 280].map((x) => (
          <path key={`x${x}`} d={`M${x} 0v240`} />
        ))}
        {[40, 80, 120, 160, 200].map((y) => (
          <path key={`y${y}`} d={`M0 ${y}h320`} />
        ))}
      </g>
      <rect className={styles.bone} x="70" y="46" width="150" height="150" />
      <circle className={styles.vermilion} cx="145" cy="121" r="48" />
      <path className={styles.ink} d="M145 121h48a48 48 0 0 1-48 48z" />
      <path className={styles.ochreLine} d="M60 210a140 140 0 0 1 200-170" />
      <circle className={styles.ochre} cx="60" cy="210" r="6" />
      <path className={styles.pencil} d="M236 198l58-96 12 7-58 96-14 6z" />
      <path className={styles.ink} d="M234 211l2-13 12 7z" />
    </svg>
  );
}

/** My Art Gallery: three small paintings hung on a dark wall under their spotlights. */
export function GalleryWallArt({ className }: ArtworkProps) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect className={styles.wall} width="320" height="240" />
      <path className={styles.light} d="M62 0l-34 200h68z" />
      <path className={styles.light} d="M160 0l-50 190h100z" />
      <path className={styles.light} d="M258 0l-34 200h68z" />
      <rect className={styles.floor} y="206" width="320" height="34" />

      <rect className={styles.frame} x="36" y="84" width="52" height="68" />
      <rect className={styles.sage} x="41" y="89" width="42" height="58" />
      <circle className={styles.blush} cx="62" cy="110" r="12" />
      <path className={styles.ink} d="M41 147v-14c12-10 30-10 42 0v14z" />

      <rect className={styles.frame} x="118" y="56" width="84" height="104" />
      <rect className={styles.ultramarine} x="124" y="62" width="72" height="92" />
      <circle className={styles.ochre} cx="172" cy="92" r="16" />
      <path className={styles.vermilionThin} d="M126 122c20-14 40 8 68-6" />

      <rect className={styles.frame} x="232" y="90" width="52" height="52" />
      <rect className={styles.vermilion} x="237" y="95" width="42" height="42" />
      <path className={styles.boneLine} d="M243 127l10-18 9 12 7-8 6 14" />

      <rect className={styles.bench} x="118" y="188" width="84" height="8" />
      <rect className={styles.bench} x="126" y="196" width="6" height="12" />
      <rect className={styles.bench} x="188" y="196" width="6" height="12" />
    </svg>
  );
}

/** Self-written Poems: a page of verse at night, a crescent moon and a quill. */
export function PoemsArt({ className }: ArtworkProps) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect className={styles.night} width="320" height="240" />
      <path className={styles.bone} d="M262 40a30 30 0 1 0 22 50 24 24 0 1 1-22-50z" />
      <circle className={styles.star} cx="40" cy="36" r="2" />
      <circle className={styles.star} cx="204" cy="28" r="1.6" />
      <circle className={styles.star} cx="300" cy="130" r="1.6" />
      <circle className={styles.star} cx="24" cy="150" r="1.4" />
      <g transform="rotate(-6 150 140)">
        <rect className={styles.paper} x="78" y="56" width="140" height="170" />
        <g className={styles.verse}>
          <path d="M96 86h76" />
          <path d="M96 102h98" />
          <path d="M96 118h64" />
          <path d="M96 134h88" />
          <path d="M96 160h80" />
          <path d="M96 176h100" />
          <path d="M96 192h58" />
        </g>
        <path className={styles.vermilionThin} d="M96 70h36" />
      </g>
      <path className={styles.quill} d="M292 216c-20-52-52-96-104-136 22 44 52 88 96 128z" />
      <path className={styles.quillSpine} d="M190 82c36 40 70 84 102 134" />
    </svg>
  );
}

/** The about page's portrait: one continuous stroke tracing a face in profile. */
export function PortraitArt({ className }: ArtworkProps) {
  return (
    <svg className={className} viewBox="0 0 300 380" aria-hidden="true" focusable="false">
      <rect className={styles.bone} width="300" height="380" />
      <circle className={styles.ochre} cx="196" cy="112" r="64" opacity="0.9" />
      <path className={styles.ultramarine} d="M0 300c60-24 110-20 150 6s100 20 150-4v78H0z" />
      <path
        className={styles.portraitLine}
        d="M120 360c6-40 4-62-10-80-10-14-12-24-4-32-10-4-12-12-6-18-8-6-6-14 2-20l-14-12c-4-4-2-10 4-14 16-10 22-26 22-46 0-44 34-78 80-78 38 0 70 30 70 74 0 40-20 64-44 78-18 10-20 30-14 52 6 22 30 34 50 40"
      />
      <path className={styles.portraitLine} d="M150 138c10-6 22-6 30 2" />
      <path className={styles.vermilionThin} d="M104 212c6 4 14 4 20 0" />
    </svg>
  );
}

/** Connect: two voices meeting — an ochre and a blue disc that overlap in a red lens. */
export function ConversationArt({ className }: ArtworkProps) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className={styles.ochre} cx="128" cy="120" r="78" />
      <circle className={styles.ultramarine} cx="204" cy="120" r="78" />
      <path className={styles.vermilion} d="M166 52a78 78 0 0 1 0 136 78 78 0 0 1 0-136z" />
      <path className={styles.boneLine} d="M40 214c40-18 80-18 120 0s80 18 120 0" />
      <circle className={styles.star} cx="60" cy="40" r="2" />
      <circle className={styles.star} cx="284" cy="52" r="2" />
    </svg>
  );
}
