import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { rentalPaths } from '../../rental-paths';
import { homeRedirectReason } from './login-redirect-state';
import styles from './StaffRedirectNote.module.css';

/**
 * On the home page after a staff page sent the visitor away: says why, with the way to log in.
 * It is shown once: the reason is taken out of the history entry at once, so a reload (browsers
 * keep history state) neither repeats it nor differs from the pre-rendered page it hydrates.
 */
export function StaffRedirectNote({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.staffRedirect;
  const location = useLocation();
  const navigate = useNavigate();
  const [reason, setReason] = useState(() => homeRedirectReason(location.state));

  useEffect(() => {
    if (homeRedirectReason(location.state) === null) return;
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
  }, [location, navigate]);

  if (reason === null) return null;
  return (
    <div className={styles.note} role="alert">
      <p className={styles.text}>
        {t[reason]} <Link to={rentalPaths.login}>{t.login}</Link>
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={t.close}
        title={t.close}
        onClick={() => setReason(null)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 5l10 10M15 5 5 15" />
        </svg>
      </button>
    </div>
  );
}
