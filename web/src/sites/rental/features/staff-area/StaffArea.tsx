import { useGetCurrentStaff } from '@showcase/contracts/generated/endpoints/auth/auth';
import { useGetStaffOverview } from '@showcase/contracts/generated/endpoints/staff/staff';
import type { StaffOverviewDto } from '@showcase/contracts/generated/model/staffOverviewDto';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { rentalPaths } from '../../rental-paths';
import { storeUser, toStoredUser, useStoredUser } from '../auth/stored-user';
import { StaffPage } from '../staff-shell/StaffPage';
import { CashPositionsDialog } from '../cash-logs/CashPositionsDialog';
import { RegisterLogDialog } from '../cash-logs/RegisterLogDialog';
import { BookForCustomerDialog } from './BookForCustomerDialog';
import { CashRegisterDialog } from './CashRegisterDialog';
import { DayPickerDialog } from './DayPickerDialog';
import { MenuIcon } from './MenuIcons';
import styles from './StaffArea.module.css';
import { staffMenuTexts as t, type MenuEntryKey } from './staff-menu-texts';
import { UnfinishedBookingsBanner } from './UnfinishedBookingsBanner';
import { UnfinishedBookingsDialog } from './UnfinishedBookingsDialog';
import { VehiclesDialog } from './VehiclesDialog';

type MenuDialog =
  'calendar' | 'vehicles' | 'book' | 'unfinished' | 'cashRegister' | 'cashPositions' | 'cashLog';

type BadgeKey = keyof typeof t.badges;

interface MenuEntry {
  key: MenuEntryKey;
  /** A page to go to, or a popup to open. */
  target: { to: string } | { dialog: MenuDialog };
  /** Which overview count shows as its badge. */
  badge?: { key: BadgeKey; count: (overview: StaffOverviewDto) => number };
  adminOnly?: boolean;
}

/** The spec's entries in the spec's order (§2 "Main menu entries"). */
const ENTRIES: readonly MenuEntry[] = [
  {
    key: 'todos',
    target: { to: rentalPaths.todos },
    badge: { key: 'todos', count: (overview) => overview.openTodos },
  },
  { key: 'calendar', target: { dialog: 'calendar' } },
  {
    key: 'vehicles',
    target: { dialog: 'vehicles' },
    badge: { key: 'vehicles', count: (overview) => overview.blockedVehicles },
  },
  { key: 'employees', target: { to: rentalPaths.employees }, adminOnly: true },
  { key: 'workingHours', target: { to: rentalPaths.workingHours } },
  {
    key: 'contactInbox',
    target: { to: rentalPaths.contactInbox },
    badge: { key: 'contactInbox', count: (overview) => overview.openContactMessages },
  },
  { key: 'cashRegister', target: { dialog: 'cashRegister' } },
  { key: 'products', target: { to: rentalPaths.products } },
  { key: 'blacklist', target: { to: rentalPaths.blacklist } },
  { key: 'settings', target: { to: rentalPaths.settings } },
];

/**
 * The staff main menu (/Mitarbeiterbereich): confirms the session with the server, warns about
 * unfinished bookings, and leads to every staff screen; the badges and the banner come from
 * one overview call.
 */
export function StaffArea() {
  const user = useStoredUser();
  // Always asked afresh: the point is to learn whether the session still holds.
  const session = useGetCurrentStaff({ query: { staleTime: 0, retry: false } });
  const profile = session.data;
  // Badges and banner: fresh on every visit, and kept current while the menu stays open.
  const overview = useGetStaffOverview({
    query: { staleTime: 0, refetchInterval: 60_000, refetchOnWindowFocus: true },
  });
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const closeDialog = () => setDialog(null);

  // The server's word wins, e.g. when an admin flag changed since the login.
  useEffect(() => {
    if (!profile || !user) return;
    if (JSON.stringify(toStoredUser(profile)) !== JSON.stringify(user)) storeUser(profile);
  }, [profile, user]);

  if (!user) return null;

  const entries = ENTRIES.filter((entry) => !entry.adminOnly || user.admin);
  const demo = profile?.demo ?? false;
  const unfinished = overview.data?.unfinishedBookings ?? 0;

  return (
    <StaffPage
      title={t.title}
      backToMenu={false}
      lead={
        <>
          {t.greeting(user.first_name)}
          {profile && (
            <span className={styles.signedIn}>
              <svg className={styles.signedInIcon} viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 10.5 8 14.5 16 6" />
              </svg>
              <span className="visually-hidden">{t.session.signedInAs} </span>
              <span>{profile.username}</span>
            </span>
          )}
        </>
      }
      actions={
        <>
          <button
            type="button"
            className={buttons.primary}
            aria-haspopup="dialog"
            onClick={() => setDialog('book')}
          >
            <MenuIcon name="book" className={styles.buttonIcon} />
            {t.bookForCustomer}
          </button>
          {user.admin && (
            <Link className={buttons.secondary} to={rentalPaths.register}>
              <MenuIcon name="register" className={styles.buttonIcon} />
              {t.registerEmployee}
            </Link>
          )}
        </>
      }
    >
      {session.isPending && <StatusNote tone="info">{t.session.checking}</StatusNote>}
      {session.isError && (
        <StatusNote tone="failure">
          <p>{t.session.checkFailed}</p>
          <p>
            <button
              className={buttons.secondary}
              type="button"
              onClick={() => void session.refetch()}
            >
              {t.session.retry}
            </button>
          </p>
        </StatusNote>
      )}

      {unfinished > 0 && (
        <UnfinishedBookingsBanner count={unfinished} onShow={() => setDialog('unfinished')} />
      )}

      <section aria-labelledby="staff-menu-title" className={styles.menu}>
        <h2 id="staff-menu-title" className="visually-hidden">
          {t.menuTitle}
        </h2>
        <StatusNote tone="failure">
          {overview.isError ? (
            <div className={styles.overviewFailed}>
              <p>{t.overview.failed}</p>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => void overview.refetch()}
                disabled={overview.isFetching}
              >
                {t.overview.retry}
              </button>
            </div>
          ) : null}
        </StatusNote>
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.cell}>
              <MenuTile
                entry={entry}
                overview={overview.data}
                loading={overview.isPending}
                onOpen={setDialog}
              />
            </li>
          ))}
        </ul>
      </section>

      {dialog === 'calendar' && <DayPickerDialog onClose={closeDialog} />}
      {dialog === 'vehicles' && <VehiclesDialog onClose={closeDialog} />}
      {dialog === 'book' && <BookForCustomerDialog onClose={closeDialog} />}
      {dialog === 'unfinished' && <UnfinishedBookingsDialog onClose={closeDialog} />}
      {dialog === 'cashRegister' && (
        <CashRegisterDialog admin={user.admin} onOpenReport={setDialog} onClose={closeDialog} />
      )}
      {/* The logs are the admins' (spec §6); the API refuses them to everyone else too. */}
      {user.admin && dialog === 'cashPositions' && (
        <CashPositionsDialog demo={demo} onClose={closeDialog} />
      )}
      {user.admin && dialog === 'cashLog' && (
        <RegisterLogDialog demo={demo} onClose={closeDialog} />
      )}
    </StaffPage>
  );
}

interface MenuTileProps {
  entry: MenuEntry;
  overview: StaffOverviewDto | undefined;
  loading: boolean;
  onOpen: (dialog: MenuDialog) => void;
}

/** One large tile: icon, name, a hint, and the count badge when there is something open. */
function MenuTile({ entry, overview, loading, onOpen }: MenuTileProps) {
  const hintId = useId();
  const texts = t.entries[entry.key];
  const count = entry.badge && overview ? entry.badge.count(overview) : 0;
  const badgeText = entry.badge && count > 0 ? t.badges[entry.badge.key](count) : null;

  const content = (
    <>
      <span className={styles.tileIcon}>
        <MenuIcon name={entry.key} className={styles.icon} />
      </span>
      <span className={styles.tileText}>
        {/* The name is the visible label plus the count in words ('Aufgaben (3 offen)'), so it
            holds what is seen (WCAG 2.5.3); the hint describes it instead. */}
        <span className={styles.tileLabel}>
          {texts.label}
          {/* The space stands outside the hidden part: every engine then reads one space. */}
          {badgeText && ' '}
          {badgeText && <span className="visually-hidden">({badgeText})</span>}
        </span>
        <span id={hintId} className={styles.tileHint} aria-hidden="true">
          {texts.hint}
        </span>
      </span>
      {badgeText && (
        <span className={styles.badge} aria-hidden="true" data-testid={`badge-${entry.key}`}>
          {count > 99 ? '99+' : count}
        </span>
      )}
      {entry.badge && loading && (
        <span className={cx(styles.badge, styles.badgeLoading)} aria-hidden="true" />
      )}
    </>
  );

  if ('to' in entry.target) {
    return (
      <Link to={entry.target.to} className={styles.tile} aria-describedby={hintId}>
        {content}
      </Link>
    );
  }
  const dialog = entry.target.dialog;
  return (
    <button
      type="button"
      className={styles.tile}
      aria-describedby={hintId}
      aria-haspopup="dialog"
      onClick={() => onOpen(dialog)}
    >
      {content}
    </button>
  );
}
