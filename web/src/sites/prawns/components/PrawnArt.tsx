import styles from './PrawnArt.module.css';

/** The shell segments sit on a curl around (92, 60); each is a rounded plate along the arc. */
const CURL = { x: 92, y: 60, r: 36 };
const segmentAngles = [222, 250, 278, 306, 334, 2, 30, 56];

const segments = segmentAngles.map((degrees, index) => {
  const angle = (degrees * Math.PI) / 180;
  return {
    x: Math.round((CURL.x + CURL.r * Math.cos(angle)) * 10) / 10,
    y: Math.round((CURL.y + CURL.r * Math.sin(angle)) * 10) / 10,
    // Along the arc the plates overlap; they shrink towards the tail.
    rx: 19 - index * 1.3,
    ry: 15 - index * 1.1,
    rotate: degrees + 90,
  };
});

const tail = (() => {
  const angle = (80 * Math.PI) / 180;
  return {
    x: Math.round((CURL.x + CURL.r * Math.cos(angle)) * 10) / 10,
    y: Math.round((CURL.y + CURL.r * Math.sin(angle)) * 10) / 10,
  };
})();

/** A curled, cheerful prawn: the site's mascot, drawn once and reused in every scene. */
export function PrawnArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 124" aria-hidden="true" focusable="false">
      <g className={styles.feelers}>
        <path d="M34 44C14 22 36 2 92 4s66 16 64 34" />
        <path d="M30 50C4 36 6 14 40 10" />
      </g>
      <g className={styles.legs}>
        <path d="M62 74l8 12M72 66l10 12M84 62l8 14M96 62l4 15" />
      </g>
      <g transform={`translate(${tail.x} ${tail.y})`} className={styles.tail}>
        <path d="M0 0C-10 8-16 18-12 26 -4 22 0 12 0 0Z" />
        <path d="M0 0C-2 10 0 22 6 28 12 22 8 10 0 0Z" />
        <path d="M0 0C6 8 16 14 24 14 22 6 12 0 0 0Z" />
      </g>
      <g className={styles.body}>
        {[...segments].reverse().map((segment) => (
          <ellipse
            key={segment.rotate}
            cx={segment.x}
            cy={segment.y}
            rx={segment.rx}
            ry={segment.ry}
            transform={`rotate(${segment.rotate} ${segment.x} ${segment.y})`}
          />
        ))}
      </g>
      <g className={styles.head}>
        <path d="M66 38C60 26 44 24 32 30L12 30 28 40C22 48 26 62 38 68 52 74 70 64 72 52Z" />
        <path className={styles.shine} d="M40 36c6-4 14-4 20 0" />
      </g>
      <circle className={styles.eye} cx="38" cy="44" r="6" />
      <circle className={styles.glint} cx="36" cy="42" r="2" />
    </svg>
  );
}
