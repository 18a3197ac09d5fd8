import { useListVehicles } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { staffDe } from '../../i18n/staff-de';
import { ROUTE_VEHICLE_TYPES, rentalPaths, routeNameOfVehicleType } from '../../rental-paths';
import { useStoredUser } from '../auth/stored-user';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { fleetListParams } from './fleet-cache';
import { fleetTexts } from './fleet-texts';
import { FleetVehicleCard, type CardAction } from './FleetVehicleCard';
import { VehicleLogSection } from './VehicleLogSection';
import { VehicleStatusDialog, type StatusOutcome } from './VehicleStatusDialog';
import styles from './Fleet.module.css';

const t = fleetTexts;

type OpenDialog = { action: CardAction; vehicle: VehicleDto } | null;

/**
 * /Boote/{Fahrzeugtyp}: every vehicle of a type, blocked ones included, with block/unblock,
 * the change form and, for admins, delete, the calendar feed and the change log (issue 20
 * items 9 and 12; spec §4 Vehicle, §6).
 */
export function FleetScreen({ type }: { type: VehicleType }) {
  const user = useStoredUser();
  const admin = user?.admin === true;
  const vehicles = useListVehicles(fleetListParams(type));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState<StatusOutcome | null>(null);
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const typeLabel = routeNameOfVehicleType('de', type);

  // A deleted vehicle takes the focused button with it: the focus goes to the list's heading.
  useEffect(() => {
    if (outcome?.action === 'delete') listTitleRef.current?.focus();
  }, [outcome]);

  const finish = (result: StatusOutcome) => {
    setDialog(null);
    setOutcome(result);
  };

  const items = vehicles.data?.items;
  const blockedCount = items?.filter((vehicle) => vehicle.blocked).length ?? 0;

  return (
    <StaffPage
      title={t.title(typeLabel)}
      lead={t.lead}
      actions={
        <>
          <Link className={buttons.primary} to={rentalPaths.vehicleForm.add(type)}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.plus}>
              <path d="M10 4v12M4 10h12" />
            </svg>
            {t.add}
          </Link>
          <Link className={buttons.secondary} to={rentalPaths.overview('de', type)}>
            {t.publicOverview}
          </Link>
        </>
      }
    >
      <nav aria-label={t.typesNav} className={styles.types}>
        <ul className={styles.typeList}>
          {Object.values(ROUTE_VEHICLE_TYPES.de).map((each) => (
            <li key={each}>
              <Link
                className={styles.typeLink}
                to={rentalPaths.fleet(each)}
                aria-current={each === type ? 'page' : undefined}
              >
                {routeNameOfVehicleType('de', each)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.list} aria-labelledby="fleet-list-title">
        <div className={styles.listHead}>
          <h2 id="fleet-list-title" ref={listTitleRef} tabIndex={-1} className={styles.listTitle}>
            {t.listTitle(typeLabel)}
          </h2>
          {items && items.length > 0 && (
            <p className={styles.count}>{t.count(items.length, blockedCount)}</p>
          )}
        </div>

        <StatusNote tone="success">
          {outcome && (
            <>
              <p>{t.outcome[actionOutcome[outcome.action]](outcome.vehicleName)}</p>
              {outcome.action !== 'unblock' && outcome.futureBookingCount > 0 && (
                <p className={styles.outcomeHint}>
                  {t.outcome.stillBooked(outcome.futureBookingCount)}
                </p>
              )}
            </>
          )}
        </StatusNote>
        {outcome?.simulated && <DemoSavedNothingNote />}

        {vehicles.isPending ? (
          <div role="status">
            <span className="visually-hidden">{t.loading}</span>
            <ul className={styles.cards} aria-hidden="true">
              {[0, 1, 2].map((row) => (
                <li key={row} className={styles.skeleton}>
                  <span className={styles.skeletonThumb} />
                  <span className={styles.skeletonLines}>
                    <span />
                    <span />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : vehicles.isError || !items ? (
          <div className={styles.failed}>
            <StatusNote tone="failure">{t.loadFailed}</StatusNote>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => void vehicles.refetch()}
            >
              {t.retry}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t.empty}</p>
            <Link className={buttons.secondary} to={rentalPaths.vehicleForm.add(type)}>
              {t.addFirst(staffDe.vehicleNouns[type])}
            </Link>
          </div>
        ) : (
          <ul className={styles.cards}>
            {items.map((vehicle) => (
              <FleetVehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                admin={admin}
                onAction={(action, chosen) => setDialog({ action, vehicle: chosen })}
              />
            ))}
          </ul>
        )}
      </section>

      {admin && <VehicleLogSection />}

      {dialog?.action === 'calendar' && (
        <CalendarFeedDialog vehicle={dialog.vehicle} onClose={() => setDialog(null)} />
      )}
      {dialog && dialog.action !== 'calendar' && (
        <VehicleStatusDialog
          key={`${dialog.action}-${dialog.vehicle.id}`}
          vehicle={dialog.vehicle}
          action={dialog.action}
          onClose={() => setDialog(null)}
          onDone={finish}
        />
      )}
    </StaffPage>
  );
}

const actionOutcome = {
  block: 'blocked',
  unblock: 'unblocked',
  delete: 'deleted',
} as const satisfies Record<StatusOutcome['action'], keyof typeof fleetTexts.outcome>;
