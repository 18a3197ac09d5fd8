import styles from './LakeBackdrop.module.css';

/** Sun, shore and three drifting waves behind a page's content; purely decorative. */
export function LakeBackdrop() {
  return (
    <div className={styles.backdrop} aria-hidden="true">
      <svg className={styles.sun} viewBox="0 0 120 120">
        <circle cx="60" cy="60" r="58" className={styles.sunHalo} />
        <circle cx="60" cy="60" r="34" className={styles.sunCore} />
      </svg>
      <svg className={styles.water} viewBox="0 0 1440 220" preserveAspectRatio="none">
        <path
          className={styles.shore}
          d="M0 92c120-34 236-52 372-40 154 14 240 44 396 36 150-8 236-48 382-52 118-4 214 18 290 36v148H0Z"
        />
        <g className={styles.waveBack}>
          <path d="M0 128c90-20 180-20 270 0s180 20 270 0 180-20 270 0 180 20 270 0 180-20 270 0 180 20 270 0 180-20 270 0v92H0Z" />
        </g>
        <g className={styles.waveMiddle}>
          <path d="M0 156c80-16 160-16 240 0s160 16 240 0 160-16 240 0 160 16 240 0 160-16 240 0 160 16 240 0 160-16 240 0v64H0Z" />
        </g>
        <g className={styles.waveFront}>
          <path d="M0 186c100-14 200-14 300 0s200 14 300 0 200-14 300 0 200 14 300 0 200-14 300 0 200 14 300 0v34H0Z" />
        </g>
      </svg>
    </div>
  );
}
