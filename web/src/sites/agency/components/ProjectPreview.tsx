import type { ReactNode } from 'react';
import { SITE_ROOTS } from '../../../shared/site-roots';
import type { ProjectPath } from '../i18n/agency-catalog';
import styles from './ProjectPreview.module.css';

/**
 * A miniature of each demo, drawn in its own palette: a browser frame with the page's signature
 * element (slider and catalogue, booking grid, underwater layers, gallery wall).
 */
export function ProjectPreview({ path }: { path: ProjectPath }) {
  const scene = scenes[path];
  return (
    <svg
      className={`${styles.preview} ${scene.className}`}
      viewBox="0 0 240 150"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.page} width="240" height="150" rx="10" />
      <rect className={styles.chrome} width="240" height="18" rx="10" />
      <rect className={styles.chrome} y="9" width="240" height="9" />
      <circle className={styles.dot} cx="12" cy="9" r="3" />
      <circle className={styles.dot} cx="22" cy="9" r="3" />
      <circle className={styles.dot} cx="32" cy="9" r="3" />
      {scene.body}
    </svg>
  );
}

const scenes: Record<ProjectPath, { className: string | undefined; body: ReactNode }> = {
  [SITE_ROOTS.presentationPro]: {
    className: styles.presentation,
    body: (
      <>
        <rect className={styles.soft} x="12" y="26" width="216" height="58" rx="4" />
        <path className={styles.accent} d="M12 84 60 50l30 22 38-34 52 46z" opacity="0.55" />
        <path className={styles.ink} d="M150 84V58l16-12 16 12v26z" />
        <rect className={styles.page} x="161" y="68" width="10" height="16" />
        <rect className={styles.ink} x="22" y="36" width="70" height="7" rx="2" />
        <rect className={styles.muted} x="22" y="47" width="48" height="4" rx="2" />
        <rect className={styles.accent} x="22" y="57" width="30" height="9" rx="4.5" />
        {[0, 1, 2, 3].map((index) => (
          <g key={index} transform={`translate(${12 + index * 55} 94)`}>
            <rect className={styles.soft} width="50" height="30" rx="3" />
            <rect className={styles.ink} y="34" width="36" height="4" rx="2" />
            <rect className={styles.muted} y="42" width="26" height="3" rx="1.5" />
          </g>
        ))}
      </>
    ),
  },
  [SITE_ROOTS.rental]: {
    className: styles.rental,
    body: (
      <>
        <rect className={styles.soft} x="12" y="26" width="216" height="34" rx="4" />
        <path
          className={styles.accent}
          d="M12 50c18-6 36 6 54 0s36-6 54 0 36 6 54 0 36-6 54 0v10H12z"
        />
        <path className={styles.ink} d="M150 44h30l-6 7h-20z" />
        <path className={styles.ink} d="M164 44V30l10 12z" />
        <rect className={styles.ink} x="22" y="32" width="64" height="6" rx="2" />
        {Array.from({ length: 4 }, (_, row) =>
          Array.from({ length: 7 }, (_, column) => {
            const taken = (row * 7 + column) % 5 === 1 || (row + column) % 6 === 0;
            return (
              <rect
                key={`${row}-${column}`}
                className={taken ? styles.muted : styles.accent}
                x={12 + column * 31}
                y={68 + row * 18}
                width="27"
                height="14"
                rx="3"
                opacity={taken ? 0.5 : 1}
              />
            );
          }),
        )}
      </>
    ),
  },
  [SITE_ROOTS.prawns]: {
    className: styles.prawns,
    body: (
      <>
        <rect className={styles.soft} x="0" y="18" width="240" height="132" />
        <path
          className={styles.muted}
          d="M0 96c40-14 80 10 120-2s80-16 120 0v56H0z"
          opacity="0.6"
        />
        <path className={styles.ink} d="M0 120c50-14 90 8 130-2s70-10 110 2v30H0z" />
        <path
          className={styles.accent}
          d="M120 58c14-10 34-6 40 8 3 8-4 14-12 12-6-2-8-8-14-8-5 0-8 4-12 2-6-2-7-10-2-14zm38 8 16-10m-16 12 18-4"
        />
        <circle className={styles.page} cx="150" cy="62" r="2" />
        <path className={styles.line} d="M70 18v42a8 8 0 1 0 8 8" />
        {[
          [30, 50, 3],
          [46, 70, 2],
          [200, 44, 4],
          [186, 80, 2.5],
        ].map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} className={styles.bubble} cx={cx} cy={cy} r={r} />
        ))}
        <rect className={styles.page} x="16" y="28" width="70" height="8" rx="2" />
      </>
    ),
  },
  [SITE_ROOTS.art]: {
    className: styles.art,
    body: (
      <>
        <rect className={styles.page} x="0" y="18" width="240" height="132" />
        <rect className={styles.ink} x="16" y="28" width="50" height="5" rx="2" />
        <rect className={styles.soft} x="16" y="42" width="96" height="96" rx="2" />
        <circle className={styles.accent} cx="50" cy="78" r="20" />
        <path className={styles.muted} d="M16 138l40-36 26 20 30-26v42z" />
        <rect className={styles.soft} x="122" y="42" width="48" height="46" rx="2" />
        <path className={styles.accent} d="M130 80l14-24 18 24z" opacity="0.8" />
        <rect className={styles.soft} x="178" y="42" width="46" height="60" rx="2" />
        <circle className={styles.muted} cx="201" cy="68" r="12" />
        <rect className={styles.soft} x="122" y="96" width="48" height="42" rx="2" />
        <rect className={styles.accent} x="132" y="106" width="28" height="22" opacity="0.6" />
        <rect className={styles.soft} x="178" y="110" width="46" height="28" rx="2" />
      </>
    ),
  },
};
