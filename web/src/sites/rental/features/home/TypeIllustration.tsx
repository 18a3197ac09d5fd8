import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { cx } from '../../../../shared/class-names';
import styles from './TypeIllustration.module.css';

/** Simple hull and sail shapes per type, drawn while the fleet's pictures load (or are missing). */
const SHAPES: Record<VehicleType, string> = {
  motorboats: 'M20 70h110l-18 20H34Z M60 52h34l10 18H56Z',
  sailboats: 'M24 74h104l-16 18H40Z M76 14v58 M80 18c20 18 30 36 32 54H80Z M72 26 48 70h24Z',
  jetskis: 'M34 76h78c8 0 10 8 4 12H40c-8 0-12-8-6-12Z M70 58h18l8 18H64Z',
  canoes: 'M16 78c40 12 88 12 128 0-14 14-40 20-64 20s-50-6-64-20Z M58 40l40 50',
  houseboats:
    'M18 76h116l-14 16H32Z M34 44h78v32H34Z M44 52h14v12H44Z M66 52h14v12H66Z M88 52h14v12H88Z',
};

export function TypeIllustration({ type, busy }: { type: VehicleType; busy: boolean }) {
  return (
    <svg
      className={cx(styles.illustration, busy && styles.busy)}
      viewBox="0 0 160 120"
      aria-hidden="true"
    >
      <rect className={styles.sky} width="160" height="120" />
      <circle className={styles.sun} cx="128" cy="28" r="12" />
      <path className={styles.shape} d={SHAPES[type]} />
      <path
        className={styles.water}
        d="M0 96c13 0 13-5 27-5s13 5 27 5 13-5 27-5 13 5 27 5 13-5 26-5 13 5 26 5v24H0Z"
      />
    </svg>
  );
}
