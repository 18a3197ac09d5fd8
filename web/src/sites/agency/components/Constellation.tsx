import { cx } from '../../../shared/class-names';
import styles from './Constellation.module.css';

/** Eight stars joined into the studio's own constellation: decoration for wide screens. */
const points = [
  [40, 250],
  [120, 170],
  [210, 205],
  [285, 110],
  [370, 150],
  [330, 260],
  [235, 320],
  [420, 40],
] as const;
const lines = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 2],
  [3, 7],
] as const;

export function Constellation({ className }: { className?: string }) {
  return (
    <svg className={cx(styles.constellation, className)} viewBox="0 0 460 360" aria-hidden="true">
      <g className={styles.lines}>
        {lines.map(([from, to]) => {
          const a = points[from];
          const b = points[to];
          return <line key={`${from}-${to}`} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />;
        })}
      </g>
      {points.map(([x, y], index) => (
        <g key={`${x}-${y}`} className={index === 3 ? styles.brightStar : styles.star}>
          <circle className={styles.halo} cx={x} cy={y} r={index === 3 ? 16 : 9} />
          <circle cx={x} cy={y} r={index === 3 ? 5 : 3} />
        </g>
      ))}
    </svg>
  );
}
