import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import { useListVehicles } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { prefersReducedMotion } from '../../../shared/motion/use-prefers-reduced-motion';
import { idFromHash } from '../../../shared/scroll/use-hash-scroll';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStoredUser } from '../auth/stored-user';
import { StatusNote } from '../components/StatusNote';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { rentalLanguageOf, rentalPaths, vehicleTypeOfRoute } from '../rental-paths';
import type { BlockOutcome } from './BlockVehicleDialog';
import { ArrowLeftIcon, BoatIcon } from './OverviewIcons';
import styles from './OverviewPage.module.css';
import { overviewTexts, staffTexts, type OverviewTexts } from './overview-texts';
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

/** The public overview of one vehicle type: every vehicle in service, dearest first. */
export function OverviewPage() {
  const { pathname } = useLocation();
  const { vehicleType } = useParams();
  const lang = rentalLanguageOf(pathname);
  const type = vehicleTypeOfRoute(lang, vehicleType);
  const catalog = useRentalTexts();
  const t = overviewTexts(lang);
  const plural = type ? catalog.vehicleTypes[type].plural : '';
  useDocumentTitle(type ? t.documentTitle(plural) : catalog.notFound.documentTitle);

  const vehicles = useListVehicles(
    { type: type ?? undefined },
    {
      query: {
        enabled: type !== null,
        select: (r) => (r.status === 200 ? r.data.items : undefined),
      },
    },
  );
  // The price lists need the opening hours: fetched ahead, so they open without a wait.
  useGetBusinessSettings({ query: { enabled: type !== null } });
  useScrollToHashedCard(vehicles.isSuccess);

  const staff = useStoredUser() !== null;
  const [blocked, setBlocked] = useState<BlockOutcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The blocked card's buttons are gone: the focus goes to the message about it.
    if (blocked) notice.current?.focus();
  }, [blocked]);

  if (!type) return <Navigate to={rentalPaths.notFound} replace />;

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
          texts={t}
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
  texts: OverviewTexts;
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
  texts: t,
  plural,
  staff,
  onBlocked,
}: VehicleListProps) {
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
        <Link className={styles.stateLink} to={rentalPaths.homeSection(t.lang, 'book')}>
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
            texts={t}
            staff={staff}
            eager={position === 0}
            onBlocked={onBlocked}
          />
        </li>
      ))}
    </ul>
  );
}
