import {
  useGetPriceDurations,
  useListVehicles,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';
import { idFromHash } from '../../../../shared/scroll/use-hash-scroll';
import { useStoredUser } from '../auth/stored-user';
import { StatusNote } from '../../components/StatusNote';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import type { BlockOutcome } from './BlockVehicleDialog';
import { ArrowLeftIcon, BoatIcon } from './OverviewIcons';
import styles from './VehicleOverview.module.css';
import { VehicleCard } from './VehicleCard';

/** Scrolls to the card the address names (#{vehicleName}) once the cards are there. */
function useScrollToHashedCard(ready: boolean): void {
  const { hash, key } = useLocation();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || scrolledFor.current === key) return;
    const card = document.getElementById(idFromHash(hash));
    if (!card) return;
    scrolledFor.current = key;
    card.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [ready, hash, key]);
}

const staffTexts = staffDe.blockVehicle;

/**
 * The public overview of one vehicle type: every vehicle in service, dearest first; staff also
 * see the Change and Block controls.
 */
export function VehicleOverview({ type, texts }: { type: VehicleType; texts: RentalCatalog }) {
  const t = texts.overview;
  const lang = texts.lang;
  const plural = texts.vehicleTypes[type].plural;
  const vehicles = useListVehicles({ type }, { query: { select: (list) => list.items } });
  // The price lists need the durations: fetched ahead, so they open without a wait.
  useGetPriceDurations();
  useScrollToHashedCard(vehicles.isSuccess);

  const staff = useStoredUser() !== null;
  const [blocked, setBlocked] = useState<BlockOutcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The blocked card's buttons are gone: the focus goes to the message about it.
    if (blocked) notice.current?.focus();
  }, [blocked]);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <Link className={styles.back} to={rentalPaths.homeSection(lang, 'book')}>
            <ArrowLeftIcon className={styles.backIcon} />
            {t.backToOffer}
          </Link>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h1 className={styles.title}>{t.heading(plural)}</h1>
          <p className={styles.intro}>{t.intro(plural)}</p>
        </div>
        <svg
          className={styles.wave}
          viewBox="0 0 1440 60"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path d="M0 30c120-20 240-20 360 0s240 20 360 0 240-20 360 0 240 20 360 0v30H0Z" />
        </svg>
      </header>

      <div className={styles.content}>
        {staff && (
          <div ref={notice} tabIndex={-1} className={styles.notice}>
            <StatusNote tone="success">
              {blocked && (
                <>
                  <p>{staffTexts.blocked(blocked.vehicleName)}</p>
                  {blocked.futureBookingCount > 0 && (
                    <p>{staffTexts.futureWarning(blocked.futureBookingCount)}</p>
                  )}
                  {blocked.simulated && <p>{staffTexts.simulated}</p>}
                </>
              )}
            </StatusNote>
          </div>
        )}
        <VehicleList
          vehicles={vehicles.data}
          pending={vehicles.isPending}
          failed={vehicles.isError}
          retrying={vehicles.isFetching}
          onRetry={() => void vehicles.refetch()}
          texts={texts}
          plural={plural}
          staff={staff}
          onBlocked={setBlocked}
        />
      </div>
    </main>
  );
}

interface VehicleListProps {
  vehicles: VehicleDto[] | undefined;
  pending: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  texts: RentalCatalog;
  plural: string;
  staff: boolean;
  onBlocked: (outcome: BlockOutcome) => void;
}

function VehicleList({
  vehicles,
  pending,
  failed,
  retrying,
  onRetry,
  texts,
  plural,
  staff,
  onBlocked,
}: VehicleListProps) {
  const t = texts.overview;
  if (failed && !vehicles) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{t.loadError}</p>
        <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (pending || !vehicles) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t.loading}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2].map((skeleton) => (
            <li key={skeleton} className={styles.skeleton} data-testid="vehicle-skeleton">
              <span className={styles.skeletonImage} />
              <span className={styles.skeletonBody}>
                <span className={styles.skeletonTitle} />
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonButton} />
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (vehicles.length === 0) {
    return (
      <div className={styles.state}>
        <BoatIcon className={styles.stateIcon} />
        <p className={styles.stateText}>{t.unavailable(plural)}</p>
        <Link className={styles.stateLink} to={rentalPaths.homeSection(texts.lang, 'book')}>
          {t.backToOffer}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {vehicles.map((vehicle, position) => (
        <li key={vehicle.id} className={styles.cell}>
          <VehicleCard
            vehicle={vehicle}
            texts={texts}
            staff={staff}
            eager={position === 0}
            onBlocked={onBlocked}
          />
        </li>
      ))}
    </ul>
  );
}
