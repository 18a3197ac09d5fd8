import { useGetCurrentStaff } from '@showcase/contracts/generated/endpoints/auth/auth';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { staffDe } from '../../i18n/staff-de';
import { ROUTE_VEHICLE_TYPES, rentalPaths } from '../../rental-paths';
import { storeUser, toStoredUser, useStoredUser } from '../auth/stored-user';
import styles from './StaffArea.module.css';

const t = staffDe.staffArea;

/**
 * The staff start screen: confirms the session with the server, then offers what the staff
 * may do (admins also register colleagues) and what is still to come.
 */
export function StaffArea() {
  const user = useStoredUser();
  // Always asked afresh: the point is to learn whether the session still holds.
  const session = useGetCurrentStaff({ query: { staleTime: 0, retry: false } });
  const profile = session.data;

  // The server's word wins, e.g. when an admin flag changed since the login.
  useEffect(() => {
    if (!profile || !user) return;
    if (JSON.stringify(toStoredUser(profile)) !== JSON.stringify(user)) storeUser(profile);
  }, [profile, user]);

  if (!user) return null;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{t.title}</h1>
            <p className={styles.greeting}>{t.greeting(user.first_name)}</p>
          </div>
          <div className={styles.session}>
            {session.isPending && <StatusNote tone="info">{t.checking}</StatusNote>}
            {session.isError && (
              <StatusNote tone="failure">
                <p>{t.checkFailed}</p>
                <p>
                  <button
                    className={buttons.secondary}
                    type="button"
                    onClick={() => void session.refetch()}
                  >
                    {t.retry}
                  </button>
                </p>
              </StatusNote>
            )}
            {profile && (
              <p className={styles.signedIn}>
                <svg className={styles.signedInIcon} viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M4 10.5 8 14.5 16 6" />
                </svg>
                {profile.username}
              </p>
            )}
          </div>
        </header>

        {user.admin && (
          <section className={styles.admin} aria-labelledby="staff-admin-title">
            <div>
              <h2 id="staff-admin-title" className={styles.sectionTitle}>
                {t.adminTitle}
              </h2>
              <p className={styles.adminText}>{t.registerText}</p>
            </div>
            <Link className={buttons.primary} to={rentalPaths.register}>
              {t.registerLink}
            </Link>
          </section>
        )}

        <section className={styles.admin} aria-labelledby="staff-vehicles-title">
          <div>
            <h2 id="staff-vehicles-title" className={styles.sectionTitle}>
              {t.vehiclesTitle}
            </h2>
            <p className={styles.adminText}>{t.vehiclesText}</p>
          </div>
          <ul className={styles.vehicleLinks}>
            {Object.values(ROUTE_VEHICLE_TYPES.de).map((type) => (
              <li key={type}>
                <Link className={buttons.secondary} to={rentalPaths.vehicleForm.add(type)}>
                  {staffDe.vehicleNouns[type]}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="staff-modules-title">
          <h2 id="staff-modules-title" className={styles.sectionTitle}>
            {t.modulesTitle}
          </h2>
          <ul className={styles.modules}>
            {t.modules.map((module) => (
              <li key={module.title} className={styles.module}>
                <div className={styles.moduleHead}>
                  <h3 className={styles.moduleTitle}>{module.title}</h3>
                  <span className={styles.badge}>{t.comingSoon}</span>
                </div>
                <p className={styles.moduleText}>{module.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
