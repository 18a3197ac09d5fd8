import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../../shared/format/format';
import { rentalPaths } from '../../rental-paths';
import { fleetTexts } from './fleet-texts';
import styles from './Fleet.module.css';

const t = fleetTexts;

export type CardAction = 'block' | 'unblock' | 'delete' | 'calendar';

interface FleetVehicleCardProps {
  vehicle: VehicleDto;
  admin: boolean;
  onAction: (action: CardAction, vehicle: VehicleDto) => void;
}

/** The thumbnail's box; the server makes 640×480 thumbnails, so 4:3. */
const THUMB = { width: 160, height: 120 } as const;

/** One vehicle of the staff list: picture, facts, status and what staff may do with it. */
export function FleetVehicleCard({ vehicle, admin, onAction }: FleetVehicleCardProps) {
  const titleId = useId();
  const picture = vehicle.images[0];
  const hourCents = vehicle.prices['1'];
  // Every control names its vehicle for screen readers, starting with what it shows.
  const named = (label: string) => `${label}: ${vehicle.name}`;
  const toggle = vehicle.blocked ? t.actions.unblock : t.actions.block;

  return (
    <li className={styles.card} data-blocked={vehicle.blocked || undefined}>
      <article className={styles.cardInner} aria-labelledby={titleId}>
        <div className={styles.thumb}>
          {picture ? (
            <img
              src={picture.thumbnailUrl}
              alt={t.photoAlt(vehicle.name)}
              width={THUMB.width}
              height={THUMB.height}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.noPhoto}>{t.noPhoto}</span>
          )}
        </div>
        <div className={styles.body}>
          <div className={styles.cardHead}>
            <h3 id={titleId} className={styles.name}>
              {vehicle.name}
            </h3>
            <StatusBadge blocked={vehicle.blocked} />
          </div>
          <ul className={styles.facts}>
            <li>
              <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.factIcon}>
                <circle cx="10" cy="6.5" r="3" />
                <path d="M4 17c.6-3.4 3-5.2 6-5.2s5.4 1.8 6 5.2" />
              </svg>
              {t.passengers(vehicle.passengers)}
            </li>
            {typeof hourCents === 'number' && (
              <li>
                <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.factIcon}>
                  <circle cx="10" cy="10" r="7" />
                  <path d="M10 6v4l2.5 2" />
                </svg>
                {t.pricePerHour}: <strong>{formatPrice(hourCents, 'de')}</strong>
              </li>
            )}
          </ul>
        </div>
        <div className={styles.cardActions}>
          <button
            type="button"
            className={styles.action}
            aria-haspopup="dialog"
            aria-label={named(toggle)}
            onClick={() => onAction(vehicle.blocked ? 'unblock' : 'block', vehicle)}
          >
            {toggle}
          </button>
          <Link
            className={styles.action}
            to={rentalPaths.vehicleForm.change(vehicle.type, vehicle.name)}
            aria-label={named(t.actions.change)}
          >
            {t.actions.change}
          </Link>
          {admin && (
            <>
              <button
                type="button"
                className={styles.action}
                aria-haspopup="dialog"
                aria-label={named(t.actions.calendar)}
                onClick={() => onAction('calendar', vehicle)}
              >
                {t.actions.calendar}
              </button>
              <button
                type="button"
                className={styles.deleteAction}
                aria-haspopup="dialog"
                aria-label={named(t.actions.delete)}
                onClick={() => onAction('delete', vehicle)}
              >
                {t.actions.delete}
              </button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}

/** In service or blocked: a word and an icon, never the colour alone. */
function StatusBadge({ blocked }: { blocked: boolean }) {
  return (
    <span className={blocked ? styles.badgeBlocked : styles.badgeActive}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.badgeIcon}>
        {blocked ? (
          <path d="M6 9V6.8a4 4 0 0 1 8 0V9M4.5 9h11v7.5h-11z" />
        ) : (
          <path d="M4 10.5 8 14.5 16 6" />
        )}
      </svg>
      {blocked ? t.status.blocked : t.status.inService}
    </span>
  );
}
