import { cx } from '../../../shared/class-names';
import { SKY_HEIGHT, SKY_WIDTH, sparkles, starLayers } from './star-field-stars';
import styles from './StarField.module.css';

const layerClasses = [styles.layerStill, styles.layerA, styles.layerB];

/**
 * The night sky behind the opening blocks. Each layer is one SVG whose opacity is animated as a
 * whole, which the browser composites cheaply instead of repainting every star.
 */
export function StarField({
  className,
  shootingStar = false,
}: {
  className?: string;
  /** A shooting star crosses the sky once every 6000 ms (spec §9). */
  shootingStar?: boolean;
}) {
  return (
    <div className={cx(styles.field, className)} aria-hidden="true">
      {starLayers.map((stars, layer) => (
        <svg
          key={layer}
          className={cx(styles.layer, layerClasses[layer])}
          viewBox={`0 0 ${SKY_WIDTH} ${SKY_HEIGHT}`}
          preserveAspectRatio="xMidYMid slice"
          focusable="false"
        >
          {stars.map((star) => (
            <circle key={`${star.x}-${star.y}`} cx={star.x} cy={star.y} r={star.r} />
          ))}
        </svg>
      ))}
      {sparkles.map((sparkle, index) => (
        <svg
          key={`${sparkle.left}-${sparkle.top}`}
          className={cx(styles.sparkle, sparkle.wideOnly && styles.wideOnly)}
          viewBox="0 0 24 24"
          focusable="false"
          style={{
            left: `${sparkle.left}%`,
            top: `${sparkle.top}%`,
            width: `${sparkle.size}rem`,
            height: `${sparkle.size}rem`,
            animationDelay: `${index * -1.3}s`,
          }}
        >
          <path d="M12 0c.8 8.2 3.8 11.2 12 12-8.2.8-11.2 3.8-12 12-.8-8.2-3.8-11.2-12-12 8.2-.8 11.2-3.8 12-12Z" />
        </svg>
      ))}
      {shootingStar && <span className={styles.shootingStar} data-shooting-star="" />}
    </div>
  );
}
